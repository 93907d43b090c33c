import { randomUUID } from 'node:crypto';
import {
  addCents,
  type Cents,
  fromWire,
  subCents,
  sumCents,
  toCents,
  addMonths,
  AUTH_API,
  isoDateOf,
  LIFECYCLE_API,
  lateInterest,
  toWire,
} from '@platform/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import {
  auditLog,
  countries,
  investments,
  investmentScheduleItems,
  investmentTypes,
  jobRuns,
  notifications,
  projects,
  projectScheduleItems,
  riskGroups,
  users,
} from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fundingDeadlineJob, LIFECYCLE_JOBS, overdueJob } from '../jobs/lifecycle.jobs';
import { runClaimed } from '../jobs/scheduler';
import { ledgerViolations } from '../ledger/ledger.invariants';
import { clearingAccount, escrowAccount, loanAccount, reserve, transfer, walletAccount, walletBalance } from '../ledger/ledger.service';

// Runs on PGlite, and on PostgreSQL in the DATABASE_URL pass.
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let db: Db;
let operator: SessionClient;
let investorClient: SessionClient;
let debtor: { id: number; c: SessionClient };
let projectNumber = 90_000;

const key = () => `test-${randomUUID()}`;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

async function login(email: string, ip: string): Promise<SessionClient> {
  const c = createSessionClient(t.app, { ip });
  const res = await c.post(AUTH_API.login, { email, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return c;
}

async function makeInvestor(cents: number): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      email: `inv-${randomUUID()}@example.test`,
      passwordHash: 'x',
      displayName: `Holder ${randomUUID().slice(0, 4)}`,
      identifyStatus: 'approved',
      registrationStep: 'done',
      verificationStep: 'done',
    })
    .returning({ id: users.id });
  const wallet = await walletAccount(db, row!.id);
  const clearing = await clearingAccount(db, 'connectPay');
  await db.transaction((tx) =>
    transfer(tx, {
      debitAccountId: clearing.id,
      creditAccountId: wallet.id,
      amount: toCents(cents),
      code: 'deposit',
      idempotencyKey: `test-deposit-${randomUUID()}`,
    }),
  );
  return row!.id;
}

interface ProjectOptions {
  target: number;
  status?: string;
  method?: 'ANNUITY' | 'INTEREST_ONLY' | 'BULLET';
  rateBps?: number;
  termMonths?: number;
  lateBps?: number;
  defaultAfterDays?: number;
  deadline?: Date | null;
  policy?: 'cancel' | 'close';
}

async function makeProject(o: ProjectOptions): Promise<number> {
  const [rg] = await db.select().from(riskGroups).limit(1);
  const [it] = await db.select().from(investmentTypes).limit(1);
  const [co] = await db.select().from(countries).limit(1);
  projectNumber += 1;
  const [row] = await db
    .insert(projects)
    .values({
      number: projectNumber,
      slug: `lifecycle-${projectNumber}`,
      status: o.status ?? 'GATHERING',
      investmentTypeId: it!.id,
      riskGroupId: rg!.id,
      countryId: co!.id,
      ownerUserId: debtor.id,
      ownerName: 'Debtor',
      interestRateBps: o.rateBps ?? 1200,
      termMonths: o.termMonths ?? 6,
      repaymentMethod: o.method ?? 'ANNUITY',
      targetCents: toCents(o.target),
      minInvestmentCents: toCents(100),
      lateInterestRateBps: o.lateBps ?? 1800,
      defaultAfterDays: o.defaultAfterDays ?? 60,
      fundingDeadline: o.deadline ?? null,
      unfundedPolicy: o.policy ?? 'cancel',
    })
    .returning({ id: projects.id });
  return row!.id;
}

/**
 * An investment as the investing module makes it: a hold in its reflection period (ending in four
 * days, or at `reflectionEndsAt`), or posted.
 */
async function invest(
  projectId: number,
  userId: number,
  cents: number,
  reflection = false,
  reflectionEndsAt = new Date(Date.now() + 4 * DAY_MS),
): Promise<number> {
  return db.transaction(async (tx) => {
    const wallet = await walletAccount(tx, userId);
    const escrow = await escrowAccount(tx, projectId);
    const [next] = await queryRows<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('investments', 'id'))::int AS id`);
    const id = Number(next!.id);
    const leg = {
      debitAccountId: wallet.id,
      creditAccountId: escrow.id,
      amount: toCents(cents),
      code: 'investment' as const,
      idempotencyKey: `test-inv-${id}`,
      referenceType: 'investment',
      referenceId: id,
    };
    let pendingTransferId: number | null = null;
    if (reflection) pendingTransferId = (await reserve(tx, leg)).transfers[0]!.id;
    else await transfer(tx, leg);
    await tx.insert(investments).values({
      id,
      projectId,
      userId,
      amountCents: toCents(cents),
      outstandingPrincipalCents: toCents(cents),
      status: reflection ? 'reflection' : 'active',
      pendingTransferId,
      reflectionEndsAt: reflection ? reflectionEndsAt : null,
    });
    await tx
      .update(projects)
      .set({ fundedCents: sql`${projects.fundedCents} + ${cents}` })
      .where(eq(projects.id, projectId));
    return id;
  });
}

async function balanceOf(userId: number): Promise<Cents> {
  return (await walletBalance(db, userId)).balance;
}

async function statusOf(projectId: number): Promise<string> {
  const [p] = await db.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId));
  return p!.status;
}

/**
 * A funded project with three holders of awkward amounts (one still held, its reflection period
 * just over: disbursement posts it), disbursed.
 */
async function disbursedProject(o: Partial<ProjectOptions> = {}) {
  const amounts = [3_333_333, 1_234_567, 432_100];
  const target = sum(amounts);
  const projectId = await makeProject({ target, status: 'GATHERING', ...o });
  const holders: { userId: number; investmentId: number; amount: number }[] = [];
  for (const [i, amount] of amounts.entries()) {
    const userId = await makeInvestor(amount + 10_000);
    holders.push({ userId, investmentId: await invest(projectId, userId, amount, i === 1, new Date(Date.now() - 1000)), amount });
  }
  await db.update(projects).set({ status: 'FUNDED' }).where(eq(projects.id, projectId));
  const res = await operator.post(LIFECYCLE_API.disburse(projectId), {}, { 'idempotency-key': key() });
  expect(res.statusCode).toBe(200);
  return { projectId, holders, target };
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  operator = await login('operator@demo.invest', '198.51.100.20');
  investorClient = await login('investor@demo.invest', '198.51.100.21');
  const [d] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'debtor@demo.invest'));
  debtor = { id: d!.id, c: await login('debtor@demo.invest', '198.51.100.22') };
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('status changes', () => {
  it('refuses transitions outside the table and non-operators', async () => {
    const projectId = await makeProject({ target: 100_000, status: 'DRAFT' });
    const bad = await operator.post(LIFECYCLE_API.status(projectId), { to: 'ACTIVE' });
    expect(bad.statusCode).toBe(409);
    expect(bad.json().code).toBe('STATUS_TRANSITION_NOT_ALLOWED');
    const forbidden = await investorClient.post(LIFECYCLE_API.status(projectId), { to: 'GATHERING' });
    expect(forbidden.statusCode).toBe(403);
    expect((await investorClient.post(LIFECYCLE_API.disburse(projectId), {}, { 'idempotency-key': key() })).statusCode).toBe(403);
    expect((await investorClient.post(LIFECYCLE_API.repayments(projectId), { amount: '1.00' }, { 'idempotency-key': key() })).statusCode).toBe(403);
    expect((await investorClient.get(LIFECYCLE_API.repayments(projectId))).statusCode).toBe(403);
    expect(await statusOf(projectId)).toBe('DRAFT');

    const ok = await operator.post(LIFECYCLE_API.status(projectId), { to: 'GATHERING', reason: 'open it' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().project.status).toBe('GATHERING');
    expect(ok.json().nextStatuses).toEqual(['FUNDED', 'CANCELLED']);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'project.status_changed'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry!.details).toMatchObject({ projectId, from: 'DRAFT', to: 'GATHERING', reason: 'open it' });

    // FUNDED → ACTIVE only through the disbursement; unknown status is a 400.
    await db.update(projects).set({ status: 'FUNDED' }).where(eq(projects.id, projectId));
    expect((await operator.post(LIFECYCLE_API.status(projectId), { to: 'ACTIVE' })).statusCode).toBe(409);
    expect((await operator.post(LIFECYCLE_API.status(projectId), { to: 'NOPE' })).statusCode).toBe(400);
    expect((await operator.post(LIFECYCLE_API.status(999_999), { to: 'GATHERING' })).statusCode).toBe(404);
  });

  it('cancelling refunds every investor exactly (held and posted) and keeps the books sound', async () => {
    const projectId = await makeProject({ target: 1_000_000 });
    const a = await makeInvestor(500_000);
    const b = await makeInvestor(300_000);
    const before = { a: await balanceOf(a), b: await balanceOf(b) };
    const ia = await invest(projectId, a, 123_457, false);
    const ib = await invest(projectId, b, 250_001, true);
    const ia2 = await invest(projectId, a, 99_999, true);
    expect(await balanceOf(a)).toBe(before.a - 123_457);

    const res = await operator.post(LIFECYCLE_API.status(projectId), { to: 'CANCELLED', reason: 'borrower withdrew' });
    expect(res.statusCode).toBe(200);
    expect(res.json().project).toMatchObject({ status: 'CANCELLED', fundedAmount: '0.00' });
    expect(await balanceOf(a)).toBe(before.a);
    expect(await balanceOf(b)).toBe(before.b);
    expect((await walletBalance(db, a)).available).toBe(before.a);
    expect((await walletBalance(db, b)).available).toBe(before.b);
    const rows = await db
      .select()
      .from(investments)
      .where(inArray(investments.id, [ia, ib, ia2]));
    expect(rows.every((r) => r.status === 'refunded' && r.outstandingPrincipalCents === 0)).toBe(true);
    const escrow = await escrowAccount(db, projectId);
    expect(escrow.creditsPosted - escrow.debitsPosted).toBe(0);
    const notes = await db.select().from(notifications).where(eq(notifications.projectId, projectId));
    expect(notes.filter((n) => n.event === 'refunded')).toHaveLength(3);
    expect(
      notes
        .filter((n) => n.event === 'cancelled')
        .map((n) => n.userId)
        .sort(),
    ).toEqual([a, b].sort());
    expect(await ledgerViolations(db)).toEqual([]);
    // A cancelled project stays cancelled.
    expect((await operator.post(LIFECYCLE_API.status(projectId), { to: 'CANCELLED' })).statusCode).toBe(409);
  });
});

describe('disbursement', () => {
  it('moves the escrow to the loan and writes schedules that add up to the cent', async () => {
    const { projectId, holders, target } = await disbursedProject();
    expect(await statusOf(projectId)).toBe('ACTIVE');
    const escrow = await escrowAccount(db, projectId);
    expect(escrow.creditsPosted - escrow.debitsPosted).toBe(0);
    expect(escrow.debitsPending + escrow.creditsPending).toBe(0);
    const loan = await loanAccount(db, projectId, debtor.id);
    expect(loan.creditsPosted).toBe(target);
    const items = await db
      .select()
      .from(projectScheduleItems)
      .where(eq(projectScheduleItems.projectId, projectId))
      .orderBy(asc(projectScheduleItems.installment));
    expect(items).toHaveLength(6);
    expect(sum(items.map((i) => i.principalCents))).toBe(target);
    expect(items[0]!.dueDate).toBe(addMonths(isoDateOf(new Date()), 1));
    const invItems = await db
      .select()
      .from(investmentScheduleItems)
      .where(
        inArray(
          investmentScheduleItems.investmentId,
          holders.map((h) => h.investmentId),
        ),
      );
    for (const h of holders) {
      expect(sum(invItems.filter((i) => i.investmentId === h.investmentId).map((i) => i.principalCents))).toBe(h.amount);
    }
    for (const item of items) {
      const column = invItems.filter((i) => i.installment === item.installment);
      expect(column).toHaveLength(3);
      expect(sum(column.map((i) => i.principalCents))).toBe(item.principalCents);
      expect(sum(column.map((i) => i.interestCents))).toBe(item.interestCents);
    }
    const statuses = await db.select({ status: investments.status }).from(investments).where(eq(investments.projectId, projectId));
    expect(statuses.every((s) => s.status === 'active')).toBe(true);
    const disbursed = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, projectId), eq(notifications.event, 'disbursed')));
    expect(disbursed).toHaveLength(3);
    expect(await ledgerViolations(db)).toEqual([]);

    // Public schedule, like the project page; debtor schedule for the owner only.
    const pub = await createSessionClient(t.app).get(LIFECYCLE_API.projectSchedule(projectId));
    expect(pub.statusCode).toBe(200);
    expect(pub.json().items).toHaveLength(6);
    expect(pub.json().items[0]).toMatchObject({ installment: 1, status: 'scheduled', principal: toWire(items[0]!.principalCents) });
    expect((await debtor.c.get(LIFECYCLE_API.debtorSchedule(projectId))).json().paymentScheduleItems).toHaveLength(6);
    expect((await investorClient.get(LIFECYCLE_API.debtorSchedule(projectId))).statusCode).toBe(404);
  });

  it('replays a repeated disbursement and refuses a second one', async () => {
    const projectId = await makeProject({ target: 200_000 });
    const u = await makeInvestor(200_000);
    await invest(projectId, u, 200_000);
    await db.update(projects).set({ status: 'FUNDED' }).where(eq(projects.id, projectId));
    const k = key();
    const first = await operator.post(LIFECYCLE_API.disburse(projectId), {}, { 'idempotency-key': k });
    const again = await operator.post(LIFECYCLE_API.disburse(projectId), {}, { 'idempotency-key': k });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await operator.post(LIFECYCLE_API.disburse(projectId), {}, { 'idempotency-key': key() })).statusCode).toBe(409);
    expect((await operator.post(LIFECYCLE_API.disburse(projectId), {})).statusCode).toBe(400);
    const items = await db.select().from(projectScheduleItems).where(eq(projectScheduleItems.projectId, projectId));
    expect(items).toHaveLength(6);
    // A DRAFT project's schedule is not public.
    const draft = await makeProject({ target: 100_000, status: 'DRAFT' });
    expect((await createSessionClient(t.app).get(LIFECYCLE_API.projectSchedule(draft))).statusCode).toBe(404);
  });
});

describe('repayments', () => {
  it('pays the current holders their exact cents; preview moves nothing; a replay pays once', async () => {
    const { projectId, holders } = await disbursedProject();
    const [first] = await db
      .select()
      .from(projectScheduleItems)
      .where(and(eq(projectScheduleItems.projectId, projectId), eq(projectScheduleItems.installment, 1)));
    const amount = addCents(first!.principalCents, first!.interestCents);
    const before = await Promise.all(holders.map((h) => balanceOf(h.userId)));

    const preview = await operator.post(LIFECYCLE_API.repaymentPreview(projectId), { amount: toWire(amount), receivedAt: `${first!.dueDate}T10:00:00Z` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      amount: toWire(amount),
      principal: toWire(first!.principalCents),
      interest: toWire(first!.interestCents),
      lateInterest: '0.00',
    });
    expect(await Promise.all(holders.map((h) => balanceOf(h.userId)))).toEqual(before);

    const k = key();
    const body = { amount: toWire(amount), receivedAt: `${first!.dueDate}T10:00:00Z` };
    const res = await operator.post(LIFECYCLE_API.repayments(projectId), body, { 'idempotency-key': k });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('ACTIVE');
    const after = await Promise.all(holders.map((h) => balanceOf(h.userId)));
    const items = await db
      .select()
      .from(investmentScheduleItems)
      .where(
        and(
          inArray(
            investmentScheduleItems.investmentId,
            holders.map((h) => h.investmentId),
          ),
          eq(investmentScheduleItems.installment, 1),
        ),
      );
    holders.forEach((h, i) => {
      const own = items.find((x) => x.investmentId === h.investmentId)!;
      expect(after[i]! - before[i]!).toBe(own.principalCents + own.interestCents);
      expect(own.status).toBe('paid');
    });
    expect(sum(after) - sum(before)).toBe(amount);
    expect(res.json().split.holders.map((h: { total: string }) => h.total)).toEqual(holders.map((_, i) => toWire(subCents(after[i]!, before[i]!))));

    const replay = await operator.post(LIFECYCLE_API.repayments(projectId), body, { 'idempotency-key': k });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await Promise.all(holders.map((h) => balanceOf(h.userId)))).toEqual(after);
    const reused = await operator.post(LIFECYCLE_API.repayments(projectId), { amount: '1.00' }, { 'idempotency-key': k });
    expect(reused.statusCode).toBe(422);
    expect((await operator.post(LIFECYCLE_API.repayments(projectId), { amount: '1.00' })).statusCode).toBe(400);

    const list = await operator.get(LIFECYCLE_API.repayments(projectId));
    expect(list.json().repayments).toHaveLength(1);
    const [p1] = await db
      .select()
      .from(projectScheduleItems)
      .where(and(eq(projectScheduleItems.projectId, projectId), eq(projectScheduleItems.installment, 1)));
    expect(p1!.status).toBe('paid');
    const repaid = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, projectId), eq(notifications.event, 'repayment')));
    expect(repaid).toHaveLength(3);
    expect(await ledgerViolations(db)).toEqual([]);
    // The loan account now shows the principal still outstanding.
    const loan = await loanAccount(db, projectId, debtor.id);
    expect(loan.creditsPosted - loan.debitsPosted).toBe(sum(holders.map((h) => h.amount)) - first!.principalCents);
  });

  it('overdue: DELAYED by the job, late interest charged first, ACTIVE again when cleared, DEFAULTED after the limit', async () => {
    const { projectId, holders } = await disbursedProject({ defaultAfterDays: 30 });
    const [first] = await db
      .select()
      .from(projectScheduleItems)
      .where(and(eq(projectScheduleItems.projectId, projectId), eq(projectScheduleItems.installment, 1)));
    const due = new Date(`${first!.dueDate}T12:00:00Z`);
    // On the due day itself nothing of this loan is overdue (demo loans may be, so no global count).
    await overdueJob(db, due);
    expect(await statusOf(projectId)).toBe('ACTIVE');
    const tenDaysLate = new Date(due.getTime() + 10 * DAY_MS);
    const ran = await overdueJob(db, tenDaysLate);
    expect(ran.delayed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(projectId)).toBe('DELAYED');
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.projectId, projectId), eq(notifications.event, 'delayed'))),
    ).toHaveLength(3);

    const late = lateInterest(addCents(first!.principalCents, first!.interestCents), 1800, 10);
    expect(late).toBeGreaterThan(0);
    const amount = sumCents([first!.principalCents, first!.interestCents, late]);
    const before = await Promise.all(holders.map((h) => balanceOf(h.userId)));
    const res = await operator.post(
      LIFECYCLE_API.repayments(projectId),
      { amount: toWire(amount), receivedAt: tenDaysLate.toISOString() },
      { 'idempotency-key': key() },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().split).toMatchObject({ lateInterest: toWire(late), interest: toWire(first!.interestCents), principal: toWire(first!.principalCents) });
    expect(res.json().status).toBe('ACTIVE');
    const after = await Promise.all(holders.map((h) => balanceOf(h.userId)));
    expect(sum(after) - sum(before)).toBe(amount);
    const lateRows = await db
      .select()
      .from(investmentScheduleItems)
      .where(
        and(
          inArray(
            investmentScheduleItems.investmentId,
            holders.map((h) => h.investmentId),
          ),
          eq(investmentScheduleItems.installment, 1),
        ),
      );
    expect(sum(lateRows.map((r) => r.paidLateInterestCents))).toBe(late);

    // Installment 2 unpaid for 31 days: DELAYED, then DEFAULTED in the same run (limit 30).
    const [second] = await db
      .select()
      .from(projectScheduleItems)
      .where(and(eq(projectScheduleItems.projectId, projectId), eq(projectScheduleItems.installment, 2)));
    const wayLate = new Date(new Date(`${second!.dueDate}T12:00:00Z`).getTime() + 31 * DAY_MS);
    const result = await overdueJob(db, wayLate);
    expect(result.defaulted).toBeGreaterThanOrEqual(1);
    expect(await statusOf(projectId)).toBe('DEFAULTED');
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.projectId, projectId), eq(notifications.event, 'defaulted'))),
    ).toHaveLength(3);
    expect((await operator.get(LIFECYCLE_API.adminLoan(projectId))).json().nextStatuses).toEqual(['RECOVERY', 'WRITTEN_OFF']);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('early repayment of everything: REPAID, every holder gets exactly its principal back, the loan account is closed', async () => {
    const { projectId, holders, target } = await disbursedProject({ method: 'ANNUITY', termMonths: 12 });
    const before = await Promise.all(holders.map((h) => balanceOf(h.userId)));
    const loan = (await operator.get(LIFECYCLE_API.adminLoan(projectId))).json();
    expect(loan.acceptsRepayment).toBe(true);
    // Too much is refused with the maximum.
    const tooMuch = await operator.post(
      LIFECYCLE_API.repayments(projectId),
      { amount: toWire(addCents(fromWire(loan.maxAmount), toCents(1))) },
      { 'idempotency-key': key() },
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('REPAYMENT_TOO_LARGE');

    // A partial prepayment first: the last installments shrink, later interest is recomputed.
    const [first] = await db
      .select()
      .from(projectScheduleItems)
      .where(and(eq(projectScheduleItems.projectId, projectId), eq(projectScheduleItems.installment, 1)));
    const [twelfthBefore] = await db
      .select()
      .from(projectScheduleItems)
      .where(and(eq(projectScheduleItems.projectId, projectId), eq(projectScheduleItems.installment, 12)));
    const part = sumCents([first!.principalCents, first!.interestCents, toCents(500_000)]);
    const r1 = await operator.post(LIFECYCLE_API.repayments(projectId), { amount: toWire(part) }, { 'idempotency-key': key() });
    expect(r1.statusCode).toBe(201);
    expect(r1.json().split.prepaidPrincipal).toBe('5000.00');
    const [twelfth] = await db
      .select()
      .from(projectScheduleItems)
      .where(and(eq(projectScheduleItems.projectId, projectId), eq(projectScheduleItems.installment, 12)));
    expect(twelfth!.paidPrincipalCents).toBe(Math.min(500_000, twelfthBefore!.principalCents));
    expect(twelfth!.interestCents).toBeLessThan(twelfthBefore!.interestCents);

    const rest = (await operator.get(LIFECYCLE_API.adminLoan(projectId))).json().maxAmount;
    const r2 = await operator.post(LIFECYCLE_API.repayments(projectId), { amount: rest }, { 'idempotency-key': key() });
    expect(r2.statusCode).toBe(201);
    expect(r2.json().status).toBe('REPAID');
    expect(await statusOf(projectId)).toBe('REPAID');
    const rows = await db.select().from(investments).where(eq(investments.projectId, projectId));
    expect(rows.every((r) => r.status === 'repaid' && r.outstandingPrincipalCents === 0)).toBe(true);
    const after = await Promise.all(holders.map((h) => balanceOf(h.userId)));
    holders.forEach((h, i) => expect(after[i]! - before[i]!).toBeGreaterThan(h.amount));
    const items = await db
      .select()
      .from(investmentScheduleItems)
      .where(
        inArray(
          investmentScheduleItems.investmentId,
          holders.map((h) => h.investmentId),
        ),
      );
    holders.forEach((h, i) => {
      const own = items.filter((x) => x.investmentId === h.investmentId);
      expect(sum(own.map((x) => x.paidPrincipalCents))).toBe(h.amount);
      expect(after[i]! - before[i]!).toBe(sum(own.map((x) => x.paidPrincipalCents + x.paidInterestCents + x.paidLateInterestCents)));
    });
    const closed = await loanAccount(db, projectId, debtor.id);
    expect(closed.creditsPosted).toBe(target);
    expect(closed.debitsPosted).toBe(target);
    expect((await operator.post(LIFECYCLE_API.repayments(projectId), { amount: '1.00' }, { 'idempotency-key': key() })).json().code).toBe('LOAN_NOT_OPEN');
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('jobs', () => {
  it('funding deadline: cancels (refunds) or closes as FUNDED per the policy', async () => {
    const past = new Date(Date.now() - DAY_MS);
    const cancelMe = await makeProject({ target: 500_000, deadline: past, policy: 'cancel' });
    const closeMe = await makeProject({ target: 500_000, deadline: past, policy: 'close' });
    const emptyClose = await makeProject({ target: 500_000, deadline: past, policy: 'close' });
    const notYet = await makeProject({ target: 500_000, deadline: new Date(Date.now() + DAY_MS) });
    const u = await makeInvestor(400_000);
    const before = await balanceOf(u);
    await invest(cancelMe, u, 100_000);
    await invest(closeMe, u, 150_000, true);
    await invest(notYet, u, 50_000);

    const result = await fundingDeadlineJob(db, new Date());
    expect(result.cancelled).toBeGreaterThanOrEqual(2);
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(cancelMe)).toBe('CANCELLED');
    expect(await statusOf(emptyClose)).toBe('CANCELLED');
    expect(await statusOf(closeMe)).toBe('FUNDED');
    expect(await statusOf(notYet)).toBe('GATHERING');
    expect(await balanceOf(u)).toBe(before - 50_000); // refunded 100,000; the held 150,000 is still held, not posted
    expect((await walletBalance(db, u)).available).toBe(before - 50_000 - 150_000);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('the in-process runner claims each slot once in job_runs', async () => {
    const job = LIFECYCLE_JOBS.find((j) => j.name === 'lifecycle.overdue')!;
    const at = new Date('2031-05-05T10:07:00Z');
    const [a, b] = await Promise.all([runClaimed(db, job, at), runClaimed(db, job, new Date(at.getTime() + 1000))]);
    expect([a, b].filter((r) => r !== null)).toHaveLength(1);
    const rows = await db.select().from(jobRuns).where(eq(jobRuns.name, job.name));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.finishedAt).not.toBeNull();
  });
});
