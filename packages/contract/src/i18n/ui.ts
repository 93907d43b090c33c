import type { Locale } from '../locales';

/** Texts of the form primitives and other design-system components (apps/web/app/components/ui). */
export const ui = {
  en: {
    'input.required.default_tooltip': 'This field is required',
  },
  lt: {
    'input.required.default_tooltip': 'Šis laukas privalomas',
  },
  pl: {
    'input.required.default_tooltip': 'To pole jest wymagane',
  },
  lv: {
    'input.required.default_tooltip': 'Šis lauks ir obligāts',
  },
  bg: {
    'input.required.default_tooltip': 'Това поле е задължително',
  },
  pt: {
    'input.required.default_tooltip': 'Este campo é obrigatório',
  },
} satisfies Record<Locale, Record<string, string>>;
