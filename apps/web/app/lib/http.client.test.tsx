import { MAINTENANCE_ENDPOINTS, NOTIFICATIONS_ENDPOINTS } from '@platform/contract/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEndpoint } from './http.client';

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
    vi.stubGlobal('fetch', vi.fn(async () => json(200, 'maybe')));
    expect((await fetchEndpoint(MAINTENANCE_ENDPOINTS.check, 'en', {})).ok).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => json(200, true)));
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
