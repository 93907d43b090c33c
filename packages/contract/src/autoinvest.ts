import { z } from 'zod';
import {
  AUTO_MIN_AMOUNT_PER_PROJECT_CENTS,
  AUTO_OUTCOMES,
  BACKTEST_MONTHS,
  MANDATE_MAX_DAYS,
  MANDATE_MIN_DAYS,
  MANDATE_TERMS_VERSION,
  mandateParameterCount,
} from './autoinvest-rules';
import { moneyAmount, moneyString } from './money-schema';
import { percentStringToBps } from './money';

/**
 * Automatic investment's calls (issue 14, decision 0035). Percentages are strings with at most two
 * decimals ("8.5"), read as basis points; amounts are two-decimal strings like every amount.
 */

const id = z.number().int().min(1).max(2_147_483_647);
const ids = z.array(id).max(100);

/** A percent 0 … 100 with at most two decimals, as a string or a number; decoded to basis points. */
export const percentBpsSchema = z.union([z.number(), z.string().max(12)]).transform((value, ctx) => {
  const bps = percentStringToBps(String(value));
  if (bps === null || bps > 10_000) {
    ctx.addIssue({ code: 'custom', message: 'a percent from 0 to 100 with at most two decimals' });
    return z.NEVER;
  }
  return bps;
});

const months = z.number().int().min(1).max(600);

/** The criteria and limits of a strategy (create, update, backtest). */
const strategyFields = {
  name: z.string().trim().min(1).max(60),
  /** Empty: any. Unknown ids are refused by the server (fieldErrors). */
  loanTypes: ids,
  countries: ids,
  riskGroups: ids,
  interestMin: percentBpsSchema,
  interestMax: percentBpsSchema,
  termMin: months,
  termMax: months,
  amountPerProject: moneyAmount({ min: AUTO_MIN_AMOUNT_PER_PROJECT_CENTS, tooSmall: 'below_minimum' }),
  /** Largest share of one project's target this strategy may hold, percent. */
  maxShareOfProject: percentBpsSchema.refine((bps) => bps >= 1, { message: 'above zero' }),
  /** Total the strategy may invest; null: no cap. */
  totalCap: moneyAmount({ min: 1 }).nullable(),
  /** Money the engine always leaves in the wallet. */
  cashToKeep: moneyAmount(),
  /** Also buy secondary-market listings matching the criteria at no premium. */
  includeMarket: z.boolean(),
  active: z.boolean(),
  /** Among the investor's own strategies, 1 goes first. */
  priority: z.number().int().min(1).max(100),
  /** ECSP: acknowledged that an amount per project above the large-amount threshold may be invested. */
  acknowledgeLargeAmount: z.boolean().optional(),
};

type RangeBody = { interestMin: number; interestMax: number; termMin: number; termMax: number };

function checkRanges(body: RangeBody, ctx: z.RefinementCtx) {
  if (body.interestMin > body.interestMax) ctx.addIssue({ code: 'custom', path: ['interestMax'], message: 'min_above_max' });
  if (body.termMin > body.termMax) ctx.addIssue({ code: 'custom', path: ['termMax'], message: 'min_above_max' });
}

/** POST /api/autoinvestment/strategies, PUT /api/autoinvestment/strategies/:id */
export const strategyBodySchema = z.object(strategyFields).superRefine(checkRanges);
export type StrategyBody = z.input<typeof strategyBodySchema>;
export type StrategyInput = z.output<typeof strategyBodySchema>;

export const strategyIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const autoOutcomeSchema = z.enum(AUTO_OUTCOMES);

/** What a strategy got from one project, or why it was skipped. */
export const strategyOutcomeSchema = z.object({
  projectId: z.number().int(),
  projectNumber: z.number().int(),
  projectTitle: z.string(),
  projectSlug: z.string(),
  amount: moneyString,
  outcome: autoOutcomeSchema,
  at: z.string(),
});
export type StrategyOutcome = z.infer<typeof strategyOutcomeSchema>;

export const strategySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  loanTypes: z.array(z.number().int()),
  countries: z.array(z.number().int()),
  riskGroups: z.array(z.number().int()),
  interestMin: z.string(),
  interestMax: z.string(),
  termMin: z.number().int(),
  termMax: z.number().int(),
  amountPerProject: moneyString,
  maxShareOfProject: z.string(),
  totalCap: moneyString.nullable(),
  cashToKeep: moneyString,
  includeMarket: z.boolean(),
  active: z.boolean(),
  priority: z.number().int(),
  largeAmountAcknowledged: z.boolean(),
  /** 1 = next in the fair queue among all active strategies; null while paused. */
  queuePosition: z.number().int().nullable(),
  activeStrategies: z.number().int(),
  investedTotal: moneyString,
  investments: z.number().int(),
  /** The latest projects this strategy met, newest first. */
  lastOutcomes: z.array(strategyOutcomeSchema),
  createdAt: z.string(),
});
export type Strategy = z.infer<typeof strategySchema>;

export const strategiesSchema = z.object({ strategies: z.array(strategySchema) });
export type StrategiesResponse = z.infer<typeof strategiesSchema>;

export const deletedSchema = z.object({ status: z.literal('SUCCESS') });

/** The mandate's terms as granted. */
export const mandateSchema = z.object({
  id: z.number().int(),
  grantedAt: z.string(),
  expiresAt: z.string(),
  /** ECSP: the reflection period applies once, to the mandate; until then automatic investments can be revoked with it. */
  reflectionEndsAt: z.string().nullable(),
  inReflection: z.boolean(),
  interestMin: z.string().nullable(),
  interestMax: z.string().nullable(),
  termMin: z.number().int().nullable(),
  termMax: z.number().int().nullable(),
  riskGroups: z.array(z.number().int()),
  spent: moneyString,
  termsVersion: z.number().int(),
});

/** GET /api/autoinvestment/allowance-details (spec: active, balance value and text, expireInDays, maxAllowanceAmount). */
export const allowanceDetailsSchema = z.object({
  active: z.boolean(),
  balance: z.object({ value: moneyString, text: z.string() }),
  expireInDays: z.number().int(),
  maxAllowanceAmount: moneyString,
  mandate: mandateSchema.nullable(),
  termsVersion: z.number().int(),
});
export type AllowanceDetails = z.infer<typeof allowanceDetailsSchema>;

const optionalPercent = percentBpsSchema.nullable().optional();
const optionalMonths = months.nullable().optional();

/** POST /api/autoinvestment/allowance: grant (or renew, replacing the current mandate). */
export const grantAllowanceBodySchema = z
  .object({
    maxAllowanceAmount: moneyAmount({ min: AUTO_MIN_AMOUNT_PER_PROJECT_CENTS, tooSmall: 'below_minimum' }),
    days: z.number().int().min(MANDATE_MIN_DAYS).max(MANDATE_MAX_DAYS),
    interestMin: optionalPercent,
    interestMax: optionalPercent,
    termMin: optionalMonths,
    termMax: optionalMonths,
    riskGroups: ids.optional(),
    /** The investor read and accepts the mandate terms of this version. */
    acceptTerms: z.literal(true),
    termsVersion: z.literal(MANDATE_TERMS_VERSION),
  })
  .superRefine((body, ctx) => {
    const terms = {
      interestMinBps: body.interestMin ?? null,
      interestMaxBps: body.interestMax ?? null,
      termMin: body.termMin ?? null,
      termMax: body.termMax ?? null,
      riskGroups: body.riskGroups ?? [],
    };
    if (mandateParameterCount(terms) < 2) ctx.addIssue({ code: 'custom', path: ['riskGroups'], message: 'two_parameters' });
    if (terms.interestMinBps !== null && terms.interestMaxBps !== null && terms.interestMinBps > terms.interestMaxBps) {
      ctx.addIssue({ code: 'custom', path: ['interestMax'], message: 'min_above_max' });
    }
    if (terms.termMin !== null && terms.termMax !== null && terms.termMin > terms.termMax)
      ctx.addIssue({ code: 'custom', path: ['termMax'], message: 'min_above_max' });
  });
export type GrantAllowanceBody = z.input<typeof grantAllowanceBodySchema>;

/** POST /api/autoinvestment/backtest: a strategy as drafted, over the last N months. */
export const backtestBodySchema = z
  .object({
    ...strategyFields,
    name: strategyFields.name.optional(),
    months: z
      .number()
      .int()
      .refine((m) => (BACKTEST_MONTHS as readonly number[]).includes(m), { message: `one of ${BACKTEST_MONTHS.join(', ')}` }),
  })
  .superRefine(checkRanges);
export type BacktestBody = z.input<typeof backtestBodySchema>;

export const backtestSchema = z.object({
  from: z.string(),
  to: z.string(),
  projects: z.array(
    z.object({
      projectId: z.number().int(),
      projectNumber: z.number().int(),
      projectTitle: z.string(),
      openedAt: z.string(),
      status: z.string(),
      interestRate: z.string(),
      amount: moneyString,
      interest: moneyString,
      atRisk: moneyString,
    }),
  ),
  months: z.array(z.object({ month: z.string(), invested: moneyString, interest: moneyString, atRisk: moneyString })),
  totals: z.object({ projects: z.number().int(), invested: moneyString, interest: moneyString, defaulted: z.number().int(), atRisk: moneyString }),
});
export type Backtest = z.infer<typeof backtestSchema>;

// ---------------------------------------------------------------------------------------------
// Back office
// ---------------------------------------------------------------------------------------------

export const autoInvestSettingsSchema = z.object({
  shareOfProject: z.string(),
  manualWindowMinutes: z.number().int(),
  paused: z.boolean(),
});

export const autoInvestSettingsBodySchema = z.object({
  shareOfProject: percentBpsSchema,
  manualWindowMinutes: z.number().int().min(0).max(10_080),
  paused: z.boolean(),
});
export type AutoInvestSettingsBody = z.input<typeof autoInvestSettingsBodySchema>;

export const autoInvestRunSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectNumber: z.number().int(),
  trigger: z.string(),
  at: z.string(),
  candidates: z.number().int(),
  invested: z.number().int(),
  amount: moneyString,
  durationMs: z.number().int(),
});

export const adminAutoInvestSchema = z.object({
  settings: autoInvestSettingsSchema,
  activeStrategies: z.number().int(),
  activeMandates: z.number().int(),
  runs: z.array(autoInvestRunSchema),
});
export type AdminAutoInvest = z.infer<typeof adminAutoInvestSchema>;

export const projectIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Who got what of one project and why the others got nothing. */
export const allocationReportSchema = z.object({
  projectId: z.number().int(),
  projectNumber: z.number().int(),
  projectTitle: z.string(),
  status: z.string(),
  target: moneyString,
  funded: moneyString,
  autoFunded: moneyString,
  outcomes: z.array(z.object({ outcome: autoOutcomeSchema, strategies: z.number().int(), amount: moneyString })),
  rows: z.array(
    z.object({
      strategyId: z.number().int(),
      strategyName: z.string(),
      userId: z.number().int(),
      userEmail: z.string(),
      amount: moneyString,
      outcome: autoOutcomeSchema,
      at: z.string(),
    }),
  ),
  /** The rows shown are the first 500 (invested first, largest first). */
  truncated: z.boolean(),
});
export type AllocationReport = z.infer<typeof allocationReportSchema>;

export const runAnswerSchema = z.object({ invested: z.number().int(), amount: moneyString, candidates: z.number().int() });
