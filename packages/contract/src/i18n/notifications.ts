import type { Locale } from '../locales';

/** Texts of the notifications area (issue 6). Every locale carries every key. */
export const notifications = {
  en: {},
  lt: {},
  pl: {},
  lv: {},
  bg: {},
  pt: {},
} satisfies Record<Locale, Record<string, string>>;
