import { AUTH_API, KYC_API } from '@platform/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { createSessionClient } from '../test/session-client';
import { createTestApp, type TestApp } from '../test/test-app';

// PUBLIC_URL is the default http://localhost:3000; one alias is configured (decision 0042).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL_ALIASES: 'http://invest.lan:8080' } });
});
afterAll(() => t.close());

let serial = 0;
/** A browser that opened the app at `origin`: its requests carry that Host and that Origin. */
function browserAt(origin: string, extraHeaders: Record<string, string> = {}) {
  serial += 1;
  const client = createSessionClient(t.app, { ip: `203.0.113.${serial}`, origin });
  const headers = { host: new URL(origin).host, ...extraHeaders };
  return {
    post: (url: string, payload?: unknown) => client.post(url, payload, headers),
  };
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

async function register(email: string, origin = 'http://localhost:3000') {
  const res = await browserAt(origin).post(AUTH_API.register, { email, password: 'Green-Journey-2026', type: 'private', locale: 'en' });
  expect(res.statusCode).toBe(201);
}

async function resetLinkFor(email: string, origin: string, extraHeaders: Record<string, string> = {}) {
  const res = await browserAt(origin, extraHeaders).post(AUTH_API.forgotPassword, { email });
  expect(res.statusCode).toBe(204);
  const mail = await lastEmailTo(email);
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.textBody)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!).origin;
}

describe('e-mail links follow the origin the person came from, when it is allowed (decision 0042)', () => {
  it('links a reset asked for at 127.0.0.1 (or [::1]) to the same address and port, where the cookies are', async () => {
    await register('loopback@example.com');
    expect(await resetLinkFor('loopback@example.com', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(await resetLinkFor('loopback@example.com', 'http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(await resetLinkFor('loopback@example.com', 'http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('links to a configured alias, asked for there', async () => {
    await register('alias@example.com');
    expect(await resetLinkFor('alias@example.com', 'http://invest.lan:8080')).toBe('http://invest.lan:8080');
  });

  it('links to PUBLIC_URL when the Host is anyone else (host-header injection), or another port', async () => {
    await register('victim@example.com');
    expect(await resetLinkFor('victim@example.com', 'http://evil.example')).toBe('http://localhost:3000');
    expect(await resetLinkFor('victim@example.com', 'http://127.0.0.1:4000')).toBe('http://localhost:3000');
    // Proxy headers count only with TRUST_PROXY (off here).
    expect(await resetLinkFor('victim@example.com', 'http://127.0.0.1:3000', { 'x-forwarded-host': 'evil.example' })).toBe('http://127.0.0.1:3000');
  });

  it('puts the same origin in the welcome e-mail', async () => {
    await register('welcome-loopback@example.com', 'http://127.0.0.1:3000');
    expect((await lastEmailTo('welcome-loopback@example.com')).textBody).toContain('http://127.0.0.1:3000');
    await register('welcome-evil@example.com', 'http://evil.example');
    const body = (await lastEmailTo('welcome-evil@example.com')).textBody;
    expect(body).toContain('http://localhost:3000');
    expect(body).not.toContain('evil.example');
  });
});

describe('the KYC sandbox page follows the same rule (decision 0042)', () => {
  async function continueUrlFrom(origin: string) {
    serial += 1;
    const client = createSessionClient(t.app, { ip: `203.0.113.${serial}`, origin });
    const headers = { host: new URL(origin).host };
    const res = await client.post(
      AUTH_API.register,
      { email: `kyc-origin-${serial}@example.test`, password: 'Green-Journey-2026', type: 'private', locale: 'en' },
      headers,
    );
    expect(res.statusCode).toBe(201);
    const started = await client.post(KYC_API.identify, undefined, headers);
    expect(started.statusCode).toBe(200);
    return started.json().identifyContinueUrl as string;
  }

  it('sends a person who came at 127.0.0.1 to the sandbox at 127.0.0.1, and anyone else to PUBLIC_URL', async () => {
    expect(await continueUrlFrom('http://127.0.0.1:3000')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/sandbox\/kyc\/sbx_/);
    expect(await continueUrlFrom('http://evil.example')).toMatch(/^http:\/\/localhost:3000\/sandbox\/kyc\/sbx_/);
  });
});
