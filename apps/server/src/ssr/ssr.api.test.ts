import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '@platform/contract';
import { DEMO_PROJECTS } from '../seed/demo-content';
import { DEMO_PASSWORD } from '../seed/seed';
import { createTestApp, type TestApp } from '../test/test-app';
import { NOT_A_DOCUMENT_POLICY } from '../http/security-headers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let t: TestApp;
beforeAll(async () => {
  // The SSR tests need the built client; this builds it only when missing or stale.
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  // With the guests' cache on, as a real server runs (decision 0029).
  t = await createTestApp({ webBuildDir: path.join(root, 'apps/web/build'), env: { GUEST_CACHE_MS: '1000' } });
}, 240_000);
afterAll(() => t?.close());

/** Logs the demo investor in (from its own address: the login limiter counts per address); the session cookies. */
async function investorCookie(remoteAddress: string): Promise<string> {
  const login = await t.app.inject({ method: 'POST', url: AUTH_API.login, payload: { email: 'investor@demo.invest', password: DEMO_PASSWORD }, remoteAddress });
  expect(login.statusCode).toBe(200);
  return login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The pages a guest meets first (issue 11's measures): landing, project list, an open project's page. */
const OPEN_PROJECT_PAGE = `/project/${DEMO_PROJECTS.find((p) => p.status === 'GATHERING')!.slug}`;
const GUEST_PAGES = ['/', '/projects/1', OPEN_PROJECT_PAGE];

/** The scripts a page's start-up script lists (decision 0057), each with its built code. */
async function scriptsOf(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  const listed = /data-modulepreload="([^"]+)"/.exec(res.body)?.[1] ?? '';
  const scripts = listed.split(' ').map((href) => {
    const file = href.replace(/^\/assets\//, '');
    return { file, code: readFileSync(path.join(root, 'apps/web/build/client/assets', file), 'utf8') };
  });
  return { body: res.body, scripts };
}

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
    // The scripts load after the first paint (decision 0057): no module preload or module script in the HTML; one
    // classic start-up script with the nonce lists the modules it will preload and carries React Router's module code.
    expect(res.body).not.toContain('<link rel="modulepreload"');
    expect(res.body).not.toMatch(/<script[^>]*type="module"/);
    const startUp = [...res.body.matchAll(/<script nonce="([^"]+)" data-modulepreload="([^"]+)">([\s\S]*?)<\/script>/g)];
    expect(startUp).toHaveLength(1);
    expect(startUp[0][1]).toBe(nonce);
    expect(startUp[0][2].split(' ').length).toBeGreaterThan(5);
    expect(startUp[0][3]).toContain('requestAnimationFrame');
    expect(startUp[0][3]).toContain('window.__reactRouterRouteModules');
    // The first card's photo is the largest paint on a phone: fetched at once and first; the others wait until scrolled to.
    const photos = [...res.body.matchAll(/<article class="project-card"[\s\S]*?<img([^>]*)>/g)].map(([, attrs]) => attrs);
    expect(photos.length).toBeGreaterThan(1);
    expect(photos[0]).toMatch(/fetchpriority="high"/i); // React writes it as fetchPriority; HTML attribute names ignore case
    expect(photos[0]).toContain('loading="eager"');
    for (const attrs of photos.slice(1)) {
      expect(attrs).toContain('loading="lazy"');
      expect(attrs).not.toMatch(/fetchpriority/i);
    }
  });

  it('keeps IBAN validation (ibantools) out of the scripts a guest page loads (decision 0057)', async () => {
    for (const url of GUEST_PAGES) {
      const { scripts } = await scriptsOf(url);
      expect(scripts.length, url).toBeGreaterThan(5);
      for (const { file, code } of scripts) {
        // ibantools' error code names survive minification (an enum's string values).
        expect(code, `${url} ${file}`).not.toContain('WrongBBANFormat');
      }
    }
  });

  it('loads the shell as two files, the sign-in pages without the default layout, the public pages without Mantine components (decision 0057)', async () => {
    // The default layout's navigation bar: its class name is a string the minifier keeps.
    const layoutCode = (scripts: Array<{ file: string; code: string }>) => scripts.filter((s) => s.code.includes('app-navbar'));
    const { scripts: landing } = await scriptsOf('/');
    // The bundler's own split made 51 files of the landing page's code (React, React Router, ~45 small shell parts, the page).
    expect(landing.length).toBeLessThanOrEqual(15);
    expect(landing.filter((s) => /^shell-[\w-]+\.js$/.test(s.file))).toHaveLength(1);
    expect(layoutCode(landing).map((s) => s.file)).toEqual([expect.stringMatching(/^layout-default-[\w-]+\.js$/)]);
    // Mantine's context and theme without MantineProvider (its CSS-variables generator and colour-scheme
    // store), the layout's frame in CSS without Mantine's AppShell, and every component of the public pages
    // ours with Mantine's markup (components/ui: buttons, text, boxes, alerts, badges, the burger, tables):
    // no Mantine component code, and not its Box, which every Mantine component renders through.
    const MANTINE_CODE = [
      '@mantine/core/MantineProvider',
      '@mantine/core/AppShell',
      '@mantine/core/Button',
      '@mantine/core/Transition',
      '@mantine/core/Loader',
      '@mantine/core/Box',
      '@mantine/core/Text',
      '@mantine/core/Group',
      '@mantine/core/Alert',
      '@mantine/core/Burger',
      '@mantine/core/Table',
    ];
    for (const url of GUEST_PAGES) {
      const { scripts } = url === '/' ? { scripts: landing } : await scriptsOf(url);
      for (const name of MANTINE_CODE) {
        expect(
          scripts.filter((s) => s.code.includes(name)).map((s) => s.file),
          `${url} ${name}`,
        ).toEqual([]);
      }
    }
    const { scripts: login } = await scriptsOf('/login');
    expect(login.filter((s) => /^shell-[\w-]+\.js$/.test(s.file))).toHaveLength(1);
    expect(layoutCode(login)).toEqual([]);
    // A project page's tables (components/ui/table.tsx) scroll natively: no ScrollArea code either.
    const { body: projectPage, scripts: project } = await scriptsOf(OPEN_PROJECT_PAGE);
    expect(/<table[^>]*data-testid="investments-table"[^>]*>/.exec(projectPage)?.[0]).toContain('class="m_b23fa0ef"');
    expect(project.filter((s) => s.code.includes('@mantine/core/ScrollArea')).map((s) => s.file)).toEqual([]);
  });

  it('hydrates with Preact, not React’s browser client, in at most 120 KB of gzipped script a guest page loads first (issue 11, decision 0059)', async () => {
    for (const url of GUEST_PAGES) {
      const { body, scripts } = await scriptsOf(url);
      // React DOM's production build links its error codes to react.dev; Preact has no such text.
      expect(
        scripts.filter((s) => s.code.includes('react.dev/errors')).map((s) => s.file),
        url,
      ).toEqual([]);
      // The page's texts arrive as classic scripts before the modules: they count too.
      const texts = await Promise.all([...body.matchAll(/<script src="(\/i18n\/[^"]+)"/g)].map(async ([, src]) => (await t.app.inject(src)).body));
      expect(texts.length, url).toBeGreaterThan(0);
      const gzipped = [...scripts.map((s) => s.code), ...texts].reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);
      expect(gzipped, url).toBeLessThanOrEqual(120 * 1024);
    }
  });

  it('keeps the question form out of a guest’s project page, and server-renders it for an investor (issue 11)', async () => {
    const url = OPEN_PROJECT_PAGE;
    const { body, scripts } = await scriptsOf(url);
    expect(body).not.toContain('data-testid="comment-form"');
    expect(scripts.filter((s) => s.code.includes('@mantine/core/Textarea')).map((s) => s.file)).toEqual([]);
    const page = await t.app.inject({ url, headers: { cookie: await investorCookie('203.0.113.79') } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="comment-form"');
    expect(page.body).toContain('name="body"');
  });

  it('keeps the logged-in layout parts out of a guest page, and renders them for a viewer in the first pass (issue 11)', async () => {
    // The balance panel's test id lives only in the logged-in parts' code (features/layout/user-slots.tsx).
    for (const url of GUEST_PAGES) {
      const { body, scripts } = await scriptsOf(url);
      expect(scripts.length, url).toBeGreaterThan(5);
      for (const { file, code } of scripts) expect(code, `${url} ${file}`).not.toContain('user-balance-panel');
      expect(body, url).not.toContain('data-viewer-slots');
    }
    const cookie = await investorCookie('203.0.113.78');
    const page = await t.app.inject({ url: '/projects/1', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    // In the HTML where the shell puts it, before the content, not streamed in later as a resolved fallback:
    // the marker the browser entry reads to load that code before hydrating.
    const topbar = page.body.indexOf('data-viewer-slots');
    expect(topbar).toBeGreaterThan(0);
    expect(topbar).toBeLessThan(page.body.indexOf('id="content"'));
    expect(page.body.indexOf('data-testid="user-balance-panel"')).toBeGreaterThan(topbar);
    expect(page.body.indexOf('data-testid="user-balance-panel"')).toBeLessThan(page.body.indexOf('id="content"'));
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
    const asset = /\/assets\/[^"\s]+\.js/.exec(page.body)![0];
    const res = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
    // A script is not a document: the short security set (decision 0029).
    expect(res.headers['content-security-policy']).toBe(NOT_A_DOCUMENT_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeUndefined();
    const svg = await t.app.inject('/favicon.svg');
    expect(svg.headers['cache-control']).toBe('public, max-age=3600');
    // An SVG can be opened as a document (and run script): the page set, its CSP without a nonce.
    expect(svg.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(svg.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(svg.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('serves built files from memory: the same bytes as on disk, ETag revalidation, HEAD, security headers', async () => {
    const onDisk = readFileSync(path.join(root, 'apps/web/build/client/favicon.svg'));
    const res = await t.app.inject({ url: '/favicon.svg?v=2', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.rawPayload.equals(onDisk)).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(res.headers.etag);
    expect((await t.app.inject({ url: '/favicon.svg', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/favicon.svg' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    // Not a file: a page, not a crash or a leak of the folder.
    expect((await t.app.inject('/assets/')).statusCode).toBe(404);
    expect((await t.app.inject('/../package.json')).statusCode).not.toBe(200);
  });

  it('keeps a guest page with the CSP nonce it was rendered with; a logged-in page gets a fresh nonce every time', async () => {
    const nonceOf = (res: { headers: Record<string, unknown>; body: string }) => {
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
      for (const [, attrs] of res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)) expect(attrs).toContain(`nonce="${nonce}"`);
      return nonce;
    };
    const [a, b] = await Promise.all([t.app.inject('/projects'), t.app.inject('/projects')]);
    expect(nonceOf(a)).toBe(nonceOf(b));
    const kept = await t.app.inject('/projects');
    expect(nonceOf(kept)).toBe(nonceOf(a));
    // Rendered or kept, a page carries the document-only security headers (a hit adds them itself).
    for (const res of [a, b, kept]) {
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      for (const [name, value] of Object.entries(res.headers)) expect(Array.isArray(value), name).toBe(name === 'set-cookie');
    }

    const cookie = await investorCookie('203.0.113.77');
    const [c, d] = [await t.app.inject({ url: '/projects', headers: { cookie } }), await t.app.inject({ url: '/projects', headers: { cookie } })];
    expect(c.statusCode).toBe(200);
    expect(nonceOf(c)).not.toBe(nonceOf(d));
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
