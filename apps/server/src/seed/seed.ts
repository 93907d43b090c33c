import { LOCALES } from '@platform/contract';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  countries,
  investmentTypes,
  projectPhotos,
  projects,
  projectTranslations,
  projectVisibleUsers,
  riskGroups,
  users,
} from '../db/schema';
import { DEMO_COUNTRY_CODES, DEMO_INVESTMENT_TYPES, DEMO_PROJECTS, DEMO_RISK_GROUPS } from './demo-content';

export const DEMO_PASSWORD = 'Demo-invest-2026';

export const DEMO_ACCOUNTS = [
  { key: 'operator', email: 'operator@demo.invest', role: 'operator', isDebtor: false, onboarded: true, displayName: 'Olivia Operator', note: 'back office operator' },
  { key: 'investor', email: 'investor@demo.invest', role: 'investor', isDebtor: false, onboarded: true, displayName: 'Viktoras Investor', note: 'verified investor with a balance' },
  { key: 'fresh', email: 'new@demo.invest', role: 'investor', isDebtor: false, onboarded: false, displayName: 'Nora Newcomer', note: 'fresh investor, onboarding not started' },
  { key: 'debtor', email: 'debtor@demo.invest', role: 'investor', isDebtor: true, onboarded: true, displayName: 'UAB Saulės Parkai', note: 'debtor (borrower) owning demo projects' },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Risk groups, loan types and countries: the reference data every installation needs. Idempotent. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(riskGroups)
      .values(DEMO_RISK_GROUPS.map((g) => ({ code: g.code, sortOrder: g.sortOrder })))
      .onConflictDoNothing();
    await tx
      .insert(investmentTypes)
      .values(DEMO_INVESTMENT_TYPES.map((t) => ({ id: t.id, code: t.code, isGreen: t.isGreen, titles: t.titles })))
      .onConflictDoNothing();
    await tx
      .insert(countries)
      .values(DEMO_COUNTRY_CODES.map((code) => ({ code })))
      .onConflictDoNothing();
  });
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select (select count(*) from projects)::int + (select count(*) from users)::int as n`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n ?? 0) === 0;
}

/** Demo projects and accounts, in one transaction, relative to `now`. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<void> {
  await seedReference(db);
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const createdUsers = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a) => ({
          email: a.email,
          passwordHash,
          role: a.role,
          isDebtor: a.isDebtor,
          displayName: a.displayName,
          ...(a.onboarded ? { registrationStep: 'completed', verificationStep: 'completedVerification', questionsAnswered: true, identifyStatus: 'approved' } : {}),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = (key: (typeof DEMO_ACCOUNTS)[number]['key']) =>
      createdUsers.find((u) => u.email === DEMO_ACCOUNTS.find((a) => a.key === key)!.email)!.id;

    const groups = await tx.select().from(riskGroups);
    const countryRows = await tx.select().from(countries);

    for (const [index, demo] of DEMO_PROJECTS.entries()) {
      const [row] = await tx
        .insert(projects)
        .values({
          number: demo.number,
          slug: demo.slug,
          status: demo.status,
          investmentTypeId: demo.investmentTypeId,
          riskGroupId: groups.find((g) => g.code === demo.riskGroup)!.id,
          countryId: countryRows.find((c) => c.code === demo.countryCode)!.id,
          ownerUserId: userId('debtor'),
          ownerName: demo.ownerName,
          interestRateBps: demo.interestRateBps,
          termMonths: demo.termMonths,
          repaymentMethod: demo.repaymentMethod,
          targetCents: demo.targetCents,
          fundedCents: demo.fundedCents,
          minInvestmentCents: demo.minInvestmentCents,
          maxInvestmentCents: demo.maxInvestmentCents,
          ltvBps: demo.ltvBps,
          fundingDeadline: demo.fundingDeadlineInDays === null ? null : new Date(now.getTime() + demo.fundingDeadlineInDays * DAY_MS),
          // Later entries of the list are older: the list reads newest first.
          publishedAt: new Date(now.getTime() - index * DAY_MS),
        })
        .returning({ id: projects.id });
      await tx.insert(projectTranslations).values(LOCALES.map((locale) => ({ projectId: row.id, locale, ...demo.texts[locale] })));
      if (demo.photos.length > 0) {
        await tx.insert(projectPhotos).values(
          demo.photos.map((photo, position) => ({
            projectId: row.id,
            position,
            url: photo.file,
            thumbnailUrl: photo.thumbFile,
            width: photo.width,
            height: photo.height,
            alt: photo.alt,
          })),
        );
      }
      if (demo.visibleToDemoInvestorOnly) {
        await tx.insert(projectVisibleUsers).values({ projectId: row.id, userId: userId('investor') });
      }
    }
  });
}
