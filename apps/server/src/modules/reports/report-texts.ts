import { bpsToPercentString, formatDate, formatDateTime, formatMoney, formatPercent, LOCALE_ISO, type Locale } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';

/** The words of a generated report in one locale: the translation areas' texts, money and dates formatted for it. */
export function reportTexts(locale: Locale) {
  const all = TRANSLATIONS[locale];
  const text = (key: string, params: Record<string, string> = {}) => Object.entries(params).reduce((out, [k, v]) => out.replaceAll(`{{${k}}}`, v), all[key] ?? key);
  const regions = new Intl.DisplayNames([LOCALE_ISO[locale]], {
    type: 'region',
  });
  return {
    text,
    column: (column: string) => all[`transactions.column.${column}`] ?? column,
    type: (code: string) => all[`transactions.type.${code}`] ?? code,
    money: (cents: Parameters<typeof formatMoney>[0]) => formatMoney(cents, LOCALE_ISO[locale]),
    date: (value: string) => formatDate(value, locale),
    dateTime: (value: Date) => formatDateTime(value.toISOString(), locale),
    rate: (bps: number) => formatPercent(bpsToPercentString(bps), LOCALE_ISO[locale]),
    loanStatus: (status: string) => all[`project.status.${status}`] ?? status,
    /** A borrower country's name in the locale; null: money tied to no loan. */
    country: (code: string | null) => (code === null ? text('reports.pdf.tax.no_country') : (regions.of(code) ?? code)),
    pageLabel: (page: number, pages: number) => text('reports.pdf.page', { page: String(page), pages: String(pages) }),
  };
}

export type ReportTexts = ReturnType<typeof reportTexts>;

export const FILE_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
