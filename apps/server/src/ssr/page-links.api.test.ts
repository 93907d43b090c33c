import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_API, buildPath } from '@platform/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { createSessionClient } from '../test/session-client';
import { createTestApp, type TestApp } from '../test/test-app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let t: TestApp;
beforeAll(async () => {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  t = await createTestApp({ webBuildDir: path.join(root, 'apps/web/build') });
}, 240_000);
afterAll(() => t?.close());

async function resetLinkOrigin(email: string) {
  const [row] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(sql`id desc`)
    .limit(1);
  return new URL(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(row.textBody)![0]).origin;
}

/** The forgot-password page's form, posted by a browser that opened the app at `origin`. */
function postForgotPage(origin: string, email: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: buildPath('forgot-password', 'en'),
    remoteAddress: ip,
    payload: new URLSearchParams({ email }).toString(),
    headers: { host: new URL(origin).host, origin, 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('a page form post makes links on the origin the browser used (decision 0042)', () => {
  it('links a reset asked for on the page at 127.0.0.1 there, and one asked for as evil.example to PUBLIC_URL', async () => {
    const email = 'page-reset@example.com';
    const registered = await createSessionClient(t.app, { ip: '192.0.2.91' }).post(AUTH_API.register, {
      email,
      password: 'Green-Journey-2026',
      type: 'private',
      locale: 'en',
    });
    expect(registered.statusCode).toBe(201);

    expect((await postForgotPage('http://127.0.0.1:3000', email, '192.0.2.92')).statusCode).toBeLessThan(400);
    expect(await resetLinkOrigin(email)).toBe('http://127.0.0.1:3000');

    expect((await postForgotPage('http://evil.example', email, '192.0.2.93')).statusCode).toBeLessThan(400);
    expect(await resetLinkOrigin(email)).toBe('http://localhost:3000');
  });
});
