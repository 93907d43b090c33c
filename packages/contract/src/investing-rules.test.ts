import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRevoke,
  disbursableFrom,
  investAmountProblem,
  investBounds,
  investPanelState,
  largeAmountThreshold,
  needsLargeAmountWarning,
  reflectionCalendarDate,
  reflectionEndsAt,
  reflectionOver,
  zonedMidnight,
} from './investing-rules';
import { minCents, cents } from './money';

const project = {
  minInvestmentCents: cents(1_000),
  maxInvestmentCents: cents(50_000),
  targetCents: cents(100_000),
  fundedCents: cents(40_000),
  availableCents: cents(30_000),
};

describe('large-amount threshold (ECSP Art. 21(7))', () => {
  it('is EUR 1,000 or 5 % of net worth, whichever is larger', () => {
    expect(largeAmountThreshold(cents(0))).toBe(100_000);
    expect(largeAmountThreshold(cents(1_000_000))).toBe(100_000);
    expect(largeAmountThreshold(cents(2_000_000))).toBe(100_000);
    expect(largeAmountThreshold(cents(2_000_020))).toBe(100_001);
    expect(largeAmountThreshold(cents(12_000_000))).toBe(600_000);
    expect(largeAmountThreshold(cents(-5))).toBe(100_000);
  });

  it('warns only non-sophisticated investors, strictly above the threshold', () => {
    expect(needsLargeAmountWarning({ amountCents: cents(600_000), netWorthCents: cents(12_000_000), sophisticated: false })).toBe(false);
    expect(needsLargeAmountWarning({ amountCents: cents(600_001), netWorthCents: cents(12_000_000), sophisticated: false })).toBe(true);
    expect(needsLargeAmountWarning({ amountCents: cents(10_000_000), netWorthCents: cents(0), sophisticated: true })).toBe(false);
  });

  it('property: the threshold is never below EUR 1,000 and never below 5 % of net worth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }).map(cents), (netWorth) => {
        const t = largeAmountThreshold(netWorth);
        expect(t).toBeGreaterThanOrEqual(100_000);
        expect(t).toBeGreaterThanOrEqual(Math.floor(netWorth / 20));
        expect(t).toBeLessThanOrEqual(Math.max(100_000, netWorth / 20));
      }),
    );
  });
});

describe('amount bounds', () => {
  it('takes the smallest of project maximum, left to fund and wallet available', () => {
    expect(investBounds(project)).toEqual({ min: 1_000, max: 30_000, left: 60_000, available: 30_000 });
    expect(investBounds({ ...project, availableCents: cents(90_000) }).max).toBe(50_000);
    expect(investBounds({ ...project, maxInvestmentCents: null, availableCents: cents(90_000) }).max).toBe(60_000);
  });

  it('lets the last investor fill what is left when it is below the minimum', () => {
    const nearlyFull = { ...project, fundedCents: cents(99_500) };
    expect(investBounds(nearlyFull).min).toBe(500);
    expect(investAmountProblem(cents(500), nearlyFull)).toBeNull();
    expect(investAmountProblem(cents(400), nearlyFull)).toBe('below_min');
    expect(investAmountProblem(cents(600), nearlyFull)).toBe('above_left');
  });

  it('names each problem', () => {
    expect(investAmountProblem(cents(0), project)).toBe('not_positive');
    expect(investAmountProblem(cents(999), project)).toBe('below_min');
    expect(investAmountProblem(cents(50_001), { ...project, availableCents: cents(1e9), fundedCents: cents(0) })).toBe('above_project_max');
    expect(investAmountProblem(cents(60_001), { ...project, maxInvestmentCents: null, availableCents: cents(1e9) })).toBe('above_left');
    expect(investAmountProblem(cents(30_001), project)).toBe('above_available');
    expect(investAmountProblem(cents(30_000), project)).toBeNull();
    expect(investAmountProblem(cents(1_000), { ...project, fundedCents: cents(100_000) })).toBe('above_left');
  });

  it('property: an accepted amount is within every bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }).map(cents),
        fc.option(fc.integer({ min: 1, max: 1_000_000 }).map(cents), { nil: null }),
        fc.integer({ min: 1, max: 1_000_000 }).map(cents),
        fc.integer({ min: 0, max: 1_000_000 }).map(cents),
        fc.integer({ min: 0, max: 1_000_000 }).map(cents),
        fc.integer({ min: -10, max: 1_100_000 }).map(cents),
        (min, max, target, fundedRaw, available, amount) => {
          const input = {
            minInvestmentCents: min,
            maxInvestmentCents: max,
            targetCents: target,
            fundedCents: minCents(fundedRaw, target),
            availableCents: available,
          };
          const b = investBounds(input);
          if (investAmountProblem(amount, input) === null) {
            expect(amount).toBeGreaterThan(0);
            expect(amount).toBeGreaterThanOrEqual(b.min);
            expect(amount).toBeLessThanOrEqual(b.max);
            expect(input.fundedCents + amount).toBeLessThanOrEqual(target);
            expect(amount).toBeLessThanOrEqual(available);
            if (max !== null) expect(amount).toBeLessThanOrEqual(max);
          } else if (amount >= b.min && amount <= b.max && amount > 0) {
            throw new Error(`refused ${amount} inside [${b.min}, ${b.max}]`);
          }
        },
      ),
    );
  });
});

describe('reflection period (decision 0014)', () => {
  it('ends at Vilnius midnight after the fourth calendar day following the investment', () => {
    // Monday 2026-03-02 10:00 Vilnius (UTC+2) → until Friday 2026-03-06 24:00 = 2026-03-06T22:00Z.
    expect(reflectionEndsAt(new Date('2026-03-02T08:00:00Z')).toISOString()).toBe('2026-03-06T22:00:00.000Z');
    // 23:30 Vilnius on Monday is still Monday.
    expect(reflectionEndsAt(new Date('2026-03-02T21:30:00Z')).toISOString()).toBe('2026-03-06T22:00:00.000Z');
    // 00:30 Vilnius on Tuesday (22:30 UTC Monday) counts from Tuesday.
    expect(reflectionEndsAt(new Date('2026-03-02T22:30:00Z')).toISOString()).toBe('2026-03-07T22:00:00.000Z');
  });

  it('follows summer time (UTC+3) and the switch in between', () => {
    expect(reflectionEndsAt(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-05T21:00:00.000Z');
    // Invested Thursday 2026-03-26 (winter time); the period ends on Monday 2026-03-30 24:00 summer time.
    expect(reflectionEndsAt(new Date('2026-03-26T12:00:00Z')).toISOString()).toBe('2026-03-30T21:00:00.000Z');
    expect(zonedMidnight(2026, 10, 25, 'Europe/Vilnius').toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(zonedMidnight(2026, 10, 26, 'Europe/Vilnius').toISOString()).toBe('2026-10-25T22:00:00.000Z');
  });

  it('property: the period ends at a Vilnius midnight 5 calendar days after the investment day, 4 to 5 days later', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (ms) => {
        const at = new Date(ms);
        const end = reflectionEndsAt(at);
        const hours = (end.getTime() - ms) / 3_600_000;
        expect(hours).toBeGreaterThan(96 - 1);
        expect(hours).toBeLessThanOrEqual(120 + 1);
        const day = new Date(`${reflectionCalendarDate(at)}T00:00:00Z`);
        day.setUTCDate(day.getUTCDate() + 5);
        expect(reflectionCalendarDate(end)).toBe(day.toISOString().slice(0, 10));
        expect(reflectionCalendarDate(new Date(end.getTime() - 1))).not.toBe(reflectionCalendarDate(end));
      }),
    );
  });

  it('revocable only in reflection, before the end', () => {
    const endsAt = new Date('2026-03-06T22:00:00Z');
    expect(canRevoke({ status: 'reflection', reflectionEndsAt: endsAt }, new Date('2026-03-06T21:59:59Z'))).toBe(true);
    expect(canRevoke({ status: 'reflection', reflectionEndsAt: endsAt }, endsAt)).toBe(false);
    expect(canRevoke({ status: 'active', reflectionEndsAt: endsAt }, new Date('2026-03-03T00:00:00Z'))).toBe(false);
    expect(canRevoke({ status: 'reflection', reflectionEndsAt: null }, new Date())).toBe(false);
    expect(reflectionOver({ status: 'reflection', reflectionEndsAt: endsAt.toISOString() }, endsAt)).toBe(true);
    expect(reflectionOver({ status: 'revoked', reflectionEndsAt: endsAt }, endsAt)).toBe(false);
  });

  it('disbursable from the end of the last reflection period still running, never earlier', () => {
    const early = new Date('2026-03-05T22:00:00Z');
    const late = new Date('2026-03-06T22:00:00Z');
    const holds = [
      { status: 'active', reflectionEndsAt: null },
      { status: 'reflection', reflectionEndsAt: late.toISOString() },
      { status: 'reflection', reflectionEndsAt: early },
      // A revoked investment's period does not hold the loan back.
      { status: 'revoked', reflectionEndsAt: new Date('2026-03-09T22:00:00Z') },
    ];
    expect(disbursableFrom(holds, new Date('2026-03-03T10:00:00Z'))).toEqual(late);
    expect(disbursableFrom(holds, new Date(late.getTime() - 1))).toEqual(late);
    expect(disbursableFrom(holds, late)).toBeNull();
    expect(disbursableFrom([], late)).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 * 86_400_000 }), { maxLength: 8 }), fc.integer({ min: 0, max: 10 * 86_400_000 }), (ends, at) => {
        const now = new Date(at);
        const from = disbursableFrom(
          ends.map((e) => ({ status: 'reflection', reflectionEndsAt: new Date(e) })),
          now,
        );
        // Possible now exactly when nobody may revoke; otherwise from the moment the last one no longer may.
        expect(from === null).toBe(ends.every((e) => e <= at));
        if (from) expect(from.getTime()).toBe(Math.max(...ends));
      }),
    );
  });
});

describe('invest panel state', () => {
  const base = { loggedIn: true, readonly: false, impersonated: false, questionsAnswered: true, allowedToInvest: true, projectStatus: 'GATHERING' };
  it('by priority: closed, guest, read-only, questionnaire, not allowed, open', () => {
    expect(investPanelState({ ...base, projectStatus: 'FUNDED', loggedIn: false })).toBe('closed');
    expect(investPanelState({ ...base, loggedIn: false })).toBe('guest');
    expect(investPanelState({ ...base, impersonated: true, questionsAnswered: false })).toBe('read_only');
    expect(investPanelState({ ...base, readonly: true })).toBe('read_only');
    expect(investPanelState({ ...base, questionsAnswered: false, allowedToInvest: false })).toBe('questionnaire');
    expect(investPanelState({ ...base, allowedToInvest: false })).toBe('not_allowed');
    expect(investPanelState(base)).toBe('open');
  });
});
