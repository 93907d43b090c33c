import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * reCAPTCHA switched on by configuration (decision 0023): the page carries the site key and a CSP
 * that lets Google's script and frame in, never the secret; the server checks tokens at
 * RECAPTCHA_VERIFY_URL (here a local stub). Switched off, neither the key nor the hosts appear.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const webBuildDir = path.join(root, 'apps/web/build');
const SITE_KEY = 'api-test-site-key';
const SECRET_KEY = 'api-test-secret-key-not-for-pages';
const GOOGLE_HOSTS = /google\.com|gstatic\.com/;

/** Google's siteverify stand-in: `good.<action>` tokens pass with the right secret. */
const verifications: Record<string, string>[] = [];
let stub: Server;
let on: TestApp;
let off: TestApp;

beforeAll(async () => {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  stub = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      verifications.push(form);
      const [kind, action] = (form.response ?? '').split('.');
      const success = form.secret === SECRET_KEY && kind === 'good';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success, score: 0.9, action }));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const verifyUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/siteverify`;
  on = await createTestApp({
    seed: false,
    webBuildDir,
    env: { RECAPTCHA_SITE_KEY: SITE_KEY, RECAPTCHA_SECRET_KEY: SECRET_KEY, RECAPTCHA_VERIFY_URL: verifyUrl },
  });
  off = await createTestApp({ seed: false, webBuildDir });
}, 240_000);

afterAll(async () => {
  await Promise.allSettled([on?.close(), off?.close()]);
  await new Promise<void>((resolve) => (stub ? stub.close(() => resolve()) : resolve()));
});

/** The value of one CSP directive. */
function directive(csp: unknown, name: string): string {
  return (
    String(csp)
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? ''
  );
}

const register = (app: TestApp, email: string, captchaToken?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/security/register',
    payload: { email, password: 'Green-Captcha-2026', type: 'private', locale: 'en', ...(captchaToken ? { captchaToken } : {}) },
  });

describe('reCAPTCHA on', () => {
  it('puts the site key on the page with the nonce, never the secret', async () => {
    for (const url of ['/login', '/register', '/forgot-password', '/']) {
      const res = await on.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
      expect(res.body, url).toContain(`<script nonce="${nonce}">window.__ENV = {"RECAPTCHA_SITE_KEY":"${SITE_KEY}"};</script>`);
      expect(res.body, url).not.toContain(SECRET_KEY);
    }
  });

  it("lets Google's script and frame in through the CSP", async () => {
    const csp = (await on.app.inject('/login')).headers['content-security-policy'];
    const scriptSrc = directive(csp, 'script-src');
    expect(scriptSrc).toContain('https://www.google.com/recaptcha/');
    expect(scriptSrc).toContain('https://www.gstatic.com/recaptcha/');
    expect(directive(csp, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    // Nothing else of Google's: not in connect-src, images or the default.
    for (const name of ['default-src', 'connect-src', 'img-src']) expect(directive(csp, name), name).not.toMatch(GOOGLE_HOSTS);
  });

  it('checks the token at the configured verifier with the secret and the action', async () => {
    const missing = await register(on, 'captcha-missing@example.test');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('CAPTCHA_FAILED');
    const wrongAction = await register(on, 'captcha-wrong-action@example.test', 'good.login');
    expect(wrongAction.json().code).toBe('CAPTCHA_FAILED');
    const refused = await register(on, 'captcha-refused@example.test', 'bad.register');
    expect(refused.json().code).toBe('CAPTCHA_FAILED');
    const ok = await register(on, 'captcha-ok@example.test', 'good.register');
    expect(ok.statusCode).toBe(201);
    expect(verifications.map((form) => [form.secret, form.response])).toEqual([
      [SECRET_KEY, 'good.login'],
      [SECRET_KEY, 'bad.register'],
      [SECRET_KEY, 'good.register'],
    ]);
  });
});

describe('reCAPTCHA off (no keys, the default)', () => {
  it('serves no site key and no Google host, and needs no token', async () => {
    const res = await off.app.inject('/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('RECAPTCHA_SITE_KEY');
    expect(String(res.headers['content-security-policy'])).not.toMatch(GOOGLE_HOSTS);
    expect((await register(off, 'captcha-off@example.test')).statusCode).toBe(201);
  });
});
