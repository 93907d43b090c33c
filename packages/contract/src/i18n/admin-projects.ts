import type { Locale } from '../locales';

/** Texts of the adminProjects area (issue 6). Every locale carries every key. */
export const adminProjects = {
  en: {},
  lt: {},
  pl: {},
  lv: {},
  bg: {},
  pt: {},
} satisfies Record<Locale, Record<string, string>>;
