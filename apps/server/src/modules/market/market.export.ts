import type { Locale, OwnRecord } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { dateCell, decimalCell, textCell, type ExportTable } from '../exports/table-export';

/** The caller's own secondary-market records as a table for the shared CSV and XLSX downloads; headings and kinds in the asked language. */

const COLUMNS = ['date', 'kind', 'project', 'investment', 'principal', 'sold', 'premium', 'price', 'fee'] as const;
const WIDTHS = [20, 14, 36, 12, 14, 14, 12, 14, 10];

export function ownRecordsTable(records: readonly OwnRecord[], locale: Locale): ExportTable {
  const texts = TRANSLATIONS[locale];
  return {
    sheet: texts['marketExport.sheet'] ?? 'Secondary market',
    columns: COLUMNS.map((column, i) => ({ heading: texts[`marketExport.column.${column}`] ?? column, width: WIDTHS[i] })),
    rows: records.map((r) => [
      dateCell(r.at),
      textCell(texts[`marketExport.kind.${r.kind}`] ?? r.kind),
      textCell(`#${r.projectNumber} ${r.projectTitle}`),
      textCell(r.investmentId),
      decimalCell(r.principal),
      decimalCell(r.soldPrincipal),
      decimalCell(r.premiumPercent),
      decimalCell(r.price),
      decimalCell(r.fee),
    ]),
  };
}
