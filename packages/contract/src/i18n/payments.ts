import type { Locale } from '../locales';

/** Texts of the payments area (issue 5). Every locale carries every key. */
export const payments = {
  en: {},
  lt: {},
  pl: {},
  lv: {},
  bg: {},
  pt: {},
} satisfies Record<Locale, Record<string, string>>;
