// Zod-free: browser code imports these without pulling zod in.
/** Business activity industries (translated under company.industry.*); the sub-industry is free text. */
export const COMPANY_INDUSTRIES = [
  'agriculture',
  'construction',
  'real_estate',
  'manufacturing',
  'trade',
  'transport',
  'energy',
  'technology',
  'finance',
  'services',
  'other',
] as const;
/** Company identity step: persons → documents → review → completed. */
export const COMPANY_IDENTITY_STEPS = ['persons', 'documents', 'review', 'completed'] as const;

/** Multipart field (or `?person_id=` on the upload path) linking an identity document to a company person. */
export const UPLOAD_FIELD_PERSON_ID = 'person_id';

/** A company person's identity document, from the latest live file of each side. */
export const COMPANY_DOCUMENT_STATUSES = ['none', 'uploaded', 'approved', 'declined'] as const;
export type CompanyDocumentStatus = (typeof COMPANY_DOCUMENT_STATUSES)[number];

/**
 * One person's document status from their live identity_document files, NEWEST FIRST. Only the
 * newest file of each side counts (a new upload replaces a declined one): none without files,
 * declined when a side's newest file was declined, approved when every side's newest file was
 * approved, uploaded otherwise (waiting for an operator).
 */
export function personDocumentStatus(filesNewestFirst: readonly { fileSide: string | null; reviewStatus: string }[]): CompanyDocumentStatus {
  const latest = new Map<string, string>();
  for (const file of filesNewestFirst) {
    const side = file.fileSide ?? '';
    if (!latest.has(side)) latest.set(side, file.reviewStatus);
  }
  if (latest.size === 0) return 'none';
  const statuses = [...latest.values()];
  if (statuses.includes('declined')) return 'declined';
  if (statuses.every((s) => s === 'approved')) return 'approved';
  return 'uploaded';
}

interface PersonRoles {
  isDirector: boolean;
  isRepresentative: boolean;
  isUbo: boolean;
}

/** Persons step done: at least one director and at least one UBO or representative. */
export function companyPersonsComplete(persons: readonly PersonRoles[]): boolean {
  return persons.some((p) => p.isDirector) && persons.some((p) => p.isUbo || p.isRepresentative);
}

/**
 * The company identity step from the live persons and each one's own document status
 * (user_files.person_id): persons until the roles are covered, documents while someone has no
 * document (or a declined one), review while one waits for an operator, completed when every
 * person's document is approved.
 */
export function deriveCompanyIdentityStep(
  persons: readonly (PersonRoles & { documentStatus: CompanyDocumentStatus })[],
): (typeof COMPANY_IDENTITY_STEPS)[number] {
  if (!companyPersonsComplete(persons)) return 'persons';
  if (persons.some((p) => p.documentStatus === 'none' || p.documentStatus === 'declined')) return 'documents';
  if (persons.some((p) => p.documentStatus === 'uploaded')) return 'review';
  return 'completed';
}

/** Company data step done: industry, sub-industry, the licence answer and the country are all given. */
export function companyDataComplete(details: {
  businessActivityIndustry: string | null;
  businessActivitySubIndustry: string | null;
  governmentalLicenseIsLicensed: boolean | null;
  countryCodeId: number | null;
}): boolean {
  return (
    Boolean(details.businessActivityIndustry) &&
    Boolean(details.businessActivitySubIndustry?.trim()) &&
    details.governmentalLicenseIsLicensed !== null &&
    details.countryCodeId !== null
  );
}

/** The onboarding company fact (see deriveOnboarding): complete when the data is given and the identity step completed. */
export function companyOnboardingStatus(
  isCompany: boolean,
  dataComplete: boolean,
  identityStep: (typeof COMPANY_IDENTITY_STEPS)[number],
): 'notApplicable' | 'incomplete' | 'complete' {
  if (!isCompany) return 'notApplicable';
  return dataComplete && identityStep === 'completed' ? 'complete' : 'incomplete';
}
