import { z } from 'zod';
import { MANUAL_KYC_DOCUMENTS, MANUAL_KYC_FIELDS } from './manual-kyc-rules';

export const manualKycRequestSchema = z.object({
  id: z.number().int(),
  fields: z.array(z.enum(MANUAL_KYC_FIELDS)),
  documents: z.array(z.enum(MANUAL_KYC_DOCUMENTS)),
  note: z.string().nullable(),
  status: z.enum(['open', 'answered', 'closed']),
  createdAt: z.string(),
});
export type ManualKycRequest = z.infer<typeof manualKycRequestSchema>;

export const manualKycAnswerBodySchema = z.object({
  id: z.number().int().min(1),
  answers: z.partialRecord(z.enum(MANUAL_KYC_FIELDS), z.string().trim().min(1).max(2000)),
});

export const createManualKycBodySchema = z
  .object({
    fields: z.array(z.enum(MANUAL_KYC_FIELDS)).max(MANUAL_KYC_FIELDS.length),
    documents: z.array(z.enum(MANUAL_KYC_DOCUMENTS)).max(MANUAL_KYC_DOCUMENTS.length),
    note: z.string().trim().max(1000).optional(),
  })
  .refine((b) => b.fields.length + b.documents.length > 0, { path: ['fields'], message: 'ask for at least one field or document' });

export const adminManualKycItemSchema = manualKycRequestSchema.extend({
  userId: z.number().int(),
  email: z.string(),
  answers: z.record(z.string(), z.string()).nullable(),
});
export const adminManualKycListSchema = z.object({ requests: z.array(adminManualKycItemSchema) });
