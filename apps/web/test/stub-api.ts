import { vi } from 'vitest';

/** One call the component made through fetch: method, URL, JSON body and Idempotency-Key. */
export interface StubCall {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
  key: string | null;
}

/**
 * Replaces fetch with answers by "METHOD url" (404 JSON for anything else) and records the calls.
 * Pair with `afterEach(() => vi.unstubAllGlobals())`.
 */
export function stubApi(routes: Record<string, (call: StubCall) => { status: number; body: unknown }>): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const headers = new Headers(init.headers);
      const call: StubCall = { method, url, body: init.body ? JSON.parse(String(init.body)) : null, key: headers.get('idempotency-key') };
      calls.push(call);
      const handler = routes[`${method} ${url}`];
      const answer = handler ? handler(call) : { status: 404, body: { code: 'NOT_FOUND', message: 'x' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
