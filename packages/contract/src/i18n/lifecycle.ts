import type { Locale } from '../locales';

/** Texts of the lifecycle area (issue 6). Every locale carries every key. */
export const lifecycle = {
  en: {},
  lt: {},
  pl: {},
  lv: {},
  bg: {},
  pt: {},
} satisfies Record<Locale, Record<string, string>>;
