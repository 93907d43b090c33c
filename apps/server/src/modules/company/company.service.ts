import {
  deriveCompanyIdentityStep,
  type CompanyDetails,
  type CompanyDetailsBody,
  type CompanyIdentityStep,
  type CompanyIndustry,
  type CompanyPerson,
  type CompanyPersonBody,
  type CompanyResponse,
  COMPANY_INDUSTRIES,
  COMPANY_PERSONS_MAX,
} from '@platform/contract';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyDetails, companyPersons, countries, userFiles, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import type { RequestMeta } from '../auth/auth.service';

type PersonRow = typeof companyPersons.$inferSelect;
type UserRow = typeof users.$inferSelect;

const toPerson = (row: PersonRow): CompanyPerson => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  birthDate: row.birthDate,
  nationality: row.nationality,
  isDirector: row.isDirector,
  isRepresentative: row.isRepresentative,
  isUbo: row.isUbo,
  ownershipBps: row.ownershipBps,
  createdAt: row.createdAt.toISOString(),
});

const industryOf = (value: string | null): CompanyIndustry | null =>
  value !== null && (COMPANY_INDUSTRIES as readonly string[]).includes(value) ? (value as CompanyIndustry) : null;

async function livePersons(db: Db, userId: number): Promise<PersonRow[]> {
  return db
    .select()
    .from(companyPersons)
    .where(and(eq(companyPersons.userId, userId), isNull(companyPersons.deletedAt)))
    .orderBy(asc(companyPersons.createdAt), asc(companyPersons.id));
}

/**
 * Identity documents of the company's persons. user_files has no person column, so a company's
 * live identity_document uploads are matched to its persons by count (a front and back pair of
 * one document counts once).
 */
async function documentCounts(db: Db, userId: number): Promise<{ documents: number; approvedDocuments: number }> {
  const [row] = await db
    .select({
      documents: sql<number>`count(*)::int`,
      approvedDocuments: sql<number>`count(*) filter (where ${userFiles.reviewStatus} = 'approved')::int`,
    })
    .from(userFiles)
    .where(
      and(
        eq(userFiles.userId, userId),
        eq(userFiles.fileType, 'identity_document'),
        isNull(userFiles.deletedAt),
        or(isNull(userFiles.fileSide), eq(userFiles.fileSide, 'front')),
      ),
    );
  return { documents: Number(row?.documents ?? 0), approvedDocuments: Number(row?.approvedDocuments ?? 0) };
}

/** The company summary of a company user, computed from company_details, company_persons and user_files. */
export async function companySummary(db: Db, user: Pick<UserRow, 'id' | 'companyName' | 'companyRegistrationNumber'>): Promise<{ details: CompanyDetails; persons: PersonRow[] }> {
  const [[details], persons, counts] = await Promise.all([
    db.select().from(companyDetails).where(eq(companyDetails.userId, user.id)).limit(1),
    livePersons(db, user.id),
    documentCounts(db, user.id),
  ]);
  return {
    persons,
    details: {
      name: user.companyName ?? '',
      registrationNumber: user.companyRegistrationNumber ?? '',
      businessActivityIndustry: industryOf(details?.businessActivityIndustry ?? null),
      businessActivitySubIndustry: details?.businessActivitySubIndustry ?? null,
      governmentalLicenseIsLicensed: details?.governmentalLicenseIsLicensed ?? null,
      countryCodeId: details?.countryId ?? null,
      uboCount: persons.filter((p) => p.isUbo).length,
      identityStep: deriveCompanyIdentityStep({ persons, ...counts }),
      ...counts,
    },
  };
}

/**
 * Recomputes and stores the company identity step (company_details.identity_step). Run in the
 * transaction of every change to the company's persons; reads also derive it live, so document
 * uploads and reviews (owned by the files module) show at once.
 */
export async function refreshCompanyIdentityStep(tx: Db, userId: number): Promise<CompanyIdentityStep> {
  const [persons, counts] = await Promise.all([livePersons(tx, userId), documentCounts(tx, userId)]);
  const identityStep = deriveCompanyIdentityStep({ persons, ...counts });
  await tx
    .insert(companyDetails)
    .values({ userId, identityStep })
    .onConflictDoUpdate({ target: companyDetails.userId, set: { identityStep, updatedAt: new Date() } });
  return identityStep;
}

export function createCompanyService(db: Db) {
  async function companyUser(tx: Db, userId: number, lock = false): Promise<UserRow> {
    const query = tx.select().from(users).where(eq(users.id, userId)).limit(1);
    const [user] = lock ? await query.for('update') : await query;
    if (!user) throw notFound('User not found');
    if (user.type !== 'company') throw new AppError('FORBIDDEN', 'Only company accounts have company data');
    return user;
  }

  async function view(tx: Db, user: UserRow): Promise<CompanyResponse> {
    const summary = await companySummary(tx, user);
    return { details: summary.details, persons: summary.persons.map(toPerson) };
  }

  return {
    async get(userId: number): Promise<CompanyResponse> {
      return view(db, await companyUser(db, userId));
    },

    async setDetails(userId: number, body: CompanyDetailsBody, meta: RequestMeta): Promise<CompanyResponse> {
      return db.transaction(async (tx) => {
        const user = await companyUser(tx, userId, true);
        const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, body.countryCodeId)).limit(1);
        if (!country) throw new AppError('VALIDATION_FAILED', 'Unknown country', { countryCodeId: ['invalid'] });
        const values = {
          businessActivityIndustry: body.businessActivityIndustry,
          businessActivitySubIndustry: body.businessActivitySubIndustry,
          governmentalLicenseIsLicensed: body.governmentalLicenseIsLicensed,
          countryId: body.countryCodeId,
          updatedAt: new Date(),
        };
        await tx.insert(companyDetails).values({ userId, ...values }).onConflictDoUpdate({ target: companyDetails.userId, set: values });
        await recordAudit(tx, { actorUserId: userId, subjectUserId: userId, action: 'company.details_set', ip: meta.ip, details: { ...body } });
        await refreshCompanyIdentityStep(tx, userId);
        return view(tx, user);
      });
    },

    async addPerson(userId: number, body: CompanyPersonBody, meta: RequestMeta): Promise<CompanyPerson> {
      return db.transaction(async (tx) => {
        await companyUser(tx, userId, true);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(companyPersons)
          .where(and(eq(companyPersons.userId, userId), isNull(companyPersons.deletedAt)));
        if (Number(count?.n ?? 0) >= COMPANY_PERSONS_MAX) throw new AppError('CONFLICT', 'Too many persons');
        const [row] = await tx
          .insert(companyPersons)
          .values({
            userId,
            firstName: body.firstName,
            lastName: body.lastName,
            birthDate: body.birthDate,
            nationality: body.nationality,
            isDirector: body.isDirector,
            isRepresentative: body.isRepresentative,
            isUbo: body.isUbo,
            ownershipBps: body.isUbo ? (body.ownershipBps ?? null) : null,
          })
          .returning();
        await recordAudit(tx, {
          actorUserId: userId,
          subjectUserId: userId,
          action: 'company.person_added',
          ip: meta.ip,
          details: { personId: row.id, isDirector: row.isDirector, isRepresentative: row.isRepresentative, isUbo: row.isUbo },
        });
        await refreshCompanyIdentityStep(tx, userId);
        return toPerson(row);
      });
    },

    async removePerson(userId: number, personId: number, meta: RequestMeta): Promise<void> {
      await db.transaction(async (tx) => {
        await companyUser(tx, userId, true);
        const [row] = await tx
          .update(companyPersons)
          .set({ deletedAt: new Date() })
          .where(and(eq(companyPersons.id, personId), eq(companyPersons.userId, userId), isNull(companyPersons.deletedAt)))
          .returning({ id: companyPersons.id });
        if (!row) throw notFound('No such person');
        await recordAudit(tx, { actorUserId: userId, subjectUserId: userId, action: 'company.person_removed', ip: meta.ip, details: { personId } });
        await refreshCompanyIdentityStep(tx, userId);
      });
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
