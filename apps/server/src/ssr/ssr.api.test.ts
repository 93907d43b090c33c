import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../seed/demo-content';
import { createTestApp, type TestApp } from '../test/test-app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let t: TestApp;
beforeAll(async () => {
  // The SSR tests need the built client; this builds it only when missing or stale.
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  t = await createTestApp({ webBuildDir: path.join(root, 'apps/web/build') });
}, 240_000);
afterAll(() => t?.close());

describe('server-rendered pages', () => {
  it('renders the landing page with demo projects, lang and a script nonce matching the CSP', async () => {
    const res = await t.app.inject('/lt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="lt"');
    const open = DEMO_PROJECTS.find((p) => p.status === 'GATHERING')!;
    expect(res.body).toContain(open.texts.lt.title.replace(/&/g, '&amp;'));
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
    const scripts = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs] of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(res.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/^locale=lt; Max-Age=31536000/)]));
  });

  it('answers unknown routes with a server-rendered HTTP 404', async () => {
    const res = await t.app.inject('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This page could not be found');
  });

  it('refuses control characters and broken encoding in a page address with 400, never 500 (decision 0021)', async () => {
    for (const url of ['/projects/a%00b', '/lt/projektai/%0A', '/?q=%00', '/project/a%01b', '/%FF', '/project/%ED%A0%80']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toMatch(/^(VALIDATION_FAILED|BAD_REQUEST)$/);
    }
  });

  it('answers an invalid page number with 404 and redirects a missing project to projects page 1', async () => {
    expect((await t.app.inject('/projects/abc')).statusCode).toBe(404);
    const missing = await t.app.inject('/pl/projekt/nie-ma');
    expect(missing.statusCode).toBe(302);
    expect(missing.headers.location).toBe('/pl/projekty/1');
    const secret = DEMO_PROJECTS.find((p) => p.status === 'SECRET')!;
    expect((await t.app.inject(`/project/${secret.slug}`)).headers.location).toBe('/projects/1');
  });

  it('puts the project meta title and description in the server-rendered head', async () => {
    const project = DEMO_PROJECTS.find((p) => p.status === 'ACTIVE')!;
    const res = await t.app.inject(`/lv/projekts/${project.slug}`);
    expect(res.statusCode).toBe(200);
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    expect(res.body).toContain(`<title>${escape(project.texts.lv.metaTitle)}</title>`);
    expect(res.body).toContain(`<meta name="description" content="${escape(project.texts.lv.metaDescription)}"/>`);
  });

  it('bounces guests from logged-in-only pages; the locale guard sends them to the en landing page', async () => {
    const wallet = await t.app.inject('/lt/paskyra/pinigine');
    expect(wallet.statusCode).toBe(302);
    expect(wallet.headers.location).toBe('/lt/projektai/1');
    const polish = await t.app.inject('/pl/konto/portfel');
    expect(polish.headers.location).toBe('/');
    // Public pages stay open in every locale.
    expect((await t.app.inject('/pl/statystyki')).statusCode).toBe(200);
  });

  it('serves hashed assets immutable and compressed, other files with a short cache', async () => {
    const page = await t.app.inject('/');
    const asset = /\/assets\/[^"]+\.js/.exec(page.body)![0];
    const res = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
    expect((await t.app.inject('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('shows every page as 503 while maintenance is on', async () => {
    const { operatorCliToken } = await import('../modules/maintenance/operator-token');
    const switchTo = (enabled: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/internal/maintenance',
        payload: { enabled },
        headers: { 'x-operator-token': operatorCliToken('test-secret-test-secret-test-secret-0123') },
        remoteAddress: '127.0.0.1',
      });
    await switchTo(true);
    try {
      const res = await t.app.inject('/pt/projetos/1');
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('Estamos a melhorar a plataforma');
    } finally {
      await switchTo(false);
    }
    expect((await t.app.inject('/pt/projetos/1')).statusCode).toBe(200);
  });
});
