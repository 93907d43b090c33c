import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, type Cents } from './money';
import { PORTFOLIO_BUCKETS } from './portfolio-paths';
import {
  type HoldingGroup,
  inflowMonths,
  isLiveHolding,
  isWrittenOff,
  marketGain,
  monthsFrom,
  monthStart,
  netAnnualReturn,
  netProfit,
  shiftMonth,
  summarizeHoldings,
  terminalValue,
} from './portfolio-rules';

const group = (over: Partial<HoldingGroup>): HoldingGroup => ({
  investmentStatus: 'active',
  projectStatus: 'ACTIVE',
  daysOverdue: 0,
  riskGroup: 'A',
  riskGroupOrder: 2,
  country: 'LT',
  isGreen: false,
  count: 1,
  invested: cents(10_000),
  outstanding: cents(10_000),
  late: cents(0),
  ...over,
});

describe('which holdings count', () => {
  it('live: reflection or active, and not written off (defaulted loans still owe)', () => {
    expect(isLiveHolding('active', 'DEFAULTED')).toBe(true);
    expect(isLiveHolding('reflection', 'GATHERING')).toBe(true);
    expect(isLiveHolding('active', 'WRITTEN_OFF')).toBe(false);
    expect(isLiveHolding('repaid', 'REPAID')).toBe(false);
    expect(isWrittenOff('written_off', 'DEFAULTED')).toBe(true);
    expect(isWrittenOff('active', 'WRITTEN_OFF')).toBe(true);
    expect(isWrittenOff('active', 'RECOVERY')).toBe(false);
  });

  it('worth today for the XIRR: outstanding principal, nothing for a defaulted or written-off loan', () => {
    expect(terminalValue('active', 'DELAYED', cents(500))).toBe(500);
    expect(terminalValue('active', 'DEFAULTED', cents(500))).toBe(0);
    expect(terminalValue('active', 'RECOVERY', cents(500))).toBe(0);
    expect(terminalValue('active', 'WRITTEN_OFF', cents(500))).toBe(0);
    expect(terminalValue('sold', 'ACTIVE', cents(500))).toBe(0);
  });
});

describe('summarizeHoldings', () => {
  it('totals, every bucket in order, and the live mix', () => {
    const s = summarizeHoldings([
      group({ riskGroup: 'A+', riskGroupOrder: 1, isGreen: true, country: 'LV', invested: cents(240_000), outstanding: cents(240_000) }),
      group({ projectStatus: 'DELAYED', daysOverdue: 12, late: cents(1_000) }),
      group({
        projectStatus: 'DEFAULTED',
        daysOverdue: 70,
        riskGroup: 'B',
        riskGroupOrder: 3,
        invested: cents(50_000),
        outstanding: cents(50_000),
        late: cents(1_000),
      }),
      group({
        projectStatus: 'WRITTEN_OFF',
        daysOverdue: 150,
        riskGroup: 'C',
        riskGroupOrder: 4,
        country: 'PL',
        invested: cents(30_000),
        outstanding: cents(30_000),
      }),
      group({ investmentStatus: 'repaid', projectStatus: 'REPAID', invested: cents(20_000), outstanding: cents(0) }),
      group({ investmentStatus: 'revoked', projectStatus: 'GATHERING', invested: cents(5_000), outstanding: cents(0) }),
      group({ investmentStatus: 'refunded', projectStatus: 'CANCELLED', invested: cents(15_000), outstanding: cents(0) }),
    ]);
    expect(s).toMatchObject({ count: 5, invested: 350_000, outstanding: 300_000, lateAmount: 2_000, writtenOff: 30_000, terminalValue: 250_000 });
    expect(s.buckets.map((b) => b.bucket)).toEqual([...PORTFOLIO_BUCKETS]);
    expect(Object.fromEntries(s.buckets.filter((b) => b.count > 0).map((b) => [b.bucket, [b.count, b.outstanding]]))).toEqual({
      current: [1, 240_000],
      late_1_15: [1, 10_000],
      defaulted: [1, 50_000],
      repaid: [1, 0],
      written_off: [1, 30_000],
    });
    expect(s.ratings.map((r) => r.riskGroup)).toEqual(['A+', 'A', 'B']);
    expect(s.countries).toEqual([
      { country: 'LT', count: 2, invested: 60_000, outstanding: 60_000 },
      { country: 'LV', count: 1, invested: 240_000, outstanding: 240_000 },
    ]);
    expect(s.loanTypes).toEqual([
      { loanType: 'default', count: 2, invested: 60_000, outstanding: 60_000 },
      { loanType: 'greenLoan', count: 1, invested: 240_000, outstanding: 240_000 },
    ]);
  });

  it('the buckets hold every counted holding once, and the slices add up to the live ones', () => {
    const statuses = ['reflection', 'active', 'revoked', 'refunded', 'repaid', 'sold', 'written_off'];
    const loans = ['GATHERING', 'FUNDED', 'ACTIVE', 'DELAYED', 'DEFAULTED', 'RECOVERY', 'REPAID', 'WRITTEN_OFF'];
    const arbitraryGroup = fc.record({
      investmentStatus: fc.constantFrom(...statuses),
      projectStatus: fc.constantFrom(...loans),
      daysOverdue: fc.integer({ min: 0, max: 400 }),
      riskGroup: fc.constantFrom('A+', 'A', 'B'),
      riskGroupOrder: fc.constant(1),
      country: fc.constantFrom('LT', 'LV'),
      isGreen: fc.boolean(),
      count: fc.integer({ min: 1, max: 50 }),
      invested: fc.integer({ min: 0, max: 1e9 }).map((n) => cents(n)),
      outstanding: fc.integer({ min: 0, max: 1e9 }).map((n) => cents(n)),
      late: fc.integer({ min: 0, max: 1e6 }).map((n) => cents(n)),
    });
    fc.assert(
      fc.property(fc.array(arbitraryGroup, { maxLength: 30 }), (groups) => {
        const s = summarizeHoldings(groups);
        const sum = (xs: Cents[]) => xs.reduce((a, b) => a + b, 0);
        expect(s.buckets.reduce((n, b) => n + b.count, 0)).toBe(s.count);
        const live = groups.filter((g) => !['revoked', 'refunded'].includes(g.investmentStatus) && isLiveHolding(g.investmentStatus, g.projectStatus));
        for (const slices of [s.ratings, s.countries, s.loanTypes]) {
          expect(slices.reduce((n, x) => n + x.count, 0)).toBe(live.reduce((n, g) => n + g.count, 0));
          expect(sum(slices.map((x) => x.outstanding))).toBe(s.outstanding);
        }
        expect(s.terminalValue).toBeLessThanOrEqual(s.outstanding);
      }),
    );
  });
});

describe('returns and profit', () => {
  it('net annual return: the XIRR of the day flows and what is held today, or null', () => {
    // 4,400.00 out on day 0, 3,690.60 back and held 100 days later: (3690.60 / 4400)^3.65 − 1.
    expect(
      netAnnualReturn(
        [
          { day: '2026-08-17', amount: cents(-440_000) },
          { day: '2026-11-25', amount: cents(19_060) },
        ],
        '2026-11-25',
        cents(350_000),
      ),
    ).toBe('-47.36');
    expect(netAnnualReturn([{ day: '2025-01-01', amount: cents(-100_000) }], '2026-01-01', cents(110_000))).toBe('10.00');
    expect(netAnnualReturn([], '2026-01-01', cents(0))).toBeNull();
    // Only money out (a written-off loan): no rate.
    expect(netAnnualReturn([{ day: '2025-01-01', amount: cents(-30_000) }], '2026-01-01', cents(0))).toBeNull();
  });

  it('net profit and market gains', () => {
    expect(
      netProfit({ interest: cents(8_700), lateInterest: cents(10), bonuses: cents(500), marketGains: cents(0), fees: cents(150), writeOffs: cents(30_000) }),
    ).toBe(-20_940);
    // Sold for 95.00 with 90.00 of principal left (100.00 lent, 10.00 repaid): 5.00 gained.
    expect(marketGain(cents(9_500), cents(10_000), cents(1_000))).toBe(500);
    expect(marketGain(cents(8_500), cents(10_000), cents(1_000))).toBe(-500);
  });
});

describe('months', () => {
  it('shift, list and start in Vilnius', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
    expect(monthsFrom('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsFrom('2026-02', '2026-01')).toEqual([]);
    expect(monthStart('2026-07').toISOString()).toBe('2026-06-30T21:00:00.000Z');
    expect(monthStart('2026-01').toISOString()).toBe('2025-12-31T22:00:00.000Z');
  });

  it('the default inflow window: 6 months back, 12 in all; a custom one as asked', () => {
    const months = inflowMonths({ filterType: 'default' }, '2026-11');
    expect(months).toHaveLength(12);
    expect([months[0], months[6], months[11]]).toEqual(['2026-05', '2026-11', '2027-04']);
    expect(inflowMonths({ filterType: 'custom', startDate: '2026-01', endDate: '2026-03' }, '2026-11')).toEqual(['2026-01', '2026-02', '2026-03']);
  });
});
