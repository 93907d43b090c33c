import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysBetween,
  daysOverdue,
  dueInstallments,
  generateSchedule,
  type HoldingState,
  type ItemState,
  itemStatus,
  lateInterest,
  monthlyInterest,
  planRepayment,
  type RepaymentMethod,
  RepaymentTooLargeError,
  splitSchedule,
} from './schedule-rules';
import { addCents, type Cents, cents, subCents, sumCents } from './money';

const sum = (xs: readonly number[]) => cents(xs.reduce((a, b) => a + b, 0));

describe('dates', () => {
  it('adds months end-of-month safe', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(daysBetween('2026-01-31', '2026-03-02')).toBe(30);
    expect(daysBetween('2026-03-02', '2026-01-31')).toBe(-30);
  });
});

describe('interest arithmetic', () => {
  it('rounds half up to the cent', () => {
    expect(monthlyInterest(cents(1_000_000), 1200)).toBe(10_000); // 10,000.00 at 12 % → 100.00 a month
    expect(monthlyInterest(cents(333), 1000)).toBe(3); // 2.775 → 3
    expect(lateInterest(cents(36_500), 1000, 1)).toBe(10); // 365.00 at 10 % a year for one day = 0.10
  });
  it('computes late interest per day overdue', () => {
    expect(lateInterest(cents(3_650_000), 1000, 1)).toBe(1_000);
    expect(lateInterest(cents(3_650_000), 1000, 0)).toBe(0);
    expect(lateInterest(cents(100_000), 0, 30)).toBe(0);
  });
});

describe('schedule generation', () => {
  it('builds an annuity with equal payments and exact principal', () => {
    const lines = generateSchedule({ principal: cents(1_000_000), annualRateBps: 1200, termMonths: 12, method: 'ANNUITY', disbursementDate: '2026-01-31' });
    expect(lines).toHaveLength(12);
    expect(sum(lines.map((l) => l.principal))).toBe(1_000_000);
    expect(lines[0]).toEqual({ installment: 1, dueDate: '2026-02-28', principal: 78_849, interest: 10_000 });
    const payments = lines.map((l) => l.principal + l.interest);
    for (const p of payments.slice(0, -1)) expect(p).toBe(88_849);
    expect(Math.abs(payments[11]! - 88_849)).toBeLessThanOrEqual(12);
  });

  it('interest-only pays principal at the end', () => {
    const lines = generateSchedule({ principal: cents(500_000), annualRateBps: 900, termMonths: 6, method: 'INTEREST_ONLY', disbursementDate: '2026-03-10' });
    expect(lines.map((l) => l.principal)).toEqual([0, 0, 0, 0, 0, 500_000]);
    expect(lines.every((l) => l.interest === 3_750)).toBe(true);
    expect(lines[5]!.dueDate).toBe('2026-09-10');
  });

  it('bullet pays all at the end', () => {
    const lines = generateSchedule({ principal: cents(500_000), annualRateBps: 900, termMonths: 6, method: 'BULLET', disbursementDate: '2026-03-10' });
    expect(lines).toEqual([{ installment: 1, dueDate: '2026-09-10', principal: 500_000, interest: 22_500 }]);
  });

  it('principal always sums to the loan, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e11 }).map(cents),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom<RepaymentMethod>('ANNUITY', 'INTEREST_ONLY', 'BULLET'),
        (principal, bps, term, method) => {
          const lines = generateSchedule({ principal, annualRateBps: bps, termMonths: term, method, disbursementDate: '2026-01-31' });
          expect(sum(lines.map((l) => l.principal))).toBe(principal);
          for (const l of lines) {
            expect(l.principal).toBeGreaterThanOrEqual(0);
            expect(l.interest).toBeGreaterThanOrEqual(0);
            expect(Number.isSafeInteger(l.interest)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('splitting a schedule to holdings', () => {
  it('columns and rows add up exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000_000 }).map(cents), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 36 }),
        fc.constantFrom<RepaymentMethod>('ANNUITY', 'INTEREST_ONLY', 'BULLET'),
        (amounts, bps, term, method) => {
          const principal = sum(amounts);
          const lines = generateSchedule({ principal, annualRateBps: bps, termMonths: term, method, disbursementDate: '2026-05-31' });
          const split = splitSchedule(lines, amounts);
          split.forEach((h, i) => expect(sum(h.principal)).toBe(amounts[i]));
          lines.forEach((l, k) => {
            expect(sum(split.map((h) => h.principal[k]!))).toBe(l.principal);
            expect(sum(split.map((h) => h.interest[k]!))).toBe(l.interest);
          });
          for (const h of split) for (const v of [...h.principal, ...h.interest]) expect(v).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('refuses holdings that do not match the loan', () => {
    expect(() => splitSchedule([{ principal: cents(100), interest: cents(1) }], [cents(50), cents(49)])).toThrow(RangeError);
  });
});

function stateOf(rawAmounts: number[], bps: number, term: number, method: RepaymentMethod, start = '2026-01-15') {
  const amounts = rawAmounts.map(cents);
  const lines = generateSchedule({ principal: sum(amounts), annualRateBps: bps, termMonths: term, method, disbursementDate: start });
  const split = splitSchedule(lines, amounts);
  const item = (installment: number, dueDate: string, principal: Cents, interest: Cents): ItemState => ({
    installment,
    dueDate,
    principal,
    interest,
    paidPrincipal: cents(0),
    paidInterest: cents(0),
    paidLateInterest: cents(0),
  });
  const project = lines.map((l) => item(l.installment, l.dueDate, l.principal, l.interest));
  const holdings: HoldingState[] = amounts.map((a, i) => ({
    id: i + 1,
    outstandingPrincipal: a,
    items: lines.map((l, k) => item(l.installment, l.dueDate, split[i]!.principal[k]!, split[i]!.interest[k]!)),
  }));
  return { project, holdings };
}

/** Applies a plan to the states the way the server does. */
function apply(state: ReturnType<typeof stateOf>, plan: ReturnType<typeof planRepayment>) {
  for (const line of plan.lines) {
    const p = state.project.find((i) => i.installment === line.installment)!;
    p.paidPrincipal = addCents(p.paidPrincipal, line.principal);
    p.paidInterest = addCents(p.paidInterest, line.interest);
    p.paidLateInterest = addCents(p.paidLateInterest, line.lateInterest);
  }
  for (const h of plan.holdings) {
    const holding = state.holdings.find((x) => x.id === h.id)!;
    holding.outstandingPrincipal = subCents(holding.outstandingPrincipal, h.principal);
    for (const line of h.lines) {
      const it = holding.items.find((i) => i.installment === line.installment)!;
      it.paidPrincipal = addCents(it.paidPrincipal, line.principal);
      it.paidInterest = addCents(it.paidInterest, line.interest);
      it.paidLateInterest = addCents(it.paidLateInterest, line.lateInterest);
    }
  }
  for (const c of plan.interestChanges) {
    state.project.find((i) => i.installment === c.installment)!.interest = c.interest;
    for (const h of c.holdings) state.holdings.find((x) => x.id === h.id)!.items.find((i) => i.installment === c.installment)!.interest = h.interest;
  }
}

describe('repayment split', () => {
  const terms = { annualRateBps: 1200, lateInterestRateBps: 1800 };

  it('pays a due installment exactly to each holder', () => {
    const state = stateOf([33_333, 33_333, 33_334], 1200, 3, 'ANNUITY');
    const first = state.project[0]!;
    const plan = planRepayment(addCents(first.principal, first.interest), state.project, state.holdings, { ...terms, on: first.dueDate });
    expect(plan.lateInterest).toBe(0);
    expect(plan.interest).toBe(first.interest);
    expect(plan.principal).toBe(first.principal);
    plan.holdings.forEach((h, i) => {
      expect(h.principal).toBe(state.holdings[i]!.items[0]!.principal);
      expect(h.interest).toBe(state.holdings[i]!.items[0]!.interest);
    });
  });

  it('takes late interest first when overdue, oldest installment first', () => {
    const state = stateOf([100_000, 200_000], 1200, 3, 'ANNUITY', '2026-01-01');
    const on = '2026-03-03'; // first due 2026-02-01 (30 days late), second due 2026-03-01 (2 days late)
    const { due } = dueInstallments(state.project, { ...terms, on });
    expect(due.map((d) => d.daysOverdue)).toEqual([30, 2, 0]);
    const first = state.project[0]!;
    expect(due[0]!.lateInterest).toBe(lateInterest(addCents(first.principal, first.interest), 1800, 30));
    const plan = planRepayment(cents(due[0]!.lateInterest + 10), state.project, state.holdings, { ...terms, on });
    expect(plan.lines).toEqual([{ installment: 1, lateInterest: due[0]!.lateInterest, interest: 10, principal: 0 }]);
    expect(sum(plan.holdings.map((h) => h.lateInterest))).toBe(due[0]!.lateInterest);
  });

  it('refuses more than the loan can take', () => {
    const state = stateOf([100_000], 1200, 3, 'ANNUITY');
    const on = '2026-01-20';
    const { due, later } = dueInstallments(state.project, { ...terms, on });
    const max = addCents(sum(due.map((d) => d.principal + d.interest + d.lateInterest)), sum(later.map((l) => l.principal)));
    expect(() => planRepayment(cents(max + 1), state.project, state.holdings, { ...terms, on })).toThrow(RepaymentTooLargeError);
    const plan = planRepayment(max, state.project, state.holdings, { ...terms, on });
    expect(plan.principal).toBe(100_000);
    expect(plan.holdings[0]!.principal).toBe(100_000);
  });

  it('prepaid principal shortens the loan from the end and recomputes later interest', () => {
    const state = stateOf([600_000, 400_000], 1200, 12, 'ANNUITY');
    const on = '2026-02-10'; // before the first due date: installment 1 is the next one
    const first = state.project[0]!;
    const last = state.project[11]!;
    const plan = planRepayment(sumCents([first.principal, first.interest, last.principal]), state.project, state.holdings, { ...terms, on });
    expect(plan.prepaidPrincipal).toBe(last.principal);
    expect(plan.lines.at(-1)).toEqual({ installment: 12, lateInterest: 0, interest: 0, principal: last.principal });
    const twelve = plan.interestChanges.find((c) => c.installment === 12)!;
    expect(twelve.interest).toBe(0);
    const two = plan.interestChanges.find((c) => c.installment === 2)!;
    expect(two.interest).toBeLessThan(state.project[1]!.interest);
    for (const c of plan.interestChanges) expect(sum(c.holdings.map((h) => h.interest))).toBe(c.interest);
  });

  it('parts always sum to the whole; paying everything in random steps settles every holding exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 2400 }),
        fc.integer({ min: 1, max: 18 }),
        fc.constantFrom<RepaymentMethod>('ANNUITY', 'INTEREST_ONLY', 'BULLET'),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 70 }), fc.double({ min: 0.01, max: 1.2, noNaN: true })), { minLength: 1, maxLength: 8 }),
        (amounts, bps, term, method, steps) => {
          const state = stateOf(amounts, bps, term, method);
          let day = '2026-01-15';
          for (const [advance, fraction] of steps) {
            day = addMonths(day, 0);
            const date = new Date(`${day}T00:00:00Z`);
            date.setUTCDate(date.getUTCDate() + advance);
            day = date.toISOString().slice(0, 10);
            const t = { annualRateBps: bps, lateInterestRateBps: 1500, on: day };
            const probe = dueInstallments(state.project, t);
            const max = sum(probe.due.map((d) => d.principal + d.interest + d.lateInterest)) + sum(probe.later.map((l) => l.principal - l.paidPrincipal));
            if (max === 0) break;
            const amount = cents(Math.max(1, Math.min(max, Math.round(max * fraction))));
            const plan = planRepayment(amount, state.project, state.holdings, t);
            expect(plan.lateInterest + plan.interest + plan.principal).toBe(amount);
            expect(sum(plan.holdings.map((h) => h.lateInterest + h.interest + h.principal))).toBe(amount);
            for (const part of ['lateInterest', 'interest', 'principal'] as const) {
              expect(sum(plan.holdings.map((h) => h[part]))).toBe(plan[part]);
              for (const h of plan.holdings) expect(h[part]).toBeGreaterThanOrEqual(0);
            }
            apply(state, plan);
            // Holdings' items still add up to the project's items.
            for (const p of state.project) {
              const items = state.holdings.map((h) => h.items.find((i) => i.installment === p.installment)!);
              expect(sum(items.map((i) => i.principal))).toBe(p.principal);
              expect(sum(items.map((i) => i.interest))).toBe(p.interest);
              expect(sum(items.map((i) => i.paidPrincipal))).toBe(p.paidPrincipal);
              expect(sum(items.map((i) => i.paidInterest))).toBe(p.paidInterest);
              for (const i of items) {
                expect(i.paidPrincipal).toBeLessThanOrEqual(i.principal);
                expect(i.paidInterest).toBeLessThanOrEqual(i.interest);
              }
            }
            for (const h of state.holdings) expect(h.outstandingPrincipal).toBeGreaterThanOrEqual(0);
          }
          // Pay the rest: every holding ends with no principal outstanding.
          const t = { annualRateBps: bps, lateInterestRateBps: 1500, on: day };
          const probe = dueInstallments(state.project, t);
          const rest = addCents(
            sum(probe.due.map((d) => d.principal + d.interest + d.lateInterest)),
            sum(probe.later.map((l) => l.principal - l.paidPrincipal)),
          );
          if (rest > 0) apply(state, planRepayment(rest, state.project, state.holdings, t));
          for (const h of state.holdings) expect(h.outstandingPrincipal).toBe(0);
          expect(daysOverdue(state.project, '2099-01-01')).toBe(0);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reports item statuses', () => {
    const base: ItemState = {
      installment: 1,
      dueDate: '2026-03-01',
      principal: cents(100),
      interest: cents(10),
      paidPrincipal: cents(0),
      paidInterest: cents(0),
      paidLateInterest: cents(0),
    };
    expect(itemStatus(base, '2026-02-01')).toBe('scheduled');
    expect(itemStatus({ ...base, paidInterest: cents(10) }, '2026-02-01')).toBe('partial');
    expect(itemStatus(base, '2026-03-02')).toBe('overdue');
    expect(itemStatus({ ...base, paidInterest: cents(10), paidPrincipal: cents(100) }, '2026-09-01')).toBe('paid');
    expect(daysOverdue([base], '2026-03-11')).toBe(10);
  });
});
