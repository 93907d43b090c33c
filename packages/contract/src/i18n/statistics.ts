import { defineArea } from './define-area';

/** Texts of the statistics screens (issue 12). Every locale carries every key. */
const en = {
  'statistics.title': 'Statistics',
};

const lt: Record<keyof typeof en, string> = { 'statistics.title': 'Statistics' };
const pl: Record<keyof typeof en, string> = { 'statistics.title': 'Statistics' };
const lv: Record<keyof typeof en, string> = { 'statistics.title': 'Statistics' };
const bg: Record<keyof typeof en, string> = { 'statistics.title': 'Statistics' };
const pt: Record<keyof typeof en, string> = { 'statistics.title': 'Statistics' };

export const statistics = defineArea({ en, lt, pl, lv, bg, pt });
