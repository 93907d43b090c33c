import type { Locale } from '../locales';

/** Texts of layouts and pages. */
export const app = {
  en: {},
  lt: {},
  pl: {},
  lv: {},
  bg: {},
  pt: {},
} satisfies Record<Locale, Record<string, string>>;
