import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rebuildWalletReturnDays } from './ledger.aggregates';
import { ledgerViolations, trialBalance } from './ledger.invariants';
import { clearingAccount, post, reserve, transfer, transferLinked, voidPending, walletAccount, walletBalance } from './ledger.service';
import { asCents, toCents, cents } from '@platform/contract';

// Runs on PGlite, and on PostgreSQL in the DATABASE_URL pass, where the concurrency is real.
let t: TestApp;
let db: Db;
let userIds: number[] = [];
let clearingId = 0;

async function makeUsers(n: number, tag: string): Promise<number[]> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `${tag}-${i}@ledger.test`, passwordHash: 'x' })))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

async function wallet(userId: number): Promise<number> {
  return (await walletAccount(db, userId)).id;
}

async function deposit(userId: number, amount: number, key: string) {
  // Resolve accounts before the transaction: on PGlite a query on `db` inside it would wait for it.
  const walletId = await wallet(userId);
  return db.transaction((tx) =>
    transfer(tx, { debitAccountId: clearingId, creditAccountId: walletId, amount: toCents(amount), code: 'deposit', idempotencyKey: key }),
  );
}

async function move(kind: 'transfer' | 'reserve', from: number, to: number, amount: number, code: 'adjustment' | 'investment' | 'withdrawal', key: string) {
  const input = { debitAccountId: from, creditAccountId: to, amount: toCents(amount), code, idempotencyKey: key };
  return db.transaction((tx) => (kind === 'transfer' ? transfer(tx, input) : reserve(tx, input)));
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** The database's own message (drizzle wraps it as the cause of "Failed query"). */
async function dbRefusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    const cause = (error as { cause?: { message?: string; constraint?: string } }).cause;
    return `${cause?.message ?? ''} ${cause?.constraint ?? ''}`;
  }
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.database.db;
  userIds = await makeUsers(6, 'base');
  clearingId = (await clearingAccount(db, 'connectPay')).id;
});
afterAll(() => t?.close());

/** 0 + 1 + … + n. */
const sumTo = (n: number) => (n * (n + 1)) / 2;

describe('ledger service', () => {
  it('moves money once per idempotency key and refuses a key reused for something else', async () => {
    const [a, b] = userIds as [number, number];
    const first = await deposit(a, 10_000, 'dep-1');
    const again = await deposit(a, 10_000, 'dep-1');
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(again.transfers[0]!.id).toBe(first.transfers[0]!.id);
    expect(await walletBalance(db, a)).toEqual({ balance: 10_000, available: 10_000, reserved: 0 });
    expect(await codeOf(deposit(a, 9_999, 'dep-1'))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await codeOf(deposit(b, 10_000, 'dep-1'))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses an overdraft in code, and the database CHECK refuses one written around the code', async () => {
    const [a, b] = userIds as [number, number];
    const before = await walletBalance(db, a);
    const overdraft = move('transfer', await wallet(a), await wallet(b), before.available + 1, 'adjustment', 'over-1');
    expect(await codeOf(overdraft)).toBe('INSUFFICIENT_FUNDS');
    expect(await walletBalance(db, a)).toEqual(before);
    const walletId = await wallet(a);
    expect(await dbRefusal(db.execute(sql`UPDATE ledger_accounts SET debits_posted = credits_posted + 1 WHERE id = ${walletId}`))).toMatch(
      /ledger_accounts_no_overdraft/,
    );
  });

  it('never updates or deletes a transfer', async () => {
    expect(await dbRefusal(db.execute(sql`UPDATE ledger_transfers SET amount = amount + 1`))).toMatch(/immutable/);
    expect(await dbRefusal(db.execute(sql`DELETE FROM ledger_transfers`))).toMatch(/immutable/);
  });

  it('holds money with reserve, then posts or voids it exactly once', async () => {
    const [, , c, d] = userIds as [number, number, number, number];
    await deposit(c, 5_000, 'dep-c');
    const held = await move('reserve', await wallet(c), await wallet(d), 3_000, 'investment', 'hold-1');
    expect(await walletBalance(db, c)).toEqual({ balance: 5_000, available: 2_000, reserved: 3_000 });
    expect(await walletBalance(db, d)).toEqual({ balance: 0, available: 0, reserved: 0 });
    // The held money cannot be spent twice.
    const spend = move('transfer', await wallet(c), await wallet(d), 2_001, 'adjustment', 'spend-1');
    expect(await codeOf(spend)).toBe('INSUFFICIENT_FUNDS');

    const pendingId = held.transfers[0]!.id;
    await db.transaction((tx) => post(tx, pendingId, 'post-1'));
    expect((await db.transaction((tx) => post(tx, pendingId, 'post-1'))).replayed).toBe(true);
    expect(await codeOf(db.transaction((tx) => voidPending(tx, pendingId, 'void-1')))).toBe('LEDGER_CONFLICT');
    expect(await walletBalance(db, c)).toEqual({ balance: 2_000, available: 2_000, reserved: 0 });
    expect(await walletBalance(db, d)).toEqual({ balance: 3_000, available: 3_000, reserved: 0 });

    const held2 = await move('reserve', await wallet(d), clearingId, 1_000, 'withdrawal', 'hold-2');
    await db.transaction((tx) => voidPending(tx, held2.transfers[0]!.id, 'void-2'));
    expect(await codeOf(db.transaction((tx) => post(tx, held2.transfers[0]!.id, 'post-2')))).toBe('LEDGER_CONFLICT');
    expect(await walletBalance(db, d)).toEqual({ balance: 3_000, available: 3_000, reserved: 0 });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('moves linked transfers together or not at all', async () => {
    const [, , , , e, f] = userIds as [number, number, number, number, number, number];
    await deposit(e, 1_000, 'dep-e');
    const [we, wf] = [await wallet(e), await wallet(f)];
    const failing = db.transaction((tx) =>
      transferLinked(tx, [
        { debitAccountId: we, creditAccountId: wf, amount: cents(600), code: 'market_purchase', idempotencyKey: 'link-1a' },
        { debitAccountId: we, creditAccountId: wf, amount: cents(600), code: 'fee', idempotencyKey: 'link-1b' },
      ]),
    );
    expect(await codeOf(failing)).toBe('INSUFFICIENT_FUNDS');
    expect(await walletBalance(db, e)).toEqual({ balance: 1_000, available: 1_000, reserved: 0 });
    const ok = await db.transaction((tx) =>
      transferLinked(tx, [
        { debitAccountId: we, creditAccountId: wf, amount: cents(600), code: 'market_purchase', idempotencyKey: 'link-2a' },
        { debitAccountId: we, creditAccountId: wf, amount: cents(400), code: 'fee', idempotencyKey: 'link-2b' },
      ]),
    );
    expect(ok.transfers.map((x) => x.batchId)).toEqual(['link-2a', 'link-2a']);
    expect(await walletBalance(db, e)).toEqual({ balance: 0, available: 0, reserved: 0 });
    expect(await walletBalance(db, f)).toEqual({ balance: 1_000, available: 1_000, reserved: 0 });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('moves the totals of a batch over many accounts (one statement for all) exactly as one account at a time', async () => {
    const many = await makeUsers(40, 'bulk');
    const wallets: number[] = [];
    for (const [i, id] of many.entries()) {
      await deposit(id, 1_000 + i, `bulk-dep-${i}`);
      wallets.push(await wallet(id));
    }
    const target = await wallet(many[0]!);
    // 39 posted legs (100 + i cents each, 3,900 + 0 + … + 38 in all) into one wallet and 20 pending ones out of others: 40 accounts in one batch.
    await db.transaction((tx) =>
      transferLinked(
        tx,
        wallets.slice(1).map((w, i) => ({
          debitAccountId: w,
          creditAccountId: target,
          amount: cents(100 + i),
          code: 'adjustment' as const,
          idempotencyKey: `bulk-post-${i}`,
        })),
      ),
    );
    await db.transaction((tx) =>
      transferLinked(
        tx,
        wallets.slice(20).map((w, i) => ({
          debitAccountId: w,
          creditAccountId: clearingId,
          amount: cents(50),
          code: 'withdrawal' as const,
          idempotencyKey: `bulk-hold-${i}`,
        })),
        'pending',
      ),
    );
    expect(await walletBalance(db, many[0]!)).toEqual({ balance: 1_000 + sumTo(38) + 3_900, available: 1_000 + sumTo(38) + 3_900, reserved: 0 });
    expect(await walletBalance(db, many[5]!)).toEqual({ balance: 1_005 - 104, available: 1_005 - 104, reserved: 0 });
    expect(await walletBalance(db, many[25]!)).toEqual({ balance: 1_025 - 124, available: 1_025 - 124 - 50, reserved: 50 });
    // An overdraft anywhere in a big batch refuses all of it.
    const failing = db.transaction((tx) =>
      transferLinked(
        tx,
        wallets.slice(1).map((w, i) => ({
          debitAccountId: w,
          creditAccountId: target,
          amount: cents(i === 30 ? 1_000_000 : 1),
          code: 'adjustment' as const,
          idempotencyKey: `bulk-fail-${i}`,
        })),
      ),
    );
    expect(await codeOf(failing)).toBe('INSUFFICIENT_FUNDS');
    expect(await walletBalance(db, many[5]!)).toEqual({ balance: 1_005 - 104, available: 1_005 - 104, reserved: 0 });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('adds every posted return leg of a wallet to wallet_return_days in its transaction, and ledgerViolations notices a wrong row', async () => {
    const [g, h] = await makeUsers(2, 'returns');
    await deposit(g!, 100_000, 'ret-dep');
    const [wg, wh] = [await wallet(g!), await wallet(h!)];
    const pay = (amount: number /* cents */, code: 'interest' | 'principal' | 'fee' | 'adjustment', key: string, from = wg, to = wh) =>
      db.transaction((tx) => transfer(tx, { debitAccountId: from, creditAccountId: to, amount: toCents(amount), code, idempotencyKey: key }));
    await pay(1_000, 'interest', 'ret-1');
    await pay(555, 'interest', 'ret-2');
    await pay(10_000, 'principal', 'ret-3');
    await pay(100, 'fee', 'ret-4', wh, wg); // a fee paid by h: debited from h's wallet, and credited to g's (a wallet here)
    await pay(700, 'adjustment', 'ret-5'); // not a return: not added
    const held = await db.transaction((tx) =>
      reserve(tx, { debitAccountId: wg, creditAccountId: wh, amount: toCents(200), code: 'interest', idempotencyKey: 'ret-6' }),
    );
    // A failed transaction adds nothing: the overdraft is refused after the leg would have been added.
    expect(await codeOf(pay(100_000_000, 'interest', 'ret-7'))).toBe('INSUFFICIENT_FUNDS');
    const rows = async () =>
      (
        (await db.execute(
          sql`SELECT account_id, code, credited::int AS credited, debited::int AS debited FROM wallet_return_days WHERE account_id IN (${wg}, ${wh}) ORDER BY account_id, code`,
        )) as unknown as {
          rows: { account_id: number; code: string; credited: number; debited: number }[];
        }
      ).rows.map((r) => `${r.account_id === wg ? 'g' : 'h'} ${r.code} +${r.credited} -${r.debited}`);
    // The pending interest is not there until it is posted.
    expect(await rows()).toEqual(['g fee +100 -0', 'h fee +0 -100', 'h interest +1555 -0', 'h principal +10000 -0']);
    await db.transaction((tx) => post(tx, held.transfers[0]!.id, 'ret-6-post'));
    expect(await rows()).toEqual(['g fee +100 -0', 'h fee +0 -100', 'h interest +1755 -0', 'h principal +10000 -0']);
    expect(await ledgerViolations(db)).toEqual([]);
    await db.execute(sql`UPDATE wallet_return_days SET credited = credited + 1 WHERE account_id = ${wh} AND code = 'interest'`);
    expect((await ledgerViolations(db)).join('\n')).toMatch(new RegExp(`wallet_return_days of account ${wh}, interest, .*kept 1756/0/.*transfers say 1755/0/`));
    await db.execute(sql`UPDATE wallet_return_days SET credited = credited - 1 WHERE account_id = ${wh} AND code = 'interest'`);
    await db.execute(sql`DELETE FROM wallet_return_days WHERE account_id = ${wh} AND code = 'principal'`);
    expect((await ledgerViolations(db)).join('\n')).toMatch(new RegExp(`wallet_return_days of account ${wh}, principal, .*kept nothing`));
    await rebuildWalletReturnDays(db);
    expect(await ledgerViolations(db)).toEqual([]);
    expect(await rows()).toEqual(['g fee +100 -0', 'h fee +0 -100', 'h interest +1755 -0', 'h principal +10000 -0']);
  });

  it('moves money once when two requests with the same key race', async () => {
    const [u] = await makeUsers(1, 'race');
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => deposit(u!, 2_500, 'race-key')));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const moved = results.filter((r) => r.status === 'fulfilled' && !r.value.replayed);
    expect(moved).toHaveLength(1);
    expect(await walletBalance(db, u!)).toEqual({ balance: 2_500, available: 2_500, reserved: 0 });
  });
});

/** Wallet to wallet: plain moves, and return legs that wallet_return_days adds up (a fee both ways). */
const PAY_CODES = ['adjustment', 'interest', 'principal', 'late_interest', 'bonus', 'fee'] as const;
type PayCode = (typeof PAY_CODES)[number];

type Op =
  | { kind: 'deposit'; user: number; amount: number; key: number }
  | { kind: 'pay'; from: number; to: number; amount: number; code: PayCode; key: number }
  | { kind: 'hold'; from: number; to: number; amount: number; code: 'investment' | 'interest'; key: number }
  | { kind: 'resolve'; hold: number; postIt: boolean; key: number };

const USERS = 5;
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), user: fc.nat(USERS - 1), amount: fc.integer({ min: 1, max: 50_000 }), key: fc.nat(30) }),
  fc.record({
    kind: fc.constant('pay' as const),
    from: fc.nat(USERS - 1),
    to: fc.nat(USERS - 1),
    amount: fc.integer({ min: 1, max: 40_000 }),
    code: fc.constantFrom(...PAY_CODES),
    key: fc.nat(30),
  }),
  fc.record({
    kind: fc.constant('hold' as const),
    from: fc.nat(USERS - 1),
    to: fc.nat(USERS - 1),
    amount: fc.integer({ min: 1, max: 40_000 }),
    code: fc.constantFrom('investment' as const, 'interest' as const),
    key: fc.nat(30),
  }),
  fc.record({ kind: fc.constant('resolve' as const), hold: fc.nat(20), postIt: fc.boolean(), key: fc.nat(30) }),
);

describe('ledger invariants after randomized concurrent scenarios', () => {
  it('keeps debits = credits, no wallet below zero, stored totals = transfers, the return aggregate = transfers, one movement per key', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(opArb, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 6 }), async (batches) => {
        run += 1;
        const ids = await makeUsers(USERS, `prop-${run}`);
        const wallets = await Promise.all(ids.map((id) => wallet(id)));
        const holds: number[] = [];
        const expectedErrors = new Set(['INSUFFICIENT_FUNDS', 'IDEMPOTENCY_KEY_REUSED', 'LEDGER_CONFLICT', 'BAD_REQUEST', 'NOT_FOUND']);
        const runOp = (op: Op) =>
          db.transaction(async (tx) => {
            const key = `p${run}-${op.kind}-${op.key}`;
            switch (op.kind) {
              case 'deposit':
                return transfer(tx, {
                  debitAccountId: clearingId,
                  creditAccountId: wallets[op.user]!,
                  amount: toCents(op.amount),
                  code: 'deposit',
                  idempotencyKey: key,
                });
              case 'pay':
                return transfer(tx, {
                  debitAccountId: wallets[op.from]!,
                  creditAccountId: wallets[op.to]!,
                  amount: toCents(op.amount),
                  code: op.code,
                  idempotencyKey: key,
                });
              case 'hold': {
                const result = await reserve(tx, {
                  debitAccountId: wallets[op.from]!,
                  creditAccountId: wallets[op.to]!,
                  amount: toCents(op.amount),
                  code: op.code,
                  idempotencyKey: key,
                });
                if (!result.replayed) holds.push(result.transfers[0]!.id);
                return result;
              }
              case 'resolve': {
                const pendingId = holds[op.hold % Math.max(1, holds.length)];
                if (pendingId === undefined) return null;
                return op.postIt ? post(tx, pendingId, key) : voidPending(tx, pendingId, key);
              }
            }
          });
        for (const batch of batches) {
          // Each batch runs concurrently: on PostgreSQL these are parallel transactions.
          const settled = await Promise.allSettled(batch.map(runOp));
          for (const s of settled) {
            if (s.status === 'rejected') expect(expectedErrors).toContain((s.reason as { code?: string }).code ?? String(s.reason));
          }
        }
        expect(await ledgerViolations(db)).toEqual([]);
        // Every key moved money at most once.
        const dup = await db.execute(sql`SELECT idempotency_key FROM ledger_transfers GROUP BY idempotency_key HAVING COUNT(*) > 1`);
        expect((dup as unknown as { rows: unknown[] }).rows).toEqual([]);
        // The balances a user is shown are what the transfers say.
        for (const [i, id] of ids.entries()) {
          const shown = await walletBalance(db, id);
          const rows = (await db.execute(sql`
            SELECT
              COALESCE(SUM(CASE WHEN credit_account_id = ${wallets[i]!} AND phase IN ('posted', 'post_pending') THEN amount ELSE 0 END), 0)
              - COALESCE(SUM(CASE WHEN debit_account_id = ${wallets[i]!} AND phase IN ('posted', 'post_pending') THEN amount ELSE 0 END), 0) AS balance
            FROM ledger_transfers`)) as unknown as { rows: { balance: string }[] };
          expect(shown.balance).toBe(asCents(rows.rows[0]!.balance));
          expect(shown.available).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 60, seed: Number(process.env.LEDGER_SEED ?? 20261121) },
    );
    const tb = await trialBalance(db);
    expect(tb.balanced).toBe(true);
  });
});
