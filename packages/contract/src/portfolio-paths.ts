// Zod-free: browser code imports these without pulling zod in.
// Portfolio, returns and statistics (issue 12, decision 0032).

/** Loan types of the portfolio screens (spec section 3): every loan, the non-green ones, green loans. */
export const PORTFOLIO_LOAN_TYPES = ['all', 'default', 'greenLoan'] as const;
export type PortfolioLoanType = (typeof PORTFOLIO_LOAN_TYPES)[number];

/** `user-profit-info/{period}`: custom needs both fromTimestamp and toTimestamp (spec section 5). */
export const PROFIT_PERIODS = ['all', 'this-month', 'custom'] as const;
export type ProfitPeriod = (typeof PROFIT_PERIODS)[number];

/** `statistics/user-inflow` filterType: 'default' (spec section 9) is the 12 months around today, 'custom' a month range. */
export const INFLOW_FILTER_TYPES = ['default', 'custom'] as const;
export type InflowFilterType = (typeof INFLOW_FILTER_TYPES)[number];
export const INFLOW_DEFAULT_FILTER: InflowFilterType = 'default';
/** The default window: this many months before the current one, the current one, and the rest after it (12 in all). */
export const INFLOW_DEFAULT_MONTHS_BACK = 6;
export const INFLOW_DEFAULT_MONTHS = 12;
/** A custom inflow range covers at most this many months. */
export const INFLOW_MAX_MONTHS = 60;

/**
 * Where a holding stands, one bucket each (the portfolio's bars): funding (not disbursed yet),
 * current, late by days overdue of its oldest unpaid installment, defaulted (loan DEFAULTED or
 * RECOVERY), repaid, sold, written_off.
 */
export const PORTFOLIO_BUCKETS = [
  'funding',
  'current',
  'late_1_15',
  'late_16_30',
  'late_31_60',
  'late_60_plus',
  'defaulted',
  'repaid',
  'sold',
  'written_off',
] as const;
export type PortfolioBucket = (typeof PORTFOLIO_BUCKETS)[number];

/** Next expected payments shown on the account home and the portfolio. */
export const NEXT_PAYMENTS_LIMIT = 5;

/**
 * ECSP Art. 20 disclosure: the default rate the platform's credit scoring expects per risk group
 * (basis points of loans), published next to the actual rate of the last 36 months.
 */
export const EXPECTED_DEFAULT_RATE_BPS: Readonly<Record<string, number>> = { 'A+': 100, A: 200, B: 400, C: 700, D: 1200 };
export const DEFAULT_RATE_WINDOW_MONTHS = 36;

/** 'YYYY-MM'. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Months from `from` to `to` ('YYYY-MM'), both counted ('2026-01'..'2026-03' is 3); 0 or less when reversed. */
export function monthSpan(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

export function isPortfolioLoanType(value: unknown): value is PortfolioLoanType {
  return typeof value === 'string' && (PORTFOLIO_LOAN_TYPES as readonly string[]).includes(value);
}

/** The bucket of a holding, from its status, the loan's status and the days its oldest unpaid installment is overdue. */
export function portfolioBucket(investmentStatus: string, projectStatus: string, daysOverdue: number): PortfolioBucket {
  if (investmentStatus === 'sold') return 'sold';
  if (investmentStatus === 'written_off' || projectStatus === 'WRITTEN_OFF') return 'written_off';
  if (investmentStatus === 'repaid' || projectStatus === 'REPAID') return 'repaid';
  if (projectStatus === 'DEFAULTED' || projectStatus === 'RECOVERY') return 'defaulted';
  if (projectStatus === 'GATHERING' || projectStatus === 'FUNDED' || projectStatus === 'SECRET' || investmentStatus === 'reflection') return 'funding';
  if (daysOverdue <= 0) return 'current';
  if (daysOverdue <= 15) return 'late_1_15';
  if (daysOverdue <= 30) return 'late_16_30';
  if (daysOverdue <= 60) return 'late_31_60';
  return 'late_60_plus';
}
