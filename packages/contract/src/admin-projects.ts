import { z } from 'zod';
import { PROJECT_DOCUMENT_KINDS, PROJECT_UPDATE_KINDS, UNFUNDED_POLICIES, ADMIN_PROJECTS_PAGE_SIZE, MAX_VISIBLE_USERS } from './admin-projects-paths';
import { isValidSlug, percentToBps } from './admin-projects-rules';
import { moneyString, percentString, projectStatusSchema, repaymentMethodSchema } from './api';
import { moneyAmount } from './money-schema';
import { LOCALES } from './locales';

/** Back-office project editor (issue 6, decision 0017): request and answer schemas. */

const id = z.number().int().min(1).max(2_147_483_647);
const idParam = z.coerce.number().int().min(1).max(2_147_483_647);

export const adminProjectParamsSchema = z.object({ id: idParam });
export const adminProjectPhotoParamsSchema = z.object({ id: idParam, photoId: idParam });
export const adminProjectDocumentParamsSchema = z.object({ id: idParam, documentId: idParam });
export const adminProjectUpdateParamsSchema = z.object({ id: idParam, updateId: idParam });
export const adminProjectCommentParamsSchema = z.object({ id: idParam, commentId: idParam });
export const projectPhotoFileParamsSchema = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/) });

export const adminProjectsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: projectStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminProjectsQuery = z.infer<typeof adminProjectsQuerySchema>;

export const adminProjectRowSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: projectStatusSchema,
  targetAmount: moneyString,
  fundedAmount: moneyString,
  fundedPercent: z.number().int().min(0).max(100),
  fundingDeadline: z.string().nullable(),
});
export type AdminProjectRow = z.infer<typeof adminProjectRowSchema>;

export const adminProjectsPageSchema = z.object({
  projects: z.array(adminProjectRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(ADMIN_PROJECTS_PAGE_SIZE),
});
export type AdminProjectsPage = z.infer<typeof adminProjectsPageSchema>;

/** A positive amount as two-decimal string ("1000.00"); the web form normalises what people type. */
const positiveMoney = moneyAmount({ min: 1, message: 'adminProjects.error.amount' });
const percentInput = z.string().refine((v) => percentToBps(v) !== null, 'adminProjects.error.percent');
const optionalText = (max: number) => z.string().trim().max(max).nullable();

/** Every fact of a project (create and update send all of them). */
export const projectFactsSchema = z.object({
  number: id,
  slug: z.string().trim().refine(isValidSlug, 'adminProjects.error.slug'),
  investmentTypeId: id,
  riskGroupId: id,
  countryId: id,
  ownerUserId: id.nullable(),
  ownerName: z.string().trim().min(1).max(200),
  interestRate: percentInput,
  lateInterestRate: percentInput,
  termMonths: z.number().int().min(1).max(600),
  repaymentMethod: repaymentMethodSchema,
  targetAmount: positiveMoney,
  minInvestment: positiveMoney,
  maxInvestment: positiveMoney.nullable(),
  fundingDeadline: z.iso.datetime({ offset: true }).nullable(),
  unfundedPolicy: z.enum(UNFUNDED_POLICIES),
  ltv: percentInput.nullable(),
  collateral: optionalText(2000),
  propertyClass: optionalText(200),
  defaultAfterDays: z.number().int().min(1).max(3650),
});
export type ProjectFacts = z.infer<typeof projectFactsSchema>;

export const projectTextSchema = z.object({
  title: z.string().trim().min(1).max(200),
  shortDescription: z.string().trim().max(1000),
  longDescription: z.string().trim().max(20_000),
  risks: z.string().trim().max(20_000),
  metaTitle: z.string().trim().max(200),
  metaDescription: z.string().trim().max(500),
});
export type ProjectText = z.infer<typeof projectTextSchema>;

/** English is required; a missing locale falls back to English on the public pages. */
export const projectTextsSchema = z.object({
  en: projectTextSchema,
  lt: projectTextSchema.optional(),
  pl: projectTextSchema.optional(),
  lv: projectTextSchema.optional(),
  bg: projectTextSchema.optional(),
  pt: projectTextSchema.optional(),
});
export type ProjectTexts = z.infer<typeof projectTextsSchema>;
export const projectTextsBodySchema = z.object({ texts: projectTextsSchema });

/** Per-locale short texts (alt text, update titles): en required unless said otherwise. */
const localized = (max: number, enRequired: boolean) =>
  z.object({
    en: enRequired ? z.string().trim().min(1).max(max) : z.string().trim().max(max).optional(),
    ...Object.fromEntries(LOCALES.filter((l) => l !== 'en').map((l) => [l, z.string().trim().max(max).optional()])),
  }) as z.ZodType<Record<string, string | undefined> & { en: string }>;

export const photoAltBodySchema = z.object({ alt: localized(300, false) });
export const photoOrderBodySchema = z.object({ photoIds: z.array(id).max(200) });

export const adminPhotoSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.record(z.string(), z.string()),
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

export const adminDocumentKindSchema = z.enum(PROJECT_DOCUMENT_KINDS);
export const projectDocumentFieldsSchema = z.object({
  kind: adminDocumentKindSchema,
  title: z.string().trim().min(1).max(200),
  locale: z.enum(LOCALES).nullable(),
});

export const adminProjectDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  locale: z.string().nullable(),
  version: z.number().int(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type AdminProjectDocument = z.infer<typeof adminProjectDocumentSchema>;

export const visibleUsersBodySchema = z.object({ userIds: z.array(id).max(MAX_VISIBLE_USERS) });

/** Facts as the editor shows them (same wire shapes as the input). */
export const adminProjectSchema = projectFactsSchema.extend({
  slug: z.string(),
  id: z.number().int(),
  status: projectStatusSchema,
  fundedAmount: moneyString,
  interestRate: percentString,
  lateInterestRate: percentString,
  ltv: percentString.nullable(),
  termsLocked: z.boolean(),
  texts: z.record(z.string(), projectTextSchema.extend({ title: z.string() })),
  photos: z.array(adminPhotoSchema),
  documents: z.array(adminProjectDocumentSchema),
  visibleUserIds: z.array(z.number().int()),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

export const adminProjectOptionsSchema = z.object({
  investmentTypes: z.array(z.object({ id: z.number().int(), title: z.string() })),
  riskGroups: z.array(z.object({ id: z.number().int(), title: z.string() })),
  countries: z.array(z.object({ id: z.number().int(), code: z.string(), title: z.string() })),
  debtors: z.array(z.object({ id: z.number().int(), email: z.string(), name: z.string() })),
});
export type AdminProjectOptions = z.infer<typeof adminProjectOptionsSchema>;

export const createdProjectSchema = z.object({ id: z.number().int() });

export const projectUpdateBodySchema = z.object({
  kind: z.enum(PROJECT_UPDATE_KINDS),
  title: localized(200, true),
  body: localized(20_000, true),
});
export const projectUpdateEditBodySchema = projectUpdateBodySchema.omit({ kind: true });

export const adminProjectUpdateSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROJECT_UPDATE_KINDS),
  title: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type AdminProjectUpdate = z.infer<typeof adminProjectUpdateSchema>;
export const adminProjectUpdatesSchema = z.object({ updates: z.array(adminProjectUpdateSchema) });

export const adminCommentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userEmail: z.string(),
  body: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;
export const adminCommentsSchema = z.object({ comments: z.array(adminCommentSchema) });
export const commentAnswerBodySchema = z.object({ answer: z.string().trim().min(1).max(5000) });
export const commentHideBodySchema = z.object({ hidden: z.boolean() });

export const notifiedSchema = z.object({ id: z.number().int(), notified: z.number().int() });
