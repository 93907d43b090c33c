import type { Locale } from '../locales';

/** Texts of the projectPage area (issue 6). Every locale carries every key. */
export const projectPage = {
  en: {},
  lt: {},
  pl: {},
  lv: {},
  bg: {},
  pt: {},
} satisfies Record<Locale, Record<string, string>>;
