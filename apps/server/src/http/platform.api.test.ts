import { API, LOCALES, translationsSchema } from '@platform/contract';
import { DOCS_ENDPOINTS } from '@platform/contract/endpoints';
import { NOT_A_DOCUMENT_POLICY } from './security-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCliToken } from '../modules/maintenance/operator-token';
import { createTestApp, type TestApp } from '../test/test-app';

const SECRET = 'test-secret-test-secret-test-secret-0123';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '40' } });
});
afterAll(() => t.close());

const setMaintenance = (enabled: boolean, token = operatorCliToken(SECRET), remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/internal/maintenance', payload: { enabled }, headers: { 'x-operator-token': token }, remoteAddress });

describe('maintenance', () => {
  it('answers false, then true once the operator switches it on, and 503 on other calls while on', async () => {
    expect((await t.app.inject(API.checkMaintenance)).json()).toBe(false);
    expect((await setMaintenance(true)).statusCode).toBe(200);
    try {
      const check = await t.app.inject(API.checkMaintenance);
      expect(check.json()).toBe(true);
      expect(check.headers['cache-control']).toBe('no-store');
      const other = await t.app.inject(API.riskGroups);
      expect(other.statusCode).toBe(503);
      expect(other.json()).toEqual({ code: 'MAINTENANCE', message: expect.any(String) });
      // Texts for the maintenance page stay available.
      expect((await t.app.inject(`${API.translations}?locale=lt`)).statusCode).toBe(200);
    } finally {
      await setMaintenance(false);
    }
    expect((await t.app.inject(API.riskGroups)).statusCode).toBe(200);
  });

  it('refuses the switch without the operator token or from another host', async () => {
    expect((await setMaintenance(true, 'wrong')).statusCode).toBe(403);
    expect((await setMaintenance(true, operatorCliToken(SECRET), '10.0.0.8')).statusCode).toBe(403);
    expect((await t.app.inject(API.checkMaintenance)).json()).toBe(false);
  });
});

describe('translations', () => {
  it('serves each locale, by query or by the locale header', async () => {
    for (const locale of LOCALES) {
      const body = translationsSchema.parse((await t.app.inject(`${API.translations}?locale=${locale}`)).json());
      expect(body.locale).toBe(locale);
      expect(body.translations['input.required.default_tooltip']).toBeTruthy();
    }
    const byHeader = translationsSchema.parse((await t.app.inject({ url: API.translations, headers: { 'x-locale': 'lv' } })).json());
    expect(byHeader.locale).toBe('lv');
    expect((await t.app.inject(`${API.translations}?locale=de`)).statusCode).toBe(400);
  });
});

describe('errors are 4xx JSON, never a stack trace', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nope/nothing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('answers malformed JSON and wrong types with 400', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/internal/maintenance',
      payload: '{"enabled": tru',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '127.0.0.1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_REQUEST');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/internal/maintenance',
      payload: { enabled: 'yes' },
      headers: { 'x-operator-token': operatorCliToken(SECRET) },
      remoteAddress: '127.0.0.1',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { enabled: [expect.any(String)] } });
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/internal/maintenance',
      payload: JSON.stringify({ enabled: true, pad: 'x'.repeat(300 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/internal/maintenance', payload: 'a=b', headers: { 'content-type': 'text/csv' } });
    expect(res.statusCode).toBe(415);
  });
});

describe('baseline security', () => {
  const ALWAYS = {
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
  };
  const DOCUMENT_ONLY = {
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'same-origin',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('sends a JSON answer and a refusal nosniff, HSTS, same-origin resource policy and a CSP that allows nothing, without the document-only headers', async () => {
    for (const res of [await t.app.inject(API.riskGroups), await t.app.inject('/api/no/such/path')]) {
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers).toMatchObject(ALWAYS);
      expect(res.headers['content-security-policy']).toBe(NOT_A_DOCUMENT_POLICY);
      for (const name of Object.keys(DOCUMENT_ONLY)) expect(res.headers, name).not.toHaveProperty(name);
    }
  });

  it('sends an HTML answer every header, with the page CSP that frames nothing and lets only its nonce run inline', async () => {
    const page = await t.app.inject(DOCS_ENDPOINTS.page.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers).toMatchObject({ ...ALWAYS, ...DOCUMENT_ONLY });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(csp).toContain("script-src-attr 'none'");
    // Notice videos (decision 0045): files from any https origin; frames only from the listed players.
    expect(csp).toContain("media-src 'self' https:");
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com");
    // Its script is not a document: the short set.
    const script = await t.app.inject(DOCS_ENDPOINTS.script.path);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['content-security-policy']).toBe(NOT_A_DOCUMENT_POLICY);
    expect(script.headers).not.toHaveProperty('x-frame-options');
  });

  it('compresses larger answers', async () => {
    const res = await t.app.inject({ url: `${API.translations}?locale=en`, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('rate limits a caller with a 429 JSON error', async () => {
    let last = 0;
    for (let i = 0; i < 45; i += 1) {
      last = (await t.app.inject({ url: API.countries, remoteAddress: '192.0.2.44' })).statusCode;
      if (last === 429) break;
    }
    expect(last).toBe(429);
    const res = await t.app.inject({ url: API.countries, remoteAddress: '192.0.2.44' });
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another caller is not affected.
    expect((await t.app.inject({ url: API.countries, remoteAddress: '192.0.2.45' })).statusCode).toBe(200);
  });
});
