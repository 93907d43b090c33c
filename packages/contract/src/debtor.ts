import { z } from 'zod';
import { moneyString, projectStatusSchema } from './api';
import { moneyAmount } from './money-schema';
import { SANDBOX_MAX_REPAYMENT_CENTS } from './debtor-paths';

/** Zod schemas of the debtor side (issue 6, decision 0019). Constants live in debtor-paths.ts. */

/** Where a borrower sends repayments: the platform's repayment account at connectPay and the project's reference. */
export const repaymentInstructionsSchema = z.object({
  iban: z.string(),
  bic: z.string(),
  bankName: z.string(),
  holderName: z.string(),
  reference: z.string(),
  /** True when the provider is the built-in sandbox (the simulate-a-transfer form is offered). */
  sandbox: z.boolean(),
});
export type RepaymentInstructions = z.infer<typeof repaymentInstructionsSchema>;

export const debtorProjectSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: projectStatusSchema,
  targetAmount: moneyString,
  fundedAmount: moneyString,
  interestRateBps: z.number().int(),
  termMonths: z.number().int(),
  repaymentMethod: z.string(),
  disbursedAt: z.string().nullable(),
  /** Principal not repaid yet (0.00 before disbursement). */
  outstandingPrincipal: moneyString,
  /** The first unsettled installment: its due date and what is left of it (with late interest). */
  nextInstallment: z.object({ installment: z.number().int(), dueDate: z.string(), amount: moneyString }).nullable(),
  /** Unpaid installments past their due date, with late interest accrued so far. */
  overdueAmount: moneyString,
  /** What settles everything due now (overdue plus the next installment). */
  dueNow: moneyString,
  /** The largest transfer the loan takes now (everything due plus all remaining principal). */
  maxRepayment: moneyString,
  acceptsRepayment: z.boolean(),
  repayment: repaymentInstructionsSchema,
});
export type DebtorProject = z.infer<typeof debtorProjectSchema>;

/** GET /api/debtor-projects */
export const debtorProjectsResponseSchema = z.object({ projects: z.array(debtorProjectSchema) });
export type DebtorProjectsResponse = z.infer<typeof debtorProjectsResponseSchema>;

/** POST /api/set/sandbox/debtor-repayment */
export const sandboxDebtorRepaymentBodySchema = z.object({
  projectId: z.number().int().positive().max(2_147_483_647),
  amount: moneyAmount({
    min: 1,
    max: SANDBOX_MAX_REPAYMENT_CENTS,
    message: 'A positive amount with two decimals, e.g. 100.00',
    tooSmall: 'The amount must be above 0',
    tooLarge: 'At most 10000000.00 per sandbox transfer',
  }),
});
export type SandboxDebtorRepaymentBody = z.infer<typeof sandboxDebtorRepaymentBodySchema>;

export const sandboxDebtorRepaymentResponseSchema = z.object({
  projectId: z.number().int(),
  amount: moneyString,
  /** The part applied to the loan (paid to the holders). */
  repaid: moneyString,
  /** The part the loan could not take, credited to the borrower's wallet (decision 0019). */
  credited: moneyString,
  status: projectStatusSchema,
  project: debtorProjectSchema,
});
export type SandboxDebtorRepaymentResponse = z.infer<typeof sandboxDebtorRepaymentResponseSchema>;
