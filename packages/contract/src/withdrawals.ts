import { z } from 'zod';
import { ibanProblem } from './iban';
import { positiveMoneyAmount } from './money-schema';
import { accountHolderNameSchema } from './payments';
import { PAYMENT_PROVIDERS } from './ledger-rules';
import { ADJUSTMENT_REASON_MAX_LENGTH, ADJUSTMENT_REASON_MIN_LENGTH, REJECT_REASON_MIN_LENGTH, WITHDRAWAL_STATUSES } from './withdrawals-rules';

/** A positive amount on the wire: "10", "10.5" or "10.50" (at most two decimals). */
export const wireAmountSchema = positiveMoneyAmount;

/** GET /api/get/user-bank-account (spec section 7). */
export const bankAccountSchema = z.object({
  id: z.number().int(),
  iban: z.string(),
  holderName: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
  /** First calendar day (Europe/Vilnius, YYYY-MM-DD) a withdrawal may go to this account. */
  canWithdrawFrom: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const userBankAccountResponseSchema = z.object({ bankAccount: bankAccountSchema.nullable() });
export type UserBankAccountResponse = z.infer<typeof userBankAccountResponseSchema>;

export const setBankAccountBodySchema = z.object({
  iban: z
    .string()
    .max(60)
    .refine((value) => ibanProblem(value) === null, { message: 'iban' }),
  /** The person's or company's name, never an e-mail address (decision 0041). */
  holderName: accountHolderNameSchema,
});
export type SetBankAccountBody = z.infer<typeof setBankAccountBodySchema>;

export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);

export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  status: withdrawalStatusSchema,
  /** Masked IBAN of the bank account the money goes to. */
  iban: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET /api/get/withdrawals: the caller's withdrawals, what is available, and how to confirm a new one. */
export const withdrawalListSchema = z.object({
  withdrawals: z.array(withdrawalSchema),
  available: z.string(),
  /** two_step: a code from the authenticator app; email: a code sent by POST /api/set/withdrawal/code. */
  confirmWith: z.enum(['two_step', 'email']),
});
export type WithdrawalList = z.infer<typeof withdrawalListSchema>;

export const withdrawalCodeResponseSchema = z.object({ expiresInSeconds: z.number().int() });

export const requestWithdrawalBodySchema = z.object({
  amount: wireAmountSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code'),
});
export type RequestWithdrawalBody = z.infer<typeof requestWithdrawalBodySchema>;

export const withdrawalIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

// ----- Back office -----

export const adminWithdrawalsQuerySchema = z.object({ status: withdrawalStatusSchema.optional() });
export const adminWithdrawalSchema = withdrawalSchema.extend({
  userId: z.number().int(),
  email: z.string(),
  holderName: z.string(),
  /** The full IBAN (operators pay it out). */
  iban: z.string(),
  bankAccountVerified: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerPayoutId: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalListSchema = z.object({ withdrawals: z.array(adminWithdrawalSchema) });

export const rejectWithdrawalBodySchema = z.object({ reason: z.string().trim().min(REJECT_REASON_MIN_LENGTH).max(500) });

const trialBalanceRowSchema = z.object({
  accountId: z.number().int(),
  code: z.string(),
  kind: z.string(),
  userId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  debits: z.string(),
  credits: z.string(),
  pendingDebits: z.string(),
  pendingCredits: z.string(),
  /** Posted balance in the account's natural direction (credits − debits for wallets). */
  balance: z.string(),
});
export type TrialBalanceRowWire = z.infer<typeof trialBalanceRowSchema>;

export const trialBalanceResponseSchema = z.object({
  rows: z.array(trialBalanceRowSchema),
  totals: z.object({ debits: z.string(), credits: z.string(), pendingDebits: z.string(), pendingCredits: z.string() }),
  balanced: z.boolean(),
  /** Every broken ledger invariant (empty when the books are sound). */
  violations: z.array(z.string()),
});
export type TrialBalanceResponse = z.infer<typeof trialBalanceResponseSchema>;

export const userLedgerResponseSchema = z.object({
  user: z.object({ id: z.number().int(), email: z.string(), displayName: z.string() }),
  accounts: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      kind: z.string(),
      provider: z.string().nullable(),
      balance: z.string(),
      reserved: z.string(),
      available: z.string(),
    }),
  ),
  transfers: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      code: z.string(),
      phase: z.string(),
      amount: z.string(),
      debitAccount: z.string(),
      creditAccount: z.string(),
      /** in: credits one of the user's accounts; out: debits it. */
      direction: z.enum(['in', 'out']),
      referenceType: z.string().nullable(),
      referenceId: z.string().nullable(),
      description: z.string().nullable(),
    }),
  ),
});
export type UserLedgerResponse = z.infer<typeof userLedgerResponseSchema>;

export const adjustmentBodySchema = z.object({
  userId: z.number().int().min(1).max(2_147_483_647),
  direction: z.enum(['credit', 'debit']),
  amount: wireAmountSchema,
  reason: z.string().trim().min(ADJUSTMENT_REASON_MIN_LENGTH).max(ADJUSTMENT_REASON_MAX_LENGTH),
});
export type AdjustmentBody = z.infer<typeof adjustmentBodySchema>;
export const adjustmentResponseSchema = z.object({ transferId: z.number().int(), balance: z.string(), available: z.string() });
export type AdjustmentResponse = z.infer<typeof adjustmentResponseSchema>;
