import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CashFlow, formatRatePercent, xirr } from './xirr';

const DAY_MS = 86_400_000;
const BASE = Date.UTC(2020, 0, 1);

/**
 * The reference: the textbook definition, solved the slow and obvious way (plain bisection on the
 * NPV with Math.pow, to 1e-12), independent of the Newton code under test.
 */
function referenceXirr(flows: readonly { day: number; amount: number }[]): number | null {
  const first = Math.min(...flows.map((f) => f.day));
  const npv = (rate: number) => flows.reduce((total, f) => total + f.amount / Math.pow(1 + rate, (f.day - first) / 365), 0);
  let low = -0.9999;
  let high = 1e4;
  const atLow = npv(low);
  const atHigh = npv(high);
  if (!Number.isFinite(atLow) || !Number.isFinite(atHigh) || Math.sign(atLow) === Math.sign(atHigh)) return null;
  while (high - low > 1e-12) {
    const middle = (low + high) / 2;
    // Near the top of the bracket 1e-12 is below a double's spacing (~1.8e-12 at 9,000): the interval
    // cannot shrink further once its middle is one of its ends (the loop ran forever there).
    if (middle === low || middle === high) break;
    if (Math.sign(npv(middle)) === Math.sign(atLow)) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

const toFlows = (flows: readonly { day: number; amount: number }[]): CashFlow[] => flows.map((f) => ({ date: BASE + f.day * DAY_MS, amount: f.amount }));

/**
 * Cash flows of an investor with one sign change: one to three payments in, then one to ten
 * repayments at later days (whole days, as the portfolio dates them), paying back 0.3 to 3 times
 * what went in, so the rate stays in a range any portfolio can have.
 */
const oneSignChange = fc
  .record({
    outs: fc.array(fc.record({ gap: fc.integer({ min: 0, max: 200 }), amount: fc.integer({ min: 1, max: 1_000_000 }) }), { minLength: 1, maxLength: 3 }),
    ins: fc.array(fc.record({ gap: fc.integer({ min: 1, max: 400 }), weight: fc.integer({ min: 1, max: 1000 }) }), { minLength: 1, maxLength: 10 }),
    multiple: fc.double({ min: 0.3, max: 3, noNaN: true }),
  })
  .map(({ outs, ins, multiple }) => {
    let day = 0;
    const flows: { day: number; amount: number }[] = [];
    for (const out of outs) {
      day += out.gap;
      flows.push({ day, amount: -out.amount });
    }
    const paidIn = outs.reduce((total, out) => total + out.amount, 0);
    const weights = ins.reduce((total, i) => total + i.weight, 0);
    for (const i of ins) {
      day += i.gap;
      flows.push({ day, amount: (paidIn * multiple * i.weight) / weights });
    }
    return flows;
  });

describe('xirr', () => {
  it('matches a plain bisection on the NPV within 1e-6 for flows with one sign change', () => {
    fc.assert(
      fc.property(oneSignChange, (flows) => {
        const expected = referenceXirr(flows);
        fc.pre(expected !== null);
        const actual = xirr(toFlows(flows));
        expect(actual).not.toBeNull();
        expect(Math.abs(actual! - expected!)).toBeLessThan(1e-6);
      }),
      // A rate of 9,000 (900,000 % a year): the reference's bisection ends near the top of its bracket too.
      {
        numRuns: 500,
        examples: [
          [
            [
              { day: 0, amount: -100 },
              { day: 365, amount: 900_100 },
            ],
          ],
        ],
      },
    );
  });

  it('does not depend on the order of the flows, the unit or the guess', () => {
    fc.assert(
      fc.property(oneSignChange, fc.integer({ min: 1, max: 1000 }), fc.double({ min: -0.5, max: 5, noNaN: true }), (flows, unit, guess) => {
        const rate = xirr(toFlows(flows));
        fc.pre(rate !== null);
        const scaled = xirr(toFlows([...flows].reverse().map((f) => ({ ...f, amount: f.amount * unit }))), guess);
        expect(scaled).not.toBeNull();
        expect(Math.abs(scaled! - rate!)).toBeLessThan(1e-6);
      }),
      { numRuns: 200 },
    );
  });

  it('answers the Excel XIRR documentation example', () => {
    const flows = [
      { date: '2008-01-01', amount: -10_000 },
      { date: '2008-03-01', amount: 2_750 },
      { date: '2008-10-30', amount: 4_250 },
      { date: '2009-02-15', amount: 3_250 },
      { date: '2009-04-01', amount: 2_750 },
    ];
    expect(xirr(flows)).toBeCloseTo(0.373362535, 8);
    expect(formatRatePercent(xirr(flows)!)).toBe('37.34');
  });

  it('answers simple cases exactly', () => {
    expect(
      xirr([
        { date: '2021-01-01', amount: -100 },
        { date: '2022-01-01', amount: 110 },
      ]),
    ).toBeCloseTo(0.1, 12);
    expect(
      xirr([
        { date: '2021-01-01', amount: -1000 },
        { date: '2022-01-01', amount: 1000 },
      ]),
    ).toBeCloseTo(0, 12);
    expect(
      xirr([
        { date: '2021-01-01', amount: -100 },
        { date: '2022-01-01', amount: 50 },
      ]),
    ).toBeCloseTo(-0.5, 12);
    // Two years at 10 %: 121 back for 100; Date objects and epoch milliseconds read alike.
    expect(
      xirr([
        { date: new Date('2021-01-01T00:00:00Z'), amount: -100 },
        { date: Date.UTC(2023, 0, 1), amount: 121 },
      ]),
    ).toBeCloseTo(0.1, 6);
    // Flows of the same day add up: -100 and +100 today cancel, the rest is 10 % a year.
    expect(
      xirr([
        { date: '2021-01-01', amount: -100 },
        { date: '2022-01-01', amount: -50 },
        { date: '2022-01-01', amount: 50 },
        { date: '2022-01-01', amount: 110 },
      ]),
    ).toBeCloseTo(0.1, 12);
    // A loss of almost everything and a very high return are still found (bisection takes over).
    expect(
      xirr([
        { date: '2021-01-01', amount: -100 },
        { date: '2021-01-31', amount: 300 },
      ]),
    ).toBeCloseTo(Math.pow(3, 365 / 30) - 1, 3);
    expect(
      xirr([
        { date: '2021-01-01', amount: -100 },
        { date: '2022-01-01', amount: 0.1 },
      ]),
    ).toBeCloseTo(-0.999, 9);
  });

  it('is null without a sign change, for bad input, or out of range', () => {
    expect(xirr([])).toBeNull();
    expect(xirr([{ date: '2021-01-01', amount: -100 }])).toBeNull();
    expect(
      xirr([
        { date: '2021-01-01', amount: 100 },
        { date: '2022-01-01', amount: 110 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { date: '2021-01-01', amount: -100 },
        { date: '2022-01-01', amount: -110 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { date: '2021-01-01', amount: 0 },
        { date: '2022-01-01', amount: 0 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { date: 'not a date', amount: -100 },
        { date: '2022-01-01', amount: 110 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { date: '2021-01-01', amount: -100 },
        { date: '2022-01-01', amount: Number.NaN },
      ]),
    ).toBeNull();
    // Everything on the same day: no time passes, no rate (not every rate, which netting prevents).
    expect(
      xirr([
        { date: '2021-01-01', amount: -100 },
        { date: '2021-01-01', amount: 110 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { date: '2021-01-01', amount: -100 },
        { date: '2021-01-01T00:00:00Z', amount: 100 },
      ]),
    ).toBeNull();
    // A thousand-fold in a day is beyond any bracket.
    expect(
      xirr([
        { date: '2021-01-01', amount: -1 },
        { date: '2021-01-02', amount: 1000 },
      ]),
    ).toBeNull();
  });
});

describe('formatRatePercent', () => {
  it('writes percent with two decimals, half away from zero, never -0.00', () => {
    expect(formatRatePercent(0.1)).toBe('10.00');
    expect(formatRatePercent(0.373362535)).toBe('37.34');
    expect(formatRatePercent(-0.031)).toBe('-3.10');
    expect(formatRatePercent(0.005)).toBe('0.50');
    expect(formatRatePercent(0.00005)).toBe('0.01');
    expect(formatRatePercent(-0.00004)).toBe('0.00');
    expect(formatRatePercent(0)).toBe('0.00');
    expect(formatRatePercent(1.5)).toBe('150.00');
    expect(formatRatePercent(-0.9999)).toBe('-99.99');
    expect(() => formatRatePercent(Number.NaN)).toThrow(RangeError);
  });

  it('always matches the API percent pattern', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 1e6, noNaN: true }), (rate) => {
        expect(formatRatePercent(rate)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });
});
