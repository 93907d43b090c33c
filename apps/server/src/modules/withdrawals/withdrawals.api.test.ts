import { randomUUID } from 'node:crypto';
import { toCents, AUTH_API, ibanWithCheckDigits, WITHDRAWALS_API } from '@platform/contract';
import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { auditLog, bankAccounts, confirmationCodes, users, withdrawals } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deriveKey, encryptSecret } from '../auth/crypto';
import { createTotpSecret } from '../auth/totp';
import { listOutbox } from '../email/outbox';
import { ledgerViolations } from '../ledger/ledger.invariants';
import { clearingAccount, transfer, walletAccount, walletBalance } from '../ledger/ledger.service';

// Runs on PGlite, and on PostgreSQL in the DATABASE_URL pass.
const SECRET = 'test-secret-test-secret-test-secret-0123';
const GOOD_IBAN = 'LT121000011101001000';
const FAILING_IBAN = ibanWithCheckDigits('LT', '7044060000000000'); // the sandbox refuses IBANs ending in 0000
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let db: Db;
let operator: SessionClient;
let ip = 10;

const key = () => `test-${randomUUID()}`;

async function makeUser(email: string, displayName: string, extra: Partial<typeof users.$inferInsert> = {}): Promise<{ id: number; c: SessionClient }> {
  const [demo] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'investor@demo.invest'));
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: demo!.hash, displayName, identifyStatus: 'approved', registrationStep: 'done', verificationStep: 'done', ...extra })
    .returning({ id: users.id });
  ip += 1;
  const c = createSessionClient(t.app, { ip: `192.0.2.${ip}` });
  const login = await c.post(AUTH_API.login, { email, password: DEMO_PASSWORD });
  expect(login.statusCode).toBe(200);
  return { id: row!.id, c };
}

async function deposit(userId: number, cents: number) {
  const wallet = await walletAccount(db, userId);
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
}

/** A verified bank account added yesterday (the next-day rule is met). */
async function readyBankAccount(user: { id: number; c: SessionClient }, holderName: string, iban = GOOD_IBAN) {
  const res = await user.c.post(WITHDRAWALS_API.setBankAccount, { iban, holderName });
  expect(res.statusCode).toBe(200);
  await db
    .update(bankAccounts)
    .set({ createdAt: new Date(Date.now() - DAY_MS) })
    .where(eq(bankAccounts.id, res.json().bankAccount.id));
}

async function emailedCode(c: SessionClient, email: string): Promise<string> {
  const res = await c.post(WITHDRAWALS_API.requestCode);
  expect(res.statusCode).toBe(200);
  const [mail] = await listOutbox(db, { to: email, limit: 1 });
  const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
  expect(code).toBeTruthy();
  return code!;
}

async function withdraw(c: SessionClient, amount: string, code: string, idem = key()) {
  return c.post(WITHDRAWALS_API.request, { amount, code }, { 'idempotency-key': idem });
}

async function statusOf(id: number): Promise<string> {
  const [row] = await db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id));
  return row!.status;
}

async function waitForStatus(id: number, wanted: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if ((await statusOf(id)) === wanted) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await statusOf(id)).toBe(wanted);
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  operator = createSessionClient(t.app, { ip: '192.0.2.1' });
  await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD });
});
afterAll(async () => {
  // Every scenario above leaves the books sound.
  if (db) expect(await ledgerViolations(db)).toEqual([]);
  await t?.close();
});

describe('bank account', () => {
  it('validates the IBAN, verifies the holder against the identity and replaces the previous account', async () => {
    const user = await makeUser('bank@withdrawals.test', 'Rūta Žemaitė');
    expect((await user.c.get(WITHDRAWALS_API.bankAccount)).json()).toEqual({ bankAccount: null });

    const bad = await user.c.post(WITHDRAWALS_API.setBankAccount, { iban: 'LT121000011101001001', holderName: 'Rūta Žemaitė' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('iban');
    expect((await user.c.post(WITHDRAWALS_API.setBankAccount, { iban: 'hello', holderName: 'Rūta Žemaitė' })).statusCode).toBe(400);
    expect((await user.c.post(WITHDRAWALS_API.setBankAccount, { iban: GOOD_IBAN })).statusCode).toBe(400);
    // The holder is a person's or company's name, never the e-mail address (decision 0041).
    const email = await user.c.post(WITHDRAWALS_API.setBankAccount, { iban: GOOD_IBAN, holderName: 'bank@withdrawals.test' });
    expect(email.statusCode).toBe(400);
    expect(email.json().fieldErrors).toHaveProperty('holderName');

    const other = await user.c.post(WITHDRAWALS_API.setBankAccount, { iban: 'DE89 3704 0044 0532 0130 00', holderName: 'Someone Else' });
    expect(other.statusCode).toBe(200);
    expect(other.json().bankAccount).toMatchObject({ iban: 'DE89370400440532013000', holderName: 'Someone Else', verified: false });

    // Case, diacritics, spacing and word order do not matter.
    const mine = await user.c.post(WITHDRAWALS_API.setBankAccount, { iban: 'lt12 1000 0111 0100 1000', holderName: 'ZEMAITE   ruta' });
    const account = mine.json().bankAccount;
    expect(account).toMatchObject({ iban: GOOD_IBAN, verified: true });
    expect(account.canWithdrawFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Europe/Vilnius is ahead of UTC, so its next calendar day is always after the UTC date.
    expect(account.canWithdrawFrom > account.createdAt.slice(0, 10)).toBe(true);
    expect((await user.c.get(WITHDRAWALS_API.bankAccount)).json().bankAccount.id).toBe(account.id);

    const rows = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.removedAt === null).map((r) => r.id)).toEqual([account.id]);
  });

  it('is never verified while the identity is not approved', async () => {
    const user = await makeUser('unverified@withdrawals.test', 'Nora Newcomer', { identifyStatus: 'pending' });
    const res = await user.c.post(WITHDRAWALS_API.setBankAccount, { iban: GOOD_IBAN, holderName: 'Nora Newcomer' });
    expect(res.json().bankAccount.verified).toBe(false);
    const attempt = await withdraw(user.c, '5.00', '123456');
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json().code).toBe('IDENTITY_NOT_VERIFIED');
  });
});

describe('withdrawal request', () => {
  it('refuses a bank account added today, bad amounts, missing keys and insufficient funds', async () => {
    const user = await makeUser('rules@withdrawals.test', 'Ona Rules');
    await deposit(user.id, 5_000);
    expect((await withdraw(user.c, '5.00', '123456')).json().code).toBe('BANK_ACCOUNT_REQUIRED');
    await user.c.post(WITHDRAWALS_API.setBankAccount, { iban: GOOD_IBAN, holderName: 'Ona Rules' });
    const today = await withdraw(user.c, '5.00', '123456');
    expect(today.statusCode).toBe(409);
    expect(today.json().code).toBe('BANK_ACCOUNT_TOO_NEW');

    await readyBankAccount(user, 'Ona Rules', 'DE89370400440532013000');
    const noKey = await user.c.post(WITHDRAWALS_API.request, { amount: '5.00', code: '123456' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await withdraw(user.c, '0.99', '123456')).statusCode).toBe(400);
    expect((await withdraw(user.c, '-5', '123456')).statusCode).toBe(400);
    expect((await withdraw(user.c, '5.001', '123456')).statusCode).toBe(400);
    expect((await withdraw(user.c, '5.00', '12ab56')).statusCode).toBe(400);
    const tooMuch = await withdraw(user.c, '50.01', '123456');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await walletBalance(db, user.id)).toEqual({ balance: 5_000, available: 5_000, reserved: 0 });
  });

  it('confirms with an emailed code: wrong, expired and too many attempts are refused; the right one holds the money once', async () => {
    const email = 'code@withdrawals.test';
    const user = await makeUser(email, 'Jonas Code');
    await deposit(user.id, 10_000);
    await readyBankAccount(user, 'Jonas Code');
    expect((await user.c.get(WITHDRAWALS_API.list)).json()).toMatchObject({ withdrawals: [], available: '100.00', confirmWith: 'email' });

    // No code requested yet.
    expect((await withdraw(user.c, '10.00', '123456')).json().code).toBe('CONFIRMATION_CODE_INVALID');

    // Expired.
    const stale = await emailedCode(user.c, email);
    await db
      .update(confirmationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(confirmationCodes.userId, user.id));
    expect((await withdraw(user.c, '10.00', stale)).json().code).toBe('CONFIRMATION_CODE_EXPIRED');

    // Five wrong attempts lock the code, even the right one is refused afterwards.
    const code = await emailedCode(user.c, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const res = await withdraw(user.c, '10.00', wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CONFIRMATION_CODE_INVALID');
    }
    expect((await withdraw(user.c, '10.00', wrong)).json().code).toBe('CONFIRMATION_CODE_LOCKED');
    expect((await withdraw(user.c, '10.00', code)).json().code).toBe('CONFIRMATION_CODE_LOCKED');
    const [stored] = await db.select().from(confirmationCodes).where(eq(confirmationCodes.userId, user.id)).orderBy(desc(confirmationCodes.id)).limit(1);
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.attempts).toBe(5);

    // A fresh code works; the same key replays the answer and moves nothing twice.
    const good = await emailedCode(user.c, email);
    const idem = key();
    const first = await withdraw(user.c, '25.50', good, idem);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ amount: '25.50', status: 'requested', iban: 'LT12 **** **** **** 1000' });
    const again = await withdraw(user.c, '25.50', good, idem);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await walletBalance(db, user.id)).toEqual({ balance: 10_000, available: 7_450, reserved: 2_550 });
    // The code is spent.
    expect((await withdraw(user.c, '1.00', good)).json().code).toBe('CONFIRMATION_CODE_INVALID');
    // The same key for a different amount is refused.
    expect((await withdraw(user.c, '30.00', good, idem)).statusCode).toBe(422);

    const list = (await user.c.get(WITHDRAWALS_API.list)).json();
    expect(list.available).toBe('74.50');
    expect(list.withdrawals.map((w: { id: number }) => w.id)).toEqual([first.json().id]);
  });

  it('confirms with the authenticator code when two-step is on (no email code)', async () => {
    const user = await makeUser('totp@withdrawals.test', 'Tomas Totp');
    const secret = createTotpSecret();
    await db
      .update(users)
      .set({ totpSecretEnc: encryptSecret(secret, deriveKey(SECRET, 'totp-secret')), totpEnabledAt: new Date() })
      .where(eq(users.id, user.id));
    await deposit(user.id, 2_000);
    await readyBankAccount(user, 'Tomas Totp');
    expect((await user.c.get(WITHDRAWALS_API.list)).json().confirmWith).toBe('two_step');
    expect((await user.c.post(WITHDRAWALS_API.requestCode)).statusCode).toBe(409);
    expect((await withdraw(user.c, '5.00', '000000')).json().code).toBe('CONFIRMATION_CODE_INVALID');
    const res = await withdraw(user.c, '5.00', await generate({ secret }));
    expect(res.statusCode).toBe(201);
    expect((await walletBalance(db, user.id)).reserved).toBe(500);
  });

  it('an authenticator code confirms one withdrawal only, also when two requests race (RFC 6238 §5.2)', async () => {
    const user = await makeUser('totp-once@withdrawals.test', 'Tina Totp');
    const secret = createTotpSecret();
    await db
      .update(users)
      .set({ totpSecretEnc: encryptSecret(secret, deriveKey(SECRET, 'totp-secret')), totpEnabledAt: new Date() })
      .where(eq(users.id, user.id));
    await deposit(user.id, 5_000);
    await readyBankAccount(user, 'Tina Totp');
    const code = await generate({ secret });
    expect((await withdraw(user.c, '5.00', code)).statusCode).toBe(201);
    const reuse = await withdraw(user.c, '5.00', code);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('CONFIRMATION_CODE_INVALID');
    // The next step's code, sent twice at once under different keys: one withdrawal.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const racing = await Promise.all([withdraw(user.c, '1.00', next), withdraw(user.c, '1.00', next)]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect((await walletBalance(db, user.id)).reserved).toBe(600);
  });

  it('lets only the owner cancel, only while requested, and releases the hold once', async () => {
    const email = 'cancel@withdrawals.test';
    const user = await makeUser(email, 'Cancel Owner');
    const stranger = await makeUser('stranger@withdrawals.test', 'Someone Else');
    await deposit(user.id, 3_000);
    await readyBankAccount(user, 'Cancel Owner');
    const created = await withdraw(user.c, '20.00', await emailedCode(user.c, email));
    const id = created.json().id as number;

    expect((await stranger.c.post(WITHDRAWALS_API.cancel(id), {}, { 'idempotency-key': key() })).statusCode).toBe(404);
    expect((await stranger.c.get(WITHDRAWALS_API.list)).json().withdrawals).toEqual([]);
    expect((await user.c.post(WITHDRAWALS_API.cancel(id), {})).json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await user.c.post(WITHDRAWALS_API.cancel(999999), {}, { 'idempotency-key': key() })).statusCode).toBe(404);

    const cancelled = await user.c.post(WITHDRAWALS_API.cancel(id), {}, { 'idempotency-key': key() });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const twice = await user.c.post(WITHDRAWALS_API.cancel(id), {}, { 'idempotency-key': key() });
    expect(twice.json().status).toBe('cancelled');
    expect(await walletBalance(db, user.id)).toEqual({ balance: 3_000, available: 3_000, reserved: 0 });
    // An operator cannot approve a cancelled one.
    expect((await operator.post(WITHDRAWALS_API.adminApprove(id))).statusCode).toBe(409);
  });

  it('read-only and impersonated sessions cannot request or cancel', async () => {
    const email = 'readonly@withdrawals.test';
    const user = await makeUser(email, 'Read Only');
    await deposit(user.id, 3_000);
    await readyBankAccount(user, 'Read Only');
    const code = await emailedCode(user.c, email);

    expect((await operator.post(AUTH_API.adminImpersonate(user.id))).statusCode).toBe(204);
    const impersonated = await withdraw(operator, '5.00', code);
    expect(impersonated.statusCode).toBe(403);
    expect(impersonated.json().code).toBe('IMPERSONATION_READ_ONLY');
    expect((await operator.get(WITHDRAWALS_API.list)).statusCode).toBe(200);
    expect((await operator.post(AUTH_API.returnToOperator)).statusCode).toBe(204);

    expect((await operator.post(AUTH_API.adminSetReadonly(user.id), { readonly: true })).statusCode).toBe(204);
    const readonly = await withdraw(user.c, '5.00', code);
    expect(readonly.statusCode).toBe(403);
    expect(readonly.json().code).toBe('READ_ONLY');
    expect((await user.c.post(WITHDRAWALS_API.setBankAccount, { iban: GOOD_IBAN, holderName: 'Read Only' })).statusCode).toBe(403);
    expect(await walletBalance(db, user.id)).toEqual({ balance: 3_000, available: 3_000, reserved: 0 });
  });
});

describe('back office', () => {
  it('is for operators only', async () => {
    const user = await makeUser('nosy@withdrawals.test', 'Nosy Investor');
    for (const path of [WITHDRAWALS_API.adminList, WITHDRAWALS_API.adminTrialBalance, WITHDRAWALS_API.adminUserLedger(user.id)]) {
      expect((await user.c.get(path)).statusCode, path).toBe(403);
    }
    expect((await user.c.post(WITHDRAWALS_API.adminApprove(1))).statusCode).toBe(403);
    expect(
      (
        await user.c.post(
          WITHDRAWALS_API.adminAdjustments,
          { userId: user.id, direction: 'credit', amount: '100.00', reason: 'Give me money please' },
          { 'idempotency-key': key() },
        )
      ).statusCode,
    ).toBe(403);
    expect((await user.c.get(WITHDRAWALS_API.bankAccount)).statusCode).toBe(200);
    expect((await createSessionClient(t.app).get(WITHDRAWALS_API.bankAccount)).statusCode).toBe(401);
  });

  it('approve → provider payout → signed payout.paid webhook posts the hold; a repeat moves nothing', async () => {
    const email = 'paid@withdrawals.test';
    const user = await makeUser(email, 'Paula Paid');
    await deposit(user.id, 10_000);
    await readyBankAccount(user, 'Paula Paid');
    const id = (await withdraw(user.c, '40.00', await emailedCode(user.c, email))).json().id as number;

    const queue = (await operator.get(`${WITHDRAWALS_API.adminList}?status=requested`)).json().withdrawals as {
      id: number;
      email: string;
      iban: string;
      bankAccountVerified: boolean;
    }[];
    expect(queue.find((w) => w.id === id)).toMatchObject({ email, iban: GOOD_IBAN, bankAccountVerified: true });
    expect((await operator.get(`${WITHDRAWALS_API.adminList}?status=nonsense`)).statusCode).toBe(400);

    const approved = await operator.post(WITHDRAWALS_API.adminApprove(id));
    expect(approved.statusCode).toBe(200);
    expect(['sent', 'paid']).toContain(approved.json().status);
    expect(approved.json().providerPayoutId).toBeTruthy();
    await waitForStatus(id, 'paid');
    // Double click after the payout: nothing happens twice.
    expect((await operator.post(WITHDRAWALS_API.adminApprove(id))).json().status).toBe('paid');
    expect(await walletBalance(db, user.id)).toEqual({ balance: 6_000, available: 6_000, reserved: 0 });

    // A replayed webhook (the settlement called again) moves nothing.
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
    await db.transaction((tx) =>
      t.app.payments.payoutSettlement().settlePayout(tx, { provider: 'connectPay', payoutId: row!.providerPayoutId!, status: 'paid' }),
    );
    await db.transaction((tx) =>
      t.app.payments.payoutSettlement().settlePayout(tx, { provider: 'connectPay', payoutId: row!.providerPayoutId!, status: 'failed' }),
    );
    expect(await statusOf(id)).toBe('paid');
    expect(await walletBalance(db, user.id)).toEqual({ balance: 6_000, available: 6_000, reserved: 0 });
    expect((await user.c.get(WITHDRAWALS_API.list)).json().withdrawals[0]).toMatchObject({ id, status: 'paid' });
    // Paid withdrawals cannot be rejected or cancelled any more.
    expect((await operator.post(WITHDRAWALS_API.adminReject(id), { reason: 'Too late' }, { 'idempotency-key': key() })).statusCode).toBe(409);
    expect((await user.c.post(WITHDRAWALS_API.cancel(id), {}, { 'idempotency-key': key() })).statusCode).toBe(409);
  });

  it('a refused payout (payout.failed) voids the hold', async () => {
    const email = 'failed@withdrawals.test';
    const user = await makeUser(email, 'Fiona Failed');
    await deposit(user.id, 5_000);
    await readyBankAccount(user, 'Fiona Failed', FAILING_IBAN);
    const id = (await withdraw(user.c, '15.00', await emailedCode(user.c, email))).json().id as number;
    expect((await operator.post(WITHDRAWALS_API.adminApprove(id))).statusCode).toBe(200);
    await waitForStatus(id, 'failed');
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row!.reason).toBeTruthy();
    expect(await walletBalance(db, user.id)).toEqual({ balance: 5_000, available: 5_000, reserved: 0 });
  });

  it('reject needs a reason, voids the hold, emails the user and is idempotent', async () => {
    const email = 'rejected@withdrawals.test';
    const user = await makeUser(email, 'Rita Rejected');
    await deposit(user.id, 5_000);
    await readyBankAccount(user, 'Rita Rejected');
    const id = (await withdraw(user.c, '12.00', await emailedCode(user.c, email))).json().id as number;
    expect((await operator.post(WITHDRAWALS_API.adminReject(id), {}, { 'idempotency-key': key() })).statusCode).toBe(400);
    expect((await operator.post(WITHDRAWALS_API.adminReject(id), { reason: 'no' }, { 'idempotency-key': key() })).statusCode).toBe(400);
    expect((await operator.post(WITHDRAWALS_API.adminReject(999999), { reason: 'Unknown one' }, { 'idempotency-key': key() })).statusCode).toBe(404);
    const idem = key();
    const rejected = await operator.post(WITHDRAWALS_API.adminReject(id), { reason: 'Holder name differs' }, { 'idempotency-key': idem });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Holder name differs' });
    expect(
      (await operator.post(WITHDRAWALS_API.adminReject(id), { reason: 'Holder name differs' }, { 'idempotency-key': idem })).headers['idempotent-replayed'],
    ).toBe('true');
    expect((await operator.post(WITHDRAWALS_API.adminReject(id), { reason: 'Again, other key' }, { 'idempotency-key': key() })).json().status).toBe('rejected');
    expect(await walletBalance(db, user.id)).toEqual({ balance: 5_000, available: 5_000, reserved: 0 });
    const [mail] = await listOutbox(db, { to: email, limit: 1 });
    expect(mail!.text).toContain('Holder name differs');
    expect((await operator.post(WITHDRAWALS_API.adminApprove(id))).statusCode).toBe(409);
  });

  it('shows a balanced trial balance and a user ledger', async () => {
    const tb = await operator.get(WITHDRAWALS_API.adminTrialBalance);
    expect(tb.statusCode).toBe(200);
    const body = tb.json();
    expect(body.balanced).toBe(true);
    expect(body.violations).toEqual([]);
    expect(body.totals.debits).toBe(body.totals.credits);
    expect(body.rows.length).toBeGreaterThan(2);

    const [someone] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'paid@withdrawals.test'));
    const ledger = (await operator.get(WITHDRAWALS_API.adminUserLedger(someone!.id))).json();
    expect(ledger.user.email).toBe('paid@withdrawals.test');
    expect(ledger.accounts).toEqual([expect.objectContaining({ kind: 'wallet', balance: '60.00', available: '60.00', reserved: '0.00' })]);
    expect(ledger.transfers.map((x: { code: string; phase: string }) => `${x.code}/${x.phase}`)).toEqual([
      'withdrawal/post_pending',
      'withdrawal/pending',
      'deposit/posted',
    ]);
    expect((await operator.get(WITHDRAWALS_API.adminUserLedger(999999))).statusCode).toBe(404);
    expect((await operator.get('/api/admin/ledger/users/abc')).statusCode).toBe(400);
  });

  it('a manual adjustment needs a reason and a key, moves money once and is audited', async () => {
    const user = await makeUser('adjusted@withdrawals.test', 'Adam Adjusted');
    const base = { userId: user.id, direction: 'credit', amount: '15.00' };
    expect((await operator.post(WITHDRAWALS_API.adminAdjustments, base, { 'idempotency-key': key() })).statusCode).toBe(400);
    expect((await operator.post(WITHDRAWALS_API.adminAdjustments, { ...base, reason: 'short' }, { 'idempotency-key': key() })).statusCode).toBe(400);
    expect((await operator.post(WITHDRAWALS_API.adminAdjustments, { ...base, reason: 'Goodwill after a delayed payout' })).json().code).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expect(
      (
        await operator.post(
          WITHDRAWALS_API.adminAdjustments,
          { ...base, amount: '0.00', reason: 'Goodwill after a delayed payout' },
          { 'idempotency-key': key() },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await operator.post(
          WITHDRAWALS_API.adminAdjustments,
          { ...base, userId: 999999, reason: 'Goodwill after a delayed payout' },
          { 'idempotency-key': key() },
        )
      ).statusCode,
    ).toBe(404);

    const idem = key();
    const credit = await operator.post(WITHDRAWALS_API.adminAdjustments, { ...base, reason: 'Goodwill after a delayed payout' }, { 'idempotency-key': idem });
    expect(credit.statusCode).toBe(201);
    expect(credit.json()).toMatchObject({ balance: '15.00', available: '15.00' });
    const replay = await operator.post(WITHDRAWALS_API.adminAdjustments, { ...base, reason: 'Goodwill after a delayed payout' }, { 'idempotency-key': idem });
    expect(replay.json().transferId).toBe(credit.json().transferId);
    expect(await walletBalance(db, user.id)).toEqual({ balance: 1_500, available: 1_500, reserved: 0 });

    const overdraw = await operator.post(
      WITHDRAWALS_API.adminAdjustments,
      { ...base, direction: 'debit', amount: '15.01', reason: 'Reverse a duplicate deposit' },
      { 'idempotency-key': key() },
    );
    expect(overdraw.statusCode).toBe(409);
    expect(overdraw.json().code).toBe('INSUFFICIENT_FUNDS');
    const debit = await operator.post(
      WITHDRAWALS_API.adminAdjustments,
      { ...base, direction: 'debit', amount: '5.00', reason: 'Reverse a duplicate deposit' },
      { 'idempotency-key': key() },
    );
    expect(debit.json()).toMatchObject({ balance: '10.00' });

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, user.id), eq(auditLog.action, 'ledger.adjustment')))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.details)).toEqual([
      expect.objectContaining({ direction: 'credit', amount: '15.00', reason: 'Goodwill after a delayed payout' }),
      expect.objectContaining({ direction: 'debit', amount: '5.00', reason: 'Reverse a duplicate deposit' }),
    ]);
    const tb = (await operator.get(WITHDRAWALS_API.adminTrialBalance)).json();
    expect(tb.rows.find((r: { code: string }) => r.code === 'adjustments')).toMatchObject({ debits: '15.00', credits: '5.00' });
    expect(tb.balanced).toBe(true);
  });
});
