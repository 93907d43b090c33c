import { defineArea } from './define-area';

/** Texts of the portfolio screens (issue 12). Every locale carries every key. */
const en = {
  'portfolio.title': 'Portfolio',
};

const lt: Record<keyof typeof en, string> = { 'portfolio.title': 'Portfolio' };
const pl: Record<keyof typeof en, string> = { 'portfolio.title': 'Portfolio' };
const lv: Record<keyof typeof en, string> = { 'portfolio.title': 'Portfolio' };
const bg: Record<keyof typeof en, string> = { 'portfolio.title': 'Portfolio' };
const pt: Record<keyof typeof en, string> = { 'portfolio.title': 'Portfolio' };

export const portfolio = defineArea({ en, lt, pl, lv, bg, pt });
