import { describe, expect, it } from 'vitest';
import { csvField, neutralizeFormula, toCsv, UTF8_BOM } from './csv';

describe('CSV (RFC 4180)', () => {
  it('leaves plain fields alone and quotes fields with commas, quotes, line breaks or edge spaces', () => {
    expect(csvField('Deposit')).toBe('Deposit');
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('')).toBe('');
  });

  it('starts with a UTF-8 BOM and ends every record with CRLF', () => {
    const text = toCsv([
      ['Date', 'Amount'],
      ['2026-01-01', 'Šiauliai, "LT"'],
    ]);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1)).toBe('Date,Amount\r\n2026-01-01,"Šiauliai, ""LT"""\r\n');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(neutralizeFormula('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(neutralizeFormula('+1')).toBe("'+1");
    expect(neutralizeFormula('@sum')).toBe("'@sum");
    expect(neutralizeFormula('Bank transfer')).toBe('Bank transfer');
  });
});
