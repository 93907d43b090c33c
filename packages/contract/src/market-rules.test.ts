import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accruedInterest,
  bpsToSignedPercent,
  buyBounds,
  buyProblem,
  DEFAULT_MARKET_TERMS,
  type HoldingItem,
  listingExpiresOn,
  premiumBpsOf,
  priceOf,
  sellProblem,
  splitHolding,
  yieldToMaturity,
} from './market-rules';
import { type Cents, sumCents } from './money';
import { generateSchedule, splitSchedule } from './schedule-rules';

const c = (n: number) => n as Cents;

/** A holding's items from a generated loan schedule split among holders, the first `paid` installments paid. */
function holdingItems(
  loan: number,
  holding: number,
  rateBps: number,
  term: number,
  method: 'ANNUITY' | 'INTEREST_ONLY' | 'BULLET',
  paid: number,
): HoldingItem[] {
  const lines = generateSchedule({ principal: c(loan), annualRateBps: rateBps, termMonths: term, method, disbursementDate: '2026-01-15' });
  const [mine] = splitSchedule(
    lines,
    [c(holding), c(loan - holding)].filter((x) => x > 0),
  );
  return lines.map((line, k) => ({
    installment: line.installment,
    dueDate: line.dueDate,
    principal: mine!.principal[k]!,
    interest: mine!.interest[k]!,
    paidPrincipal: k < paid ? mine!.principal[k]! : c(0),
    paidInterest: k < paid ? mine!.interest[k]! : c(0),
  }));
}

const outstandingOf = (items: readonly HoldingItem[]) => sumCents(items.map((i) => c(i.principal - i.paidPrincipal)));

const holdingArb = fc
  .record({
    loan: fc.integer({ min: 100_000, max: 50_000_000 }),
    share: fc.integer({ min: 1, max: 1000 }),
    rate: fc.integer({ min: 0, max: 3000 }),
    term: fc.integer({ min: 1, max: 36 }),
    method: fc.constantFrom('ANNUITY' as const, 'INTEREST_ONLY' as const, 'BULLET' as const),
    paidShare: fc.double({ min: 0, max: 0.99, noNaN: true }),
  })
  .map(({ loan, share, rate, term, method, paidShare }) => {
    const holding = Math.max(1000, Math.floor((loan * share) / 1000));
    const installments = method === 'BULLET' ? 1 : term;
    const paid = Math.min(installments - 1, Math.floor(installments * paidShare));
    return holdingItems(Math.max(loan, holding), holding, rate, term, method, paid);
  });

describe('splitHolding', () => {
  it('gives the buyer exactly the part, and buyer + seller = every installment as it was, to the cent', () => {
    fc.assert(
      fc.property(holdingArb, fc.double({ min: 0, max: 1, noNaN: true }), (items, fraction) => {
        const outstanding = outstandingOf(items);
        const part = c(Math.max(1, Math.min(outstanding, Math.round(outstanding * fraction))));
        const { buyer, seller } = splitHolding(items, part, outstanding);
        expect(sumCents(buyer.map((b) => b.principal))).toBe(part);
        items.forEach((item, k) => {
          expect(buyer[k]!.principal + seller[k]!.principal).toBe(item.principal);
          expect(buyer[k]!.interest + seller[k]!.interest).toBe(item.interest);
          // The buyer gets only what is unpaid; what was paid stays the seller's.
          expect(buyer[k]!.principal).toBeGreaterThanOrEqual(0);
          expect(buyer[k]!.principal).toBeLessThanOrEqual(item.principal - item.paidPrincipal);
          expect(buyer[k]!.interest).toBeGreaterThanOrEqual(0);
          expect(buyer[k]!.interest).toBeLessThanOrEqual(item.interest - item.paidInterest);
          expect(seller[k]!.principal).toBeGreaterThanOrEqual(item.paidPrincipal);
          expect(seller[k]!.interest).toBeGreaterThanOrEqual(item.paidInterest);
        });
        // The seller's outstanding is what it was minus the part.
        const after = seller.map((s, k) => ({ ...items[k]!, principal: s.principal, interest: s.interest }));
        expect(outstandingOf(after)).toBe(outstanding - part);
      }),
      { numRuns: 400, seed: 20261127 },
    );
  });

  it('keeps the whole after any sequence of sales of parts of parts', () => {
    fc.assert(
      fc.property(holdingArb, fc.array(fc.tuple(fc.boolean(), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 1, maxLength: 8 }), (items, cuts) => {
        let holdings: HoldingItem[][] = [items];
        for (const [fromLast, fraction] of cuts) {
          const index = fromLast ? holdings.length - 1 : 0;
          const source = holdings[index]!;
          const outstanding = outstandingOf(source);
          if (outstanding < 1) continue;
          const part = c(Math.max(1, Math.min(outstanding, Math.round(outstanding * fraction))));
          const { buyer, seller } = splitHolding(source, part, outstanding);
          holdings[index] = source.map((item, k) => ({ ...item, principal: seller[k]!.principal, interest: seller[k]!.interest }));
          holdings = [...holdings, buyer.map((b) => ({ ...b, paidPrincipal: c(0), paidInterest: c(0) }))];
        }
        for (const [k, item] of items.entries()) {
          expect(sumCents(holdings.map((h) => h[k]!.principal))).toBe(item.principal);
          expect(sumCents(holdings.map((h) => h[k]!.interest))).toBe(item.interest);
        }
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it('refuses a part outside 1..outstanding and items that do not add up', () => {
    const items = holdingItems(1_000_000, 100_000, 1200, 6, 'ANNUITY', 2);
    const outstanding = outstandingOf(items);
    expect(() => splitHolding(items, c(0), outstanding)).toThrow(RangeError);
    expect(() => splitHolding(items, c(outstanding + 1), outstanding)).toThrow(RangeError);
    expect(() => splitHolding(items, c(100), c(outstanding + 5))).toThrow(/not the outstanding/);
  });
});

describe('price, fee and accrued interest', () => {
  it('prices principal ± premium (half up) plus accrued interest; the seller pays the fee', () => {
    expect(priceOf(c(10_000), -550, c(123))).toEqual({ principal: 10_000, premium: -550, accruedInterest: 123, price: 9_573, fee: 100, sellerReceives: 9_473 });
    expect(priceOf(c(3_333), 125, c(0))).toEqual({ principal: 3_333, premium: 42, accruedInterest: 0, price: 3_375, fee: 33, sellerReceives: 3_342 });
    // 1 % of 50 cents is half a cent: half up.
    expect(priceOf(c(50), 0, c(0)).fee).toBe(1);
  });

  it('accrues the days of the current period, and everything of installments already due', () => {
    const buyer = [
      { installment: 1, dueDate: '2026-02-15', principal: c(1_000), interest: c(310) },
      { installment: 2, dueDate: '2026-03-15', principal: c(1_000), interest: c(280) },
      { installment: 3, dueDate: '2026-04-15', principal: c(1_000), interest: c(310) },
    ];
    expect(accruedInterest(buyer, '2026-01-15', '2026-01-15')).toBe(0);
    // 10 of 31 days of the first period: 310 × 10 / 31 = 100.
    expect(accruedInterest(buyer, '2026-01-25', '2026-01-15')).toBe(100);
    // On a due date the installment is due: all of it (not yet paid), nothing of the next.
    expect(accruedInterest(buyer, '2026-02-15', '2026-01-15')).toBe(310);
    // Overdue first installment plus 7 of 28 days of the second: 310 + 70.
    expect(accruedInterest(buyer, '2026-02-22', '2026-01-15')).toBe(380);
    // A bullet loan accrues from disbursement.
    expect(accruedInterest([{ installment: 1, dueDate: '2027-01-15', principal: c(1_000), interest: c(3_650) }], '2026-07-16', '2026-01-15')).toBe(1_820);
  });

  it('parses and prints premiums with at most two decimals', () => {
    expect(premiumBpsOf('-5')).toBe(-500);
    expect(premiumBpsOf('-5.5')).toBe(-550);
    expect(premiumBpsOf('+2.25')).toBe(225);
    expect(premiumBpsOf(3)).toBe(300);
    expect(premiumBpsOf(-0.01)).toBe(-1);
    expect(premiumBpsOf('-0')).toBe(0);
    expect(premiumBpsOf('1.234')).toBeNull();
    expect(premiumBpsOf('abc')).toBeNull();
    expect(premiumBpsOf(Number.NaN)).toBeNull();
    expect(bpsToSignedPercent(-550)).toBe('-5.50');
    expect(bpsToSignedPercent(225)).toBe('2.25');
  });

  it('expires a listing the set number of days after it was made', () => {
    expect(listingExpiresOn('2026-11-27')).toBe('2026-12-27');
    expect(listingExpiresOn('2026-02-15', { ...DEFAULT_MARKET_TERMS, listingDays: 14 })).toBe('2026-03-01');
  });
});

describe('what may be listed and bought', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  const base = {
    holdingStatus: 'active',
    projectStatus: 'ACTIVE',
    paused: false,
    reflectionEndsAt: new Date('2026-05-01T00:00:00Z'),
    now,
    outstanding: c(50_000),
    listedElsewhere: c(0),
    amount: c(20_000),
    premiumBps: -500,
  };

  it('lists active holdings of running loans, outside the reflection period and any pause', () => {
    expect(sellProblem(base)).toBeNull();
    expect(sellProblem({ ...base, projectStatus: 'DELAYED' })).toBeNull();
    expect(sellProblem({ ...base, holdingStatus: 'repaid' })).toBe('not_sellable');
    expect(sellProblem({ ...base, holdingStatus: 'written_off' })).toBe('not_sellable');
    expect(sellProblem({ ...base, holdingStatus: 'reflection' })).toBe('in_reflection');
    expect(sellProblem({ ...base, reflectionEndsAt: new Date('2026-06-02T00:00:00Z') })).toBe('in_reflection');
    expect(sellProblem({ ...base, projectStatus: 'DEFAULTED' })).toBe('loan_not_sellable');
    expect(sellProblem({ ...base, projectStatus: 'REPAID' })).toBe('loan_not_sellable');
    expect(sellProblem({ ...base, paused: true })).toBe('paused');
  });

  it('keeps the premium in range and the amount within what is not listed yet', () => {
    expect(sellProblem({ ...base, premiumBps: -2000 })).toBeNull();
    expect(sellProblem({ ...base, premiumBps: -2001 })).toBe('premium_out_of_range');
    expect(sellProblem({ ...base, premiumBps: 1001 })).toBe('premium_out_of_range');
    expect(sellProblem({ ...base, amount: c(50_000) })).toBeNull();
    expect(sellProblem({ ...base, amount: c(50_001) })).toBe('above_available');
    expect(sellProblem({ ...base, listedElsewhere: c(40_000), amount: c(10_001) })).toBe('above_available');
    expect(sellProblem({ ...base, amount: c(999) })).toBe('below_minimum');
    // Less than the minimum is fine when it is all that is left.
    expect(sellProblem({ ...base, listedElsewhere: c(49_500), amount: c(500) })).toBeNull();
    expect(sellProblem({ ...base, amount: c(0) })).toBe('below_minimum');
  });

  it('buys at least the minimum and leaves nothing or at least the minimum listed', () => {
    expect(buyBounds(c(20_000), c(50_000))).toEqual({ min: 1_000, max: 20_000 });
    expect(buyBounds(c(20_000), c(15_000))).toEqual({ min: 1_000, max: 15_000 });
    expect(buyBounds(c(600), c(50_000))).toEqual({ min: 600, max: 600 });
    expect(buyProblem(c(20_000), c(20_000), c(50_000))).toBeNull();
    expect(buyProblem(c(20_001), c(20_000), c(50_000))).toBe('above_listed');
    expect(buyProblem(c(999), c(20_000), c(50_000))).toBe('below_minimum');
    expect(buyProblem(c(19_500), c(20_000), c(50_000))).toBe('leaves_too_little');
    expect(buyProblem(c(19_000), c(20_000), c(50_000))).toBeNull();
    expect(buyProblem(c(600), c(600), c(50_000))).toBeNull();
  });
});

/** The textbook yield: plain bisection on the NPV of dated flows (Actual/365), independent of xirr's Newton code. */
function referenceYield(flows: readonly { date: string; amount: number }[]): number {
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
  const first = Math.min(...flows.map((f) => day(f.date)));
  const npv = (rate: number) => flows.reduce((t, f) => t + f.amount / Math.pow(1 + rate, (day(f.date) - first) / 365), 0);
  let low = -0.9999;
  let high = 1e6;
  for (let k = 0; k < 400; k += 1) {
    const middle = (low + high) / 2;
    if (Math.sign(npv(middle)) === Math.sign(npv(low))) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

describe('yield to maturity', () => {
  it('matches an independent XIRR of paying the price and receiving the installments', () => {
    fc.assert(
      fc.property(holdingArb, fc.integer({ min: -2000, max: 1000 }), fc.integer({ min: 15, max: 60 }), (items, premium, daysIn) => {
        const outstanding = outstandingOf(items);
        const firstOpen = items.find((i) => i.paidPrincipal < i.principal || i.paidInterest < i.interest);
        if (!firstOpen || outstanding < 100) return;
        const { buyer } = splitHolding(items, outstanding, outstanding);
        const on = new Date(Date.parse(`${firstOpen.dueDate}T00:00:00Z`) - daysIn * 86_400_000).toISOString().slice(0, 10);
        const price = priceOf(outstanding, premium, accruedInterest(buyer, on, '2026-01-15')).price;
        const ytm = yieldToMaturity(price, buyer, on);
        const flows = [
          { date: on, amount: -price },
          ...buyer.filter((b) => b.principal + b.interest > 0).map((b) => ({ date: b.dueDate < on ? on : b.dueDate, amount: b.principal + b.interest })),
        ];
        expect(ytm).not.toBeNull();
        expect(Math.abs(ytm! - referenceYield(flows))).toBeLessThan(1e-6);
      }),
      { numRuns: 200, seed: 11 },
    );
  });

  it('is the loan rate compounded monthly when bought at par on a due date', () => {
    const items = holdingItems(1_200_000, 1_200_000, 1200, 12, 'ANNUITY', 0);
    const { buyer } = splitHolding(items, c(1_200_000), c(1_200_000));
    const ytm = yieldToMaturity(c(1_200_000), buyer, '2026-01-15')!;
    // 1 % a month is 12.68 % a year; Actual/365 day counts and cent rounding move it a little.
    expect(ytm).toBeGreaterThan(0.124);
    expect(ytm).toBeLessThan(0.129);
    // A discount raises the yield, a premium lowers it.
    expect(yieldToMaturity(c(1_140_000), buyer, '2026-01-15')!).toBeGreaterThan(ytm);
    expect(yieldToMaturity(c(1_260_000), buyer, '2026-01-15')!).toBeLessThan(ytm);
    expect(yieldToMaturity(c(100), [], '2026-01-15')).toBeNull();
  });
});
