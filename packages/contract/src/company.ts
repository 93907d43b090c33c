import { z } from 'zod';
import { COMPANY_DOCUMENT_STATUSES, COMPANY_IDENTITY_STEPS, COMPANY_INDUSTRIES } from './company-rules';

/** Company data and the people behind a company account (issue 4). */
export const COMPANY_API = {
  company: '/api/user/company',
  persons: '/api/user/company/persons',
  removePerson: (id: number) => `/api/user/company/persons/${id}/remove`,
} as const;

export type CompanyIndustry = (typeof COMPANY_INDUSTRIES)[number];

export type CompanyIdentityStep = (typeof COMPANY_IDENTITY_STEPS)[number];

/** UBOs hold at least 25 % (basis points). */
export const UBO_MIN_OWNERSHIP_BPS = 2500;
export const UBO_MAX_OWNERSHIP_BPS = 10000;
export const COMPANY_PERSONS_MAX = 20;

/** Age in whole years on `today` of someone born on `birthDate` (YYYY-MM-DD); null when not a real date. */
export function ageOn(birthDate: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export const companyDetailsBodySchema = z.object({
  businessActivityIndustry: z.enum(COMPANY_INDUSTRIES),
  businessActivitySubIndustry: z.string().trim().min(2).max(200),
  governmentalLicenseIsLicensed: z.boolean(),
  countryCodeId: z.number().int().min(1).max(2_147_483_647),
});
export type CompanyDetailsBody = z.infer<typeof companyDetailsBodySchema>;

export const companyPersonBodySchema = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    birthDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine((value) => ageOn(value) !== null, 'invalid')
      .refine((value) => (ageOn(value) ?? 0) >= 18, 'not_adult')
      .refine((value) => (ageOn(value) ?? 0) <= 120, 'invalid'),
    nationality: z.string().regex(/^[A-Z]{2}$/),
    isDirector: z.boolean(),
    isRepresentative: z.boolean(),
    isUbo: z.boolean(),
    ownershipBps: z.number().int().min(UBO_MIN_OWNERSHIP_BPS).max(UBO_MAX_OWNERSHIP_BPS).nullish(),
  })
  .refine((b) => b.isDirector || b.isRepresentative || b.isUbo, { path: ['isDirector'], message: 'role_required' })
  .refine((b) => !b.isUbo || b.ownershipBps != null, { path: ['ownershipBps'], message: 'required' });
export type CompanyPersonBody = z.infer<typeof companyPersonBodySchema>;

export const companyPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  nationality: z.string(),
  isDirector: z.boolean(),
  isRepresentative: z.boolean(),
  isUbo: z.boolean(),
  ownershipBps: z.number().int().nullable(),
  createdAt: z.string(),
  /** This person's own identity document (user_files.person_id): none, uploaded, approved, declined. */
  documentStatus: z.enum(COMPANY_DOCUMENT_STATUSES),
});
export type CompanyPerson = z.infer<typeof companyPersonSchema>;

export const companyDetailsSchema = z.object({
  name: z.string(),
  registrationNumber: z.string(),
  businessActivityIndustry: z.enum(COMPANY_INDUSTRIES).nullable(),
  businessActivitySubIndustry: z.string().nullable(),
  governmentalLicenseIsLicensed: z.boolean().nullable(),
  countryCodeId: z.number().int().nullable(),
  uboCount: z.number().int(),
  identityStep: z.enum(COMPANY_IDENTITY_STEPS),
  /** Persons with a live identity document of their own (one per person is needed) and how many of those are approved. */
  documents: z.number().int(),
  approvedDocuments: z.number().int(),
  /** Industry, sub-industry, licence answer and country all given. */
  dataComplete: z.boolean(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

export const companyResponseSchema = z.object({ details: companyDetailsSchema, persons: z.array(companyPersonSchema) });
export type CompanyResponse = z.infer<typeof companyResponseSchema>;

export const companyPersonIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The person id sent with an identity document upload (a multipart field or the upload path's query). */
export const companyPersonIdFieldSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));
