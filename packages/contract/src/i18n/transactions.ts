import type { Locale } from '../locales';

/** Texts of the transactions area (issue 5). Every locale carries every key. */
export const transactions = {
  en: {},
  lt: {},
  pl: {},
  lv: {},
  bg: {},
  pt: {},
} satisfies Record<Locale, Record<string, string>>;
