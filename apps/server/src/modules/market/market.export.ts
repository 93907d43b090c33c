import { calendarDate, type Locale, type OwnRecord } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { neutralizeFormula, toCsv } from '../exports/csv';
import { buildXlsx, type XlsxCell } from '../exports/xlsx';

/**
 * The caller's own secondary-market records as CSV (RFC 4180, BOM, formula-safe) and XLSX, with
 * the transactions export's writers; headings and kinds in the asked language.
 */

const COLUMNS = ['date', 'kind', 'project', 'investment', 'principal', 'sold', 'premium', 'price', 'fee'] as const;

function labels(locale: Locale) {
  const texts = TRANSLATIONS[locale];
  return {
    heading: (column: (typeof COLUMNS)[number]) => texts[`marketExport.column.${column}`] ?? column,
    kind: (kind: string) => texts[`marketExport.kind.${kind}`] ?? kind,
    sheet: texts['marketExport.sheet'] ?? 'Secondary market',
  };
}

const projectOf = (r: OwnRecord) => `#${r.projectNumber} ${r.projectTitle}`;

export function ownRecordsCsv(records: readonly OwnRecord[], locale: Locale): string {
  const l = labels(locale);
  return toCsv([
    COLUMNS.map(l.heading),
    ...records.map((r) => [
      r.at,
      l.kind(r.kind),
      neutralizeFormula(projectOf(r)),
      String(r.investmentId),
      r.principal,
      r.soldPrincipal,
      r.premiumPercent,
      r.price ?? '',
      r.fee ?? '',
    ]),
  ]);
}

export function ownRecordsXlsx(records: readonly OwnRecord[], locale: Locale): Buffer {
  const l = labels(locale);
  const rows: XlsxCell[][] = records.map((r) => [
    { date: new Date(r.at) },
    { text: l.kind(r.kind) },
    { text: projectOf(r) },
    { text: String(r.investmentId) },
    { decimal: r.principal },
    { decimal: r.soldPrincipal },
    { decimal: r.premiumPercent },
    r.price === null ? null : { decimal: r.price },
    r.fee === null ? null : { decimal: r.fee },
  ]);
  return buildXlsx(l.sheet, COLUMNS.map(l.heading), rows, [20, 14, 36, 12, 14, 14, 12, 14, 10]);
}

export const exportFileName = (extension: 'csv' | 'xlsx', now = new Date()) => `secondary-market-${calendarDate(now)}.${extension}`;
