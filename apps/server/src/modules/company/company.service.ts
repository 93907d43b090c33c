import { type CompanyDetailsBody, type CompanyPerson, type CompanyPersonBody, type CompanyResponse, COMPANY_PERSONS_MAX } from '@platform/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyDetails, companyPersons, countries, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import type { RequestMeta } from '../auth/auth.service';
import { refreshOnboarding } from '../onboarding/onboarding.service';
import { companySummary, type PersonRow, type PersonWithDocument } from './company.facts';

export { companySummary } from './company.facts';

type UserRow = typeof users.$inferSelect;

const toPerson = (row: PersonRow & { documentStatus?: PersonWithDocument['documentStatus'] }): CompanyPerson => ({
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
  documentStatus: row.documentStatus ?? 'none',
});

/**
 * Company data and persons. Every change recomputes onboarding in its transaction
 * (refreshOnboarding), which also stores the company identity step; reads derive it live.
 */
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
        await tx
          .insert(companyDetails)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: companyDetails.userId, set: values });
        await recordAudit(tx, { actorUserId: userId, subjectUserId: userId, action: 'company.details_set', ip: meta.ip, details: { ...body } });
        await refreshOnboarding(tx, userId);
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
        await refreshOnboarding(tx, userId);
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
        await refreshOnboarding(tx, userId);
      });
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
