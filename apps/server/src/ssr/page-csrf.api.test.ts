/**
 * Issue 10 item 7: every page form post (a React Router action) must come from our own origin —
 * Origin, else Referer, else refused — because the actions call the API in-process, which trusts
 * its caller. Runs against the real web build, so the actions behind the paths are the real ones.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_API, buildPath } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/seed';
import { createSessionClient, TEST_ORIGIN, type SessionClient } from '../test/session-client';
import { createTestApp, type TestApp } from '../test/test-app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let t: TestApp;
let operator: SessionClient;
let investor: SessionClient;
let targetId: number;

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  t = await createTestApp({ webBuildDir: path.join(root, 'apps/web/build') });
  operator = createSessionClient(t.app, { ip: '192.0.2.71' });
  expect((await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD })).statusCode).toBe(200);
  investor = createSessionClient(t.app, { ip: '192.0.2.72' });
  expect((await investor.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD })).statusCode).toBe(200);
  [{ id: targetId }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'new@demo.invest'));
}, 240_000);
afterAll(() => t?.close());

const cookieOf = (client: SessionClient) => [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');

function postForm(url: string, form: Record<string, string>, headers: Record<string, string>, client: SessionClient | null = operator) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: {
      host: new URL(TEST_ORIGIN).host,
      'content-type': 'application/x-www-form-urlencoded',
      ...(client ? { cookie: cookieOf(client) } : {}),
      ...headers,
    },
  });
}

const isReadonly = async () => (await t.database.db.select({ readonly: users.readonly }).from(users).where(eq(users.id, targetId)))[0].readonly;

describe('page form posts', () => {
  const adminUsers = buildPath('admin-users', 'en');
  const setReadonly = () => ({ intent: 'set-readonly', userId: String(targetId) });

  it('refuse an operator action posted without Origin or Referer, and change nothing', async () => {
    const res = await postForm(adminUsers, setReadonly(), {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF_FAILED' });
    expect(await isReadonly()).toBe(false);
  });

  it('refuse another site, whether it says so in Origin, in Referer, or hides behind an opaque origin', async () => {
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { origin: 'null' },
      { origin: 'null', referer: 'https://evil.example/page' },
      { origin: 'https://evil.example', referer: `${TEST_ORIGIN}/admin/users` },
    ];
    for (const headers of attempts) {
      const res = await postForm(adminUsers, setReadonly(), headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await isReadonly()).toBe(false);
  });

  it('carry out the same post from our own origin (so the refusals above are not vacuous)', async () => {
    const byReferer = await postForm(adminUsers, setReadonly(), { referer: `${TEST_ORIGIN}${adminUsers}` });
    expect(byReferer.statusCode).toBe(200);
    expect(await isReadonly()).toBe(true);
    const undo = await postForm(adminUsers, { intent: 'clear-readonly', userId: String(targetId) }, { origin: TEST_ORIGIN });
    expect(undo.statusCode).toBe(200);
    expect(await isReadonly()).toBe(false);
  });

  it('refuse every other page action without an origin too, logged in or not', async () => {
    const pages: [string, SessionClient | null][] = [
      [buildPath('admin-documents', 'en'), operator],
      [buildPath('admin-manual-kyc', 'en'), operator],
      [buildPath('manual_kyc', 'en'), investor],
      [buildPath('account-merge', 'en'), investor],
      [buildPath('impersonation-return', 'en'), investor],
      [buildPath('login', 'lt'), null],
      [buildPath('register', 'pl'), null],
    ];
    for (const [url, client] of pages) {
      const res = await postForm(url, { intent: 'anything' }, {}, client);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'CSRF_FAILED' });
    }
  });
});
