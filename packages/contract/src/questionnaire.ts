import { z } from 'zod';
import { moneyAmount, moneyString as wireMoneyString } from './money-schema';

/** Wire schemas of the investor questionnaire (rules in questionnaire-rules.ts). */

const moneyString = moneyAmount();

export const questionOptionSchema = z.object({ id: z.string(), label: z.string() });
export const questionSchema = z.object({
  id: z.string(),
  section: z.enum(['experience', 'objectives', 'financial', 'risk']),
  kind: z.enum(['choice', 'money']),
  label: z.string(),
  options: z.array(questionOptionSchema),
});

export const questionnaireResultSchema = z.object({
  knowledgePassed: z.boolean(),
  netWorth: wireMoneyString,
  lossCapacity: wireMoneyString,
  riskWarningRequired: z.boolean(),
  answeredAt: z.string(),
  reassessAt: z.string(),
});
export type QuestionnaireResult = z.infer<typeof questionnaireResultSchema>;

export const sophisticatedStatusSchema = z.enum(['none', 'requested', 'approved', 'declined']);

export const questionnaireSetSchema = z.object({
  version: z.number().int(),
  questions: z.array(questionSchema),
  /** The answer still valid (not due for re-assessment), if any. */
  current: questionnaireResultSchema.nullable(),
  sophisticatedStatus: sophisticatedStatusSchema,
});
export type QuestionnaireSet = z.infer<typeof questionnaireSetSchema>;

export const sophisticatedCriteriaBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('natural'),
    grossIncome: moneyString,
    portfolio: moneyString,
    professionalExperience: z.boolean(),
    significantTransactions: z.boolean(),
  }),
  z.object({ kind: z.literal('legal'), ownFunds: moneyString, netTurnover: moneyString, balanceSheet: moneyString }),
]);
export type SophisticatedCriteriaBody = z.infer<typeof sophisticatedCriteriaBodySchema>;

export const setQuestionnaireBodySchema = z.object({
  /** questionId -> option id, or a money string for amount questions. */
  answers: z.record(z.string().min(1).max(64), z.string().max(32)),
  riskWarningAcknowledged: z.boolean().optional(),
  sophisticated: sophisticatedCriteriaBodySchema.optional(),
});
export type SetQuestionnaireBody = z.infer<typeof setQuestionnaireBodySchema>;

/** POST /api/set/debtor-extended-questionnaire: the extended debtor flow's own questionnaire. */
export const setDebtorQuestionnaireBodySchema = z.object({
  answers: z.record(z.string().min(1).max(64), z.string().max(32)),
});
export type SetDebtorQuestionnaireBody = z.infer<typeof setDebtorQuestionnaireBodySchema>;

export const sophisticatedRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  criteria: z.record(z.string(), z.unknown()),
  metCriteria: z.array(z.string()),
  status: z.enum(['requested', 'approved', 'declined']),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type SophisticatedRequest = z.infer<typeof sophisticatedRequestSchema>;

export const sophisticatedRequestListSchema = z.object({ requests: z.array(sophisticatedRequestSchema) });

export const sophisticatedDecisionBodySchema = z.object({
  approve: z.boolean(),
  reason: z.string().trim().max(1000).optional(),
});
