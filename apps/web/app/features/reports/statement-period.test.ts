import { describe, expect, it } from 'vitest';
import { periodErrors, presetOf, presetPeriod, readPeriod, vilniusToday } from './statement-period';

describe('statement presets', () => {
  it('counts this month and this year up to today, last month and last year whole', () => {
    expect(presetPeriod('this_month', '2026-05-20')).toEqual({ from: '2026-05-01', to: '2026-05-20' });
    expect(presetPeriod('last_month', '2026-05-20')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(presetPeriod('this_year', '2026-05-20')).toEqual({ from: '2026-01-01', to: '2026-05-20' });
    expect(presetPeriod('last_year', '2026-05-20')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('crosses the new year and knows the length of February', () => {
    expect(presetPeriod('last_month', '2026-01-01')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('last_month', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetPeriod('last_month', '2025-03-01')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(presetPeriod('last_month', '2026-08-15')).toEqual({ from: '2026-07-01', to: '2026-07-31' });
  });

  it('finds the preset a period is, if any', () => {
    expect(presetOf({ from: '2026-04-01', to: '2026-04-30' }, '2026-05-20')).toBe('last_month');
    expect(presetOf({ from: '2026-04-01', to: '2026-04-29' }, '2026-05-20')).toBeNull();
  });

  it('takes today in Vilnius, not in UTC', () => {
    // 22:30 UTC on 31 March is 01:30 on 1 April in Vilnius (EEST, UTC+3).
    expect(vilniusToday(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(vilniusToday(new Date('2026-01-15T21:59:00Z'))).toBe('2026-01-15');
    expect(vilniusToday(new Date('2026-01-15T22:00:00Z'))).toBe('2026-01-16');
  });
});

describe('statement period from the address', () => {
  it('reads from and to as typed, and this month when neither is given', () => {
    expect(readPeriod(new URLSearchParams('from=2026-01-01&to=2026-02-01'), '2026-05-20')).toEqual({ from: '2026-01-01', to: '2026-02-01' });
    expect(readPeriod(new URLSearchParams('from=+2026-01-01+'), '2026-05-20')).toEqual({ from: '2026-01-01', to: '' });
    expect(readPeriod(new URLSearchParams(''), '2026-05-20')).toEqual({ from: '2026-05-01', to: '2026-05-20' });
    expect(readPeriod(new URLSearchParams('from=&to='), '2026-05-20')).toEqual({ from: '2026-05-01', to: '2026-05-20' });
  });

  it('turns the contract reasons into one key per field, a date that is not one first', () => {
    expect(periodErrors({ to: ['to_before_from'] })).toEqual({ to: 'reports.error.to_before_from' });
    expect(periodErrors({ from: ['period_too_long'] })).toEqual({ from: 'reports.error.period_too_long' });
    expect(periodErrors({ from: ['expected YYYY-MM-DD', 'not a calendar date'], to: ['to_before_from'] })).toEqual({ from: 'reports.error.date' });
    expect(periodErrors({ locale: ['Invalid option'] })).toEqual({});
    expect(periodErrors(undefined)).toEqual({});
  });
});
