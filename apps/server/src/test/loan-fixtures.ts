import { randomUUID } from 'node:crypto';
import { AUTH_API, toCents } from '@platform/contract';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, queryRows } from '../db/client';
import { countries, investments, projects, questionnaireAnswers, riskGroups, users } from '../db/schema';
import { clearingAccount, escrowAccount, transfer, walletAccount } from '../modules/ledger/ledger.service';
import { createLifecycleService } from '../modules/lifecycle/lifecycle.service';
import { DEMO_PASSWORD } from '../seed/seed';
import { createSessionClient, type SessionClient } from './session-client';
import type { TestApp } from './test-app';

/**
 * Loans for API tests built through the real modules where it matters (disbursement, the ledger)
 * and written directly where the test needs a past date: verified investors with a session,
 * deposits, GATHERING projects, investments dated in the past, disbursement on a given day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TestUser {
  id: number;
  email: string;
  c: SessionClient;
}

export interface ProjectSpec {
  country: string;
  green: boolean;
  risk: string;
  rateBps: number;
  termMonths: number;
  method?: 'INTEREST_ONLY' | 'BULLET' | 'ANNUITY';
  /** Target in cents. */
  target: number;
  minCents?: number;
}

export function loanFixtures(t: TestApp, options: { projectNumbersFrom: number; ipBlock: number; slugPrefix?: string }) {
  const db: Db = t.database.db;
  let ip = 0;
  let projectSeq = options.projectNumbersFrom;

  const idOf = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  return {
    db,
    idOf,

    /** A verified investor who answered the questionnaire (net worth EUR 100,000), logged in from its own IP. */
    async makeInvestor(label: string): Promise<TestUser> {
      const [demo] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'investor@demo.invest'));
      const [row] = await db
        .insert(users)
        .values({
          email: `${label}-${randomUUID().slice(0, 8)}@example.com`,
          passwordHash: demo!.hash,
          displayName: label,
          identifyStatus: 'approved',
          registrationStep: 'completed',
          verificationStep: 'completedVerification',
          questionsAnswered: true,
        })
        .returning({ id: users.id, email: users.email });
      await db.insert(questionnaireAnswers).values({
        userId: row!.id,
        version: 1,
        answers: { test: true },
        knowledgePassed: true,
        netWorthCents: toCents(10_000_000),
        lossCapacityCents: toCents(1_000_000),
        reassessAt: new Date(Date.now() + 700 * DAY_MS),
      });
      ip += 1;
      const c = createSessionClient(t.app, { ip: `198.51.${options.ipBlock}.${ip}` });
      expect((await c.post(AUTH_API.login, { email: row!.email, password: DEMO_PASSWORD })).statusCode).toBe(200);
      return { id: row!.id, email: row!.email, c };
    },

    /** A logged-in demo account (operator@demo.invest, …). */
    async login(email: string): Promise<TestUser> {
      ip += 1;
      const c = createSessionClient(t.app, { ip: `198.51.${options.ipBlock}.${ip}` });
      expect((await c.post(AUTH_API.login, { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
      return { id: await idOf(email), email, c };
    },

    async deposit(userId: number, cents: number): Promise<void> {
      await db.transaction(async (tx) => {
        const wallet = await walletAccount(tx, userId);
        const clearing = await clearingAccount(tx, 'connectPay');
        await transfer(tx, {
          debitAccountId: clearing.id,
          creditAccountId: wallet.id,
          amount: toCents(cents),
          code: 'deposit',
          idempotencyKey: `test-deposit-${randomUUID()}`,
        });
      });
    },

    /** A GATHERING project of the demo debtor. */
    async makeProject(o: ProjectSpec): Promise<number> {
      const [rg] = await db.select().from(riskGroups).where(eq(riskGroups.code, o.risk));
      const [co] = await db.select().from(countries).where(eq(countries.code, o.country));
      projectSeq += 1;
      const [row] = await db
        .insert(projects)
        .values({
          number: projectSeq,
          slug: `${options.slugPrefix ?? 'fixture'}-${projectSeq}`,
          status: 'GATHERING',
          investmentTypeId: o.green ? 3 : 1,
          riskGroupId: rg!.id,
          countryId: co!.id,
          ownerUserId: await idOf('debtor@demo.invest'),
          ownerName: 'Debtor',
          interestRateBps: o.rateBps,
          termMonths: o.termMonths,
          repaymentMethod: o.method ?? 'INTEREST_ONLY',
          targetCents: toCents(o.target),
          minInvestmentCents: toCents(o.minCents ?? 100),
          lateInterestRateBps: 3650,
        })
        .returning({ id: projects.id });
      return row!.id;
    },

    /** A posted investment made at `at` (the investing module's row and ledger leg, dated in the past). */
    async investAt(projectId: number, userId: number, cents: number, at: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const wallet = await walletAccount(tx, userId);
        const escrow = await escrowAccount(tx, projectId);
        const [next] = await queryRows<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('investments', 'id'))::int AS id`);
        const id = Number(next!.id);
        await transfer(tx, {
          debitAccountId: wallet.id,
          creditAccountId: escrow.id,
          amount: toCents(cents),
          code: 'investment',
          idempotencyKey: `test-inv-${id}`,
          referenceType: 'investment',
          referenceId: id,
        });
        await tx
          .insert(investments)
          .values({ id, projectId, userId, amountCents: toCents(cents), outstandingPrincipalCents: toCents(cents), status: 'active', createdAt: at });
        await tx
          .update(projects)
          .set({ fundedCents: sql`${projects.fundedCents} + ${cents}` })
          .where(eq(projects.id, projectId));
        return id;
      });
    },

    /** FUNDED, then disbursed at `at` by the lifecycle service with its clock set there. */
    async disburseAt(projectId: number, at: Date): Promise<void> {
      await db.update(projects).set({ status: 'FUNDED' }).where(eq(projects.id, projectId));
      await createLifecycleService({ db, now: () => at }).disburse(await idOf('operator@demo.invest'), projectId, `test-${randomUUID()}`);
    },
  };
}

export const idempotencyKey = () => ({ 'idempotency-key': `test-${randomUUID()}` });

/** Calendar arithmetic on YYYY-MM-DD without any time zone. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
