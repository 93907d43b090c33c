import { cents, reportPeriod, reservedShare, canSeeLemonwayPage, canSeeConnectPayPage } from '@platform/contract';
import { describe, expect, it } from 'vitest';

const now = new Date('2026-03-15T10:00:00Z');
const iso = (d: Date) => d.toISOString();

describe('connect-pay report period', () => {
  it('covers calendar periods relative to now, half-open', () => {
    const month = reportPeriod('this_month', undefined, undefined, now);
    expect(month.ok && [iso(month.from), iso(month.to)]).toEqual(['2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z']);
    const last = reportPeriod('last_month', undefined, undefined, new Date('2026-01-10T00:00:00Z'));
    expect(last.ok && [iso(last.from), iso(last.to)]).toEqual(['2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    const year = reportPeriod('this_year', undefined, undefined, now);
    expect(year.ok && [iso(year.from), iso(year.to)]).toEqual(['2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
  });

  it('takes a custom period with both days inclusive and refuses bad ones', () => {
    const custom = reportPeriod('custom', '2026-02-01', '2026-02-28', now);
    expect(custom.ok && [iso(custom.from), iso(custom.to)]).toEqual(['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
    expect(reportPeriod('custom', undefined, '2026-02-28', now)).toEqual({ ok: false, field: 'startDate', reason: 'required' });
    expect(reportPeriod('custom', '2026-02-01', undefined, now)).toEqual({ ok: false, field: 'endDate', reason: 'required' });
    expect(reportPeriod('custom', '2026-02-30', '2026-03-01', now)).toEqual({ ok: false, field: 'startDate', reason: 'invalid' });
    expect(reportPeriod('custom', '2026-03-01', '2026-02-01', now)).toEqual({ ok: false, field: 'endDate', reason: 'order' });
    expect(reportPeriod('custom', '2024-01-01', '2026-02-01', now)).toEqual({ ok: false, field: 'endDate', reason: 'too_long' });
  });
});

describe('wallet display rules', () => {
  it('reserved share stays within 0–100', () => {
    expect(reservedShare(cents(0), cents(0))).toBe(0);
    expect(reservedShare(cents(10_000), cents(2_500))).toBe(25);
    expect(reservedShare(cents(300), cents(100))).toBe(33.3);
    expect(reservedShare(cents(100), cents(500))).toBe(100);
  });

  it('page guards of spec section 6', () => {
    expect(canSeeLemonwayPage({ paymentSource: 'lemonway', lemonwayBalance: { amount: '0.00' } })).toBe(true);
    expect(canSeeLemonwayPage({ paymentSource: 'connectPay', lemonwayBalance: { amount: '0.01' } })).toBe(true);
    expect(canSeeLemonwayPage({ paymentSource: 'connectPay', lemonwayBalance: { amount: '0.00' } })).toBe(false);
    expect(canSeeConnectPayPage({ paymentSource: 'connectPay' })).toBe(true);
    expect(canSeeConnectPayPage({ paymentSource: 'lemonway' })).toBe(false);
  });
});
