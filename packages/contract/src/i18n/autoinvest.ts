import { defineArea } from './define-area';

/** Texts of automatic investment (issue 14, decision 0035). */
const en = {
  'autoinvest.title': 'Automatic investment',
} as const;

export const autoinvest = defineArea({
  en,
  lt: {
    'autoinvest.title': 'Automatinis investavimas',
  },
  pl: {
    'autoinvest.title': 'Automatyczne inwestowanie',
  },
  lv: {
    'autoinvest.title': 'Automātiskā ieguldīšana',
  },
  bg: {
    'autoinvest.title': 'Автоматично инвестиране',
  },
  pt: {
    'autoinvest.title': 'Investimento automático',
  },
});
