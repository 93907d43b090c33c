import { AUTH_API } from '@platform/contract';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEVICE_COOKIE } from './known-devices';
import { LOGIN_BACKOFF, TWO_STEP_BACKOFF } from './throttle.rules';

// Decision 0022: nobody locks the owner out, and a one-time code works once. Runs on PGlite and,
// in the DATABASE_URL pass, on PostgreSQL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The clock: only Date is faked (the database drivers keep their timers). Each test starts 10 s
 * into a fresh 15-minute window, so a fixed-window limit could not end by chance mid-test.
 */
const WINDOW_MS = 900_000;
let clock = 0;
function setClock(ms: number) {
  clock = ms;
  vi.setSystemTime(ms);
}
const advance = (seconds: number) => setClock(clock + seconds * 1000);
const epochSeconds = () => Math.floor(clock / 1000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS + 10_000);
});
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = 'Correct-horse-42';
const WRONG = 'Wrong-horse-42';
let ipCounter = 10;
let emailCounter = 0;
/** A browser at its own address: a fresh client has no cookies, so it is a new device. */
const browser = (): SessionClient => createSessionClient(t.app, { ip: `203.0.113.${ipCounter++}` });
const freshEmail = (tag: string) => `${tag}-${(emailCounter += 1)}@throttle.example`;
const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);
const login = (c: SessionClient, email: string, password: string) => c.post(AUTH_API.login, { email, password });

async function register(email: string): Promise<SessionClient> {
  const owner = browser();
  expect((await owner.post(AUTH_API.register, { email, password: PASSWORD, type: 'private', locale: 'en' })).statusCode).toBe(201);
  return owner;
}

/** An account with two-step on, switched on with the code of the clock's step (`enabling`). */
async function withTwoStep(tag: string) {
  const email = freshEmail(tag);
  const owner = await register(email);
  const { secret } = (await owner.post(AUTH_API.twoStepSetup)).json() as { secret: string };
  const enabling = await generate({ secret, epoch: epochSeconds() });
  expect((await owner.post(AUTH_API.twoStepEnable, { code: enabling })).statusCode).toBe(200);
  return { email, owner, secret, enabling };
}

/** The code of the next 30-second step (the clock moves on to it). */
async function nextCode(secret: string): Promise<string> {
  advance(30);
  return generate({ secret, epoch: epochSeconds() });
}

/** Wrong passwords, each after waiting out the growing delay, all counted (401). */
async function failPatiently(c: SessionClient, email: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    if (i >= LOGIN_BACKOFF.freeAttempts) advance(2 ** (i - LOGIN_BACKOFF.freeAttempts + 1));
    const res = await login(c, email, WRONG);
    expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
  }
}

describe('password guessing', () => {
  it('ten wrong passwords from anywhere do not lock the owner out of a browser that logged in before', async () => {
    const email = freshEmail('owner');
    const owner = await register(email);
    await owner.post(AUTH_API.logout);
    expect((await login(owner, email, PASSWORD)).statusCode).toBe(200);
    const cookie = (await login(owner, email, PASSWORD)).cookies.find((x) => x.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.maxAge).toBeGreaterThanOrEqual(180 * 24 * 3600);
    await owner.post(AUTH_API.logout);

    // Strangers from twelve addresses, one wrong password each, as fast as they can.
    const strangers: number[] = [];
    for (let i = 0; i < 12; i += 1) strangers.push((await login(browser(), email, WRONG)).statusCode);
    expect(strangers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(strangers.slice(5).every((s) => s === 429)).toBe(true);

    // The owner's browser is not slowed down at all; a new browser waits only the delay.
    expect((await login(owner, email, PASSWORD)).statusCode).toBe(200);
    expect((await owner.get(AUTH_API.userDetails)).json().email).toBe(email);
  });

  it('a device cookie is no oracle: its own wrong passwords slow it down, and another account’s cookie does not count', async () => {
    const email = freshEmail('oracle');
    const owner = await register(email);
    await owner.post(AUTH_API.logout);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await login(owner, email, WRONG)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);

    // A cookie of another account's browser is an unknown device here.
    const other = await register(freshEmail('other'));
    const otherEmail = freshEmail('target');
    await register(otherEmail);
    const guesses: number[] = [];
    for (let i = 0; i < 6; i += 1) guesses.push((await login(browser(), otherEmail, WRONG)).statusCode);
    expect(guesses[5]).toBe(429);
    expect((await login(other, otherEmail, PASSWORD)).statusCode).toBe(429);
  });

  it('a stranger’s failures stop the stranger’s address, and the owner elsewhere only for the growing delay', async () => {
    const email = freshEmail('elsewhere');
    await register(email);
    const stranger = browser();
    await failPatiently(stranger, email, 10);
    // Ten from one address: that address is refused for the rest of the 15-minute window.
    const blocked = await login(stranger, email, WRONG);
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(LOGIN_BACKOFF.capSeconds);

    // The owner at another address, in a new browser: the account's delay after ten failures.
    const owner = browser();
    const waiting = await login(owner, email, PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().code).toBe('RATE_LIMITED');
    expect(retryAfter(waiting)).toBe(64);
    advance(64);
    expect((await login(owner, email, PASSWORD)).statusCode).toBe(200);
    // The stranger's address stays refused; the success cleared the account's delay.
    expect((await login(stranger, email, WRONG)).statusCode).toBe(429);
    expect((await login(browser(), email, WRONG)).statusCode).toBe(401);
  });

  it('the delay grows 2, 4, 8 … seconds up to its cap, a refused attempt does not stretch it, the same for unknown emails', async () => {
    const known = freshEmail('grows');
    await register(known);
    const unknown = freshEmail('nobody');
    const seen: Record<string, (string | number)[]> = { [known]: [], [unknown]: [] };
    const started = clock;
    for (const email of [known, unknown]) {
      setClock(started);
      for (let i = 0; i < LOGIN_BACKOFF.freeAttempts; i += 1) seen[email]!.push((await login(browser(), email, WRONG)).statusCode);
      for (let i = 0; i < 10; i += 1) {
        const refused = await login(browser(), email, WRONG);
        const again = await login(browser(), email, PASSWORD);
        expect([refused.statusCode, again.statusCode]).toEqual([429, 429]);
        expect(retryAfter(again)).toBe(retryAfter(refused));
        seen[email]!.push(retryAfter(refused));
        advance(retryAfter(refused));
        seen[email]!.push((await login(browser(), email, WRONG)).statusCode);
      }
    }
    const cap = LOGIN_BACKOFF.capSeconds;
    expect(seen[known]).toEqual([401, 401, 401, 401, 401, 2, 401, 4, 401, 8, 401, 16, 401, 32, 401, 64, 401, 128, 401, 256, 401, cap, 401, cap, 401]);
    expect(seen[unknown]).toEqual(seen[known]);
  });
});

describe('two-step code guessing', () => {
  it('someone with the password guessing codes does not stop the owner’s browser, and others wait only the delay', async () => {
    const { email, owner, secret } = await withTwoStep('guess');
    await owner.post(AUTH_API.logout);
    // The owner logs in fully once more from this browser (password and code).
    expect((await login(owner, email, PASSWORD)).json()).toEqual({ twoStepRequired: true });
    expect((await owner.post(AUTH_API.twoStepVerify, { code: await nextCode(secret) })).statusCode).toBe(204);
    await owner.post(AUTH_API.logout);

    const attacker = browser();
    expect((await login(attacker, email, PASSWORD)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attacker.post(AUTH_API.twoStepVerify, { code: String(100000 + i) })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Waiting out the delay each time, until the address has used its ten tries (the refused one counts).
    for (let i = 5; i < 9; i += 1) {
      advance(2 ** (i - TWO_STEP_BACKOFF.freeAttempts + 1));
      expect((await attacker.post(AUTH_API.twoStepVerify, { code: String(100000 + i) })).statusCode).toBe(401);
    }
    expect((await attacker.post(AUTH_API.twoStepVerify, { code: await generate({ secret, epoch: epochSeconds() }) })).statusCode).toBe(429);

    // A new browser elsewhere: the user's delay after nine failures.
    const elsewhere = browser();
    expect((await login(elsewhere, email, PASSWORD)).statusCode).toBe(200);
    const waiting = await elsewhere.post(AUTH_API.twoStepVerify, { code: await generate({ secret, epoch: epochSeconds() }) });
    expect(waiting.statusCode).toBe(429);
    expect(retryAfter(waiting)).toBe(32);

    // Meanwhile the owner's browser goes straight through: password and a fresh code.
    expect((await login(owner, email, PASSWORD)).statusCode).toBe(200);
    expect((await owner.post(AUTH_API.twoStepVerify, { code: await nextCode(secret) })).statusCode).toBe(204);

    // The other browser gets in once the delay is over.
    advance(2);
    expect((await elsewhere.post(AUTH_API.twoStepVerify, { code: await nextCode(secret) })).statusCode).toBe(204);
  });
});

describe('one-time codes are one time (RFC 6238 §5.2)', () => {
  async function pendingLogin(email: string) {
    const c = browser();
    expect((await login(c, email, PASSWORD)).json()).toEqual({ twoStepRequired: true });
    return c;
  }

  it('a code accepted once is refused when used again within its window, and so is an older one', async () => {
    const { email, secret, enabling } = await withTwoStep('replay');
    // The code that switched two-step on cannot log in.
    expect((await (await pendingLogin(email)).post(AUTH_API.twoStepVerify, { code: enabling })).json().code).toBe('TWO_STEP_INVALID');

    const code = await nextCode(secret);
    expect((await (await pendingLogin(email)).post(AUTH_API.twoStepVerify, { code })).statusCode).toBe(204);
    advance(5); // same 30-second step, and the code is still within the tolerance for a minute
    const replay = await (await pendingLogin(email)).post(AUTH_API.twoStepVerify, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('TWO_STEP_INVALID');
    // One step behind is within the clock-skew tolerance, but older than the step spent.
    const older = await generate({ secret, epoch: epochSeconds() - 30 });
    expect((await (await pendingLogin(email)).post(AUTH_API.twoStepVerify, { code: older })).statusCode).toBe(401);
    // The next step's code works.
    expect((await (await pendingLogin(email)).post(AUTH_API.twoStepVerify, { code: await generate({ secret, epoch: epochSeconds() + 30 }) })).statusCode).toBe(
      204,
    );
  });

  it('two logins racing with the same code: exactly one gets in', async () => {
    const { email, secret } = await withTwoStep('race');
    const code = await nextCode(secret);
    const [a, b] = [await pendingLogin(email), await pendingLogin(email)];
    const statuses = (await Promise.all([a.post(AUTH_API.twoStepVerify, { code }), b.post(AUTH_API.twoStepVerify, { code })])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([204, 401]);
  });

  it('switching two-step off needs a code not used before; switching on again starts afresh', async () => {
    const { owner, secret, enabling } = await withTwoStep('disable');
    expect((await owner.post(AUTH_API.twoStepDisable, { password: PASSWORD, code: enabling })).json().code).toBe('TWO_STEP_INVALID');
    const code = await nextCode(secret);
    const racing = await Promise.all([
      owner.post(AUTH_API.twoStepDisable, { password: PASSWORD, code }),
      owner.post(AUTH_API.twoStepDisable, { password: PASSWORD, code }),
    ]);
    // The loser finds the code spent (401) or, when it starts after the winner, two-step off (409).
    const [winner, loser] = racing.map((r) => r.statusCode).sort();
    expect(winner).toBe(204);
    expect([401, 409]).toContain(loser);
    // A new secret in the same 30-second step is not held back by the old secret's last step.
    const { secret: fresh } = (await owner.post(AUTH_API.twoStepSetup)).json() as { secret: string };
    expect((await owner.post(AUTH_API.twoStepEnable, { code: await generate({ secret: fresh, epoch: epochSeconds() }) })).statusCode).toBe(200);
  });
});
