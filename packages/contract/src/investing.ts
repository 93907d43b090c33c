import { z } from 'zod';
import { INVESTMENT_STATUSES } from './investing-rules';
import { moneyAmount } from './money-schema';

/** "10", "10.5" or "10.50"; zero and the bounds are the investing rules' answer (INVEST_AMOUNT_INVALID). */
const investAmountSchema = moneyAmount();

/** POST /api/set/invest (spec: {projectId, amount}; the two optional fields are the ECSP acknowledgements). */
export const investBodySchema = z.object({
  projectId: z.number().int().min(1).max(2_147_483_647),
  amount: investAmountSchema,
  /** The investor confirmed the large-amount warning (ECSP Art. 21(7)). */
  acknowledgeLargeAmount: z.boolean().optional(),
  /** Version of the key investment information sheet the investor was shown. */
  kiisVersion: z.number().int().min(1).max(1_000_000).optional(),
});
export type InvestBody = z.infer<typeof investBodySchema>;

export const investmentStatusSchema = z.enum(INVESTMENT_STATUSES);

export const investResponseSchema = z.object({ investmentId: z.number().int(), status: investmentStatusSchema });
export type InvestResponse = z.infer<typeof investResponseSchema>;

export const investmentIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** One holding of the caller (GET /api/get/user-investments). */
export const userInvestmentSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectNumber: z.number().int(),
  projectTitle: z.string(),
  projectSlug: z.string(),
  projectStatus: z.string(),
  amount: z.string(),
  outstanding: z.string(),
  status: investmentStatusSchema,
  reflectionEndsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type UserInvestment = z.infer<typeof userInvestmentSchema>;
export const userInvestmentsResponseSchema = z.object({ investments: z.array(userInvestmentSchema) });
export type UserInvestmentsResponse = z.infer<typeof userInvestmentsResponseSchema>;

/** GET /api/get/detailed-investment-data/{id}. */
export const detailedInvestmentSchema = userInvestmentSchema.extend({
  interestRate: z.string(),
  termMonths: z.number().int(),
  repaymentMethod: z.string(),
  revokedAt: z.string().nullable(),
  largeAmountAcknowledged: z.boolean(),
  kiisVersion: z.number().int().nullable(),
  /** The owner may revoke it now (in its reflection period). */
  canRevoke: z.boolean(),
});
export type DetailedInvestment = z.infer<typeof detailedInvestmentSchema>;

export const investmentScheduleItemSchema = z.object({
  installment: z.number().int(),
  dueDate: z.string(),
  principal: z.string(),
  interest: z.string(),
  paidPrincipal: z.string(),
  paidInterest: z.string(),
  paidLateInterest: z.string(),
  status: z.string(),
  paidAt: z.string().nullable(),
});
export type InvestmentScheduleItem = z.infer<typeof investmentScheduleItemSchema>;
/** GET /api/get/investment-payments-schedule/{id}: empty until the loan is disbursed. */
export const investmentScheduleResponseSchema = z.object({ paymentScheduleItems: z.array(investmentScheduleItemSchema) });
export type InvestmentScheduleResponse = z.infer<typeof investmentScheduleResponseSchema>;

/** GET /api/get/invest-options/{projectId}: what the invest panel shows to this viewer. */
export const investOptionsSchema = z.object({
  projectId: z.number().int(),
  projectStatus: z.string(),
  state: z.enum(['guest', 'read_only', 'questionnaire', 'not_allowed', 'closed', 'open']),
  minInvestment: z.string(),
  maxInvestment: z.string().nullable(),
  left: z.string(),
  /** The viewer's available wallet balance ("0.00" for guests). */
  available: z.string(),
  /** Above this amount a non-sophisticated investor must acknowledge the warning; null for sophisticated investors and guests. */
  largeAmountThreshold: z.string().nullable(),
  /** Investments of this viewer get a reflection period (non-sophisticated investors). */
  reflection: z.boolean(),
  userInvestedAmount: z.string(),
  kiisUrl: z.string(),
});
export type InvestOptions = z.infer<typeof investOptionsSchema>;

/**
 * The answer to an investment (POST /api/set/invest, 201): the investment, when its reflection
 * period ends, and the invest panel's options as they are now — the panel shows the new balance,
 * what is left and what the investor holds without asking again.
 */
export const investAnswerSchema = investResponseSchema.extend({
  reflectionEndsAt: z.string().nullable(),
  options: investOptionsSchema,
});
export type InvestAnswer = z.infer<typeof investAnswerSchema>;
