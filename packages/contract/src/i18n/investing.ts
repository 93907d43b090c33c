import type { Locale } from '../locales';

/** Texts of the investing area (issue 6). Every locale carries every key. */
export const investing = {
  en: {},
  lt: {},
  pl: {},
  lv: {},
  bg: {},
  pt: {},
} satisfies Record<Locale, Record<string, string>>;
