import { AUTH_API } from '@platform/contract';
import { MAINTENANCE_ENDPOINTS, NOTIFICATIONS_ENDPOINTS } from '@platform/contract/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, fetchEndpoint } from './http.client';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('fetchEndpoint', () => {
  it("builds the URL from the table and parses the answer with the endpoint's schema", async () => {
    const fetchMock = vi.fn(async () => json(200, { type: 'project', page: 2, totalPages: 1, items: [], unread: 0 }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await fetchEndpoint(NOTIFICATIONS_ENDPOINTS.list, 'lt', { query: { type: 'project', page: 2 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/get/notifications?type=project&page=2');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
    expect(answer.status).toBe(200);
  });

  it('gives null instead of an answer that does not match the schema', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, 'maybe')),
    );
    expect((await fetchEndpoint(MAINTENANCE_ENDPOINTS.check, 'en', {})).ok).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, true)),
    );
    expect((await fetchEndpoint(MAINTENANCE_ENDPOINTS.check, 'en', {})).ok).toBe(true);
  });

  it('sends the body as JSON with the method of the table', async () => {
    const fetchMock = vi.fn(async () => json(200, { updated: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await fetchEndpoint(NOTIFICATIONS_ENDPOINTS.read, 'en', { body: { ids: [4] } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/set/notifications/read');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"ids":[4]}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });
});

describe('callEndpoint', () => {
  it('sends the Idempotency-Key and, on a 401, renews the session once and repeats the call (spec section 8)', async () => {
    const answers = [json(401, { code: 'UNAUTHORIZED', message: 'x' }), json(200, {}), json(200, { updated: 2, unread: { investment: 0, project: 1 } })];
    const fetchMock = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    const answer = await callEndpoint('en', NOTIFICATIONS_ENDPOINTS.read, { body: { ids: [1, 2] } }, { idempotencyKey: 'key-1' });
    expect(answer).toEqual({ ok: true, status: 200, data: { updated: 2, unread: { investment: 0, project: 1 } }, code: null });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual(['/api/set/notifications/read', AUTH_API.refreshToken, '/api/set/notifications/read']);
    expect(new Headers(calls[2]![1].headers).get('idempotency-key')).toBe('key-1');
    expect(calls[2]![1].body).toBe('{"ids":[1,2]}');
  });

  it("names the API's error code, INTERNAL for an answer of another shape, NETWORK when nothing came back", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { code: 'WITHDRAWAL_NOT_PENDING', message: 'x' })),
    );
    expect(await callEndpoint('en', MAINTENANCE_ENDPOINTS.check, {})).toEqual({ ok: false, status: 409, data: null, code: 'WITHDRAWAL_NOT_PENDING' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, 'maybe')),
    );
    expect(await callEndpoint('en', MAINTENANCE_ENDPOINTS.check, {})).toEqual({ ok: false, status: 200, data: null, code: 'INTERNAL' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await callEndpoint('en', MAINTENANCE_ENDPOINTS.check, {})).toEqual({ ok: false, status: 0, data: null, code: 'NETWORK' });
  });
});
