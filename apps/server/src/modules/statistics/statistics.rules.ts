import {
  addCents,
  bpsToPercentString,
  type Cents,
  DEFAULT_RATE_WINDOW_MONTHS,
  type DefaultRateRow,
  type DefaultRateWindow,
  EXPECTED_DEFAULT_RATE_BPS,
  monthBounds,
  type MoneyInOutResponse,
  type StatisticsResponse,
  subCents,
  toWire,
  vilniusMonth,
  ZERO_CENTS,
} from '@platform/contract';

/**
 * Pure rules of the public statistics page (issue 12, decision 0033): which loans count, how the
 * grouped figures the database answers become the page's totals, shares and rows, and the ECSP
 * default-rate disclosure. No I/O; statistics.service.ts feeds it.
 */

/** Loans that were disbursed: the page counts these and nothing else (never SECRET … FUNDED or CANCELLED). */
export const DISBURSED_STATUSES = ['ACTIVE', 'DELAYED', 'DEFAULTED', 'RECOVERY', 'WRITTEN_OFF', 'REPAID'] as const;
/** Loans being repaid: their unpaid principal is "outstanding" (DELAYED ones are "late" as well). */
export const LIVE_STATUSES: readonly string[] = ['ACTIVE', 'DELAYED'];
/** Loans in default: their unpaid principal is "defaulted"; the first audited change to one is the loan's default event. */
export const DEFAULT_STATUSES = ['DEFAULTED', 'RECOVERY', 'WRITTEN_OFF'] as const;

// ---------------------------------------------------------------------------------------------
// Integer percentages
// ---------------------------------------------------------------------------------------------

const BASIS_POINTS = 10_000n;
const HUNDREDTHS = 100n;

/** numerator / denominator rounded half up, for non-negative integers (denominator > 0). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient;
}

/** `part` as a percentage of `whole` with two decimals, rounded half up ("12.35"); "0.00" when the whole is nothing. */
export function sharePercent(part: bigint | number, whole: bigint | number): string {
  if (BigInt(whole) <= 0n) return '0.00';
  return bpsToPercentString(Number(divideHalfUp(BigInt(part) * BASIS_POINTS, BigInt(whole))));
}

/**
 * A weighted mean with two decimals, rounded half up: `weighted` is Σ weight × value, `weights` Σ
 * weight. `valueInHundredths` says the values are already hundredths (basis points of a rate) so the
 * quotient is the answer; otherwise (whole months) it is scaled by 100 first. "0.00" without weight.
 */
export function weightedMean(weighted: bigint, weights: bigint, valueInHundredths: boolean): string {
  if (weights <= 0n) return '0.00';
  const numerator = valueInHundredths ? weighted : weighted * HUNDREDTHS;
  // bpsToPercentString writes any count of hundredths as "x.yy" (rates in bps, months in hundredths alike).
  return bpsToPercentString(Number(divideHalfUp(numerator, weights)));
}

// ---------------------------------------------------------------------------------------------
// Months (YYYY-MM, Vilnius)
// ---------------------------------------------------------------------------------------------

function parseMonth(month: string): { year: number; month: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { year, month: m };
}

function formatMonth(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month `count` months after `month` (before, when negative). */
export function shiftMonth(month: string, count: number): string {
  const { year, month: m } = parseMonth(month);
  const index = year * 12 + (m - 1) + count;
  return formatMonth(Math.floor(index / 12), (index % 12) + 1);
}

/** The Vilnius month of an instant ("2026-03"): the contract's one rule. */
export const monthOf = (instant: Date): string => vilniusMonth(instant);

/** Every month from `from` to `to`, both included, oldest first; empty when `to` is before `from`. */
export function monthRange(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = shiftMonth(month, 1)) months.push(month);
  return months;
}

/** Months as the instants [from, until) to filter on: from the first one's Vilnius midnight to the one after the last. */
export interface MonthSpan {
  fromMonth: string;
  toMonth: string;
  from: Date;
  until: Date;
}

function monthSpan(fromMonth: string, toMonth: string): MonthSpan {
  return { fromMonth, toMonth, from: monthBounds(fromMonth).start, until: monthBounds(toMonth).end };
}

/** The default-rate period: the current Vilnius month and the ones before it, DEFAULT_RATE_WINDOW_MONTHS in all. */
export function defaultRateWindow(now: Date): MonthSpan {
  const toMonth = monthOf(now);
  return monthSpan(shiftMonth(toMonth, -(DEFAULT_RATE_WINDOW_MONTHS - 1)), toMonth);
}

/** Length of one observation window (Delegated Regulation (EU) 2022/2115 Art. 2(1): 1-year default rates). */
export const OBSERVATION_WINDOW_MONTHS = 12;

/**
 * The period cut into non-overlapping 12-month observation windows, oldest first, the last one
 * ending with the current Vilnius month (three for 36 months).
 */
export function defaultRateWindows(now: Date): MonthSpan[] {
  if (DEFAULT_RATE_WINDOW_MONTHS % OBSERVATION_WINDOW_MONTHS !== 0) throw new RangeError('the default-rate period must be whole 12-month windows');
  const { fromMonth } = defaultRateWindow(now);
  return Array.from({ length: DEFAULT_RATE_WINDOW_MONTHS / OBSERVATION_WINDOW_MONTHS }, (_, k) => {
    const first = shiftMonth(fromMonth, k * OBSERVATION_WINDOW_MONTHS);
    return monthSpan(first, shiftMonth(first, OBSERVATION_WINDOW_MONTHS - 1));
  });
}

// ---------------------------------------------------------------------------------------------
// Volume figures
// ---------------------------------------------------------------------------------------------

/** Disbursed loans grouped by what the page breaks them down by: the database's GROUP BY rows. */
export interface VolumeGroup {
  /** Month of disbursement, Vilnius. */
  month: string;
  isGreen: boolean;
  country: string;
  status: string;
  projects: number;
  /** Principal lent (projects.funded_cents, set to the disbursed principal at disbursement). */
  funded: Cents;
  /** Principal repaid so far (all of it for a REPAID loan). */
  repaid: Cents;
  /** Σ funded × interest_rate_bps, for the volume-weighted rate. */
  rateWeight: bigint;
  /** Σ funded × term_months, for the volume-weighted term. */
  termWeight: bigint;
}

interface Slice {
  projects: number;
  funded: Cents;
}

const emptySlice = (): Slice => ({ projects: 0, funded: ZERO_CENTS });
const addTo = (slice: Slice, group: VolumeGroup) => {
  slice.projects += group.projects;
  slice.funded = addCents(slice.funded, group.funded);
};
const sliceToWire = (slice: Slice) => ({ fundedVolume: toWire(slice.funded), projects: slice.projects });

/**
 * Totals, shares and breakdowns of the disbursed loans. repaid + outstanding + defaulted is the
 * funded volume (every disbursed loan is live, in default or repaid); late is the part of
 * outstanding owed by DELAYED loans. `lastMonth` (the current month) ends the month series, so a
 * quiet month shows as zero rather than missing.
 */
export function summarizeVolume(
  groups: readonly VolumeGroup[],
  investors: number,
  lastMonth: string,
): Omit<StatisticsResponse, 'generatedAt' | 'defaultRates'> {
  const all = emptySlice();
  let repaid = ZERO_CENTS;
  let outstanding = ZERO_CENTS;
  let late = ZERO_CENTS;
  let defaulted = ZERO_CENTS;
  let rateWeight = 0n;
  let termWeight = 0n;
  const months = new Map<string, Slice>();
  const loanTypes = { default: emptySlice(), greenLoan: emptySlice() };
  const countries = new Map<string, Slice>();

  for (const group of groups) {
    addTo(all, group);
    rateWeight += group.rateWeight;
    termWeight += group.termWeight;
    repaid = addCents(repaid, group.repaid);
    const unpaid = subCents(group.funded, group.repaid);
    if (LIVE_STATUSES.includes(group.status)) outstanding = addCents(outstanding, unpaid);
    if (group.status === 'DELAYED') late = addCents(late, unpaid);
    if ((DEFAULT_STATUSES as readonly string[]).includes(group.status)) defaulted = addCents(defaulted, unpaid);
    if (!months.has(group.month)) months.set(group.month, emptySlice());
    addTo(months.get(group.month)!, group);
    addTo(group.isGreen ? loanTypes.greenLoan : loanTypes.default, group);
    if (!countries.has(group.country)) countries.set(group.country, emptySlice());
    addTo(countries.get(group.country)!, group);
  }

  const seen = [...months.keys()].sort();
  const byMonth =
    seen.length === 0
      ? []
      : monthRange(seen[0]!, seen.at(-1)! > lastMonth ? seen.at(-1)! : lastMonth).map((month) => ({
          month,
          ...sliceToWire(months.get(month) ?? emptySlice()),
        }));
  const byCountry = [...countries.entries()]
    // Largest first; equal volumes by code, so the order never flickers between two answers.
    .sort(([a, x], [b, y]) => y.funded - x.funded || (a < b ? -1 : a > b ? 1 : 0))
    .map(([country, slice]) => ({ country, ...sliceToWire(slice) }));
  const volume = BigInt(all.funded);

  return {
    totals: {
      fundedVolume: toWire(all.funded),
      projects: all.projects,
      investors,
      averageInterestRate: weightedMean(rateWeight, volume, true),
      averageTermMonths: weightedMean(termWeight, volume, false),
      repaid: toWire(repaid),
      outstanding: toWire(outstanding),
      late: toWire(late),
      defaulted: toWire(defaulted),
      repaidShare: sharePercent(repaid, volume),
      outstandingShare: sharePercent(outstanding, volume),
      lateShare: sharePercent(late, volume),
      defaultedShare: sharePercent(defaulted, volume),
    },
    byMonth,
    byLoanType: [
      { loanType: 'default', ...sliceToWire(loanTypes.default) },
      { loanType: 'greenLoan', ...sliceToWire(loanTypes.greenLoan) },
    ],
    byCountry,
  };
}

// ---------------------------------------------------------------------------------------------
// Default rates (ECSP Art. 20, Delegated Regulation (EU) 2022/2115 Art. 2–3)
// ---------------------------------------------------------------------------------------------

/**
 * The database's counts (statistics.repo.ts countDefaultWindows): per risk group and window (its
 * index in defaultRateWindows), the denominator and the numerator; `window` null is the group's
 * distinct loans over all the windows.
 */
export interface DefaultCount {
  riskGroupId: number;
  window: number | null;
  loans: number;
  defaulted: number;
}

/** A 1-year default rate in basis points of a percent (hundredths), rounded half up; 0 without loans. */
function rateBps(defaulted: number, loans: number): number {
  return loans > 0 ? Number(divideHalfUp(BigInt(defaulted) * BASIS_POINTS, BigInt(loans))) : 0;
}

/**
 * The actual default rate: the simple average of the windows' 1-year rates as published (two
 * decimals), over the windows that have loans, rounded half up; "0.00" when none has. Averaging
 * the published rates lets a reader recompute the figure from the disclosure itself.
 */
export function averageDefaultRate(windows: readonly Pick<DefaultRateWindow, 'loans' | 'defaulted'>[]): string {
  const observed = windows.filter((window) => window.loans > 0);
  if (observed.length === 0) return '0.00';
  const sum = observed.reduce((total, window) => total + BigInt(rateBps(window.defaulted, window.loans)), 0n);
  return bpsToPercentString(Number(divideHalfUp(sum, BigInt(observed.length))));
}

/**
 * One row per risk group, in the order given (risk_groups.sort_order), groups without loans too:
 * each window's denominator, numerator and 1-year rate, their simple average as the actual rate,
 * the distinct loans and defaults over the period, and the expected rate the credit scoring
 * assumes (EXPECTED_DEFAULT_RATE_BPS). A group missing from that table publishes "0.00" expected;
 * statistics.rules.test.ts keeps the seeded groups all in it.
 */
export function defaultRateRows(
  groups: readonly { id: number; code: string }[],
  windows: readonly MonthSpan[],
  counts: readonly DefaultCount[],
): DefaultRateRow[] {
  const key = (riskGroupId: number, window: number | null) => `${riskGroupId}:${window ?? 'all'}`;
  const byKey = new Map(counts.map((count) => [key(count.riskGroupId, count.window), count]));
  return groups.map((group) => {
    const rows = windows.map((window, index): DefaultRateWindow => {
      const { loans, defaulted } = byKey.get(key(group.id, index)) ?? { loans: 0, defaulted: 0 };
      return { fromMonth: window.fromMonth, toMonth: window.toMonth, loans, defaulted, rate: bpsToPercentString(rateBps(defaulted, loans)) };
    });
    const total = byKey.get(key(group.id, null)) ?? { loans: 0, defaulted: 0 };
    return {
      riskGroup: group.code,
      loans: total.loans,
      defaulted: total.defaulted,
      expectedDefaultRate: bpsToPercentString(EXPECTED_DEFAULT_RATE_BPS[group.code] ?? 0),
      actualDefaultRate: averageDefaultRate(rows),
      windows: rows,
    };
  });
}

/** The columns of the default-rate CSV, in order; headings are `statistics.csv.<column>`. */
export const DEFAULT_RATE_CSV_COLUMNS = [
  'riskGroup',
  'fromMonth',
  'toMonth',
  'loans',
  'defaulted',
  'oneYearDefaultRate',
  'actualDefaultRate',
  'expectedDefaultRate',
] as const;
export type DefaultRateCsvColumn = (typeof DEFAULT_RATE_CSV_COLUMNS)[number];

/**
 * The disclosure as CSV cells: a heading row, then per risk group one row per window (its months,
 * denominator, numerator and 1-year rate) and one for the whole period (distinct loans and
 * defaults, the average as the actual rate, the expected rate). Every row names its group and
 * months, so each stands alone; a row's kind shows in which rate column is filled.
 */
export function defaultRateTable(rates: StatisticsResponse['defaultRates'], heading: (column: DefaultRateCsvColumn) => string): string[][] {
  return [
    DEFAULT_RATE_CSV_COLUMNS.map(heading),
    ...rates.rows.flatMap((row) => [
      ...row.windows.map((window) => [row.riskGroup, window.fromMonth, window.toMonth, String(window.loans), String(window.defaulted), window.rate, '', '']),
      [row.riskGroup, rates.fromMonth, rates.toMonth, String(row.loans), String(row.defaulted), '', row.actualDefaultRate, row.expectedDefaultRate],
    ]),
  ];
}

// ---------------------------------------------------------------------------------------------
// Money in and out
// ---------------------------------------------------------------------------------------------

export interface MoneyFlowMonth {
  month: string;
  moneyIn: Cents;
  moneyOut: Cents;
}

/** Months from the first deposit or withdrawal to `lastMonth` (quiet months as zero), and the totals. */
export function summarizeMoneyFlows(rows: readonly MoneyFlowMonth[], lastMonth: string): MoneyInOutResponse {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const seen = [...byMonth.keys()].sort();
  let moneyIn = ZERO_CENTS;
  let moneyOut = ZERO_CENTS;
  for (const row of rows) {
    moneyIn = addCents(moneyIn, row.moneyIn);
    moneyOut = addCents(moneyOut, row.moneyOut);
  }
  const months = seen.length === 0 ? [] : monthRange(seen[0]!, seen.at(-1)! > lastMonth ? seen.at(-1)! : lastMonth);
  return {
    byMonth: months.map((month) => {
      const row = byMonth.get(month);
      return { month, moneyIn: toWire(row?.moneyIn ?? ZERO_CENTS), moneyOut: toWire(row?.moneyOut ?? ZERO_CENTS) };
    }),
    totals: { moneyIn: toWire(moneyIn), moneyOut: toWire(moneyOut) },
  };
}
