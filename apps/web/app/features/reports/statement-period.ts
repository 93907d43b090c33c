import { calendarDate } from '@platform/contract';

/**
 * The period of the account statement (issue 15): two Vilnius calendar days, both included, kept in
 * the URL query (?from=&to=) so the loader renders it and the address can be shared. Zod-free: the
 * page imports it.
 */
export interface StatementPeriod {
  from: string;
  to: string;
}

export const STATEMENT_PRESETS = ['this_month', 'last_month', 'this_year', 'last_year'] as const;
export type StatementPreset = (typeof STATEMENT_PRESETS)[number];

/** What the page shows when the address names no period. */
export const DEFAULT_PRESET: StatementPreset = 'this_month';

export type PeriodField = 'from' | 'to';
/** Translation keys per field of the period form. */
export type PeriodErrors = Partial<Record<PeriodField, string>>;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOf = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
/** Day 0 of the next month is the last day of `month` (1-based). */
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Today in Vilnius ("2026-03-05"): the day the presets count from. */
export function vilniusToday(now: Date = new Date()): string {
  return calendarDate(now);
}

/**
 * The days a preset covers, counted from `today` (a Vilnius day): this month and this year run up
 * to today (a statement of days still to come would only repeat today's closing balance), last
 * month and last year are whole.
 */
export function presetPeriod(preset: StatementPreset, today: string): StatementPeriod {
  const [year, month] = today.split('-').map((part) => Number.parseInt(part, 10)) as [number, number];
  switch (preset) {
    case 'this_month':
      return { from: dayOf(year, month, 1), to: today };
    case 'last_month': {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
      return { from: dayOf(y, m, 1), to: dayOf(y, m, lastDayOf(y, m)) };
    }
    case 'this_year':
      return { from: dayOf(year, 1, 1), to: today };
    case 'last_year':
      return { from: dayOf(year - 1, 1, 1), to: dayOf(year - 1, 12, 31) };
  }
}

/** The preset whose days are exactly `period`, if one is. */
export function presetOf(period: StatementPeriod, today: string): StatementPreset | null {
  return (
    STATEMENT_PRESETS.find((preset) => {
      const days = presetPeriod(preset, today);
      return days.from === period.from && days.to === period.to;
    }) ?? null
  );
}

/** The period of the URL query as typed; no period at all means the default preset. */
export function readPeriod(search: URLSearchParams, today: string): StatementPeriod {
  const from = (search.get('from') ?? '').trim();
  const to = (search.get('to') ?? '').trim();
  if (!from && !to) return presetPeriod(DEFAULT_PRESET, today);
  return { from, to };
}

/** The translation key of one reason a period is refused (the contract's messages: to_before_from, period_too_long). */
export function periodErrorKey(message: string): string {
  if (message === 'to_before_from') return 'reports.error.to_before_from';
  if (message === 'period_too_long') return 'reports.error.period_too_long';
  return 'reports.error.date';
}

const DATE_ERROR = 'reports.error.date';

/**
 * Field errors ({to: ['to_before_from']}, from the API's 400 or from the contract's schema run in the
 * loader) as one key per field of the form. A date that is not one comes first: while a field holds
 * no date, the order and the length of the period mean nothing, so those are left out.
 */
export function periodErrors(fieldErrors: Record<string, string[]> | undefined): PeriodErrors {
  const errors: PeriodErrors = {};
  for (const field of ['from', 'to'] as const) {
    const keys = (fieldErrors?.[field] ?? []).map(periodErrorKey);
    if (keys.length > 0) errors[field] = keys.includes(DATE_ERROR) ? DATE_ERROR : keys[0];
  }
  if (errors.from === DATE_ERROR || errors.to === DATE_ERROR) {
    for (const field of ['from', 'to'] as const) if (errors[field] !== DATE_ERROR) delete errors[field];
  }
  return errors;
}
