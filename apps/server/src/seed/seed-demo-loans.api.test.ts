import { asCents, AUTH_API, INVESTING_API, isoDateOf, toWire } from '@platform/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { investments, investmentScheduleItems, ledgerAccounts, projects, projectScheduleItems, repayments, users } from '../db/schema';
import { ledgerViolations } from '../modules/ledger/ledger.invariants';
import { walletBalance } from '../modules/ledger/ledger.service';
import { MARKET_ENDPOINTS } from '@platform/contract/endpoints';
import { createSessionClient } from '../test/session-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_PROJECTS } from './demo-content';
import { DEMO_BALANCES, DEMO_PASSWORD } from './seed';
import { DEMO_BACKER_EMAILS, demoBackerDepositCents, plannedDemoInvestments } from './seed-demo-loans';

// The demo books add up (decision 0014, "Demo data"). Runs on PGlite, and on PostgreSQL in the DATABASE_URL pass.
let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

async function account(code: string) {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, code)).limit(1);
  return row ?? { debitsPosted: 0, creditsPosted: 0, debitsPending: 0, creditsPending: 0 };
}

describe('demo loans seed', () => {
  it('keeps the statuses and funded amounts the demo content shows (a SECRET or COMING_SOON project holds nothing)', async () => {
    const rows = await db.select().from(projects);
    expect(rows).toHaveLength(DEMO_PROJECTS.length);
    for (const demo of DEMO_PROJECTS) {
      const row = rows.find((r) => r.number === demo.number)!;
      expect(row.status, `#${demo.number}`).toBe(demo.status);
      expect(row.fundedCents, `#${demo.number}`).toBe(demo.fundedCents);
    }
  });

  it('makes every funded amount of live investments and of the money in the escrow or the loan', async () => {
    const rows = await db.select().from(projects).orderBy(asc(projects.number));
    for (const project of rows) {
      const held = await db.select().from(investments).where(eq(investments.projectId, project.id));
      const label = `#${project.number} ${project.status}`;
      const live = held.filter((i) => i.status === 'reflection' || i.status === 'active');
      const kept = held.filter((i) => i.status !== 'revoked' && i.status !== 'refunded');
      const escrow = await account(`escrow:project:${project.id}`);
      const loan = await account(`loan:project:${project.id}`);
      const escrowHeld = escrow.creditsPosted + escrow.creditsPending - escrow.debitsPosted - escrow.debitsPending;
      if (project.status === 'ACTIVE' || project.status === 'REPAID') {
        // Disbursed: the escrow is empty, the loan account received the funded amount.
        expect(sum(kept.map((i) => i.amountCents)), label).toBe(project.fundedCents);
        expect(escrowHeld, label).toBe(0);
        expect(loan.creditsPosted, label).toBe(project.fundedCents);
        const outstanding = sum(kept.map((i) => i.outstandingPrincipalCents));
        expect(loan.creditsPosted - loan.debitsPosted, label).toBe(outstanding);
        expect(project.disbursedAt, label).not.toBeNull();
        if (project.status === 'REPAID') {
          expect(outstanding, label).toBe(0);
          expect(
            kept.every((i) => i.status === 'repaid'),
            label,
          ).toBe(true);
        } else {
          expect(live.length, label).toBe(kept.length);
        }
      } else {
        expect(sum(live.map((i) => i.amountCents)), label).toBe(project.fundedCents);
        expect(escrowHeld, label).toBe(project.fundedCents);
        expect(loan.creditsPosted, label).toBe(0);
        // Holds still pending are exactly the investments still in their reflection period.
        expect(escrow.creditsPending, label).toBe(sum(live.filter((i) => i.status === 'reflection').map((i) => i.amountCents)));
      }
      if (project.status === 'FUNDED') expect(project.fundedCents, label).toBe(project.targetCents);
    }
  });

  it('gives disbursed projects schedules whose parts add up, paid up to today', async () => {
    const today = isoDateOf(new Date());
    const disbursed = await db
      .select()
      .from(projects)
      .where(inArray(projects.status, ['ACTIVE', 'REPAID']));
    expect(disbursed.length).toBeGreaterThanOrEqual(5);
    let paidInstallments = 0;
    for (const project of disbursed) {
      const label = `#${project.number} ${project.status}`;
      const items = await db
        .select()
        .from(projectScheduleItems)
        .where(eq(projectScheduleItems.projectId, project.id))
        .orderBy(asc(projectScheduleItems.installment));
      expect(items.length, label).toBeGreaterThan(0);
      expect(sum(items.map((i) => i.principalCents)), label).toBe(project.fundedCents);
      // Disbursed some months ago: the first installment falls in the past.
      expect(project.disbursedAt!.getTime(), label).toBeLessThan(Date.now() - 30 * 24 * 3600 * 1000);
      const held = await db.select().from(investments).where(eq(investments.projectId, project.id));
      const own = await db
        .select()
        .from(investmentScheduleItems)
        .where(
          inArray(
            investmentScheduleItems.investmentId,
            held.map((h) => h.id),
          ),
        );
      expect(own).toHaveLength(items.length * held.length);
      for (const item of items) {
        const parts = own.filter((o) => o.installment === item.installment);
        expect(sum(parts.map((p) => p.principalCents)), `${label} #${item.installment}`).toBe(item.principalCents);
        expect(sum(parts.map((p) => p.interestCents)), `${label} #${item.installment}`).toBe(item.interestCents);
        expect(sum(parts.map((p) => p.paidPrincipalCents)), `${label} #${item.installment}`).toBe(item.paidPrincipalCents);
        expect(sum(parts.map((p) => p.paidInterestCents)), `${label} #${item.installment}`).toBe(item.paidInterestCents);
        if (project.status === 'REPAID' || item.dueDate < today) {
          expect(item.status, `${label} #${item.installment}`).toBe('paid');
          paidInstallments += 1;
        }
      }
      for (const h of held) {
        const mine = own.filter((o) => o.investmentId === h.id);
        expect(sum(mine.map((o) => o.principalCents))).toBe(h.amountCents);
        expect(h.amountCents - sum(mine.map((o) => o.paidPrincipalCents))).toBe(h.outstandingPrincipalCents);
      }
      const paid = await db.select().from(repayments).where(eq(repayments.projectId, project.id));
      expect(sum(paid.map((r) => r.principalCents)), label).toBe(sum(items.map((i) => i.paidPrincipalCents)));
      expect(sum(paid.map((r) => r.interestCents)), label).toBe(sum(items.map((i) => i.paidInterestCents)));
    }
    // Some ACTIVE installments and every REPAID one were paid.
    expect(paidInstallments).toBeGreaterThan(2);
  });

  it('leaves the ledger consistent and the backers with the planned balances', async () => {
    expect(await ledgerViolations(db)).toEqual([]);
    const deposits = demoBackerDepositCents();
    const plan = plannedDemoInvestments();
    const backers = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [...DEMO_BACKER_EMAILS]));
    for (const [i, email] of DEMO_BACKER_EMAILS.entries()) {
      const backer = backers.find((b) => b.email === email)!;
      const mine = await db.select().from(investments).where(eq(investments.userId, backer.id));
      expect(sum(mine.map((m) => m.amountCents))).toBe(sum(plan.filter((p) => p.backer === i).map((p) => p.amountCents)));
      const received = await db.execute<{ cents: string }>(
        sql`select coalesce(sum(amount), 0)::text as cents from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
            where a.user_id = ${backer.id} and a.kind = 'wallet' and t.code in ('principal', 'interest', 'late_interest') and t.phase = 'posted'`,
      );
      const repaidCents = asCents((received as unknown as { rows: { cents: string }[] }).rows[0]!.cents);
      const balance = await walletBalance(db, backer.id, 'connectPay');
      // Deposit - investments (posted or held) + what repayments paid back.
      expect(balance.available).toBe(deposits[i]! - sum(mine.map((m) => m.amountCents)) + repaidCents);
    }
  });

  it('lets investor2 log in with a funded wallet and no investments', async () => {
    const c = createSessionClient(t.app, { ip: '10.9.0.1' });
    const login = await c.post(AUTH_API.login, { email: 'investor2@demo.invest', password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(200);
    const list = await c.get(INVESTING_API.userInvestments);
    expect(list.statusCode).toBe(200);
    expect(list.json().investments).toEqual([]);
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'investor2@demo.invest'));
    expect(toWire((await walletBalance(db, row!.id, 'connectPay')).available)).toBe(toWire(DEMO_BALANCES.investor2ConnectPayCents));
  });

  it('offers two loan parts on the secondary market, listed by backers through the market service', async () => {
    const guest = createSessionClient(t.app, { ip: '10.9.0.2' });
    const list = await guest.get(MARKET_ENDPOINTS.list.path);
    expect(list.statusCode, list.body).toBe(200);
    const records = list.json().records as { premiumPercent: string; status: string; projectStatus: string; principal: string }[];
    expect(records.map((r) => r.premiumPercent).sort()).toEqual(['-3.00', '1.50']);
    for (const r of records) expect(r).toMatchObject({ status: 'active', projectStatus: 'ACTIVE' });
  });
});
