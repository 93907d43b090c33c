import { AUTH_API, DEV_SMS_API, PHONE_CODE_MAX_ATTEMPTS, phoneCodeSentSchema, phoneStateSchema } from '@platform/contract';
import { PHONE_ENDPOINTS as E } from '@platform/contract/endpoints';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { auditLog, phoneVerifications, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HIDDEN_SMS_TEXT, sandboxInboxes } from './phone.routes';
import type { SandboxSmsInbox } from './sms';

// Runs on PGlite, and on PostgreSQL in the DATABASE_URL pass.
let t: TestApp;
let db: Db;
let inbox: SandboxSmsInbox;
let ip = 1;
let serial = 0;
const strong = 'Correct-horse-42';

const client = () => createSessionClient(t.app, { ip: `198.51.100.${ip++}` });

async function register(): Promise<[SessionClient, number]> {
  const email = `phone-${++serial}@example.test`;
  const c = client();
  expect(
    (
      await c.post(AUTH_API.register, {
        email,
        password: strong,
        type: 'private',
        locale: 'en',
      })
    ).statusCode,
  ).toBe(201);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return [c, row!.id];
}

async function logIn(email: string): Promise<SessionClient> {
  const c = client();
  expect((await c.post(AUTH_API.login, { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  return c;
}

/** The code of the newest sandbox SMS to `phone`. */
function lastCode(phone: string): string {
  const [message] = inbox.list({ to: phone });
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const pendingOf = async (userId: number) => (await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId)))[0];
const userOf = async (userId: number) => (await db.select().from(users).where(eq(users.id, userId)))[0]!;
const auditsOf = async (userId: number, action: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), eq(auditLog.action, action)));

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  inbox = sandboxInboxes.get(t.app)!;
});
afterAll(() => t.close());

describe('phone confirmation by SMS code (decision 0048)', () => {
  it('a guest gets 401 on every call', async () => {
    const guest = client();
    for (const res of [
      await guest.get(E.state.path),
      await guest.post(E.start.path, { phone: '+37061234000' }),
      await guest.post(E.resend.path),
      await guest.post(E.confirm.path, { code: '123456' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('a bad phone is a 400 with fieldErrors.phone, and nothing is sent', async () => {
    const [c, id] = await register();
    const sentBefore = inbox.list().length;
    for (const [phone, reason] of [
      ['861234567', 'invalid'],
      ['+370 abc', 'invalid'],
      ['+3706123412', 'invalid'],
      ['+37052123456', 'not_mobile'],
    ] as const) {
      const res = await c.post(E.start.path, { phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json(), phone).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { phone: [reason] },
      });
    }
    expect(inbox.list().length).toBe(sentBefore);
    expect(await pendingOf(id)).toBeUndefined();
  });

  it('start sends a six-digit code (stored hashed) and answers the masked number and both clocks; the state shows the temporary phone', async () => {
    const [c, id] = await register();
    const res = await c.post(E.start.path, { phone: '+370 612 34001' });
    expect(res.statusCode).toBe(200);
    expect(phoneCodeSentSchema.parse(res.json())).toEqual({
      phone: '+370 6** **001',
      resendInSeconds: 60,
      expiresInSeconds: 600,
    });
    const code = lastCode('+37061234001');
    expect(inbox.list({ to: '+37061234001' })[0]!.text).toContain('10');
    const row = (await pendingOf(id))!;
    expect(row).toMatchObject({
      phone: '+37061234001',
      attempts: 0,
      sends: 1,
      confirmedAt: null,
    });
    expect(row.codeHash).not.toContain(code);
    const state = phoneStateSchema.parse((await c.get(E.state.path)).json());
    expect(state).toMatchObject({
      phone: null,
      temporaryPhone: '+370 6** **001',
      codeLocked: false,
    });
    expect(state.resendInSeconds).toBeGreaterThan(55);
    expect(await auditsOf(id, 'user.phone_code_sent')).toHaveLength(1);
  });

  it('resend and a new start are refused with 429 and Retry-After while the timer runs, allowed after it', async () => {
    const [c, id] = await register();
    expect((await c.post(E.resend.path)).statusCode).toBe(404);
    expect((await c.post(E.start.path, { phone: '+37061234002' })).statusCode).toBe(200);
    const first = lastCode('+37061234002');
    const early = await c.post(E.resend.path);
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('RATE_LIMITED');
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
    expect((await c.post(E.start.path, { phone: '+37061234003' })).statusCode).toBe(429);
    expect(inbox.list({ to: '+37061234002' })).toHaveLength(1);
    // The minute has passed.
    await db
      .update(phoneVerifications)
      .set({ resendAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.userId, id));
    const again = await c.post(E.resend.path);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      phone: '+370 6** **002',
      resendInSeconds: 60,
    });
    expect(inbox.list({ to: '+37061234002' })).toHaveLength(2);
    expect((await pendingOf(id))!.sends).toBe(2);
    // The old code died with the resend (unless the new one happens to be equal).
    const second = lastCode('+37061234002');
    if (second !== first) expect((await c.post(E.confirm.path, { code: first })).json().code).toBe('CONFIRMATION_CODE_INVALID');
    expect((await c.post(E.confirm.path, { code: second })).statusCode).toBe(200);
  });

  it('a wrong code counts; the fifth wrong one locks the code, even the right one is then refused; a resend revives', async () => {
    const [c, id] = await register();
    expect((await c.post(E.start.path, { phone: '+37061234004' })).statusCode).toBe(200);
    const code = lastCode('+37061234004');
    for (let i = 1; i < PHONE_CODE_MAX_ATTEMPTS; i++) {
      const res = await c.post(E.confirm.path, { code: wrongOf(code) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'CONFIRMATION_CODE_INVALID',
        fieldErrors: { code: ['confirmation_code_invalid'] },
      });
    }
    const fifth = await c.post(E.confirm.path, { code: wrongOf(code) });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('CONFIRMATION_CODE_LOCKED');
    expect((await c.post(E.confirm.path, { code })).json().code).toBe('CONFIRMATION_CODE_LOCKED');
    expect((await pendingOf(id))!.attempts).toBe(PHONE_CODE_MAX_ATTEMPTS);
    expect(phoneStateSchema.parse((await c.get(E.state.path)).json()).codeLocked).toBe(true);
    expect((await userOf(id)).phone).toBeNull();
    await db
      .update(phoneVerifications)
      .set({ resendAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.userId, id));
    expect((await c.post(E.resend.path)).statusCode).toBe(200);
    expect((await c.post(E.confirm.path, { code: lastCode('+37061234004') })).statusCode).toBe(200);
  });

  it('an expired code is refused without counting a try', async () => {
    const [c, id] = await register();
    expect((await c.post(E.start.path, { phone: '+37061234005' })).statusCode).toBe(200);
    const code = lastCode('+37061234005');
    await db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.userId, id));
    const res = await c.post(E.confirm.path, { code });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CONFIRMATION_CODE_EXPIRED');
    expect((await pendingOf(id))!.attempts).toBe(0);
    expect((await userOf(id)).phone).toBeNull();
  });

  it('a malformed code is a 400 with fieldErrors.code', async () => {
    const [c] = await register();
    const res = await c.post(E.confirm.path, { code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { code: ['code_format'] },
    });
  });

  it('the right code sets users.phone, clears the temporary phone, is audited and works once', async () => {
    const [c, id] = await register();
    expect((await c.post(E.start.path, { phone: '+37061234006' })).statusCode).toBe(200);
    const res = await c.post(E.confirm.path, {
      code: lastCode('+37061234006'),
    });
    expect(res.statusCode).toBe(200);
    const state = phoneStateSchema.parse(res.json());
    expect(state).toMatchObject({
      phone: { number: '+37061234006', display: '+370 612 34006' },
      temporaryPhone: null,
      resendInSeconds: 0,
    });
    const user = await userOf(id);
    expect(user.phone).toBe('+37061234006');
    expect(user.phoneConfirmedAt).toBeInstanceOf(Date);
    expect(phoneStateSchema.parse((await c.get(E.state.path)).json())).toEqual(state);
    expect(await auditsOf(id, 'user.phone_confirmed')).toHaveLength(1);
    expect((await c.post(E.confirm.path, { code: lastCode('+37061234006') })).json().code).toBe('CONFIRMATION_CODE_INVALID');
    // The confirmed number again: nothing to confirm.
    const same = await c.post(E.start.path, { phone: '+37061234006' });
    expect(same.statusCode).toBe(409);
    expect(same.json().fieldErrors).toEqual({ phone: ['same'] });
  });

  it("another user cannot confirm someone else's code", async () => {
    const [owner, ownerId] = await register();
    const [other, otherId] = await register();
    expect((await owner.post(E.start.path, { phone: '+37061234007' })).statusCode).toBe(200);
    const code = lastCode('+37061234007');
    // No number waits for the other user: the code means nothing there.
    expect((await other.post(E.confirm.path, { code })).json().code).toBe('CONFIRMATION_CODE_INVALID');
    // The other user waiting for the same number gets a code of their own; the owner's does not confirm it.
    expect((await other.post(E.start.path, { phone: '+37061234007' })).statusCode).toBe(200);
    const othersCode = lastCode('+37061234007');
    if (othersCode !== code) expect((await other.post(E.confirm.path, { code })).json().code).toBe('CONFIRMATION_CODE_INVALID');
    expect((await userOf(otherId)).phone).toBeNull();
    expect((await userOf(ownerId)).phone).toBeNull();
    expect((await pendingOf(ownerId))!.attempts).toBe(0);
    expect((await owner.post(E.confirm.path, { code })).statusCode).toBe(200);
    expect((await userOf(ownerId)).phone).toBe('+37061234007');
  });

  it('read-only accounts and operators logged in as the user may read but not send or confirm; the operator sees the number masked', async () => {
    const [c, id] = await register();
    expect((await c.post(E.start.path, { phone: '+37061234008' })).statusCode).toBe(200);
    expect((await c.post(E.confirm.path, { code: lastCode('+37061234008') })).statusCode).toBe(200);
    await db.update(users).set({ readonly: true }).where(eq(users.id, id));
    expect((await c.get(E.state.path)).statusCode).toBe(200);
    const refused = await c.post(E.start.path, { phone: '+37061234009' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('READ_ONLY');
    await db.update(users).set({ readonly: false }).where(eq(users.id, id));

    const operator = await logIn('operator@demo.invest');
    expect((await operator.post(AUTH_API.adminImpersonate(id))).statusCode).toBe(204);
    const seen = phoneStateSchema.parse((await operator.get(E.state.path)).json());
    expect(seen.phone).toMatchObject({
      number: '+3706****008',
      display: '+370 6** **008',
    });
    for (const res of [await operator.post(E.start.path, { phone: '+37061234009' }), await operator.post(E.confirm.path, { code: '123456' })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('IMPERSONATION_READ_ONLY');
    }
    expect(inbox.list({ to: '+37061234009' })).toHaveLength(0);
  });

  it('SMS to one account are rate limited per hour', async () => {
    const [c, id] = await register();
    const numbers = ['+37061235001', '+37061235002', '+37061235003', '+37061235004', '+37061235005', '+37061235006'];
    const answers: number[] = [];
    for (const phone of numbers) {
      await db
        .update(phoneVerifications)
        .set({ resendAt: new Date(Date.now() - 1000) })
        .where(eq(phoneVerifications.userId, id));
      answers.push((await c.post(E.start.path, { phone })).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  // The dev inbox exists in the embedded demo mode only (the dev mailbox's condition): on, here, on PGlite; off in the PostgreSQL pass.
  it('the dev SMS inbox answers on this machine only, with the codes shown to operators only', async () => {
    const [c] = await register();
    expect((await c.post(E.start.path, { phone: '+37061234010' })).statusCode).toBe(200);
    const local = () => createSessionClient(t.app, { ip: '127.0.0.1' });
    const guest = await local().get(`${DEV_SMS_API}?to=${encodeURIComponent('+370 612 34010')}`);
    if (process.env.DATABASE_URL) {
      expect(guest.statusCode).toBe(404);
      return;
    }
    expect(guest.statusCode).toBe(200);
    expect(guest.json().messages).toEqual([expect.objectContaining({ to: '+37061234010', text: HIDDEN_SMS_TEXT })]);
    expect((await client().get(DEV_SMS_API)).statusCode).toBe(404);
    const operator = createSessionClient(t.app, { ip: '127.0.0.1' });
    expect(
      (
        await operator.post(AUTH_API.login, {
          email: 'operator@demo.invest',
          password: DEMO_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    const seen = await operator.get(`${DEV_SMS_API}?to=%2B37061234010`);
    expect(seen.json().messages[0].text).toContain(lastCode('+37061234010'));
  });
});

describe('without the sandbox (no SMS provider in this version)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ production: true });
  });
  afterAll(() => prod.close());

  it('asking for a code answers 409 sms_unavailable, stores nothing, and the dev inbox is not there', async () => {
    const c = createSessionClient(prod.app, { ip: '127.0.0.1' });
    expect((await c.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD })).statusCode).toBe(200);
    const res = await c.post(E.start.path, { phone: '+37061234011' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', fieldErrors: { phone: ['sms_unavailable'] } });
    expect(await prod.database.db.select().from(phoneVerifications)).toEqual([]);
    expect(phoneStateSchema.parse((await c.get(E.state.path)).json())).toMatchObject({ temporaryPhone: null, resendInSeconds: 0 });
    expect((await c.get(DEV_SMS_API)).statusCode).toBe(404);
    expect(sandboxInboxes.get(prod.app)).toBeUndefined();
  });
});
