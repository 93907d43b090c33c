import { randomUUID } from 'node:crypto';
import { toCents, AUTH_API, INVESTING_API, LIFECYCLE_API } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { countries, investments, investmentTypes, projects, riskGroups, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerViolations } from '../ledger/ledger.invariants';
import { escrowAccount, walletBalance } from '../ledger/ledger.service';
import { createLifecycleService } from './lifecycle.service';

/**
 * Issue 10 item 12 (decision 0024): the ECSP reflection period cannot be cut short. Disbursement
 * waits until every reflection period of the project has ended; the refusal says from when it is
 * possible, and investors keep their right to revoke until then. Runs on PGlite and PostgreSQL.
 */

let t: TestApp;
let db: Db;
let operator: SessionClient;
let first: { c: SessionClient; id: number };
let second: { c: SessionClient; id: number };
let operatorId: number;

const key = () => ({ 'idempotency-key': `test-${randomUUID()}` });

async function login(email: string, ip: string) {
  const c = createSessionClient(t.app, { ip });
  expect((await c.post(AUTH_API.login, { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { c, id: row!.id };
}

async function openProject(targetCents: number): Promise<number> {
  const [rg] = await db.select().from(riskGroups).limit(1);
  const [it] = await db.select().from(investmentTypes).limit(1);
  const [co] = await db.select().from(countries).limit(1);
  const [debtor] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'debtor@demo.invest'));
  const number = 95_000 + Math.floor(Math.random() * 4_000);
  const [row] = await db
    .insert(projects)
    .values({
      number,
      slug: `reflection-${number}`,
      status: 'GATHERING',
      investmentTypeId: it!.id,
      riskGroupId: rg!.id,
      countryId: co!.id,
      ownerUserId: debtor!.id,
      ownerName: 'Debtor',
      interestRateBps: 1200,
      termMonths: 6,
      repaymentMethod: 'ANNUITY',
      targetCents: toCents(targetCents),
      minInvestmentCents: toCents(100),
    })
    .returning({ id: projects.id });
  return row!.id;
}

async function invest(who: { c: SessionClient }, projectId: number, amount: string): Promise<{ id: number; reflectionEndsAt: string }> {
  const res = await who.c.post(INVESTING_API.invest, { projectId, amount, acknowledgeLargeAmount: true }, key());
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().investmentId as number;
  const detail = (await who.c.get(INVESTING_API.detail(id))).json();
  expect(detail.status).toBe('reflection');
  return { id, reflectionEndsAt: detail.reflectionEndsAt };
}

async function statusOf(projectId: number): Promise<string> {
  const [p] = await db.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId));
  return p!.status;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const op = await login('operator@demo.invest', '198.51.100.70');
  operator = op.c;
  operatorId = op.id;
  first = await login('investor@demo.invest', '198.51.100.71');
  second = await login('investor2@demo.invest', '198.51.100.72');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('disbursement waits for every reflection period', () => {
  it('refuses with the date while investors may revoke, keeps revocation working, disburses once the last period ended', async () => {
    const projectId = await openProject(150_000);
    const a = await invest(first, projectId, '1000.00');
    const b = await invest(second, projectId, '500.00');
    expect(await statusOf(projectId)).toBe('FUNDED');
    const lastEnd = [a.reflectionEndsAt, b.reflectionEndsAt].sort().at(-1)!;

    // The status action says why and from when.
    const loan = (await operator.get(LIFECYCLE_API.adminLoan(projectId))).json();
    expect(loan).toMatchObject({ canDisburse: false, disbursableFrom: lastEnd, project: { status: 'FUNDED' } });

    // Disbursing now is refused with the date; nothing moves.
    const refused = await operator.post(LIFECYCLE_API.disburse(projectId), {}, key());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DISBURSEMENT_REFLECTION_PENDING', fieldErrors: { disbursableFrom: [lastEnd] } });
    expect(await statusOf(projectId)).toBe('FUNDED');
    const held = await db.select({ status: investments.status }).from(investments).where(eq(investments.projectId, projectId));
    expect(held.map((h) => h.status)).toEqual(['reflection', 'reflection']);
    const stillHeld = await escrowAccount(db, projectId);
    expect(stillHeld.creditsPending - stillHeld.debitsPending).toBe(150_000);
    expect(stillHeld.debitsPosted).toBe(0);

    // The investor's right to revoke is intact after the refused disbursement.
    const before = await walletBalance(db, second.id);
    const revoked = await second.c.post(INVESTING_API.revoke(b.id), {}, key());
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ investmentId: b.id, status: 'revoked' });
    expect((await walletBalance(db, second.id)).available).toBe(before.available + 50_000);
    expect(await statusOf(projectId)).toBe('GATHERING');

    // Filled again; the new investment starts a new period, which holds the loan back in turn.
    const c = await invest(second, projectId, '500.00');
    expect(await statusOf(projectId)).toBe('FUNDED');
    const end = [a.reflectionEndsAt, c.reflectionEndsAt].sort().at(-1)!;
    expect((await operator.get(LIFECYCLE_API.adminLoan(projectId))).json().disbursableFrom).toBe(end);

    // An injected clock: one millisecond before the last period ends is still too early…
    const at = (ms: number) => createLifecycleService({ db, now: () => new Date(new Date(end).getTime() + ms) });
    await expect(at(-1).disburse(operatorId, projectId, `early-${randomUUID()}`)).rejects.toMatchObject({ code: 'DISBURSEMENT_REFLECTION_PENDING' });
    expect((await at(-1).adminLoan(projectId)).canDisburse).toBe(false);
    // …from the end on, the loan goes out and every hold is posted.
    expect(await at(0).adminLoan(projectId)).toMatchObject({ canDisburse: true, disbursableFrom: null });
    const disbursed = await at(0).disburse(operatorId, projectId, `on-time-${randomUUID()}`);
    expect(disbursed.body.project).toMatchObject({ status: 'ACTIVE', disbursedAt: end });
    const rows = await db.select({ id: investments.id, status: investments.status }).from(investments).where(eq(investments.projectId, projectId));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [a.id]: 'active', [b.id]: 'revoked', [c.id]: 'active' });
    const escrow = await escrowAccount(db, projectId);
    expect(escrow.creditsPending - escrow.debitsPending).toBe(0);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
