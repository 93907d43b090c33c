import { randomUUID } from 'node:crypto';
import {
  addCents,
  AUTH_API,
  DEBTOR_API,
  fromWire,
  PAYMENT_SIGNATURE_HEADER,
  PAYMENTS_API,
  subCents,
  sumCents,
  toCents,
  toWire,
  type DebtorProject,
} from '@platform/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  investments,
  investmentScheduleItems,
  ledgerTransfers,
  projects,
  projectScheduleItems,
  providerTransactions,
  repayments,
  users,
  webhookEvents,
} from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerViolations } from '../ledger/ledger.invariants';
import { walletBalance } from '../ledger/ledger.service';
import { signPaymentPayload } from '../payments/adapters';
import { isValidIban } from '@platform/contract';
import { sandboxWebhookKey } from '../payments/payments.routes';
import { SANDBOX_REPAYMENT_ACCOUNT } from './debtor.service';
import { repaymentReference } from './repayment-reference';

// Runs on PGlite, and on PostgreSQL in the DATABASE_URL pass.
const SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';
const CP_KEY = sandboxWebhookKey(SESSION_SECRET, 'connectPay');

let t: TestApp;
let db: Db;
let debtor: SessionClient;
let debtorId: number;
let investor: SessionClient;
let serial = 0;

const key = () => `test-${randomUUID()}`;

async function login(email: string): Promise<SessionClient> {
  serial += 1;
  const client = createSessionClient(t.app, { ip: `198.51.100.${serial}` });
  expect((await client.post(AUTH_API.login, { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  return client;
}

const idOf = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const projectByNumber = async (n: number) => (await db.select().from(projects).where(eq(projects.number, n)))[0]!;
const balanceOf = async (userId: number) => (await walletBalance(db, userId)).balance;
const transferCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransfers))[0]!.n;

function webhook(body: Record<string, unknown>, options: { secret?: Buffer | string; header?: string } = {}) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: PAYMENTS_API.webhook('connectPay'),
    headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: options.header ?? signPaymentPayload(raw, options.secret ?? CP_KEY) },
    payload: raw,
  });
}

const repaymentTransfer = (reference: string | undefined, amount: string) => ({
  eventId: `evt-${key()}`,
  type: 'incoming_transfer',
  occurredAt: new Date().toISOString(),
  transactionId: `tx-${key()}`,
  iban: SANDBOX_REPAYMENT_ACCOUNT.iban,
  amount,
  payerName: 'UAB Saulės Parkai',
  payerIban: 'LT121000011101001000',
  ...(reference === undefined ? {} : { reference }),
});

/** Every current holder's wallet balance (cents), by user. */
async function holderBalances(projectId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectDistinct({ userId: investments.userId })
    .from(investments)
    .where(and(eq(investments.projectId, projectId), eq(investments.status, 'active')));
  const out = new Map<number, number>();
  for (const r of rows) out.set(r.userId, await balanceOf(r.userId));
  return out;
}

/** What each holder's own schedule still has unpaid on an installment (cents), by user. */
async function holderShares(projectId: number, installment: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: investments.userId, item: investmentScheduleItems })
    .from(investmentScheduleItems)
    .innerJoin(investments, eq(investments.id, investmentScheduleItems.investmentId))
    .where(and(eq(investments.projectId, projectId), eq(investments.status, 'active'), eq(investmentScheduleItems.installment, installment)));
  const out = new Map<number, number>();
  for (const { userId, item } of rows) {
    out.set(userId, (out.get(userId) ?? 0) + item.principalCents - item.paidPrincipalCents + item.interestCents - item.paidInterestCents);
  }
  return out;
}

async function firstOpenItem(projectId: number) {
  const items = await db
    .select()
    .from(projectScheduleItems)
    .where(eq(projectScheduleItems.projectId, projectId))
    .orderBy(asc(projectScheduleItems.installment));
  return items.find((i) => i.status !== 'paid')!;
}

async function debtorProjects(client: SessionClient = debtor): Promise<DebtorProject[]> {
  const res = await client.get(DEBTOR_API.projects);
  expect(res.statusCode).toBe(200);
  return res.json().projects as DebtorProject[];
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  debtor = await login('debtor@demo.invest');
  debtorId = await idOf('debtor@demo.invest');
  investor = await login('investor@demo.invest');
});
afterAll(() => t.close());

describe('GET /api/debtor-projects', () => {
  it('lists the debtor’s own projects with the loan figures and the repayment instructions', async () => {
    const list = await debtorProjects();
    const owned = await db.select({ id: projects.id }).from(projects).where(eq(projects.ownerUserId, debtorId));
    expect(list.map((p) => p.id).sort()).toEqual(owned.map((p) => p.id).sort());
    expect(list.length).toBeGreaterThan(3);
    for (const p of list) {
      expect(p.repayment.reference).toBe(repaymentReference(p.number));
      expect(p.repayment.iban).toBe(SANDBOX_REPAYMENT_ACCOUNT.iban);
      expect(p.repayment.sandbox).toBe(true);
    }
    expect(isValidIban(SANDBOX_REPAYMENT_ACCOUNT.iban)).toBe(true);

    const active = list.find((p) => p.number === 1008)!;
    expect(active.status).toBe('ACTIVE');
    expect(active.acceptsRepayment).toBe(true);
    const items = await db.select().from(projectScheduleItems).where(eq(projectScheduleItems.projectId, active.id));
    expect(active.outstandingPrincipal).toBe(toWire(sumCents(items.map((i) => subCents(i.principalCents, i.paidPrincipalCents)))));
    const next = await firstOpenItem(active.id);
    expect(active.nextInstallment).toEqual({
      installment: next.installment,
      dueDate: next.dueDate,
      amount: toWire(addCents(next.principalCents, next.interestCents)),
    });
    expect(active.overdueAmount).toBe('0.00');

    const gathering = list.find((p) => p.status === 'GATHERING')!;
    expect(gathering).toMatchObject({ acceptsRepayment: false, nextInstallment: null, outstandingPrincipal: '0.00', disbursedAt: null, dueNow: '0.00' });
  });

  it('is for debtors only: others 403, guests 401, and never another borrower’s project', async () => {
    expect((await investor.get(DEBTOR_API.projects)).statusCode).toBe(403);
    const guest = createSessionClient(t.app, { ip: '198.51.100.250' });
    expect((await guest.get(DEBTOR_API.projects)).statusCode).toBe(401);
    // A project of another borrower never shows up.
    const foreign = await projectByNumber(1009);
    const otherOwner = await idOf('investor2@demo.invest');
    await db.update(projects).set({ ownerUserId: otherOwner }).where(eq(projects.id, foreign.id));
    try {
      expect((await debtorProjects()).some((p) => p.id === foreign.id)).toBe(false);
      const res = await debtor.post(DEBTOR_API.sandboxRepayment, { projectId: foreign.id, amount: '10.00' }, { 'idempotency-key': key() });
      expect(res.statusCode).toBe(404);
    } finally {
      await db.update(projects).set({ ownerUserId: debtorId }).where(eq(projects.id, foreign.id));
    }
  });

  it('user data: the repayment details pop-up only for a debtor with a running loan', async () => {
    expect((await debtor.get(AUTH_API.userDetails)).json().connectPay.displayRepaymentAccountDetailsPopup).toBe(true);
    expect((await investor.get(AUTH_API.userDetails)).json().connectPay.displayRepaymentAccountDetailsPopup).toBe(false);
  });
});

describe('incoming transfer to the repayment account', () => {
  it('repays the loan to the holders exactly; a replay moves nothing; a bad signature nothing', async () => {
    const project = await projectByNumber(1008);
    const item = await firstOpenItem(project.id);
    const amount = addCents(item.principalCents, item.interestCents);
    const shares = await holderShares(project.id, item.installment);
    const before = await holderBalances(project.id);
    const debtorBefore = await balanceOf(debtorId);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(amount);

    const event = repaymentTransfer(repaymentReference(project.number).replace(/-/g, ' '), toWire(amount));
    // A bad signature changes nothing.
    const transfersBefore = await transferCount();
    expect((await webhook(event, { header: 't=1,v1=' + 'a'.repeat(64) })).statusCode).toBe(401);
    expect((await webhook(event, { secret: 'another-secret' })).statusCode).toBe(401);
    expect(await transferCount()).toBe(transfersBefore);

    const res = await webhook(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'applied' });
    for (const [userId, share] of shares) expect(await balanceOf(userId), `holder ${userId}`).toBe(before.get(userId)! + share);
    expect(await balanceOf(debtorId)).toBe(debtorBefore);
    const [paid] = await db.select().from(projectScheduleItems).where(eq(projectScheduleItems.id, item.id));
    expect(paid!.status).toBe('paid');
    const [repayment] = await db
      .select()
      .from(repayments)
      .where(eq(repayments.idempotencyKey, `provider:connectPay:${event.transactionId}`));
    expect(repayment).toMatchObject({ projectId: project.id, amountCents: amount, source: 'provider' });
    const [booked] = await db.select().from(providerTransactions).where(eq(providerTransactions.providerTransactionId, event.transactionId));
    expect(booked).toMatchObject({ userId: debtorId, direction: 'incoming', amountCents: amount, status: 'booked' });
    expect(await ledgerViolations(db)).toEqual([]);

    // Replays: the same event, and the same bank transaction under a new event id.
    const moved = await transferCount();
    const repaymentCount = (await db.select().from(repayments).where(eq(repayments.projectId, project.id))).length;
    expect((await webhook(event)).json()).toEqual({ status: 'duplicate' });
    expect((await webhook({ ...event, eventId: `evt-${key()}` })).json()).toEqual({ status: 'duplicate' });
    expect(await transferCount()).toBe(moved);
    for (const [userId, share] of shares) expect(await balanceOf(userId)).toBe(before.get(userId)! + share);
    expect(await db.select().from(repayments).where(eq(repayments.projectId, project.id))).toHaveLength(repaymentCount);
  });

  it('refuses an unknown or unreadable reference with 404 and records nothing (the provider retries)', async () => {
    const transfersBefore = await transferCount();
    for (const reference of [repaymentReference(987_654), 'RP-1008-0', undefined, 'invoice 42']) {
      const event = repaymentTransfer(reference, '100.00');
      const res = await webhook(event);
      expect(res.statusCode, String(reference)).toBe(404);
      expect(await db.select().from(webhookEvents).where(eq(webhookEvents.eventId, event.eventId))).toEqual([]);
      expect(await db.select().from(providerTransactions).where(eq(providerTransactions.providerTransactionId, event.transactionId))).toEqual([]);
    }
    expect(await transferCount()).toBe(transfersBefore);
  });

  it('more than the loan takes: the loan is repaid in full and the rest goes to the borrower’s wallet', async () => {
    const project = await projectByNumber(1009);
    const [figures] = (await debtorProjects()).filter((p) => p.id === project.id);
    const max = fromWire(figures!.maxRepayment);
    expect(max).toBeGreaterThan(0);
    const holdersBefore = await holderBalances(project.id);
    const outstanding = await db
      .select()
      .from(investments)
      .where(and(eq(investments.projectId, project.id), eq(investments.status, 'active')));
    const debtorBefore = await balanceOf(debtorId);
    const res = await webhook(repaymentTransfer(repaymentReference(project.number), toWire(addCents(max, toCents(5_000)))));
    expect(res.statusCode).toBe(200);
    expect((await projectByNumber(1009)).status).toBe('REPAID');
    expect(await balanceOf(debtorId)).toBe(debtorBefore + 5_000);
    // The holders got exactly the loan's maximum: every outstanding principal plus the interest due.
    let grown = 0;
    for (const [userId, was] of holdersBefore) grown += (await balanceOf(userId)) - was;
    expect(grown).toBe(max);
    const left = await db
      .select()
      .from(investments)
      .where(
        inArray(
          investments.id,
          outstanding.map((o) => o.id),
        ),
      );
    expect(left.every((i) => i.outstandingPrincipalCents === 0 && i.status === 'repaid')).toBe(true);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('a loan that takes no repayments (repaid): the whole transfer goes to the borrower’s wallet', async () => {
    const project = await projectByNumber(1011);
    expect(project.status).toBe('REPAID');
    const repaymentsBefore = await db.select().from(repayments).where(eq(repayments.projectId, project.id));
    const debtorBefore = await balanceOf(debtorId);
    const res = await webhook(repaymentTransfer(repaymentReference(project.number), '321.09'));
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(debtorId)).toBe(debtorBefore + 32_109);
    expect(await db.select().from(repayments).where(eq(repayments.projectId, project.id))).toEqual(repaymentsBefore);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('POST /api/set/sandbox/debtor-repayment', () => {
  it('pays the next installment once per key and answers the project as it now stands', async () => {
    // A running loan of the debtor with at least two installments left.
    const running = (await debtorProjects()).filter((p) => p.status === 'ACTIVE');
    let project: typeof projects.$inferSelect | null = null;
    for (const p of running) {
      const open = (await db.select().from(projectScheduleItems).where(eq(projectScheduleItems.projectId, p.id))).filter((i) => i.status !== 'paid');
      if (open.length >= 2) project = await projectByNumber(p.number);
    }
    expect(project).not.toBeNull();
    if (!project) return;
    const item = await firstOpenItem(project.id);
    const amount = toWire(addCents(item.principalCents, item.interestCents));
    const shares = await holderShares(project.id, item.installment);
    const before = await holderBalances(project.id);
    const k = key();
    const first = await debtor.post(DEBTOR_API.sandboxRepayment, { projectId: project.id, amount }, { 'idempotency-key': k });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ projectId: project.id, amount, repaid: amount, credited: '0.00', status: 'ACTIVE' });
    expect(body.project.nextInstallment.installment).toBe(item.installment + 1);
    for (const [userId, share] of shares) expect(await balanceOf(userId)).toBe(before.get(userId)! + share);
    const schedule = (await debtor.get(`/api/debtor-payment-schedule/${project.id}`)).json().paymentScheduleItems as { installment: number; status: string }[];
    expect(schedule.find((i) => i.installment === item.installment)!.status).toBe('paid');

    const moved = await transferCount();
    const again = await debtor.post(DEBTOR_API.sandboxRepayment, { projectId: project.id, amount }, { 'idempotency-key': k });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(body);
    const other = await debtor.post(DEBTOR_API.sandboxRepayment, { projectId: project.id, amount: '1.00' }, { 'idempotency-key': k });
    expect(other.statusCode).toBe(422);
    expect(await transferCount()).toBe(moved);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('needs a key, a valid amount, a debtor, an own project and a loan that takes repayments', async () => {
    const active = await projectByNumber(1010);
    const gathering = await projectByNumber(1001);
    expect((await debtor.post(DEBTOR_API.sandboxRepayment, { projectId: active.id, amount: '5.00' })).statusCode).toBe(400);
    for (const amount of ['0.00', '-1.00', '1.555', 'abc', '10000000.01']) {
      expect((await debtor.post(DEBTOR_API.sandboxRepayment, { projectId: active.id, amount }, { 'idempotency-key': key() })).statusCode, amount).toBe(400);
    }
    expect((await investor.post(DEBTOR_API.sandboxRepayment, { projectId: active.id, amount: '5.00' }, { 'idempotency-key': key() })).statusCode).toBe(403);
    expect((await debtor.post(DEBTOR_API.sandboxRepayment, { projectId: 2_000_000_000, amount: '5.00' }, { 'idempotency-key': key() })).statusCode).toBe(404);
    const closed = await debtor.post(DEBTOR_API.sandboxRepayment, { projectId: gathering.id, amount: '5.00' }, { 'idempotency-key': key() });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('LOAN_NOT_OPEN');
  });
});
