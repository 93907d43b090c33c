import { toCents, toWire, cents, AUTH_API, PAYMENT_SIGNATURE_HEADER, PAYMENTS_API } from '@platform/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, paymentAccounts, providerTransactions, users, webhookEvents } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerViolations } from '../ledger/ledger.invariants';
import { walletBalance } from '../ledger/ledger.service';
import { sandboxPayoutFails, signPaymentPayload, type SandboxPaymentAdapter } from './adapters';
import { isValidIban } from '@platform/contract';
import { webhookNamespace } from './payments.service';
import { sandboxWebhookKey } from './payments.routes';

const SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';
const CP_KEY = sandboxWebhookKey(SESSION_SECRET, 'connectPay');

let t: TestApp;
let investor: SessionClient;
let investorId: number;
let serial = 0;

async function login(email: string): Promise<SessionClient> {
  serial += 1;
  const client = createSessionClient(t.app, { ip: `198.51.100.${serial}` });
  expect((await client.post(AUTH_API.login, { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  return client;
}

const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const key = () => `test-${Math.random().toString(36).slice(2)}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
  investor = await login('investor@demo.invest');
  investorId = await idOf('investor@demo.invest');
});
afterAll(() => t.close());

function webhook(
  body: Record<string, unknown>,
  options: { secret?: Buffer | string; at?: number; header?: string; provider?: 'connectPay' | 'lemonway' } = {},
) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: PAYMENTS_API.webhook(options.provider ?? 'connectPay'),
    headers: {
      'content-type': 'application/json',
      [PAYMENT_SIGNATURE_HEADER]: options.header ?? signPaymentPayload(raw, options.secret ?? CP_KEY, options.at ?? Math.floor(Date.now() / 1000)),
    },
    payload: raw,
  });
}

async function investorAccount() {
  const res = await investor.get(PAYMENTS_API.connectPayAccount);
  expect(res.statusCode).toBe(200);
  return res.json() as { iban: string; reference: string; holderName: string; sandbox: boolean };
}

const incoming = (iban: string, amount: string, extra: Record<string, unknown> = {}) => ({
  eventId: `evt-${key()}`,
  type: 'incoming_transfer',
  occurredAt: new Date().toISOString(),
  transactionId: `tx-${key()}`,
  iban,
  amount,
  payerName: 'Payer',
  payerIban: 'LT601010012345678901',
  reference: 'ref',
  ...extra,
});

const balanceOf = async (userId: number) => (await walletBalance(t.database.db, userId)).balance;
const transferCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransfers))[0]!.n;

describe('wallet and account', () => {
  it('answers the seeded wallet in two-decimal strings', async () => {
    const res = await investor.get(PAYMENTS_API.wallet);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance: '25000.00', available: '25000.00', reserved: '0.00', currency: 'EUR' });
    const details = (await investor.get(AUTH_API.userDetails)).json();
    expect(details.wallet).toEqual({
      paymentSource: 'connectPay',
      lemonwayBalance: { amount: '0.00' },
      balance: { amount: '25000.00', available: '25000.00', reserved: '0.00' },
    });
    expect(details.connectPay.migrationPopUp).toBe(false);
  });

  it('set user-balance reads both wallets and moves nothing', async () => {
    const before = await transferCount();
    const res = await investor.post(PAYMENTS_API.setUserBalance);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      paymentSource: 'connectPay',
      wallet: { balance: '25000.00', available: '25000.00', reserved: '0.00', currency: 'EUR' },
      lemonwayBalance: { amount: '0.00' },
    });
    expect(await transferCount()).toBe(before);
  });

  it('gives a verified user a stable virtual IBAN with a valid checksum; an unverified one gets a 4xx', async () => {
    const account = await investorAccount();
    expect(account.iban).toMatch(/^LT\d{18}$/);
    expect(isValidIban(account.iban)).toBe(true);
    expect(account.sandbox).toBe(true);
    expect(account.holderName).toBe('Viktoras Investor');
    expect((await investorAccount()).iban).toBe(account.iban);
    const fresh = await login('new@demo.invest');
    const res = await fresh.get(PAYMENTS_API.connectPayAccount);
    expect(res.statusCode).toBe(409);
    expect((await fresh.post(PAYMENTS_API.sandboxIncomingTransfer, { amount: '10.00' }, { 'idempotency-key': key() })).statusCode).toBe(409);
  });

  it('guests get 401', async () => {
    const guest = createSessionClient(t.app, { ip: '198.51.100.250' });
    expect((await guest.get(PAYMENTS_API.wallet)).statusCode).toBe(401);
    expect((await guest.get(PAYMENTS_API.connectPayReport(1))).statusCode).toBe(401);
  });
});

describe('payment webhooks', () => {
  it('applies a signed incoming transfer once: provider transaction, deposit transfer, balance', async () => {
    const { iban } = await investorAccount();
    const before = await balanceOf(investorId);
    const event = incoming(iban, '123.45');
    const res = await webhook(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'applied' });
    expect(await balanceOf(investorId)).toBe(before + 12_345);
    const [row] = await t.database.db.select().from(providerTransactions).where(eq(providerTransactions.providerTransactionId, event.transactionId));
    expect(row).toMatchObject({ userId: investorId, direction: 'incoming', amountCents: 12_345, status: 'booked' });
    const [deposit] = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `deposit:connectPay:${event.transactionId}`));
    expect(deposit).toMatchObject({ code: 'deposit', amount: 12_345 });

    // Replay: same event → 200, nothing changes.
    const replay = await webhook(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: 'duplicate' });
    // The same bank transaction under a new event id books nothing either.
    expect((await webhook({ ...event, eventId: `evt-${key()}` })).json()).toEqual({ status: 'duplicate' });
    expect(await balanceOf(investorId)).toBe(before + 12_345);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('refuses a bad signature, a stale timestamp and a foreign secret, changing nothing', async () => {
    const { iban } = await investorAccount();
    const before = await balanceOf(investorId);
    const events = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents);
    const bad = await webhook(incoming(iban, '10.00'), { header: 't=1,v1=' + 'a'.repeat(64) });
    expect(bad.statusCode).toBe(401);
    const wrongKey = await webhook(incoming(iban, '10.00'), { secret: 'another-secret' });
    expect(wrongKey.statusCode).toBe(401);
    const stale = await webhook(incoming(iban, '10.00'), { at: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toMatch(/timestamp/);
    const missing = await t.app.inject({
      method: 'POST',
      url: PAYMENTS_API.webhook('connectPay'),
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(missing.statusCode).toBe(401);
    // A lemonway-signed event is not valid at the connectPay door.
    const lwSigned = await webhook(incoming(iban, '10.00'), { secret: sandboxWebhookKey(SESSION_SECRET, 'lemonway') });
    expect(lwSigned.statusCode).toBe(401);
    expect(await balanceOf(investorId)).toBe(before);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents)).toEqual(events);
  });

  it('answers 404 for an unknown account and records nothing, so the provider can retry', async () => {
    const event = incoming('LT000000000000000000', '10.00');
    const res = await webhook(event);
    expect(res.statusCode).toBe(404);
    const seen = await t.database.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.provider, webhookNamespace('connectPay')), eq(webhookEvents.eventId, event.eventId)));
    expect(seen).toEqual([]);
    expect(await t.database.db.select().from(providerTransactions).where(eq(providerTransactions.providerTransactionId, event.transactionId))).toEqual([]);
  });

  it('refuses malformed events with a 4xx', async () => {
    const { iban } = await investorAccount();
    expect((await webhook({ ...incoming(iban, '10.00'), amount: '10.555' })).statusCode).toBe(400);
    expect((await webhook({ ...incoming(iban, '0.00') })).statusCode).toBe(400);
    expect((await webhook({ type: 'something.else', eventId: 'x', occurredAt: new Date().toISOString() })).statusCode).toBe(400);
  });

  it('payouts: the sandbox books the outgoing transaction and settles it through a signed webhook', async () => {
    const settled: Array<{ payoutId: string; status: string; reason?: string }> = [];
    t.app.payments.setPayoutSettlement({ settlePayout: async (_tx, outcome) => void settled.push(outcome) });
    const adapter = t.app.payments.get('connectPay') as SandboxPaymentAdapter;
    const ok = await adapter.requestPayout({
      withdrawalId: 1,
      amountCents: cents(5_000),
      iban: 'LT121000011101001000',
      holderName: 'V I',
      reference: 'W-1',
      userId: investorId,
    });
    const ko = await adapter.requestPayout({
      withdrawalId: 2,
      amountCents: cents(700),
      iban: 'LT121000011101000000',
      holderName: 'V I',
      reference: 'W-2',
      userId: investorId,
    });
    await adapter.idle();
    expect(settled).toEqual([
      { provider: 'connectPay', payoutId: ok.payoutId, status: 'paid' },
      { provider: 'connectPay', payoutId: ko.payoutId, status: 'failed', reason: expect.stringContaining('0000') },
    ]);
    expect(sandboxPayoutFails('LT12 1000 0111 0100 0000')).toBe(true);
    const rows = await t.database.db.select().from(providerTransactions).where(eq(providerTransactions.direction, 'outgoing'));
    expect(rows.map((r) => [r.providerTransactionId, r.status, r.userId])).toEqual(
      expect.arrayContaining([
        [ok.payoutId, 'paid', investorId],
        [ko.payoutId, 'failed', investorId],
      ]),
    );
  });
});

describe('sandbox incoming transfer', () => {
  it('moves money once per key, answers the new wallet, and refuses the key for another amount', async () => {
    const k = key();
    const before = await balanceOf(investorId);
    const first = await investor.post(PAYMENTS_API.sandboxIncomingTransfer, { amount: '250.10' }, { 'idempotency-key': k });
    expect(first.statusCode).toBe(200);
    expect(first.json().balance).toBe(toWire(toCents(before + 25_010)));
    const again = await investor.post(PAYMENTS_API.sandboxIncomingTransfer, { amount: '250.10' }, { 'idempotency-key': k });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await investor.post(PAYMENTS_API.sandboxIncomingTransfer, { amount: '999.00' }, { 'idempotency-key': k });
    expect(other.statusCode).toBe(422);
    expect(await balanceOf(investorId)).toBe(before + 25_010);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('needs a key and a valid amount', async () => {
    expect((await investor.post(PAYMENTS_API.sandboxIncomingTransfer, { amount: '5.00' })).statusCode).toBe(400);
    for (const amount of ['0.00', '-1.00', '1.555', 'abc', '1000000.01']) {
      expect((await investor.post(PAYMENTS_API.sandboxIncomingTransfer, { amount }, { 'idempotency-key': key() })).statusCode, amount).toBe(400);
    }
  });

  it('is not for read-only accounts or sessions as another user', async () => {
    const readonlyClient = await login('debtor@demo.invest');
    const debtorId = await idOf('debtor@demo.invest');
    await t.database.db.update(users).set({ readonly: true }).where(eq(users.id, debtorId));
    expect((await readonlyClient.post(PAYMENTS_API.sandboxIncomingTransfer, { amount: '5.00' }, { 'idempotency-key': key() })).statusCode).toBe(403);
    await t.database.db.update(users).set({ readonly: false }).where(eq(users.id, debtorId));
    const operator = await login('operator@demo.invest');
    expect((await operator.post(AUTH_API.adminImpersonate(investorId))).statusCode).toBe(204);
    expect((await operator.post(PAYMENTS_API.sandboxIncomingTransfer, { amount: '5.00' }, { 'idempotency-key': key() })).statusCode).toBe(403);
    expect((await operator.post(PAYMENTS_API.lemonwayMigrate, {}, { 'idempotency-key': key() })).statusCode).toBe(403);
    // Reading is fine in an impersonated session.
    expect((await operator.get(PAYMENTS_API.wallet)).statusCode).toBe(200);
  });
});

describe('connect-pay transaction report', () => {
  it('pages the caller’s own transactions, newest first', async () => {
    const debtor = await login('debtor@demo.invest');
    const debtorId = await idOf('debtor@demo.invest');
    for (let i = 1; i <= 12; i += 1) {
      expect((await debtor.post(PAYMENTS_API.sandboxIncomingTransfer, { amount: `${i}.00` }, { 'idempotency-key': key() })).statusCode).toBe(200);
    }
    const page1 = (await debtor.get(PAYMENTS_API.connectPayReport(1))).json().data;
    expect(page1).toMatchObject({ totalCount: 12, currentPage: 1, limit: 10 });
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0].amount).toBe('12.00');
    const page2 = (await debtor.get(`${PAYMENTS_API.connectPayReport(2)}?dateType=this_month`)).json().data;
    expect(page2.items.map((i: { amount: string }) => i.amount)).toEqual(['2.00', '1.00']);
    // Ownership: nobody else's rows.
    const ids = new Set([...page1.items, ...page2.items].map((i: { id: number }) => i.id));
    const rows = await t.database.db.select().from(providerTransactions).where(eq(providerTransactions.userId, debtorId));
    expect(new Set(rows.map((r) => r.id))).toEqual(ids);
    const investorReport = (await investor.get(PAYMENTS_API.connectPayReport(1))).json().data;
    expect(investorReport.items.some((i: { id: number }) => ids.has(i.id))).toBe(false);
  });

  it('filters by period and validates dateType', async () => {
    const lastYear = new Date().getUTCFullYear() - 1;
    const none = await investor.get(`${PAYMENTS_API.connectPayReport(1)}?dateType=custom&startDate=${lastYear}-01-01&endDate=${lastYear}-01-31`);
    expect(none.statusCode).toBe(200);
    expect(none.json().data.totalCount).toBe(0);
    expect((await investor.get(`${PAYMENTS_API.connectPayReport(1)}?dateType=this_year`)).json().data.totalCount).toBeGreaterThan(0);
    const missing = await investor.get(`${PAYMENTS_API.connectPayReport(1)}?dateType=custom&startDate=2026-01-01`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ endDate: ['required'] });
    expect((await investor.get(`${PAYMENTS_API.connectPayReport(1)}?dateType=yesterday`)).statusCode).toBe(400);
    expect((await investor.get(`${PAYMENTS_API.connectPayReport(1)}?dateType=custom&startDate=2026-02-10&endDate=2026-02-01`)).statusCode).toBe(400);
    expect((await investor.get(PAYMENTS_API.connectPayReport(0))).statusCode).toBe(400);
  });
});

describe('lemonway migration', () => {
  it('moves the exact lemonway balance to connectPay, with the clearing accounts, once', async () => {
    const lemonway = await login('lemonway@demo.invest');
    const id = await idOf('lemonway@demo.invest');
    const details = (await lemonway.get(AUTH_API.userDetails)).json();
    expect(details.wallet.paymentSource).toBe('lemonway');
    expect(details.wallet.lemonwayBalance).toEqual({ amount: '3456.78' });
    expect(details.connectPay.migrationPopUp).toBe(true);
    // A lemonway deposit arrives through the lemonway webhook first: 0.01 more.
    const [lwAccount] = await t.database.db
      .select()
      .from(paymentAccounts)
      .where(and(eq(paymentAccounts.userId, id), eq(paymentAccounts.provider, 'lemonway')));
    const topUp = await webhook(incoming(lwAccount!.iban, '0.01'), { provider: 'lemonway', secret: sandboxWebhookKey(SESSION_SECRET, 'lemonway') });
    expect(topUp.json()).toEqual({ status: 'applied' });

    const k = key();
    const res = await lemonway.post(PAYMENTS_API.lemonwayMigrate, {}, { 'idempotency-key': k });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      migrated: '3456.79',
      paymentSource: 'connectPay',
      wallet: { balance: '3456.79', available: '3456.79', reserved: '0.00', currency: 'EUR' },
      lemonwayBalance: { amount: '0.00' },
    });
    expect((await lemonway.post(PAYMENTS_API.lemonwayMigrate, {}, { 'idempotency-key': k })).json()).toEqual(res.json());
    expect((await walletBalance(t.database.db, id, 'lemonway')).balance).toBe(0);
    expect((await walletBalance(t.database.db, id, 'connectPay')).balance).toBe(345_679);
    const after = (await lemonway.get(AUTH_API.userDetails)).json();
    expect(after.wallet.paymentSource).toBe('connectPay');
    expect(after.connectPay.migrationPopUp).toBe(false);
    const migrations = await t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.code, 'migration'));
    expect(migrations).toHaveLength(2);
    expect(migrations.every((m) => m.amount === 345_679)).toBe(true);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
    // Nothing left: a new key migrates 0.00 and moves nothing.
    const empty = await lemonway.post(PAYMENTS_API.lemonwayMigrate, {}, { 'idempotency-key': key() });
    expect(empty.json().migrated).toBe('0.00');
    expect(await t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.code, 'migration'))).toHaveLength(2);
  });

  it('needs an idempotency key', async () => {
    expect((await investor.post(PAYMENTS_API.lemonwayMigrate, {})).statusCode).toBe(400);
  });
});

describe('the account holder name (decision 0041)', () => {
  it('is collected, never taken from the e-mail: without a known name the account waits for one', async () => {
    // A newcomer who passed the identity check but whose name the platform does not know yet.
    await t.database.db.update(users).set({ identifyStatus: 'approved', displayName: '' }).where(eq(users.email, 'new@demo.invest'));
    const newcomer = await login('new@demo.invest');
    const before = await newcomer.get(PAYMENTS_API.connectPayAccount);
    expect(before.statusCode).toBe(409);
    expect(before.json().fieldErrors).toEqual({ holderName: ['required'] });

    // An e-mail address, one letter or no letters at all are not a name.
    for (const holderName of ['new@demo.invest', 'N', '12345', '   ']) {
      expect((await newcomer.post(PAYMENTS_API.openConnectPayAccount, { holderName })).statusCode).toBe(400);
    }
    const opened = await newcomer.post(PAYMENTS_API.openConnectPayAccount, { holderName: '  Nora   Newcomer ' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().holderName).toBe('Nora Newcomer');
    const after = await newcomer.get(PAYMENTS_API.connectPayAccount);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ holderName: 'Nora Newcomer', iban: opened.json().iban });
    // An open account keeps its name.
    expect((await newcomer.post(PAYMENTS_API.openConnectPayAccount, { holderName: 'Someone Else' })).json().holderName).toBe('Nora Newcomer');
  });

  it('is the name the platform knows when it knows one: a posted name does not replace it', async () => {
    const [demo] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'investor@demo.invest'));
    const email = `known-${Date.now()}@example.com`;
    await t.database.db.insert(users).values({
      email,
      passwordHash: demo!.hash,
      displayName: 'Karolina Known',
      identifyStatus: 'approved',
      registrationStep: 'completed',
      verificationStep: 'completedVerification',
      questionsAnswered: true,
    });
    const known = await login(email);
    const opened = await known.post(PAYMENTS_API.openConnectPayAccount, { holderName: 'Somebody Else' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().holderName).toBe('Karolina Known');
  });
});
