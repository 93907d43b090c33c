import { bpsToPercentString, type Cents, formatDate, formatDateTime, formatMoney, formatPercent, LOCALE_ISO, type Locale } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { fillPlaceholders } from '@platform/contract/i18n/translate';

type DateInput = Parameters<typeof formatDate>[0];

/**
 * The words and formats of a generated document in one locale (statements, reports, invoices,
 * agreements): a text by key with its {{placeholders}} filled (the key itself when missing), and
 * money, rates, days and instants formatted for the locale. Each document adds its own keys.
 */
export function documentTexts(locale: Locale) {
  const all = TRANSLATIONS[locale];
  const text = (key: string, params: Record<string, string | number> = {}) => fillPlaceholders(all[key] ?? key, params);
  return {
    locale,
    text,
    money: (cents: Cents) => formatMoney(cents, LOCALE_ISO[locale]),
    rate: (bps: number) => formatPercent(bpsToPercentString(bps), LOCALE_ISO[locale]),
    date: (value: DateInput) => formatDate(value, locale),
    dateTime: (value: DateInput) => formatDateTime(value, locale),
  };
}

export type DocumentTexts = ReturnType<typeof documentTexts>;
