import { defineArea } from './define-area';

/** Texts of the reports (issue 15): the page (account namespace) and the generated files ('reports.pdf.': documents namespace). */
const en = {
  'reports.title': 'Reports',
} as const;

export const reports = defineArea({
  en,
  lt: { 'reports.title': 'Ataskaitos' },
  pl: { 'reports.title': 'Raporty' },
  lv: { 'reports.title': 'Pārskati' },
  bg: { 'reports.title': 'Отчети' },
  pt: { 'reports.title': 'Relatórios' },
});
