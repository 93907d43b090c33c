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

/** The texts a page links (classic scripts /i18n/<version>/<locale>.<ns>.js), fetched from the same server. */
async function linkedTexts(html: string): Promise<{ srcs: string[]; texts: Record<string, string> }> {
  const srcs = [...html.matchAll(/<script src="(\/i18n\/[^"]+)"/g)].map((m) => m[1]);
  const texts: Record<string, string> = {};
  for (const src of srcs) {
    const res = await t.app.inject(src);
    expect(res.statusCode, src).toBe(200);
    expect(res.headers['cache-control'], src).toBe('public, max-age=31536000, immutable');
    Object.assign(texts, JSON.parse(/=(\{[\s\S]*\});\n?$/.exec(res.body)![1]) as Record<string, string>);
  }
  return { srcs, texts };
}

const keysOf = (ns: TranslationNamespace) => Object.keys(KEY_NAMESPACES).filter((key) => KEY_NAMESPACES[key] === ns);
// Loader data is a JSON stream: inside the page it sits in a JS string (\"key\"), in a .data answer it is plain ("key").
const holds = (body: string, key: string) => body.includes(`\\"${key}\\"`) || body.includes(`"${key}"`);
const held = (body: string, ns: TranslationNamespace) => keysOf(ns).filter((key) => holds(body, key));
const loaderDataBytes = (html: string) =>
  [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => m[1].includes('streamController.enqueue'))
    .reduce((sum, m) => sum + Buffer.byteLength(m[1]), 0);

describe('translations in server-rendered pages (decision 0026)', () => {
  it('gives a guest page the public namespace only, as a linked script: no texts in the HTML, no account, back-office, e-mail or document texts', async () => {
    for (const locale of LOCALES) {
      const res = await t.app.inject(buildPath('landing', locale));
      expect(res.statusCode, locale).toBe(200);
      expect(holds(res.body, 'landing.hero.title'), locale).toBe(false);
      const { srcs, texts } = await linkedTexts(res.body);
      expect(srcs, locale).toEqual([expect.stringMatching(new RegExp(`^/i18n/[a-z0-9]+/${locale}\\.public\\.js$`))]);
      expect(texts['landing.hero.title'], locale).toBeTruthy();
      for (const ns of ['account', 'admin', 'email', 'documents'] as const)
        expect(
          keysOf(ns).filter((key) => key in texts),
          `${locale}/${ns}`,
        ).toEqual([]);
    }
  });

  it('serves no texts script for the e-mail or document namespaces, nor an unknown version', async () => {
    const res = await t.app.inject(buildPath('landing', 'en'));
    const [src] = (await linkedTexts(res.body)).srcs;
    for (const other of [src.replace('.public.', '.email.'), src.replace('.public.', '.documents.'), src.replace(/\/i18n\/[a-z0-9]+\//, '/i18n/0000/')]) {
      expect((await t.app.inject(other)).headers['content-type'], other).not.toMatch(/javascript/);
    }
  });

  it('keeps the loader data of the guest landing page under 50 KB in every locale (122 KB in English before)', async () => {
    for (const locale of LOCALES) {
      const res = await t.app.inject(buildPath('landing', locale));
      expect(loaderDataBytes(res.body), locale).toBeLessThan(50_000);
    }
  });

  // Issue 11 target: texts as linked scripts, theme variables in the stylesheet, no static class
  // names, project cards in plain markup with only what they show (196 KB in English before).
  it('serves the guest landing page in at most 60 KB of HTML in every locale', async () => {
    for (const locale of LOCALES) {
      const res = await t.app.inject(buildPath('landing', locale));
      expect(Buffer.byteLength(res.body), locale).toBeLessThanOrEqual(60_000);
    }
  });

  it('adds the account namespace for a signed-in viewer on every page, and never admin for an investor', async () => {
    const investor = createSessionClient(t.app);
    expect((await investor.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD })).statusCode).toBe(200);
    const res = await investor.get(buildPath('landing', 'lt'));
    expect(res.statusCode).toBe(200);
    const { srcs, texts } = await linkedTexts(res.body);
    expect(srcs.map((src) => src.split('/').pop())).toEqual(['lt.public.js', 'lt.account.js']);
    expect(texts['balance.title']).toBeTruthy();
    expect(keysOf('account').every((key) => key in texts)).toBe(true);
    expect(keysOf('admin').filter((key) => key in texts)).toEqual([]);
    expect(keysOf('email').filter((key) => key in texts)).toEqual([]);
  });

  it('tells the browser which namespaces the next route needs when it revalidates the root on navigation', async () => {
    // What the browser asks for when root.shouldRevalidate says the next page needs more texts;
    // root.clientLoader then loads the scripts of the namespaces it does not hold.
    const account = await t.app.inject(`${buildPath('account-wallet', 'en')}.data?_routes=root`);
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('"namespaces"');
    expect(account.body).toContain('"account"');
    expect(account.body).not.toContain('"admin"');
    const admin = await t.app.inject(`${buildPath('admin-users', 'pl')}.data?_routes=root`);
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('"admin"');
    // No texts travel in the data answer either.
    expect(held(admin.body, 'admin')).toEqual([]);
    expect(held(admin.body, 'email')).toEqual([]);
  });
});
