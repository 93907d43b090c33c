import { z } from 'zod';
import { moneyString, projectStatusSchema } from './api';
import { positiveMoneyAmount } from './money-schema';

/** Zod schemas of the lifecycle API (issue 6, decision 0015). Constants live in lifecycle-rules.ts / lifecycle-paths.ts. */

export const lifecycleProjectParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const changeStatusBodySchema = z.object({
  to: projectStatusSchema,
  reason: z.string().trim().max(1000).optional(),
});

export const repaymentBodySchema = z.object({
  amount: positiveMoneyAmount,
  /** When the borrower's money arrived (defaults to now); decides late interest. */
  receivedAt: z.iso.datetime({ offset: true }).optional(),
});

export const lifecycleProjectSchema = z.object({
  id: z.number().int(),
  status: projectStatusSchema,
  fundedAmount: moneyString,
  disbursedAt: z.string().nullable(),
});
export type LifecycleProject = z.infer<typeof lifecycleProjectSchema>;

export const loanScheduleItemSchema = z.object({
  installment: z.number().int(),
  dueDate: z.string(),
  principal: moneyString,
  interest: moneyString,
  total: moneyString,
  paidPrincipal: moneyString,
  paidInterest: moneyString,
  paidLateInterest: moneyString,
  status: z.enum(['scheduled', 'partial', 'paid', 'overdue']),
  paidAt: z.string().nullable(),
});
export type LoanScheduleItem = z.infer<typeof loanScheduleItemSchema>;

export const projectScheduleResponseSchema = z.object({
  projectId: z.number().int(),
  repaymentMethod: z.string(),
  items: z.array(loanScheduleItemSchema),
});
export type ProjectScheduleResponse = z.infer<typeof projectScheduleResponseSchema>;

export const debtorScheduleResponseSchema = z.object({ paymentScheduleItems: z.array(loanScheduleItemSchema) });

const partsSchema = z.object({ lateInterest: moneyString, interest: moneyString, principal: moneyString });

export const repaymentSplitSchema = partsSchema.extend({
  amount: moneyString,
  maxAmount: moneyString,
  dueNow: moneyString,
  prepaidPrincipal: moneyString,
  lines: z.array(partsSchema.extend({ installment: z.number().int() })),
  holders: z.array(partsSchema.extend({ investmentId: z.number().int(), userId: z.number().int(), name: z.string(), total: moneyString })),
});
export type RepaymentSplit = z.infer<typeof repaymentSplitSchema>;

export const repaymentRecordSchema = partsSchema.extend({
  id: z.number().int(),
  amount: moneyString,
  source: z.string(),
  receivedAt: z.string(),
});

export const repaymentResultSchema = z.object({ repayment: repaymentRecordSchema, split: repaymentSplitSchema, status: projectStatusSchema });
export type RepaymentResult = z.infer<typeof repaymentResultSchema>;

export const repaymentListSchema = z.object({ repayments: z.array(repaymentRecordSchema) });

export const adminLoanSchema = z.object({
  project: lifecycleProjectSchema,
  /** Statuses the operator may pick on the status endpoint (disbursement has its own button). */
  nextStatuses: z.array(projectStatusSchema),
  canDisburse: z.boolean(),
  /**
   * A FUNDED project whose investors may still revoke: the end of the last reflection period, the
   * first instant it can be disbursed (ISO date-time); null otherwise (decision 0024).
   */
  disbursableFrom: z.string().nullable(),
  acceptsRepayment: z.boolean(),
  dueNow: moneyString,
  maxAmount: moneyString,
  schedule: z.array(loanScheduleItemSchema),
});
export type AdminLoan = z.infer<typeof adminLoanSchema>;
