import { describe, expect, it } from 'vitest';
import { type ItemState, toCents } from '@platform/contract';
import { loanFigures } from './debtor.service';

const item = (installment: number, dueDate: string, paid = false): ItemState => ({
  installment,
  dueDate,
  principal: toCents(10_000),
  interest: toCents(500),
  paidPrincipal: toCents(paid ? 10_000 : 0),
  paidInterest: toCents(paid ? 500 : 0),
  paidLateInterest: toCents(0),
});
const terms = (on: string) => ({ on, annualRateBps: 1200, lateInterestRateBps: 3650 });

describe('loanFigures', () => {
  it('a loan on time: the next installment is the first unsettled one, nothing overdue', () => {
    const f = loanFigures('ACTIVE', [item(1, '2026-01-10', true), item(2, '2026-02-10'), item(3, '2026-03-10')], terms('2026-01-20'));
    expect(f).toEqual({
      outstandingPrincipal: 20_000,
      nextInstallment: { installment: 2, dueDate: '2026-02-10', amount: 10_500 },
      overdue: 0,
      dueNow: 10_500,
      maxRepayment: 20_500,
    });
  });

  it('an overdue installment carries late interest (365 bps·10 per year: 0.1% a day) into overdue and due now', () => {
    const f = loanFigures('DELAYED', [item(1, '2026-01-10'), item(2, '2026-02-10')], terms('2026-01-20'));
    // 10 days late on 105.00 at 36.5% a year = 1.05.
    expect(f.overdue).toBe(10_500 + 105);
    expect(f.nextInstallment).toEqual({ installment: 1, dueDate: '2026-01-10', amount: 10_605 });
    expect(f.dueNow).toBe(10_605 + 10_500);
    expect(f.maxRepayment).toBe(f.dueNow);
  });

  it('a loan that takes no repayments owes nothing due', () => {
    expect(loanFigures('REPAID', [item(1, '2026-01-10', true)], terms('2026-02-01'))).toEqual({
      outstandingPrincipal: 0,
      nextInstallment: null,
      overdue: 0,
      dueNow: 0,
      maxRepayment: 0,
    });
    expect(loanFigures('GATHERING', [], terms('2026-02-01')).nextInstallment).toBeNull();
  });
});
