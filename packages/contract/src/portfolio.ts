import { z } from 'zod';
import { moneyString } from './money-schema';
import { INFLOW_FILTER_TYPES, INFLOW_MAX_MONTHS, monthSpan, MONTH_PATTERN, PORTFOLIO_BUCKETS, PORTFOLIO_LOAN_TYPES, PROFIT_PERIODS } from './portfolio-paths';

// Portfolio, returns and statistics (issue 12, decision 0032). Amounts are two-decimal strings;
// rates are percent strings with two decimals ("11.25"); months are 'YYYY-MM' in Vilnius time.

const loanType = z.enum(PORTFOLIO_LOAN_TYPES).default('all');
const month = z.string().regex(MONTH_PATTERN, 'expected YYYY-MM');
/** A percentage with two decimals, possibly negative ("-3.10"). */
const percent = z.string().regex(/^-?\d+\.\d{2}$/);
const booleanFlag = z.preprocess((value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value), z.boolean());

// ---------------------------------------------------------------------------------------------
// GET /api/get/user-portfolio-info/:country
// ---------------------------------------------------------------------------------------------

/** 'all' or an ISO 3166 alpha-2 country code (upper-cased); an unknown code is refused by the server (400). */
export const portfolioParamsSchema = z.object({
  country: z
    .string()
    .transform((value) => (value.toLowerCase() === 'all' ? 'all' : value.toUpperCase()))
    .pipe(z.string().regex(/^(all|[A-Z]{2})$/, "expected 'all' or a two-letter country code")),
});
export const portfolioQuerySchema = z.object({ loanType });

const bucketSchema = z.object({ bucket: z.enum(PORTFOLIO_BUCKETS), count: z.number().int(), outstandingPrincipal: moneyString });
const sliceSchema = z.object({ count: z.number().int(), invested: moneyString, outstandingPrincipal: moneyString });

export const nextPaymentSchema = z.object({
  investmentId: z.number().int(),
  projectNumber: z.number().int(),
  projectSlug: z.string(),
  /** Calendar date the installment is due (YYYY-MM-DD). */
  dueDate: z.string(),
  principal: moneyString,
  interest: moneyString,
});
export type NextPayment = z.infer<typeof nextPaymentSchema>;

export const portfolioResponseSchema = z.object({
  country: z.string(),
  loanType: z.enum(PORTFOLIO_LOAN_TYPES),
  totals: z.object({
    /** Money put into holdings that were not revoked or refunded. */
    invested: moneyString,
    /** Principal still owed to the user (holdings in reflection, active or late; defaulted until written off). */
    outstandingPrincipal: moneyString,
    receivedPrincipal: moneyString,
    receivedInterest: moneyString,
    receivedLateInterest: moneyString,
    /** Principal and interest of the user's installments past their due date and not paid. */
    lateAmount: moneyString,
    writtenOff: moneyString,
  }),
  counts: z.object({ investments: z.number().int(), projects: z.number().int() }),
  /** Every bucket, in PORTFOLIO_BUCKETS order, zero ones included. */
  buckets: z.array(bucketSchema),
  /** Risk group (rating) mix of the live holdings, best group first. */
  ratings: z.array(sliceSchema.extend({ riskGroup: z.string() })),
  countries: z.array(sliceSchema.extend({ country: z.string() })),
  loanTypes: z.array(sliceSchema.extend({ loanType: z.enum(['default', 'greenLoan']) })),
  /** When the user last received a repayment in this selection (ISO 8601), null before the first. */
  lastPaymentAt: z.string().nullable(),
  /** XIRR of the selection's dated cash flows, percent per year; null when it cannot be computed (no flows yet). */
  netAnnualReturn: percent.nullable(),
  nextPayments: z.array(nextPaymentSchema),
});
export type PortfolioResponse = z.infer<typeof portfolioResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/get/user-profit-info/:period
// ---------------------------------------------------------------------------------------------

export const profitParamsSchema = z.object({ period: z.enum(PROFIT_PERIODS) });
/** fromTimestamp and toTimestamp: Unix seconds; both are required for 'custom', from ≤ to. */
export const profitQuerySchema = z
  .object({
    loanType,
    fromTimestamp: z.coerce.number().int().min(0).max(32_503_680_000).optional(),
    toTimestamp: z.coerce.number().int().min(0).max(32_503_680_000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.fromTimestamp !== undefined && value.toTimestamp !== undefined && value.fromTimestamp > value.toTimestamp) {
      ctx.addIssue({ code: 'custom', path: ['toTimestamp'], message: 'toTimestamp must not be before fromTimestamp' });
    }
  });

export const profitResponseSchema = z.object({
  period: z.enum(PROFIT_PERIODS),
  loanType: z.enum(PORTFOLIO_LOAN_TYPES),
  /** The period's bounds (ISO 8601), null for 'all'. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  interest: moneyString,
  lateInterest: moneyString,
  bonuses: moneyString,
  /** Fees the user paid (a positive amount is a cost). */
  fees: moneyString,
  /** Secondary market: sale prices minus the principal sold (negative for a discount). */
  marketGains: moneyString,
  /** Principal lost to written-off loans. */
  writeOffs: moneyString,
  /** interest + lateInterest + bonuses + marketGains − fees − writeOffs. */
  netProfit: moneyString,
});
export type ProfitResponse = z.infer<typeof profitResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/statistics/user-inflow
// ---------------------------------------------------------------------------------------------

export const inflowQuerySchema = z
  .object({
    filterType: z.enum(INFLOW_FILTER_TYPES).default('default'),
    skipNotPaidUnterminated: booleanFlag.default(false),
    startDate: month.optional(),
    endDate: month.optional(),
    loanType,
  })
  .superRefine((value, ctx) => {
    if (value.filterType !== 'custom') return;
    if (!value.startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'required for a custom range' });
    if (!value.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'required for a custom range' });
    if (value.startDate && value.endDate) {
      const months = monthSpan(value.startDate, value.endDate);
      if (months < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must not be before startDate' });
      else if (months > INFLOW_MAX_MONTHS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: `at most ${INFLOW_MAX_MONTHS} months` });
    }
  });
export type InflowQuery = z.infer<typeof inflowQuerySchema>;

export const inflowMonthSchema = z.object({
  month,
  /** Due that month by the user's schedules. */
  expectedPrincipal: moneyString,
  expectedInterest: moneyString,
  /** Paid that month (by payment date). */
  receivedPrincipal: moneyString,
  receivedInterest: moneyString,
  receivedLateInterest: moneyString,
});
export type InflowMonth = z.infer<typeof inflowMonthSchema>;

export const inflowResponseSchema = z.object({
  /** One entry per month of the range, oldest first, empty months included. */
  data: z.array(inflowMonthSchema),
  /** The first and last month holding any installment of the user: the bounds of a custom range; null without any. */
  firstCustomPeriodMonth: month.nullable(),
  lastCustomPeriodMonth: month.nullable(),
});
export type InflowResponse = z.infer<typeof inflowResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/statistics/user-investments
// ---------------------------------------------------------------------------------------------

export const userInvestmentStatsQuerySchema = z.object({ loanType });
const countAmount = { count: z.number().int(), amount: moneyString };
export const userInvestmentStatsResponseSchema = z.object({
  loanType: z.enum(PORTFOLIO_LOAN_TYPES),
  /** By investment status (INVESTMENT_STATUSES order, only those present). */
  byStatus: z.array(z.object({ status: z.string(), ...countAmount })),
  /** By month the investment was made, oldest first. */
  byMonth: z.array(z.object({ month, ...countAmount })),
  total: z.object(countAmount),
});
export type UserInvestmentStatsResponse = z.infer<typeof userInvestmentStatsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/get/statisticsv3, /api/get/money-in-out (public)
// ---------------------------------------------------------------------------------------------

const volumeSlice = { fundedVolume: moneyString, projects: z.number().int() };
/**
 * One 12-month observation window of the default-rate disclosure (Delegated Regulation (EU) 2022/2115
 * Art. 2): `loans` the denominator (disbursed before the window ends, not in default when it begins,
 * an installment due in it), `defaulted` the numerator (those whose default event falls in it), `rate`
 * the 1-year default rate defaulted ÷ loans ("0.00" without loans).
 */
export const defaultRateWindowSchema = z.object({
  fromMonth: month,
  toMonth: month,
  loans: z.number().int(),
  defaulted: z.number().int(),
  rate: percent,
});
export type DefaultRateWindow = z.infer<typeof defaultRateWindowSchema>;

export const defaultRateRowSchema = z.object({
  riskGroup: z.string(),
  /** Distinct loans of the group counted in the denominator of at least one window of the period. */
  loans: z.number().int(),
  /** Distinct loans of the group counted in the numerator of a window (a loan defaults once). */
  defaulted: z.number().int(),
  expectedDefaultRate: percent,
  /** The simple average of the `windows`' rates that have loans ("0.00" when none has). */
  actualDefaultRate: percent,
  /** The period's non-overlapping 12-month windows, oldest first. */
  windows: z.array(defaultRateWindowSchema),
});
export type DefaultRateRow = z.infer<typeof defaultRateRowSchema>;

export const statisticsResponseSchema = z.object({
  generatedAt: z.string(),
  totals: z.object({
    /** Principal lent through loans that were disbursed. */
    fundedVolume: moneyString,
    projects: z.number().int(),
    /** People holding or having held at least one disbursed investment. */
    investors: z.number().int(),
    /** Funded-volume weighted, percent per year. */
    averageInterestRate: percent,
    /** Funded-volume weighted, months, two decimals. */
    averageTermMonths: percent,
    repaid: moneyString,
    outstanding: moneyString,
    late: moneyString,
    defaulted: moneyString,
    /** Shares of the funded volume, percent. */
    repaidShare: percent,
    outstandingShare: percent,
    lateShare: percent,
    defaultedShare: percent,
  }),
  byMonth: z.array(z.object({ month, ...volumeSlice })),
  byLoanType: z.array(z.object({ loanType: z.enum(['default', 'greenLoan']), ...volumeSlice })),
  byCountry: z.array(z.object({ country: z.string(), ...volumeSlice })),
  /** ECSP Art. 20: expected vs actual default rate per risk group over the last 36 months (three 12-month windows). */
  defaultRates: z.object({ fromMonth: month, toMonth: month, rows: z.array(defaultRateRowSchema) }),
});
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;

export const moneyInOutResponseSchema = z.object({
  byMonth: z.array(z.object({ month, moneyIn: moneyString, moneyOut: moneyString })),
  totals: z.object({ moneyIn: moneyString, moneyOut: moneyString }),
});
export type MoneyInOutResponse = z.infer<typeof moneyInOutResponseSchema>;
