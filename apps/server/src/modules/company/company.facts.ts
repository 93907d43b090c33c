import {
  companyDataComplete,
  companyOnboardingStatus,
  deriveCompanyIdentityStep,
  personDocumentStatus,
  type CompanyDetails,
  type CompanyDocumentStatus,
  type CompanyIdentityStep,
  type CompanyIndustry,
  type CompanyStatus,
  COMPANY_INDUSTRIES,
} from '@platform/contract';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyDetails, companyPersons, userFiles, users } from '../../db/schema';

/**
 * Read-only facts of a company account (company_details, company_persons, user_files), shared by
 * the company service and onboarding. Takes whatever `db` or `tx` the caller holds.
 */
export type PersonRow = typeof companyPersons.$inferSelect;
export type PersonWithDocument = PersonRow & { documentStatus: CompanyDocumentStatus };
type UserRow = typeof users.$inferSelect;

export const IDENTITY_DOCUMENT_TYPE = 'identity_document';

const industryOf = (value: string | null): CompanyIndustry | null =>
  value !== null && (COMPANY_INDUSTRIES as readonly string[]).includes(value) ? (value as CompanyIndustry) : null;

export async function livePersons(db: Db, userId: number): Promise<PersonRow[]> {
  return db
    .select()
    .from(companyPersons)
    .where(and(eq(companyPersons.userId, userId), isNull(companyPersons.deletedAt)))
    .orderBy(asc(companyPersons.createdAt), asc(companyPersons.id));
}

/** The caller's own live person, or null (another account's, removed or unknown). */
export async function ownLivePerson(db: Db, userId: number, personId: number): Promise<PersonRow | null> {
  const [row] = await db
    .select()
    .from(companyPersons)
    .where(and(eq(companyPersons.id, personId), eq(companyPersons.userId, userId), isNull(companyPersons.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Each live person with the status of their own identity document (files linked by user_files.person_id). */
export async function personsWithDocuments(db: Db, userId: number): Promise<PersonWithDocument[]> {
  const persons = await livePersons(db, userId);
  if (persons.length === 0) return [];
  const files = await db
    .select({ personId: userFiles.personId, fileSide: userFiles.fileSide, reviewStatus: userFiles.reviewStatus })
    .from(userFiles)
    .where(
      and(
        eq(userFiles.userId, userId),
        eq(userFiles.fileType, IDENTITY_DOCUMENT_TYPE),
        isNull(userFiles.deletedAt),
        inArray(
          userFiles.personId,
          persons.map((p) => p.id),
        ),
      ),
    )
    .orderBy(desc(userFiles.createdAt), desc(userFiles.id));
  return persons.map((person) => ({ ...person, documentStatus: personDocumentStatus(files.filter((f) => f.personId === person.id)) }));
}

/** The company summary of a company user, computed from company_details, company_persons and user_files. */
export async function companySummary(
  db: Db,
  user: Pick<UserRow, 'id' | 'companyName' | 'companyRegistrationNumber'>,
): Promise<{ details: CompanyDetails; persons: PersonWithDocument[] }> {
  const [[details], persons] = await Promise.all([
    db.select().from(companyDetails).where(eq(companyDetails.userId, user.id)).limit(1),
    personsWithDocuments(db, user.id),
  ]);
  const data = {
    businessActivityIndustry: industryOf(details?.businessActivityIndustry ?? null),
    businessActivitySubIndustry: details?.businessActivitySubIndustry ?? null,
    governmentalLicenseIsLicensed: details?.governmentalLicenseIsLicensed ?? null,
    countryCodeId: details?.countryId ?? null,
  };
  return {
    persons,
    details: {
      name: user.companyName ?? '',
      registrationNumber: user.companyRegistrationNumber ?? '',
      ...data,
      uboCount: persons.filter((p) => p.isUbo).length,
      identityStep: deriveCompanyIdentityStep(persons),
      documents: persons.filter((p) => p.documentStatus === 'uploaded' || p.documentStatus === 'approved').length,
      approvedDocuments: persons.filter((p) => p.documentStatus === 'approved').length,
      dataComplete: companyDataComplete(data),
    },
  };
}

/**
 * The onboarding company fact of a user, storing the company identity step on the way
 * (company_details.identity_step). Called by refreshOnboarding, in the caller's transaction.
 */
export async function refreshCompanyFacts(tx: Db, user: Pick<UserRow, 'id' | 'type' | 'companyName' | 'companyRegistrationNumber'>): Promise<CompanyStatus> {
  if (user.type !== 'company') return 'notApplicable';
  const { details } = await companySummary(tx, user);
  const identityStep: CompanyIdentityStep = details.identityStep;
  await tx.insert(companyDetails).values({ userId: user.id, identityStep }).onConflictDoUpdate({ target: companyDetails.userId, set: { identityStep } });
  return companyOnboardingStatus(true, details.dataComplete, identityStep);
}
