import { z } from 'zod';
import { LIFECYCLE_STATUSES } from './lifecycle-rules';
import { PAGE_NAMESPACES } from './i18n/namespaces';
import { LOCALES } from './locales';
import { moneyString } from './money-schema';

export { API, AUTH_API, MANUAL_KYC_API } from './api-paths';

/** Money in responses (the one definition is in money-schema.ts, beside the request amounts' `moneyAmount`). */
export { moneyString };
/** Percent with two decimals on the wire ("11.50"). */
export const percentString = z.string().regex(/^\d+\.\d{2}$/);

export const localeSchema = z.enum(LOCALES);

/** The loan lifecycle's statuses (one list, in the zod-free lifecycle rules). */
export const PROJECT_STATUSES = LIFECYCLE_STATUSES;
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const REPAYMENT_METHODS = ['ANNUITY', 'INTEREST_ONLY', 'BULLET'] as const;
export const repaymentMethodSchema = z.enum(REPAYMENT_METHODS);

export const PROJECT_SETS = ['FOR_LANDING_PAGE_GATHERING_OR_SECRET', 'FOR_LANDING_PAGE_LAST_THREE', 'ALL'] as const;
export const projectSetSchema = z.enum(PROJECT_SETS);
export type ProjectSet = z.infer<typeof projectSetSchema>;

export const pageParam = z.coerce.number().int().min(1).max(100_000);

export const projectsParamsSchema = z.object({ set: projectSetSchema, page: pageParam });
export const idOrSlugParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const slugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
/** Namespaces a page may load (`ns=account` or `ns=public,account`); email and documents are refused (decision 0026). */
export const pageNamespacesParam = z
  .string()
  .max(100)
  .transform((value) => value.split(','))
  .pipe(z.array(z.enum(PAGE_NAMESPACES)).min(1));
export const translationsQuerySchema = z.object({ locale: localeSchema.optional(), ns: pageNamespacesParam.optional() });

export const riskGroupSchema = z.object({ id: z.number().int(), title: z.string() });
export const countrySchema = z.object({ id: z.number().int(), code: z.string().length(2), title: z.string() });
export const investmentTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  isGreen: z.boolean(),
});

export const photoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const projectSummarySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  status: projectStatusSchema,
  investmentType: investmentTypeSchema,
  riskGroup: riskGroupSchema,
  country: countrySchema,
  interestRate: percentString,
  termMonths: z.number().int(),
  targetAmount: moneyString,
  fundedAmount: moneyString,
  fundedPercent: z.number().int().min(0).max(100),
  minInvestment: moneyString,
  fundingDeadline: z.string().nullable(),
  thumbnail: photoSchema.nullable(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectsPageSchema = z.object({
  projects: z.array(projectSummarySchema),
  projectsCount: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ProjectsPage = z.infer<typeof projectsPageSchema>;

export const projectDataSchema = projectSummarySchema.extend({
  longDescription: z.string(),
  risks: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  repaymentMethod: repaymentMethodSchema,
  maxInvestment: moneyString.nullable(),
  ltv: percentString.nullable(),
  owner: z.object({ name: z.string() }),
  photos: z.array(photoSchema),
  /** Project page facts (issue 6); optional so older answers still parse. */
  collateral: z.string().nullable().optional(),
  propertyClass: z.string().nullable().optional(),
});
export type ProjectData = z.infer<typeof projectDataSchema>;

export const projectResponseSchema = z.object({
  projectData: projectDataSchema,
  userInvestedAmount: moneyString,
});
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

export const projectExistSchema = z.object({
  status: z.enum(['SUCCESS', 'NOT_FOUND']),
  projectStatus: projectStatusSchema.nullable(),
  userIds: z.array(z.number().int()),
});
export type ProjectExist = z.infer<typeof projectExistSchema>;

export const translationsSchema = z.object({
  locale: localeSchema,
  /** The namespaces the texts are from (`public` when the query named none). */
  namespaces: z.array(z.enum(PAGE_NAMESPACES)),
  translations: z.record(z.string(), z.string()),
});

export const maintenanceSchema = z.boolean();
