import { AUTH_API, userDataSchema } from '@platform/contract';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, passwordResetTokens, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 10;
/** Each test its own client IP, so per-IP limits of one test do not spill into another. */
const client = () => createSessionClient(t.app, { ip: `198.51.100.${ipCounter++}` });
const strong = 'Correct-horse-42';
const userCount = async () => Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n);

async function register(c: SessionClient, email: string, extra: Record<string, unknown> = {}) {
  return c.post(AUTH_API.register, { email, password: strong, type: 'private', locale: 'en', ...extra });
}

async function lastEmailTo(to: string) {
  const [row] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(sql`id desc`)
    .limit(1);
  return row;
}

describe('register', () => {
  it('creates the account, logs in with httpOnly SameSite cookies and answers the user data', async () => {
    const c = client();
    const res = await register(c, 'Ana.New@Example.com', { locale: 'lt' });
    expect(res.statusCode).toBe(201);
    const user = userDataSchema.parse(res.json());
    expect(user).toMatchObject({ email: 'ana.new@example.com', readonly: false, locale: 'lt', registrationStep: { current: 'questionnaire' } });
    const access = res.cookies.find((x) => x.name === 'access_token')!;
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await c.get(AUTH_API.userDetails)).json().email).toBe('ana.new@example.com');
    expect((await lastEmailTo('ana.new@example.com')).template).toBe('welcome');
    const [stored] = await t.database.db.select().from(users).where(eq(users.email, 'ana.new@example.com'));
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('registers a company with its flags', async () => {
    const res = await register(client(), 'board@firm.example', {
      type: 'company',
      company: { name: 'Firm UAB', registrationNumber: '305123456', isRepresentative: true, isDirector: true, isSubsidiary: false, isUbo: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'company', representative: true, company: { name: 'Firm UAB', isDirector: true, isUbo: true } });
  });

  it('refuses bad input, weak passwords and a taken email with 4xx JSON and changes nothing', async () => {
    const before = await userCount();
    const c = client();
    const bad = await c.post(AUTH_API.register, { email: 'not-an-email', password: 1, type: 'x', locale: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: expect.objectContaining({ email: expect.any(Array) }) });
    const company = await c.post(AUTH_API.register, { email: 'c@x.example', password: strong, type: 'company', locale: 'en' });
    expect(company.json().fieldErrors).toHaveProperty('company');
    const weak = await register(c, 'weak@example.com', { password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD', fieldErrors: { password: expect.arrayContaining(['too_short']) } });
    const taken = await register(c, 'investor@demo.invest');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    expect(await userCount()).toBe(before);
    expect(c.cookie('access_token')).toBeUndefined();
  });
});

describe('login and logout', () => {
  it('logs in, rotates the session id at every login, and logs out', async () => {
    const c = client();
    const first = await c.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoStepRequired: false });
    const firstRefresh = c.cookie('refresh_token');
    expect((await c.get(AUTH_API.userDetails)).statusCode).toBe(200);
    await c.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD });
    expect(c.cookie('refresh_token')).not.toBe(firstRefresh);
    expect((await c.post(AUTH_API.logout)).statusCode).toBe(204);
    expect((await c.get(AUTH_API.userDetails)).statusCode).toBe(401);
    expect((await lastEmailTo('investor@demo.invest')).template).toBe('new-login');
  });

  it('logs in a client that sends no User-Agent (the new-login email says "-")', async () => {
    const c = client();
    const res = await c.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD }, { 'user-agent': '' });
    expect(res.statusCode).toBe(200);
    const email = await lastEmailTo('investor@demo.invest');
    expect(email.template).toBe('new-login');
    expect(email.textBody).toContain(' -');
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const c = client();
    const wrong = await c.post(AUTH_API.login, { email: 'investor@demo.invest', password: 'Wrong-password-1' });
    const unknown = await c.post(AUTH_API.login, { email: 'nobody@demo.invest', password: 'Wrong-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const failures = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.login_failed'));
    expect(failures.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a cookie-authenticated change from another origin (CSRF)', async () => {
    const c = client();
    await c.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD });
    const evil = await c.post(AUTH_API.changeLocale, { locale: 'pl' }, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe('CSRF_FAILED');
    const none = createSessionClient(t.app, { origin: null });
    none.jar.set('access_token', c.cookie('access_token')!);
    expect((await none.post(AUTH_API.changeLocale, { locale: 'pl' })).statusCode).toBe(403);
    expect((await c.post(AUTH_API.changeLocale, { locale: 'pl' })).statusCode).toBe(204);
  });
});

describe('refresh tokens', () => {
  it('rotate, and reuse of a spent one revokes the whole session', async () => {
    const c = client();
    await register(c, 'rotate@example.com');
    const spent = c.cookie('refresh_token')!;
    const res = await c.post(AUTH_API.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().tokenExpiresInSeconds).toBeGreaterThan(800);
    const fresh = c.cookie('refresh_token')!;
    expect(fresh).not.toBe(spent);
    // An attacker replays the spent token.
    const thief = client();
    thief.setCookie('refresh_token', spent);
    expect((await thief.post(AUTH_API.refreshToken)).statusCode).toBe(401);
    // The legitimate session is gone too.
    expect((await c.get(AUTH_API.userDetails)).statusCode).toBe(401);
    const again = client();
    again.setCookie('refresh_token', fresh);
    expect((await again.post(AUTH_API.refreshToken)).statusCode).toBe(401);
  });

  it('is-jwt-valid answers true for a live access token and false otherwise', async () => {
    const c = client();
    await register(c, 'jwt@example.com');
    const jwt = (await c.get(AUTH_API.userDetails)).json().jwt as string;
    expect((await c.get(AUTH_API.isJwtValid(jwt))).json()).toBe(true);
    expect((await c.get(AUTH_API.isJwtValid(`${jwt}x`))).json()).toBe(false);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const res = await client().post(AUTH_API.forgotPassword, { email });
    expect(res.statusCode).toBe(204);
    const mail = await lastEmailTo(email);
    return /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1];
  }

  it('answers 204 for unknown emails without sending anything', async () => {
    expect((await client().post(AUTH_API.forgotPassword, { email: 'ghost@example.com' })).statusCode).toBe(204);
    expect(await lastEmailTo('ghost@example.com')).toBeUndefined();
  });

  it('resets once with a valid token, ends other sessions, and refuses reuse', async () => {
    const owner = client();
    await register(owner, 'reset@example.com');
    const token = (await requestReset('reset@example.com'))!;
    expect(token).toBeTruthy();
    const stored = await t.database.db.select().from(passwordResetTokens);
    expect(stored.some((r) => r.tokenHash === token)).toBe(false);
    expect((await client().get(AUTH_API.checkResetPasswordToken(token))).json()).toEqual({ status: 'SUCCESS' });
    expect((await client().post(AUTH_API.resetPassword, { token, password: 'short' })).json().code).toBe('WEAK_PASSWORD');
    expect((await client().post(AUTH_API.resetPassword, { token, password: 'Brand-new-pass-7' })).statusCode).toBe(204);
    expect((await owner.get(AUTH_API.userDetails)).statusCode).toBe(401);
    const reuse = await client().post(AUTH_API.resetPassword, { token, password: 'Another-pass-8' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('INVALID_TOKEN');
    expect((await client().get(AUTH_API.checkResetPasswordToken(token))).json()).toEqual({ status: 'INVALID' });
    expect((await client().post(AUTH_API.login, { email: 'reset@example.com', password: 'Brand-new-pass-7' })).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    await register(client(), 'expired@example.com');
    const token = (await requestReset('expired@example.com'))!;
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await client().get(AUTH_API.checkResetPasswordToken(token))).json()).toEqual({ status: 'INVALID' });
    expect((await client().post(AUTH_API.resetPassword, { token, password: 'Brand-new-pass-7' })).json().code).toBe('INVALID_TOKEN');
  });
});

describe('two-step authentication (TOTP)', () => {
  it('sets up with a QR code, then asks for the code at login, tolerating one step of clock skew', async () => {
    const c = client();
    await register(c, 'totp@example.com');
    const setup = await c.post(AUTH_API.twoStepSetup);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeDataUrl } = setup.json();
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect((await c.post(AUTH_API.twoStepEnable, { code: '000000' })).json().code).toBe('TWO_STEP_INVALID');
    const enabled = await c.post(AUTH_API.twoStepEnable, { code: await generate({ secret }) });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect((await lastEmailTo('totp@example.com')).template).toBe('two-step-changed');
    await c.post(AUTH_API.logout);

    const login = client();
    expect((await login.post(AUTH_API.login, { email: 'totp@example.com', password: strong })).json()).toEqual({ twoStepRequired: true });
    expect((await login.get(AUTH_API.twoStepToken)).statusCode).toBe(200);
    expect((await login.get(AUTH_API.userDetails)).statusCode).toBe(401);
    expect((await login.post(AUTH_API.twoStepVerify, { code: '123456' })).json().code).toBe('TWO_STEP_INVALID');
    // The next step's code (a phone clock ahead): the one that switched two-step on is spent.
    const skewed = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await login.post(AUTH_API.twoStepVerify, { code: skewed })).statusCode).toBe(204);
    expect((await login.get(AUTH_API.userDetails)).json().twoStepEnabled).toBe(true);
    expect((await login.get(AUTH_API.twoStepToken)).statusCode).toBe(401);

    // A code from two steps ago is refused; a recovery code works exactly once.
    const other = client();
    await other.post(AUTH_API.login, { email: 'totp@example.com', password: strong });
    const old = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 90 });
    expect((await other.post(AUTH_API.twoStepVerify, { code: old })).statusCode).toBe(401);
    expect((await other.post(AUTH_API.twoStepVerify, { code: recoveryCodes[0] })).statusCode).toBe(204);
    const third = client();
    await third.post(AUTH_API.login, { email: 'totp@example.com', password: strong });
    expect((await third.post(AUTH_API.twoStepVerify, { code: recoveryCodes[0] })).statusCode).toBe(401);
  });

  it('without a pending login, the two-step token check answers 401', async () => {
    expect((await client().get(AUTH_API.twoStepToken)).statusCode).toBe(401);
  });
});

describe('read-only accounts and logging in as another user', () => {
  it('a read-only account can look and log out but not change anything', async () => {
    const c = client();
    await register(c, 'readonly@example.com');
    await t.database.db.update(users).set({ readonly: true }).where(eq(users.email, 'readonly@example.com'));
    expect((await c.get(AUTH_API.userDetails)).json().readonly).toBe(true);
    const change = await c.post(AUTH_API.changeLocale, { locale: 'pl' });
    expect(change.statusCode).toBe(403);
    expect(change.json().code).toBe('READ_ONLY');
    expect((await c.post(AUTH_API.logout)).statusCode).toBe(204);
  });

  it('an operator logs in as a user, cannot change anything there, returns, and both are audited', async () => {
    const operator = client();
    await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD });
    const list = await operator.get(`${AUTH_API.adminUsers}?search=new@demo`);
    const target = list.json().users[0] as { id: number; email: string };
    expect(target.email).toBe('new@demo.invest');
    expect((await operator.post(AUTH_API.adminImpersonate(target.id))).statusCode).toBe(204);
    const details = (await operator.get(AUTH_API.userDetails)).json();
    expect(details.email).toBe('new@demo.invest');
    expect(details.impersonatedBy.email).toBe('operator@demo.invest');
    expect(operator.cookie('previousToken')).toBeTruthy();
    const blocked = await operator.post(AUTH_API.changeLocale, { locale: 'bg' });
    expect(blocked.json().code).toBe('IMPERSONATION_READ_ONLY');
    // Operator tools are not available inside the user's session.
    expect((await operator.get(AUTH_API.adminUsers)).statusCode).toBe(403);
    expect((await operator.post(AUTH_API.returnToOperator)).statusCode).toBe(204);
    expect((await operator.get(AUTH_API.userDetails)).json().email).toBe('operator@demo.invest');
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, target.id))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['operator.impersonation_started', 'operator.impersonation_ended']));
  });

  it('only operators list users or set read-only', async () => {
    const investor = client();
    await investor.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD });
    expect((await investor.get(AUTH_API.adminUsers)).statusCode).toBe(403);
    expect((await investor.post(AUTH_API.adminSetReadonly(1), { readonly: true })).statusCode).toBe(403);
    expect((await client().get(AUTH_API.adminUsers)).statusCode).toBe(401);
  });
});

describe('back office edge cases', () => {
  it('an operator cannot make their own account read-only', async () => {
    const operator = client();
    await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD });
    const me = (await operator.get(AUTH_API.userDetails)).json().id as number;
    const res = await operator.post(AUTH_API.adminSetReadonly(me), { readonly: true });
    expect(res.statusCode).toBe(409);
    expect((await operator.get(AUTH_API.userDetails)).json().readonly).toBe(false);
  });

  it('returning without the operator’s previous session ends the session as the user and answers 401', async () => {
    const operator = client();
    await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD });
    const target = (await operator.get(`${AUTH_API.adminUsers}?search=debtor@demo`)).json().users[0].id as number;
    await operator.post(AUTH_API.adminImpersonate(target));
    operator.jar.delete('previousToken');
    const res = await operator.post(AUTH_API.returnToOperator);
    expect(res.statusCode).toBe(401);
    expect((await operator.get(AUTH_API.userDetails)).statusCode).toBe(401);
  });
});

describe('registration and verification steps', () => {
  it('answer the steps of the user data, for logged-in users only', async () => {
    const c = client();
    await register(c, 'steps@example.com');
    expect((await c.get(AUTH_API.registrationStep)).json()).toEqual({ current: 'questionnaire', identify: 'none' });
    expect((await c.get(AUTH_API.verificationStep)).json()).toEqual({ current: 'identify', identifyVerification: null });
    expect((await client().get(AUTH_API.registrationStep)).statusCode).toBe(401);
  });
});
