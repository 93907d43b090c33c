import { z } from 'zod';
import { COMMENT_LIMITS } from './project-page-paths';
import { localeSchema, moneyString, percentString, projectStatusSchema } from './api';

export const borrowerLoanSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  slug: z.string(),
  title: z.string(),
  amount: moneyString,
  status: projectStatusSchema,
  interestRate: percentString,
  termMonths: z.number().int(),
  publishedAt: z.string(),
  disbursedAt: z.string().nullable(),
  /** Installments repaid in full, and how many of them late. */
  paidInstallments: z.number().int(),
  latePaidInstallments: z.number().int(),
  /** Installments due and not paid. */
  overdueInstallments: z.number().int(),
  repaidPrincipal: moneyString,
});
export type BorrowerLoan = z.infer<typeof borrowerLoanSchema>;
export const borrowerLoansHistorySchema = z.object({ loans: z.array(borrowerLoanSchema) });
export type BorrowerLoansHistory = z.infer<typeof borrowerLoansHistorySchema>;

export const projectUpdateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;
export const projectUpdatesSchema = z.object({ updates: z.array(projectUpdateSchema) });
export type ProjectUpdates = z.infer<typeof projectUpdatesSchema>;

export const projectInvestmentEntrySchema = z.object({
  /** "Investor #A3F2": stable per investor within one project, never an id or an email. */
  investor: z.string(),
  amount: moneyString,
  createdAt: z.string(),
  isOwn: z.boolean(),
});
export type ProjectInvestmentEntry = z.infer<typeof projectInvestmentEntrySchema>;
export const projectInvestmentsSchema = z.object({
  investments: z.array(projectInvestmentEntrySchema),
  investorsCount: z.number().int(),
  total: moneyString,
});
export type ProjectInvestments = z.infer<typeof projectInvestmentsSchema>;

/** Kinds a document on the project page may have (the key investment information sheet is generated). */
export const PROJECT_PAGE_DOCUMENT_KINDS = ['kiis', 'agreement', 'valuation', 'other'] as const;
export const projectDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROJECT_PAGE_DOCUMENT_KINDS),
  title: z.string(),
  locale: localeSchema.nullable(),
  version: z.number().int(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  url: z.string(),
});
export type ProjectDocument = z.infer<typeof projectDocumentSchema>;
export const projectDocumentsSchema = z.object({
  documents: z.array(projectDocumentSchema),
  /** Where the key investment information sheet of the current data is downloaded (made on demand). */
  kiisUrl: z.string(),
});
export type ProjectDocuments = z.infer<typeof projectDocumentsSchema>;

export const projectCommentSchema = z.object({
  id: z.number().int(),
  /** Masked like investments: "Investor #A3F2". */
  author: z.string(),
  isOwn: z.boolean(),
  body: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ProjectComment = z.infer<typeof projectCommentSchema>;
export const projectCommentsSchema = z.object({ comments: z.array(projectCommentSchema) });
export type ProjectComments = z.infer<typeof projectCommentsSchema>;

export const postCommentBodySchema = z.object({
  projectId: z.number().int().positive(),
  body: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(COMMENT_LIMITS.min).max(COMMENT_LIMITS.max)),
});
export type PostCommentBody = z.input<typeof postCommentBodySchema>;

export const projectPageScheduleItemSchema = z.object({
  installment: z.number().int(),
  dueDate: z.string(),
  principal: moneyString,
  interest: moneyString,
  total: moneyString,
  paidPrincipal: moneyString,
  paidInterest: moneyString,
  paidLateInterest: moneyString,
  status: z.string(),
  paidAt: z.string().nullable(),
});
export type ProjectPageScheduleItem = z.infer<typeof projectPageScheduleItemSchema>;

export const kiisQuerySchema = z.object({ locale: localeSchema.optional() });
export const projectDocumentParamsSchema = z.object({
  id: z.string().min(1).max(200),
  documentId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The catalogue filter on `/api/get/projects/{set}/{page}`: strings checked by readProjectFilter (400 on anything invalid). */
export const projectsFilterQuerySchema = z
  .object({
    type: z.string().max(200),
    country: z.string().max(200),
    risk: z.string().max(200),
    status: z.string().max(400),
    rateMin: z.string().max(10),
    rateMax: z.string().max(10),
    termMin: z.string().max(10),
    termMax: z.string().max(10),
    sort: z.string().max(20),
  })
  .partial();
