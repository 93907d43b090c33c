import { LOCALE_ISO, type Locale } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { documentTexts } from '../documents/document-texts';

/** The words of a generated report in one locale: the translation areas' texts, money and dates formatted for it. */
export function reportTexts(locale: Locale) {
  const base = documentTexts(locale);
  const all = TRANSLATIONS[locale];
  const regions = new Intl.DisplayNames([LOCALE_ISO[locale]], { type: 'region' });
  return {
    ...base,
    column: (column: string) => all[`transactions.column.${column}`] ?? column,
    type: (code: string) => all[`transactions.type.${code}`] ?? code,
    loanStatus: (status: string) => all[`project.status.${status}`] ?? status,
    /** A borrower country's name in the locale; null: money tied to no loan. */
    country: (code: string | null) => (code === null ? base.text('reports.pdf.tax.no_country') : (regions.of(code) ?? code)),
    pageLabel: (page: number, pages: number) => base.text('reports.pdf.page', { page, pages }),
  };
}
