/**
 * Issue 11: guests' public lists come from a one-second micro-cache (decision 0029). A write made
 * outside the API (a job, another instance) shows once the entry expires; any write through the
 * API empties the cache at once; a logged-in caller is never served from it.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API, AUTH_API, LOCALE_HEADER } from '@platform/contract';
import { MAINTENANCE_ENDPOINTS } from '@platform/contract/endpoints';
import { operatorCliToken } from '../modules/maintenance/operator-token';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/seed';
import { createSessionClient } from '../test/session-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { NOT_A_DOCUMENT_POLICY } from './security-headers';

const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const LIST = API.projects('ALL', 1);

async function firstProject(t: TestApp, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: LIST, headers: { [LOCALE_HEADER]: 'en', ...headers } });
  expect(res.statusCode).toBe(200);
  const body = res.headers['content-encoding'] === 'br' ? JSON.parse(brotliDecompressSync(res.rawPayload).toString()) : res.json();
  return body.projects[0] as { id: number; interestRate: string };
}

const setRate = (t: TestApp, id: number, bps: number) => t.database.db.execute(sql`update projects set interest_rate_bps = ${bps} where id = ${id}`);

describe('guest cache on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { GUEST_CACHE_MS: '60000' } });
  });
  afterAll(() => t.close());

  it('serves guests the kept answer, logged-in callers the live one, and forgets it on any API write', async () => {
    const before = await firstProject(t);
    await setRate(t, before.id, 1234);

    // Guests: the kept answer (also when they ask for it compressed).
    expect((await firstProject(t)).interestRate).toBe(before.interestRate);
    expect((await firstProject(t, { 'accept-encoding': 'br' })).interestRate).toBe(before.interestRate);

    // A logged-in investor is never served from the cache.
    const investor = createSessionClient(t.app, { ip: '203.0.113.40' });
    expect((await investor.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD })).statusCode).toBe(200);
    const live = (await investor.get(LIST, { [LOCALE_HEADER]: 'en' })).json().projects[0];
    expect(live.interestRate).toBe('12.34');

    // The login was a write through the API: guests see the live answer now.
    expect((await firstProject(t)).interestRate).toBe('12.34');
  });

  it('answers a kept answer from its first hooks, before rate limit and session (decision 0029)', async () => {
    const url = API.projects('ALL', 2);
    const miss = await t.app.inject({ method: 'GET', url, headers: { [LOCALE_HEADER]: 'en' } });
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-ratelimit-limit']).toBeDefined();
    const hit = await t.app.inject({ method: 'GET', url, headers: { [LOCALE_HEADER]: 'en' } });
    expect(hit.statusCode).toBe(200);
    expect(hit.body).toBe(miss.body);
    // A kept answer carries the security headers of its type, built with it (the send hook that adds them is not run).
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it("writes a hit's headers once each: this request's id, the answer's own type and length, the encoding the client takes", async () => {
    // The first page, under a language of its own (a key of its own): large enough to be compressed.
    const url = LIST;
    const guest = { [LOCALE_HEADER]: 'en', 'accept-language': 'pt' };
    const miss = await t.app.inject({ method: 'GET', url, headers: { ...guest, 'accept-encoding': 'identity', 'x-request-id': 'miss-1' } });
    expect(miss.statusCode).toBe(200);
    expect(miss.rawPayload.length).toBeGreaterThan(1024);
    for (const [encoding, id] of [
      ['gzip', 'hit-gzip'],
      ['br', 'hit-br'],
      ['identity', 'hit-plain'],
    ] as const) {
      const hit = await t.app.inject({ method: 'GET', url, headers: { ...guest, 'accept-encoding': encoding, 'x-request-id': id } });
      expect(hit.statusCode, encoding).toBe(200);
      expect(hit.headers['x-request-id'], encoding).toBe(id); // the hook's header of this request, not the kept one's
      expect(hit.headers['content-type'], encoding).toBe(miss.headers['content-type']);
      expect(hit.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
      expect(hit.headers.vary, encoding).toBe('accept-encoding');
      expect(Number(hit.headers['content-length']), encoding).toBe(hit.rawPayload.length);
      // The same security headers as the live answer: JSON's short set, none of the document-only ones.
      for (const name of SECURITY_HEADER_NAMES) expect(hit.headers[name], `${encoding} ${name}`).toBe(miss.headers[name]);
      expect(hit.headers['content-security-policy'], encoding).toBe(NOT_A_DOCUMENT_POLICY);
      // One line per header name (a repeated one arrives as an array): the flat list must not repeat a hook's header the answer also sets.
      for (const [name, value] of Object.entries(hit.headers)) expect(Array.isArray(value), `${encoding} ${name}`).toBe(false);
      const body = encoding === 'gzip' ? gunzipSync(hit.rawPayload) : encoding === 'br' ? brotliDecompressSync(hit.rawPayload) : hit.rawPayload;
      expect(body.toString(), encoding).toBe(miss.body);
    }
  });

  it('answers 503 to a kept URL once maintenance is switched on (spec section 8)', async () => {
    const url = API.projects('ALL', 3);
    expect((await t.app.inject({ method: 'GET', url, headers: { [LOCALE_HEADER]: 'en' } })).statusCode).toBe(200);
    const switchTo = (enabled: boolean) =>
      t.app.inject({
        method: 'POST',
        url: MAINTENANCE_ENDPOINTS.set.path,
        payload: { enabled },
        headers: { 'x-operator-token': operatorCliToken('test-secret-test-secret-test-secret-0123') },
        remoteAddress: '127.0.0.1',
      });
    expect((await switchTo(true)).statusCode).toBe(200);
    try {
      const during = await t.app.inject({ method: 'GET', url, headers: { [LOCALE_HEADER]: 'en' } });
      expect(during.statusCode).toBe(503);
      expect(during.json().code).toBe('MAINTENANCE');
    } finally {
      await switchTo(false);
    }
    expect((await t.app.inject({ method: 'GET', url, headers: { [LOCALE_HEADER]: 'en' } })).statusCode).toBe(200);
  });

  it('does not empty the cache on a refused write', async () => {
    const before = await firstProject(t);
    await setRate(t, before.id, 999);
    const refused = await t.app.inject({
      method: 'POST',
      url: AUTH_API.login,
      payload: { email: 'nobody@demo.invest', password: 'wrong' },
      remoteAddress: '203.0.113.41',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await firstProject(t)).interestRate).toBe(before.interestRate);
  });
});

describe('guest cache off (GUEST_CACHE_MS=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { GUEST_CACHE_MS: '0' } });
  });
  afterAll(() => t.close());

  it('answers every guest from the database', async () => {
    const before = await firstProject(t);
    await setRate(t, before.id, 777);
    expect((await firstProject(t)).interestRate).toBe('7.77');
  });
});
