import { cents, EXPECTED_DEFAULT_RATE_BPS, fromWire, sumCents } from '@platform/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_RISK_GROUPS } from '../../seed/demo-content';
import {
  averageDefaultRate,
  type DefaultCount,
  defaultRateRows,
  defaultRateTable,
  defaultRateWindow,
  defaultRateWindows,
  monthOf,
  monthRange,
  sharePercent,
  shiftMonth,
  summarizeMoneyFlows,
  summarizeVolume,
  type VolumeGroup,
  weightedMean,
} from './statistics.rules';

function group(partial: Partial<VolumeGroup> & Pick<VolumeGroup, 'funded'>): VolumeGroup {
  return { month: '2026-01', isGreen: false, country: 'LT', status: 'ACTIVE', projects: 1, repaid: cents(0), rateWeight: 0n, termWeight: 0n, ...partial };
}

describe('percentages', () => {
  it('are integer hundredths rounded half up, "0.00" for an empty whole', () => {
    expect(sharePercent(1, 3)).toBe('33.33');
    expect(sharePercent(2, 3)).toBe('66.67');
    expect(sharePercent(1, 8)).toBe('12.50');
    // 0.00625 % is 0.625 basis points: up; 0.00125 % is 0.125: down.
    expect(sharePercent(1, 16_000)).toBe('0.01');
    expect(sharePercent(1, 80_000)).toBe('0.00');
    // Exactly half a basis point goes up.
    expect(sharePercent(1, 20_000)).toBe('0.01');
    expect(sharePercent(5, 5)).toBe('100.00');
    expect(sharePercent(0, 0)).toBe('0.00');
    expect(sharePercent(7, 0)).toBe('0.00');
    // Beyond 2^53 nothing is lost (BigInt inside).
    expect(sharePercent(2n ** 60n, 2n ** 61n)).toBe('50.00');
  });

  it('weighted means: rates already in hundredths, months scaled', () => {
    // 100 at 10.00 % and 300 at 12.00 % → 11.50 %.
    expect(weightedMean(100n * 1000n + 300n * 1200n, 400n, true)).toBe('11.50');
    // 1 at 6 months and 2 at 12 months → 10.00 months; 1 at 6 and 1 at 7 → 6.50.
    expect(weightedMean(1n * 6n + 2n * 12n, 3n, false)).toBe('10.00');
    expect(weightedMean(6n + 7n, 2n, false)).toBe('6.50');
    // 1 at 1, 2 at 2 → 5/3 = 1.666… → 1.67.
    expect(weightedMean(5n, 3n, false)).toBe('1.67');
    expect(weightedMean(0n, 0n, true)).toBe('0.00');
  });
});

describe('months', () => {
  it('shift across years and list ranges inclusively', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-03', -35)).toBe('2023-04');
    expect(monthRange('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthRange('2026-02', '2026-01')).toEqual([]);
  });

  it('are Vilnius months', () => {
    // 31 March 2026 23:30 in Vilnius (EEST, UTC+3) is still March; half an hour later it is April.
    expect(monthOf(new Date('2026-03-31T20:30:00Z'))).toBe('2026-03');
    expect(monthOf(new Date('2026-03-31T21:30:00Z'))).toBe('2026-04');
    // New Year's Eve 23:00 UTC is already January in Vilnius (EET, UTC+2).
    expect(monthOf(new Date('2025-12-31T23:00:00Z'))).toBe('2026-01');
  });

  it('the default-rate window is the current month and the 35 before it, as Vilnius instants', () => {
    const window = defaultRateWindow(new Date('2026-03-31T21:30:00Z'));
    expect(window).toEqual({
      fromMonth: '2023-05',
      toMonth: '2026-04',
      // 1 May 2023 00:00 EEST and 1 May 2026 00:00 EEST.
      from: new Date('2023-04-30T21:00:00Z'),
      until: new Date('2026-04-30T21:00:00Z'),
    });
    const winter = defaultRateWindow(new Date('2026-01-15T12:00:00Z'));
    expect(winter).toMatchObject({ fromMonth: '2023-02', toMonth: '2026-01', from: new Date('2023-01-31T22:00:00Z'), until: new Date('2026-01-31T22:00:00Z') });
  });

  it('cuts the period into three non-overlapping 12-month windows, oldest first, the last ending this month', () => {
    // 25 November 2026: December to November, three times; every bound is a Vilnius midnight (EET, UTC+2).
    expect(defaultRateWindows(new Date('2026-11-25T12:00:00Z'))).toEqual([
      { fromMonth: '2023-12', toMonth: '2024-11', from: new Date('2023-11-30T22:00:00Z'), until: new Date('2024-11-30T22:00:00Z') },
      { fromMonth: '2024-12', toMonth: '2025-11', from: new Date('2024-11-30T22:00:00Z'), until: new Date('2025-11-30T22:00:00Z') },
      { fromMonth: '2025-12', toMonth: '2026-11', from: new Date('2025-11-30T22:00:00Z'), until: new Date('2026-11-30T22:00:00Z') },
    ]);
    // Half an hour into 1 April 2026 in Vilnius (EEST, UTC+3) the last window already ends with April.
    expect(defaultRateWindows(new Date('2026-03-31T21:30:00Z'))).toEqual([
      { fromMonth: '2023-05', toMonth: '2024-04', from: new Date('2023-04-30T21:00:00Z'), until: new Date('2024-04-30T21:00:00Z') },
      { fromMonth: '2024-05', toMonth: '2025-04', from: new Date('2024-04-30T21:00:00Z'), until: new Date('2025-04-30T21:00:00Z') },
      { fromMonth: '2025-05', toMonth: '2026-04', from: new Date('2025-04-30T21:00:00Z'), until: new Date('2026-04-30T21:00:00Z') },
    ]);
  });
});

describe('summarizeVolume', () => {
  it('totals, shares, averages and breakdowns of grouped loans', () => {
    const groups: VolumeGroup[] = [
      // Two ACTIVE LT loans of Jan: 1000.00 at 10 % for 12 months and 3000.00 at 12 % for 24 months, 500.00 repaid.
      group({
        month: '2026-01',
        projects: 2,
        funded: cents(400_000),
        repaid: cents(50_000),
        rateWeight: 100_000n * 1000n + 300_000n * 1200n,
        termWeight: 100_000n * 12n + 300_000n * 24n,
      }),
      // One green DELAYED LV loan of March: 2000.00 at 9 % for 6 months, 200.00 repaid.
      group({
        month: '2026-03',
        isGreen: true,
        country: 'LV',
        status: 'DELAYED',
        funded: cents(200_000),
        repaid: cents(20_000),
        rateWeight: 200_000n * 900n,
        termWeight: 200_000n * 6n,
      }),
      // One DEFAULTED LV loan of March: 1000.00 at 15 % for 12 months, nothing repaid.
      group({ month: '2026-03', country: 'LV', status: 'DEFAULTED', funded: cents(100_000), rateWeight: 100_000n * 1500n, termWeight: 100_000n * 12n }),
      // One REPAID LT loan of December: 300.00 at 8 % for 3 months.
      group({ month: '2025-12', status: 'REPAID', funded: cents(30_000), repaid: cents(30_000), rateWeight: 30_000n * 800n, termWeight: 30_000n * 3n }),
    ];
    const summary = summarizeVolume(groups, 7, '2026-04');
    expect(summary.totals).toEqual({
      fundedVolume: '7300.00',
      projects: 5,
      investors: 7,
      // (1000×10 + 3000×12 + 2000×9 + 1000×15 + 300×8) / 7300 = 81400/7300 = 11.150… → 11.15
      averageInterestRate: '11.15',
      // (1000×12 + 3000×24 + 2000×6 + 1000×12 + 300×3) / 7300 = 108900/7300 = 14.917… → 14.92
      averageTermMonths: '14.92',
      repaid: '1000.00',
      outstanding: '5300.00',
      late: '1800.00',
      defaulted: '1000.00',
      repaidShare: '13.70',
      outstandingShare: '72.60',
      lateShare: '24.66',
      defaultedShare: '13.70',
    });
    // From the first month to the current one, quiet months as zero.
    expect(summary.byMonth).toEqual([
      { month: '2025-12', fundedVolume: '300.00', projects: 1 },
      { month: '2026-01', fundedVolume: '4000.00', projects: 2 },
      { month: '2026-02', fundedVolume: '0.00', projects: 0 },
      { month: '2026-03', fundedVolume: '3000.00', projects: 2 },
      { month: '2026-04', fundedVolume: '0.00', projects: 0 },
    ]);
    expect(summary.byLoanType).toEqual([
      { loanType: 'default', fundedVolume: '5300.00', projects: 4 },
      { loanType: 'greenLoan', fundedVolume: '2000.00', projects: 1 },
    ]);
    expect(summary.byCountry).toEqual([
      { country: 'LT', fundedVolume: '4300.00', projects: 3 },
      { country: 'LV', fundedVolume: '3000.00', projects: 2 },
    ]);
  });

  it('nothing disbursed: zeros, no months, both loan types', () => {
    const summary = summarizeVolume([], 0, '2026-04');
    expect(summary.totals).toMatchObject({ fundedVolume: '0.00', projects: 0, averageInterestRate: '0.00', averageTermMonths: '0.00', repaidShare: '0.00' });
    expect(summary.byMonth).toEqual([]);
    expect(summary.byLoanType.map((t) => t.fundedVolume)).toEqual(['0.00', '0.00']);
    expect(summary.byCountry).toEqual([]);
  });

  it('every breakdown adds up to the total; repaid, outstanding and defaulted make up the volume', () => {
    const statuses = ['ACTIVE', 'DELAYED', 'DEFAULTED', 'RECOVERY', 'WRITTEN_OFF', 'REPAID'];
    const arbitraryGroup = fc
      .record({
        month: fc.constantFrom('2024-11', '2025-02', '2025-12', '2026-01'),
        isGreen: fc.boolean(),
        country: fc.constantFrom('LT', 'LV', 'PL'),
        status: fc.constantFrom(...statuses),
        projects: fc.integer({ min: 1, max: 50 }),
        funded: fc.integer({ min: 1, max: 10_000_000_000 }),
        repaidPart: fc.integer({ min: 0, max: 1000 }),
        rate: fc.integer({ min: 100, max: 2000 }),
      })
      .map((g) => {
        const funded = cents(g.funded);
        const repaid = g.status === 'REPAID' ? funded : cents(Math.floor((g.funded * g.repaidPart) / 1000));
        return group({ ...g, funded, repaid, rateWeight: BigInt(g.funded) * BigInt(g.rate), termWeight: BigInt(g.funded) * 12n });
      });
    fc.assert(
      fc.property(fc.array(arbitraryGroup, { maxLength: 30 }), (groups) => {
        const { totals, byMonth, byLoanType, byCountry } = summarizeVolume(groups, 0, '2026-01');
        const total = fromWire(totals.fundedVolume);
        const volumeOf = (rows: { fundedVolume: string }[]) => sumCents(rows.map((r) => fromWire(r.fundedVolume)));
        const countOf = (rows: { projects: number }[]) => rows.reduce((n, r) => n + r.projects, 0);
        for (const rows of [byMonth, byLoanType, byCountry]) {
          expect(volumeOf(rows)).toBe(total);
          expect(countOf(rows)).toBe(totals.projects);
        }
        expect(sumCents([totals.repaid, totals.outstanding, totals.defaulted].map(fromWire))).toBe(total);
        expect(fromWire(totals.late)).toBeLessThanOrEqual(fromWire(totals.outstanding));
        // Months are contiguous and ascending.
        for (let i = 1; i < byMonth.length; i += 1) expect(byMonth[i]!.month).toBe(shiftMonth(byMonth[i - 1]!.month, 1));
        if (groups.length > 0) expect(totals.averageTermMonths).toBe('12.00');
      }),
    );
  });
});

describe('default rates', () => {
  const groups = [
    { id: 11, code: 'A+' },
    { id: 12, code: 'A' },
    { id: 13, code: 'B' },
    { id: 14, code: 'NEW' },
  ];
  const windows = defaultRateWindows(new Date('2026-11-25T12:00:00Z'));
  const count = (riskGroupId: number, window: number | null, loans: number, defaulted: number): DefaultCount => ({ riskGroupId, window, loans, defaulted });
  const months = [
    { fromMonth: '2023-12', toMonth: '2024-11' },
    { fromMonth: '2024-12', toMonth: '2025-11' },
    { fromMonth: '2025-12', toMonth: '2026-11' },
  ];
  const empty = months.map((m) => ({ ...m, loans: 0, defaulted: 0, rate: '0.00' }));

  it('1-year rate per window, their simple average over the windows with loans, totals, the expected rate', () => {
    const rows = defaultRateRows(groups, windows, [
      // A: 1 of 3 in the first window, 1 of 2 in the second (a loan defaulting there), none observed in the third; 4 distinct loans, 2 defaults.
      count(12, 0, 3, 1),
      count(12, 1, 2, 1),
      count(12, null, 4, 2),
      // B: nothing in the first two of 8, 1 of 9 in the third; 10 distinct loans, 1 default.
      count(13, 0, 8, 0),
      count(13, 1, 8, 0),
      count(13, 2, 9, 1),
      count(13, null, 10, 1),
      // A group the expected-rate table does not know: 1 of 1 in the third window.
      count(14, 2, 1, 1),
      count(14, null, 1, 1),
      // A group not listed is ignored.
      count(99, 0, 5, 5),
    ]);
    expect(rows).toEqual([
      { riskGroup: 'A+', loans: 0, defaulted: 0, expectedDefaultRate: '1.00', actualDefaultRate: '0.00', windows: empty },
      {
        riskGroup: 'A',
        loans: 4,
        defaulted: 2,
        expectedDefaultRate: '2.00',
        // (33.33 + 50.00) / 2 = 41.665 → 41.67; the empty third window is not averaged in.
        actualDefaultRate: '41.67',
        windows: [
          { ...months[0]!, loans: 3, defaulted: 1, rate: '33.33' },
          { ...months[1]!, loans: 2, defaulted: 1, rate: '50.00' },
          { ...months[2]!, loans: 0, defaulted: 0, rate: '0.00' },
        ],
      },
      {
        riskGroup: 'B',
        loans: 10,
        defaulted: 1,
        expectedDefaultRate: '4.00',
        // (0.00 + 0.00 + 11.11) / 3 = 3.703… → 3.70
        actualDefaultRate: '3.70',
        windows: [
          { ...months[0]!, loans: 8, defaulted: 0, rate: '0.00' },
          { ...months[1]!, loans: 8, defaulted: 0, rate: '0.00' },
          { ...months[2]!, loans: 9, defaulted: 1, rate: '11.11' },
        ],
      },
      {
        riskGroup: 'NEW',
        loans: 1,
        defaulted: 1,
        expectedDefaultRate: '0.00',
        actualDefaultRate: '100.00',
        windows: [empty[0], empty[1], { ...months[2]!, loans: 1, defaulted: 1, rate: '100.00' }],
      },
    ]);
  });

  it('the average is of the published two-decimal rates, rounded half up, in integers', () => {
    // 2 of 3 is 66.67 (66.666…), 0 of 4 is 0.00: (66.67 + 0.00) / 2 = 33.335 → 33.34 (the unrounded rates would give 33.33).
    expect(
      averageDefaultRate([
        { loans: 3, defaulted: 2 },
        { loans: 4, defaulted: 0 },
      ]),
    ).toBe('33.34');
    // 1 of 10 000 is 0.01; with a 0.00 window the average is half a hundredth: up.
    expect(
      averageDefaultRate([
        { loans: 10_000, defaulted: 1 },
        { loans: 5, defaulted: 0 },
      ]),
    ).toBe('0.01');
    // 1 of 30 000 is 0.0033… → 0.00.
    expect(averageDefaultRate([{ loans: 30_000, defaulted: 1 }])).toBe('0.00');
    // Windows without loans do not count; none at all is 0.00.
    expect(
      averageDefaultRate([
        { loans: 0, defaulted: 0 },
        { loans: 4, defaulted: 1 },
        { loans: 0, defaulted: 0 },
      ]),
    ).toBe('25.00');
    expect(averageDefaultRate([{ loans: 0, defaulted: 0 }])).toBe('0.00');
    expect(averageDefaultRate([])).toBe('0.00');
  });

  it('every risk group the platform ships with has a published expected rate', () => {
    for (const group of DEMO_RISK_GROUPS) expect(EXPECTED_DEFAULT_RATE_BPS[group.code], group.code).toBeGreaterThan(0);
  });

  it('as CSV cells: a heading row, then per group one row per window and one for the period', () => {
    const rows = defaultRateRows(groups.slice(0, 2), windows, [count(12, 1, 4, 1), count(12, 2, 3, 0), count(12, null, 5, 1)]);
    const table = defaultRateTable({ fromMonth: '2023-12', toMonth: '2026-11', rows }, (column) => `<${column}>`);
    expect(table).toEqual([
      ['<riskGroup>', '<fromMonth>', '<toMonth>', '<loans>', '<defaulted>', '<oneYearDefaultRate>', '<actualDefaultRate>', '<expectedDefaultRate>'],
      ['A+', '2023-12', '2024-11', '0', '0', '0.00', '', ''],
      ['A+', '2024-12', '2025-11', '0', '0', '0.00', '', ''],
      ['A+', '2025-12', '2026-11', '0', '0', '0.00', '', ''],
      ['A+', '2023-12', '2026-11', '0', '0', '', '0.00', '1.00'],
      ['A', '2023-12', '2024-11', '0', '0', '0.00', '', ''],
      ['A', '2024-12', '2025-11', '4', '1', '25.00', '', ''],
      ['A', '2025-12', '2026-11', '3', '0', '0.00', '', ''],
      // (25.00 + 0.00) / 2
      ['A', '2023-12', '2026-11', '5', '1', '', '12.50', '2.00'],
    ]);
  });
});

describe('summarizeMoneyFlows', () => {
  it('fills quiet months up to the current one and adds up the totals', () => {
    const m = (month: string, moneyIn: number, moneyOut: number) => ({ month, moneyIn: cents(moneyIn), moneyOut: cents(moneyOut) });
    expect(summarizeMoneyFlows([m('2026-03', 10_000, 0), m('2026-01', 250_050, 1_000)], '2026-04')).toEqual({
      byMonth: [
        { month: '2026-01', moneyIn: '2500.50', moneyOut: '10.00' },
        { month: '2026-02', moneyIn: '0.00', moneyOut: '0.00' },
        { month: '2026-03', moneyIn: '100.00', moneyOut: '0.00' },
        { month: '2026-04', moneyIn: '0.00', moneyOut: '0.00' },
      ],
      totals: { moneyIn: '2600.50', moneyOut: '10.00' },
    });
    expect(summarizeMoneyFlows([], '2026-04')).toEqual({ byMonth: [], totals: { moneyIn: '0.00', moneyOut: '0.00' } });
  });
});
