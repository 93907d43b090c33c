import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_API, buildPath, LOCALES } from '@platform/contract';
import { KEY_NAMESPACES } from '@platform/contract/i18n/index';
import type { TranslationNamespace } from '@platform/contract/i18n/namespaces';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

let t: TestApp;
beforeAll(async () => {
  // Server-rendered pages need the built client; this builds it only when missing or stale.
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  t = await createTestApp({ webBuildDir: path.join(root, 'apps/web/build') });
}, 240_000);
afterAll(() => t?.close());

const keysOf = (ns: TranslationNamespace) => Object.keys(KEY_NAMESPACES).filter((key) => KEY_NAMESPACES[key] === ns);
// Loader data is a JSON stream: inside the page it sits in a JS string (\"key\"), in a .data answer it is plain ("key").
const holds = (body: string, key: string) => body.includes(`\\"${key}\\"`) || body.includes(`"${key}"`);
const held = (body: string, ns: TranslationNamespace) => keysOf(ns).filter((key) => holds(body, key));
const loaderDataBytes = (html: string) =>
  [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => m[1].includes('streamController.enqueue')).reduce((sum, m) => sum + Buffer.byteLength(m[1]), 0);

describe('translations in server-rendered pages (decision 0026)', () => {
  it('gives a guest page the public namespace only: no account, back-office, e-mail or document texts', async () => {
    for (const locale of LOCALES) {
      const res = await t.app.inject(buildPath('landing', locale));
      expect(res.statusCode, locale).toBe(200);
      expect(holds(res.body, 'landing.hero.title'), locale).toBe(true);
      for (const ns of ['account', 'admin', 'email', 'documents'] as const) expect(held(res.body, ns), `${locale}/${ns}`).toEqual([]);
    }
  });

  it('keeps the loader data of the guest landing page under 50 KB in every locale (122 KB in English before)', async () => {
    for (const locale of LOCALES) {
      const res = await t.app.inject(buildPath('landing', locale));
      expect(loaderDataBytes(res.body), locale).toBeLessThan(50_000);
    }
  });

  // Issue 11 target. Translations are down to ~20 KB (en); the rest is markup (Mantine inline styles,
  // classes and style tags, ~72 KB). Turn this into it() when the landing page meets it.
  it.fails('serves the guest landing page in at most 60 KB of HTML (issue 11 target, not met yet)', async () => {
    for (const locale of ['en', 'bg'] as const) {
      const res = await t.app.inject(buildPath('landing', locale));
      expect(Buffer.byteLength(res.body), locale).toBeLessThanOrEqual(60_000);
    }
  });

  it('adds the account namespace for a signed-in viewer on every page, and never admin for an investor', async () => {
    const investor = createSessionClient(t.app);
    expect((await investor.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD })).statusCode).toBe(200);
    const res = await investor.get(buildPath('landing', 'lt'));
    expect(res.statusCode).toBe(200);
    expect(holds(res.body, 'balance.title')).toBe(true);
    expect(held(res.body, 'account').length).toBe(keysOf('account').length);
    expect(held(res.body, 'admin')).toEqual([]);
    expect(held(res.body, 'email')).toEqual([]);
  });

  it('brings the namespaces of the next route when the browser revalidates the root on navigation', async () => {
    // What the browser asks for when root.shouldRevalidate says the next page needs more texts.
    const account = await t.app.inject(`${buildPath('account-wallet', 'en')}.data?_routes=root`);
    expect(account.statusCode).toBe(200);
    expect(holds(account.body, 'payments.wallet.title')).toBe(true);
    expect(held(account.body, 'admin')).toEqual([]);
    const admin = await t.app.inject(`${buildPath('admin-users', 'pl')}.data?_routes=root`);
    expect(admin.statusCode).toBe(200);
    expect(holds(admin.body, 'kyc.admin.title')).toBe(true);
    expect(held(admin.body, 'email')).toEqual([]);
    expect(held(admin.body, 'documents')).toEqual([]);
  });
});
