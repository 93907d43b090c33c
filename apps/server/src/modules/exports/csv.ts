/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF; a field with a comma, quote, CR or
 * LF (or leading/trailing spaces) is quoted and its quotes doubled. The file starts with a UTF-8
 * byte order mark so spreadsheet programs read the accents right.
 */
export const UTF8_BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (CSV injection) is prefixed with an apostrophe. */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
