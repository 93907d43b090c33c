// Zod-free: pure rules of the investor's portfolio and returns (issue 12, decision 0032). The
// server's SQL groups the rows; what each group counts as lives here, once, with unit tests.
import { zonedMidnight } from './datetime';
import { addCents, type Cents, subCents, sumCents, ZERO_CENTS } from './money';
import { INFLOW_DEFAULT_MONTHS, INFLOW_DEFAULT_MONTHS_BACK, PORTFOLIO_BUCKETS, portfolioBucket, type PortfolioBucket } from './portfolio-paths';
import { type CashFlow, formatRatePercent, xirr } from './xirr';

/** Holdings that never were (taken back in the reflection period, or their project cancelled): only the statistics by status show them. */
export const UNCOUNTED_INVESTMENT_STATUSES = ['revoked', 'refunded'] as const;

/** Loans that have not ended: their unpaid installments are still to come (skipNotPaidUnterminated). */
export const UNTERMINATED_PROJECT_STATUSES = ['ACTIVE', 'DELAYED'] as const;

/** Loans whose installments the portfolio lists as next payments. */
export const PAYING_PROJECT_STATUSES = UNTERMINATED_PROJECT_STATUSES;

/** The holding's principal is lost: the holding or its loan was written off. */
export function isWrittenOff(investmentStatus: string, projectStatus: string): boolean {
  return investmentStatus === 'written_off' || projectStatus === 'WRITTEN_OFF';
}

/** Principal is still owed on it: in its reflection period or active, and not written off (a defaulted loan still owes). */
export function isLiveHolding(investmentStatus: string, projectStatus: string): boolean {
  return (investmentStatus === 'reflection' || investmentStatus === 'active') && projectStatus !== 'WRITTEN_OFF';
}

export function isDefaultedLoan(projectStatus: string): boolean {
  return projectStatus === 'DEFAULTED' || projectStatus === 'RECOVERY';
}

/**
 * What the net annual return counts a holding as worth today: a live holding its outstanding
 * principal, a defaulted loan nothing (what a recovery brings comes in as repayments when it
 * comes; valuing it at par would show a defaulted portfolio as a good one).
 */
export function terminalValue(investmentStatus: string, projectStatus: string, outstanding: Cents): Cents {
  return isLiveHolding(investmentStatus, projectStatus) && !isDefaultedLoan(projectStatus) ? outstanding : ZERO_CENTS;
}

/** The holdings of a selection, grouped by everything the portfolio splits them by (one SQL row each). */
export interface HoldingGroup {
  investmentStatus: string;
  projectStatus: string;
  /** Days the oldest unpaid installment of the holdings is past due (0 when none is). */
  daysOverdue: number;
  riskGroup: string;
  riskGroupOrder: number;
  country: string;
  isGreen: boolean;
  count: number;
  invested: Cents;
  outstanding: Cents;
  /** Unpaid principal and interest of installments due before today. */
  late: Cents;
}

export interface Slice {
  count: number;
  invested: Cents;
  outstanding: Cents;
}

export interface HoldingsSummary {
  count: number;
  invested: Cents;
  outstanding: Cents;
  lateAmount: Cents;
  writtenOff: Cents;
  /** Worth of the live holdings today for the XIRR (defaulted loans at nothing). */
  terminalValue: Cents;
  buckets: { bucket: PortfolioBucket; count: number; outstanding: Cents }[];
  ratings: (Slice & { riskGroup: string })[];
  countries: (Slice & { country: string })[];
  loanTypes: (Slice & { loanType: 'default' | 'greenLoan' })[];
}

const emptySlice = (): Slice => ({ count: 0, invested: ZERO_CENTS, outstanding: ZERO_CENTS });

function addTo(slice: Slice, group: HoldingGroup): void {
  slice.count += group.count;
  slice.invested = addCents(slice.invested, group.invested);
  slice.outstanding = addCents(slice.outstanding, group.outstanding);
}

/**
 * The portfolio's figures from its holding groups: totals over every counted holding, buckets
 * (every bucket, zero ones too, in PORTFOLIO_BUCKETS order), and the rating, country and loan-type
 * mix of the live holdings (ratings best group first, countries by code, default before green).
 */
export function summarizeHoldings(groups: readonly HoldingGroup[]): HoldingsSummary {
  const counted = groups.filter((g) => !(UNCOUNTED_INVESTMENT_STATUSES as readonly string[]).includes(g.investmentStatus));
  const buckets = new Map(PORTFOLIO_BUCKETS.map((bucket) => [bucket, { bucket, count: 0, outstanding: ZERO_CENTS }]));
  const ratings = new Map<string, Slice & { order: number }>();
  const countries = new Map<string, Slice>();
  const loanTypes = new Map<'default' | 'greenLoan', Slice>();
  for (const g of counted) {
    const bucket = buckets.get(portfolioBucket(g.investmentStatus, g.projectStatus, g.daysOverdue))!;
    bucket.count += g.count;
    bucket.outstanding = addCents(bucket.outstanding, g.outstanding);
    if (!isLiveHolding(g.investmentStatus, g.projectStatus)) continue;
    const rating = ratings.get(g.riskGroup) ?? { ...emptySlice(), order: g.riskGroupOrder };
    addTo(rating, g);
    ratings.set(g.riskGroup, rating);
    const country = countries.get(g.country) ?? emptySlice();
    addTo(country, g);
    countries.set(g.country, country);
    const loanType = g.isGreen ? 'greenLoan' : 'default';
    const type = loanTypes.get(loanType) ?? emptySlice();
    addTo(type, g);
    loanTypes.set(loanType, type);
  }
  const live = counted.filter((g) => isLiveHolding(g.investmentStatus, g.projectStatus));
  const sliceOf = ({ count, invested, outstanding }: Slice): Slice => ({ count, invested, outstanding });
  return {
    count: counted.reduce((total, g) => total + g.count, 0),
    invested: sumCents(counted.map((g) => g.invested)),
    outstanding: sumCents(live.map((g) => g.outstanding)),
    lateAmount: sumCents(live.map((g) => g.late)),
    writtenOff: sumCents(counted.filter((g) => isWrittenOff(g.investmentStatus, g.projectStatus)).map((g) => g.outstanding)),
    terminalValue: sumCents(counted.map((g) => terminalValue(g.investmentStatus, g.projectStatus, g.outstanding))),
    buckets: [...buckets.values()],
    ratings: [...ratings].sort(([a, x], [b, y]) => x.order - y.order || a.localeCompare(b)).map(([riskGroup, slice]) => ({ riskGroup, ...sliceOf(slice) })),
    countries: [...countries].sort(([a], [b]) => a.localeCompare(b)).map(([country, slice]) => ({ country, ...sliceOf(slice) })),
    loanTypes: (['default', 'greenLoan'] as const).filter((t) => loanTypes.has(t)).map((loanType) => ({ loanType, ...sliceOf(loanTypes.get(loanType)!) })),
  };
}

// ---------------------------------------------------------------------------------------------
// Returns
// ---------------------------------------------------------------------------------------------

/** Money in or out on one Vilnius calendar day (YYYY-MM-DD); positive is money received. */
export interface DayFlow {
  day: string;
  amount: Cents;
}

/**
 * The selection's net annual return, percent with two decimals: the XIRR of its dated flows (money
 * invested out, repayments, sales and bonuses in, fees out) and, as if cashed today, the worth of
 * what is still held. Null without flows, or when no rate solves them.
 */
export function netAnnualReturn(flows: readonly DayFlow[], today: string, held: Cents): string | null {
  const dated: CashFlow[] = flows.filter((f) => f.amount !== 0).map((f) => ({ date: f.day, amount: f.amount }));
  if (dated.length === 0) return null;
  if (held !== 0) dated.push({ date: today, amount: held });
  const rate = xirr(dated);
  return rate === null ? null : formatRatePercent(rate);
}

export interface ProfitParts {
  interest: Cents;
  lateInterest: Cents;
  bonuses: Cents;
  marketGains: Cents;
  fees: Cents;
  writeOffs: Cents;
}

/** interest + late interest + bonuses + market gains − fees − write-offs. */
export function netProfit(p: ProfitParts): Cents {
  return subCents(sumCents([p.interest, p.lateInterest, p.bonuses, p.marketGains]), addCents(p.fees, p.writeOffs));
}

/** A secondary-market sale's gain: the price received minus the principal the holding still had (amount minus principal repaid). */
export function marketGain(salePrice: Cents, amount: Cents, principalRepaid: Cents): Cents {
  return subCents(salePrice, subCents(amount, principalRepaid));
}

// ---------------------------------------------------------------------------------------------
// Months (YYYY-MM, Vilnius)
// ---------------------------------------------------------------------------------------------

function monthIndex(month: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return year * 12 + (m - 1);
}

function monthOfIndex(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `month` moved by `by` months ('2026-01', -1 → '2025-12'). */
export function shiftMonth(month: string, by: number): string {
  return monthOfIndex(monthIndex(month) + by);
}

/** Every month from `first` to `last`, both included (empty when last is before first). */
export function monthsFrom(first: string, last: string): string[] {
  const out: string[] = [];
  for (let i = monthIndex(first); i <= monthIndex(last); i++) out.push(monthOfIndex(i));
  return out;
}

/** The instant a Vilnius month begins. */
export function monthStart(month: string): Date {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return zonedMidnight(year, m, 1);
}

/**
 * The months of an inflow query: 'default' is INFLOW_DEFAULT_MONTHS months starting
 * INFLOW_DEFAULT_MONTHS_BACK months before the current one; 'custom' is startDate..endDate.
 */
export function inflowMonths(query: { filterType: 'default' | 'custom'; startDate?: string; endDate?: string }, currentMonth: string): string[] {
  if (query.filterType === 'custom' && query.startDate && query.endDate) return monthsFrom(query.startDate, query.endDate);
  const first = shiftMonth(currentMonth, -INFLOW_DEFAULT_MONTHS_BACK);
  return monthsFrom(first, shiftMonth(first, INFLOW_DEFAULT_MONTHS - 1));
}
