import {
  toCents,
  cents,
  AUTH_API,
  IDEMPOTENCY_HEADER,
  MERGE_API,
  mergeCounterpartsResponseSchema,
  TRANSACTIONS_API,
  transactionsResponseSchema,
} from '@platform/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { auditLog, duplicateAccounts, sessions, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { DEMO_DUPLICATE } from '../../seed/seed-money-merge';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerViolations } from '../ledger/ledger.invariants';
import { clearingAccount, reserve, transfer, voidPending, walletAccount, walletBalance } from '../ledger/ledger.service';

// Runs on PGlite, and on PostgreSQL in the DATABASE_URL pass.
let t: TestApp;
let db: Db;
let ip = 1;
const strong = 'Correct-horse-42';

const idOf = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

async function logIn(email: string, password = DEMO_PASSWORD): Promise<SessionClient> {
  const client = createSessionClient(t.app, { ip: `192.0.2.${ip++}` });
  const res = await client.post(AUTH_API.login, { email, password });
  expect(res.statusCode, `${email}: ${res.body}`).toBe(200);
  return client;
}

async function register(email: string): Promise<[SessionClient, number]> {
  const client = createSessionClient(t.app, { ip: `192.0.2.${ip++}` });
  expect((await client.post(AUTH_API.register, { email, password: strong, type: 'private', locale: 'en' })).statusCode).toBe(201);
  return [client, await idOf(email)];
}

async function deposit(userId: number, cents: number, key: string) {
  const clearing = await clearingAccount(db, 'connectPay');
  const wallet = await walletAccount(db, userId);
  await db.transaction((tx) =>
    transfer(tx, { debitAccountId: clearing.id, creditAccountId: wallet.id, amount: toCents(cents), code: 'deposit', idempotencyKey: key }),
  );
}

const mergeCall = (client: SessionClient, body: unknown, key?: string) => client.post(MERGE_API.merge, body, key ? { [IDEMPOTENCY_HEADER]: key } : {});

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

describe('seeded duplicate pair: investor@demo.invest keeps, duplicate@demo.invest merges in', () => {
  let investor: SessionClient;
  let duplicate: SessionClient;
  let investorId = 0;
  let duplicateId = 0;

  beforeAll(async () => {
    investor = await logIn('investor@demo.invest');
    duplicate = await logIn(DEMO_DUPLICATE.email);
    investorId = await idOf('investor@demo.invest');
    duplicateId = await idOf(DEMO_DUPLICATE.email);
  });

  it('the duplicate side carries hasDuplicateAccounts; both sides see the other account, masked', async () => {
    expect((await investor.get(AUTH_API.userDetails)).json().hasDuplicateAccounts).toBe(false);
    expect((await duplicate.get(AUTH_API.userDetails)).json().hasDuplicateAccounts).toBe(true);
    const dups = mergeCounterpartsResponseSchema.parse((await investor.get(MERGE_API.duplicates)).json());
    expect(dups.users).toEqual([{ userId: duplicateId, email: 'd***@demo.invest', linkedAt: expect.any(String) }]);
    expect(JSON.stringify(dups)).not.toContain('duplicate@');
    expect(mergeCounterpartsResponseSchema.parse((await investor.get(MERGE_API.verifiedUsers)).json()).users).toEqual([]);
    const verified = mergeCounterpartsResponseSchema.parse((await duplicate.get(MERGE_API.verifiedUsers)).json());
    expect(verified.users.map((u) => [u.userId, u.email])).toEqual([[investorId, 'i***@demo.invest']]);
    const other = await logIn('new@demo.invest');
    expect((await other.get(AUTH_API.userDetails)).json().hasDuplicateAccounts).toBe(false);
    expect(mergeCounterpartsResponseSchema.parse((await other.get(MERGE_API.duplicates)).json()).users).toEqual([]);
  });

  it('refuses without an idempotency key, with a wrong password, and for an unrelated account', async () => {
    expect((await mergeCall(investor, { userId: duplicateId, password: DEMO_PASSWORD })).json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const wrong = await mergeCall(investor, { userId: duplicateId, password: 'not-the-password' }, 'merge-wrong-1');
    // Not 401: that would make the browser think its own session ended.
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'MERGE_PASSWORD_INVALID', fieldErrors: { password: ['wrong'] } });
    const unrelated = await mergeCall(investor, { userId: await idOf('new@demo.invest'), password: DEMO_PASSWORD }, 'merge-unrelated-1');
    expect(unrelated.statusCode).toBe(404);
    expect((await mergeCall(investor, { userId: duplicateId }, 'merge-bad-body')).statusCode).toBe(400);
    expect((await walletBalance(db, duplicateId)).balance).toBe(DEMO_DUPLICATE.balanceCents);
  });

  it('moves the exact cents in one transaction, closes the duplicate and keeps the ledger balanced', async () => {
    const before = (await walletBalance(db, investorId)).balance;
    const res = await mergeCall(investor, { userId: duplicateId, password: DEMO_PASSWORD }, 'merge-ok-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ verifiedUserId: investorId, duplicateUserId: duplicateId, movedAmount: '123.45', callerClosed: false });
    expect((await walletBalance(db, investorId)).balance).toBe(before + DEMO_DUPLICATE.balanceCents);
    expect(await walletBalance(db, duplicateId)).toEqual({ balance: 0, available: 0, reserved: 0 });
    expect(await ledgerViolations(db)).toEqual([]);

    const [closed] = await db.select().from(users).where(eq(users.id, duplicateId));
    expect(closed.mergedIntoUserId).toBe(investorId);
    expect(closed.closedAt).not.toBeNull();
    const [pair] = await db.select().from(duplicateAccounts).where(eq(duplicateAccounts.duplicateUserId, duplicateId));
    expect(pair.mergedAt).not.toBeNull();
    const live = (await db.select().from(sessions).where(eq(sessions.userId, duplicateId))).filter((s) => !s.revokedAt);
    expect(live).toEqual([]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'account.merged'));
    expect(audits.map((a) => a.subjectUserId)).toEqual([duplicateId]);

    // The investor's transactions show the merge as one credited line.
    const lines = transactionsResponseSchema.parse((await investor.get(`${TRANSACTIONS_API.list}?type=merge`)).json());
    expect(lines.items.map((i) => [i.amount, i.status])).toEqual([['123.45', 'posted']]);
    expect((await investor.get(AUTH_API.userDetails)).json().hasDuplicateAccounts).toBe(false);
  });

  it('the closed account is logged out and cannot log in again', async () => {
    expect((await duplicate.get(AUTH_API.userDetails)).statusCode).toBe(401);
    const again = createSessionClient(t.app, { ip: '192.0.2.250' });
    const res = await again.post(AUTH_API.login, { email: DEMO_DUPLICATE.email, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('replays the same key without moving money twice; a new key finds the pair merged', async () => {
    const before = (await walletBalance(db, investorId)).balance;
    const replay = await mergeCall(investor, { userId: duplicateId, password: DEMO_PASSWORD }, 'merge-ok-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().movedAmount).toBe('123.45');
    expect((await walletBalance(db, investorId)).balance).toBe(before);
    const fresh = await mergeCall(investor, { userId: duplicateId, password: DEMO_PASSWORD }, 'merge-ok-2');
    expect(fresh.statusCode).toBe(409);
    expect((await walletBalance(db, investorId)).balance).toBe(before);
  });
});

describe('operator links accounts; pending holds block a merge; the duplicate side may merge too', () => {
  let keeper: SessionClient;
  let extra: SessionClient;
  let keeperId = 0;
  let extraId = 0;
  let operator: SessionClient;

  beforeAll(async () => {
    [keeper, keeperId] = await register('merge-keeper@example.com');
    [extra, extraId] = await register('merge-extra@example.com');
    operator = await logIn('operator@demo.invest');
  });

  it('only operators link, never an account with itself or twice', async () => {
    expect((await keeper.post(MERGE_API.adminLink(extraId), { verifiedUserId: keeperId })).statusCode).toBe(403);
    expect((await operator.post(MERGE_API.adminLink(extraId), { verifiedUserId: extraId })).statusCode).toBe(400);
    expect((await operator.post(MERGE_API.adminLink(999_999), { verifiedUserId: keeperId })).statusCode).toBe(404);
    const linked = await operator.post(MERGE_API.adminLink(extraId), { verifiedUserId: keeperId });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json()).toMatchObject({ verifiedUserId: keeperId, duplicateUserId: extraId, duplicateEmail: 'merge-extra@example.com', mergedAt: null });
    expect((await operator.post(MERGE_API.adminLink(keeperId), { verifiedUserId: extraId })).statusCode).toBe(409);
    expect((await extra.get(AUTH_API.userDetails)).json().hasDuplicateAccounts).toBe(true);
    expect((await keeper.get(AUTH_API.userDetails)).json().hasDuplicateAccounts).toBe(false);
    const list = (await operator.get(MERGE_API.adminList)).json();
    expect(list.pairs.some((p: { duplicateUserId: number }) => p.duplicateUserId === extraId)).toBe(true);
    expect((await keeper.get(MERGE_API.adminList)).statusCode).toBe(403);
  });

  it('a hold on the duplicate blocks the merge with 409 and moves nothing', async () => {
    await deposit(extraId, 5_001, 'merge-extra-dep');
    const wallet = await walletAccount(db, extraId);
    const clearing = await clearingAccount(db, 'connectPay');
    const held = await db.transaction((tx) =>
      reserve(tx, { debitAccountId: wallet.id, creditAccountId: clearing.id, amount: cents(1_000), code: 'withdrawal', idempotencyKey: 'merge-extra-hold' }),
    );
    const blocked = await mergeCall(keeper, { userId: extraId, password: strong }, 'merge-held-1');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('MERGE_PENDING_HOLDS');
    expect((await walletBalance(db, extraId)).balance).toBe(5_001);
    expect((await db.select().from(users).where(eq(users.id, extraId)))[0].closedAt).toBeNull();
    // A failed request stored nothing: the same key works once the hold is released.
    await db.transaction((tx) => voidPending(tx, held.transfers[0].id, 'merge-extra-hold-void'));

    // The duplicate side merges itself into the keeper, proving control with the keeper's password.
    const res = await mergeCall(extra, { userId: keeperId, password: strong }, 'merge-held-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ verifiedUserId: keeperId, duplicateUserId: extraId, movedAmount: '50.01', callerClosed: true });
    expect((await walletBalance(db, keeperId)).balance).toBe(5_001);
    expect((await extra.get(AUTH_API.userDetails)).statusCode).toBe(401);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('read-only accounts cannot merge', async () => {
    const [ro, roId] = await register('merge-readonly@example.com');
    const [, otherId] = await register('merge-readonly-dup@example.com');
    expect((await operator.post(MERGE_API.adminLink(otherId), { verifiedUserId: roId })).statusCode).toBe(201);
    await db.update(users).set({ readonly: true }).where(eq(users.id, roId));
    expect((await mergeCall(ro, { userId: otherId, password: strong }, 'merge-ro-1')).statusCode).toBe(403);
  });
});
