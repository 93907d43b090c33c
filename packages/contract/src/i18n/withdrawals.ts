import type { Locale } from '../locales';

/** Texts of the withdrawals area (issue 5). Every locale carries every key. */
export const withdrawals = {
  en: {},
  lt: {},
  pl: {},
  lv: {},
  bg: {},
  pt: {},
} satisfies Record<Locale, Record<string, string>>;
