import { cents, PAYMENTS_API } from '@platform/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, paymentAccounts, providerTransactions, users, webhookEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerViolations } from '../ledger/ledger.invariants';
import { walletBalance } from '../ledger/ledger.service';
import { LemonwayPaymentAdapter } from './lemonway-adapter';
import type { LemonwayTransaction } from './lemonway-client';
import { fixture, startLemonwayStub, type LemonwayStub } from './lemonway-stub';
import { webhookNamespace } from './payments.service';

/**
 * The real Lemonway adapter, end to end (decision 0055): the app is configured with a Lemonway whose
 * API is the local stub; notifications go through the real webhook route, which believes only what
 * the stub's transaction look-up answers.
 */
const TOKEN = 'lemonway-notification-token-0001';

let stub: LemonwayStub;
let t: TestApp;
let userId: number;
let accountId: string;

const lemonwayBalance = async () => (await walletBalance(t.database.db, userId, 'lemonway')).balance;
const deposits = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.code, 'deposit'))
  )[0]!.n;
const lookups = (id: string) => stub.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/v2/moneyins?transactionId=${id}`)).length;

function notify(body: unknown, options: { token?: string | null; form?: boolean } = {}) {
  const token = options.token === undefined ? TOKEN : options.token;
  const payload = options.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: `${PAYMENTS_API.webhook('lemonway')}${token === null ? '' : `?token=${encodeURIComponent(token)}`}`,
    headers: { 'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json' },
    payload,
  });
}

const recordedNotice = fixture('notification-money-in').request.body as Record<string, string>;
const recordedMoneyIn = (fixture('money-in-lookup').response!.body as { transactions: { value: LemonwayTransaction[] } }).transactions.value[0]!;

beforeAll(async () => {
  stub = await startLemonwayStub();
  t = await createTestApp({ env: { LEMONWAY_API_URL: stub.apiUrl, LEMONWAY_API_KEY: stub.apiKey, LEMONWAY_WEBHOOK_SECRET: TOKEN } });
  userId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'investor@demo.invest')))[0]!.id;
  // The investor's Lemonway account, opened at the stub and stored as the payments service stores it.
  const adapter = t.app.payments.get('lemonway');
  expect(adapter).toBeInstanceOf(LemonwayPaymentAdapter);
  const opened = await adapter.openAccount({ id: userId, holderName: 'Viktoras Investor', email: 'investor@demo.invest', nationality: 'LTU' });
  accountId = opened.providerAccountId;
  expect(stub.accounts.get(accountId)).toMatchObject({ email: 'investor@demo.invest', firstName: 'Viktoras', lastName: 'Investor' });
  expect(opened.iban).toBe(stub.accounts.get(accountId)!.iban);
  await t.database.db.insert(paymentAccounts).values({ userId, provider: 'lemonway', ...opened });
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

describe('lemonway notifications through the webhook route', () => {
  it('credits a confirmed money-in once, for the amount Lemonway’s API answers; a replay credits nothing', async () => {
    stub.moneyIns.set('88120', { ...recordedMoneyIn, receiverAccountId: accountId });
    const before = await lemonwayBalance();
    // The body claims a larger amount: only the API's creditAmount (12345 cents) counts.
    const res = await notify({ ...recordedNotice, ExtId: accountId, Amount: '99999.00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'applied' });
    expect(lookups('88120')).toBe(1);
    expect(await lemonwayBalance()).toBe(before + 12_345);
    const [row] = await t.database.db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.provider, 'lemonway'), eq(providerTransactions.providerTransactionId, '88120')));
    // Lemonway's money-in answer names no payer: only what it does name is recorded.
    expect(row).toMatchObject({ userId, direction: 'incoming', amountCents: 12_345, status: 'booked', counterpartyIban: null, details: 'Deposit 42' });

    // Lemonway re-sends it (JSON, or form-encoded): confirmed again, applied never again.
    const depositsAfter = await deposits();
    expect((await notify({ ...recordedNotice, ExtId: accountId })).json()).toEqual({ status: 'duplicate' });
    expect((await notify({ ...recordedNotice, ExtId: accountId }, { form: true })).json()).toEqual({ status: 'duplicate' });
    expect(await lemonwayBalance()).toBe(before + 12_345);
    expect(await deposits()).toBe(depositsAfter);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('changes nothing for a transaction Lemonway does not know, or has not completed', async () => {
    const before = await lemonwayBalance();
    const events = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents))[0]!.n;
    const forged = await notify({ ...recordedNotice, IdTransaction: '404404', ExtId: accountId, Amount: '5000.00' });
    expect(forged.statusCode).toBe(404);
    expect(lookups('404404')).toBe(1);

    // 4 (pending) and 16 (validation pending) are not done; 3 is a Lemonway error for a money-in, not a success.
    for (const status of [4, 16, 3, 6, 7]) {
      stub.moneyIns.set('88121', { ...recordedMoneyIn, id: 88121, receiverAccountId: accountId, status });
      const pending = await notify({ ...recordedNotice, IdTransaction: '88121', ExtId: accountId });
      expect(pending.statusCode).toBe(200);
      expect(pending.json()).toEqual({ status: 'ignored' });
    }
    expect(await lemonwayBalance()).toBe(before);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents))[0]!.n).toBe(events);
    expect(await t.database.db.select().from(providerTransactions).where(eq(providerTransactions.providerTransactionId, '404404'))).toEqual([]);

    // Once Lemonway reports it done, the next notification applies it.
    stub.moneyIns.set('88121', { ...recordedMoneyIn, id: 88121, receiverAccountId: accountId, status: 0, creditAmount: 500 });
    expect((await notify({ ...recordedNotice, IdTransaction: '88121', ExtId: accountId })).json()).toEqual({ status: 'applied' });
    expect(await lemonwayBalance()).toBe(before + 500);
  });

  it('answers 404 for a confirmed money-in to a wallet the platform does not know, recording nothing', async () => {
    stub.moneyIns.set('88122', { ...recordedMoneyIn, id: 88122, receiverAccountId: 'somebody-else' });
    const res = await notify({ ...recordedNotice, IdTransaction: '88122' });
    expect(res.statusCode).toBe(404);
    const seen = await t.database.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.provider, webhookNamespace('lemonway')), eq(webhookEvents.eventId, 'lemonway:moneyin:88122')));
    expect(seen).toEqual([]);
  });

  it('refuses a missing or wrong URL token before asking Lemonway; answers 4xx for a malformed body; ignores other categories', async () => {
    stub.moneyIns.set('88123', { ...recordedMoneyIn, id: 88123, receiverAccountId: accountId });
    const before = await lemonwayBalance();
    expect((await notify({ ...recordedNotice, IdTransaction: '88123' }, { token: null })).statusCode).toBe(401);
    expect((await notify({ ...recordedNotice, IdTransaction: '88123' }, { token: 'lemonway-notification-token-0002' })).statusCode).toBe(401);
    expect(lookups('88123')).toBe(0);
    expect((await notify({ NotifCategory: '10' })).statusCode).toBe(400);
    const raw = await t.app.inject({
      method: 'POST',
      url: `${PAYMENTS_API.webhook('lemonway')}?token=${TOKEN}`,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(raw.statusCode).toBe(400);
    // A wallet status change (category 8) moves no money.
    const other = await notify({ NotifCategory: '8', IntId: '1093', ExtId: accountId, Status: '6' });
    expect(other.statusCode).toBe(400);
    const kyc = await notify({ NotifCategory: '8', IdTransaction: '1', ExtId: accountId });
    expect(kyc.json()).toEqual({ status: 'ignored' });
    expect(await lemonwayBalance()).toBe(before);
  });

  it('the signed scheme of the sandbox is not accepted at the real Lemonway door', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: PAYMENTS_API.webhook('lemonway'),
      headers: { 'content-type': 'application/json', 'x-payment-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('lemonway payouts', () => {
  it('registers the IBAN, makes the money-out and settles it from Lemonway’s answer; a later failure notice settles it failed', async () => {
    const settled: Array<{ provider: string; payoutId: string; status: string; reason?: string }> = [];
    t.app.payments.setPayoutSettlement({ settlePayout: async (_tx, outcome) => void settled.push(outcome) });
    const adapter = t.app.payments.get('lemonway') as LemonwayPaymentAdapter;
    const start = stub.requests.length;
    const { payoutId } = await adapter.requestPayout({
      withdrawalId: 1,
      amountCents: cents(5_000),
      iban: 'LT121000011101001000',
      holderName: 'Viktoras Investor',
      reference: 'withdrawal-1',
      userId,
    });
    await adapter.idle();
    expect(settled).toEqual([{ provider: 'lemonway', payoutId, status: 'paid' }]);
    const calls = stub.requests.slice(start).map((r) => `${r.method} ${r.path.replace(/^\/mb\/[^/]+\/[^/]+\/directkitrest/, '')}`);
    expect(calls).toEqual(['POST /v2/moneyouts/iban', 'POST /v2/moneyouts', `GET /v2/moneyouts?transactionid=${payoutId}`]);
    const registered = JSON.parse(stub.requests[start]!.body) as Record<string, unknown>;
    expect(registered).toEqual({ accountId, holder: 'Viktoras Investor', iban: 'LT121000011101001000' });
    const moneyOut = JSON.parse(stub.requests[start + 1]!.body) as Record<string, unknown>;
    expect(moneyOut).toEqual({
      accountId,
      ibanId: expect.any(Number),
      totalAmount: 5_000,
      comment: 'withdrawal-1',
      autoCommission: false,
      reference: 'withdrawal-1',
    });

    // Lemonway cancels it: the "Money-Out cancelled" notice (form-encoded) names the money-out in
    // IdOriginTransaction; only the money-out's status as the API reads it back (4, error) settles it failed.
    const notice = new URLSearchParams(fixture('notification-money-out').request.body as string);
    notice.set('IdOriginTransaction', payoutId);
    stub.moneyOuts.get(payoutId)!.status = 4;
    const lookupsBefore = stub.requests.length;
    const res = await notify(Object.fromEntries(notice), { form: true });
    expect(res.json()).toEqual({ status: 'applied' });
    expect(stub.requests.slice(lookupsBefore).map((r) => r.path.replace(/^\/mb\/[^/]+\/[^/]+\/directkitrest/, ''))).toEqual([
      `/v2/moneyouts?transactionid=${payoutId}`,
    ]);
    expect(settled[1]).toMatchObject({ provider: 'lemonway', payoutId, status: 'failed', reason: expect.stringContaining('Lemonway') });
    // The same notice again changes nothing.
    expect((await notify(Object.fromEntries(notice), { form: true })).json()).toEqual({ status: 'duplicate' });
    expect(settled).toHaveLength(2);
  });

  it('a pending money-out is left to Lemonway’s later notice', async () => {
    const settled: unknown[] = [];
    t.app.payments.setPayoutSettlement({ settlePayout: async (_tx, outcome) => void settled.push(outcome) });
    const adapter = t.app.payments.get('lemonway') as LemonwayPaymentAdapter;
    stub.moneyOutStatus = 0;
    const { payoutId } = await adapter.requestPayout({
      withdrawalId: 2,
      amountCents: cents(700),
      iban: 'LT121000011101001000',
      holderName: 'Viktoras Investor',
      reference: 'withdrawal-2',
      userId,
    });
    await adapter.idle();
    expect(settled).toEqual([]);
    expect((await notify({ NotifCategory: '37', IdTransaction: payoutId })).json()).toEqual({ status: 'ignored' });
    stub.moneyOuts.get(payoutId)!.status = 3;
    expect((await notify({ NotifCategory: '37', IdTransaction: payoutId })).json()).toEqual({ status: 'applied' });
    expect(settled).toEqual([{ provider: 'lemonway', payoutId, status: 'paid' }]);
    stub.moneyOutStatus = 3;
  });
});
