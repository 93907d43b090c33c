import { defineArea } from './define-area';

/** Texts of automatic investment (issue 14, decision 0035). */
const en = {
  'adminAutoinvest.nav.label': 'Automatic investment',
} as const;

export const adminAutoinvest = defineArea({
  en,
  lt: {
    'adminAutoinvest.nav.label': 'Automatinis investavimas',
  },
  pl: {
    'adminAutoinvest.nav.label': 'Automatyczne inwestowanie',
  },
  lv: {
    'adminAutoinvest.nav.label': 'Automātiskā ieguldīšana',
  },
  bg: {
    'adminAutoinvest.nav.label': 'Автоматично инвестиране',
  },
  pt: {
    'adminAutoinvest.nav.label': 'Investimento automático',
  },
});
