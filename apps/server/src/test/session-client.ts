import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * A browser-like client for inject(): keeps cookies between calls and sends the Origin header a
 * browser sends, so session and CSRF rules apply as they do for real users.
 */
export function createSessionClient(app: FastifyInstance, options: { ip?: string; origin?: string | null } = {}) {
  const jar = new Map<string, string>();
  const origin = options.origin === undefined ? TEST_ORIGIN : options.origin;

  function store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires && new Date(cookie.expires).getTime() <= Date.now()) || cookie.value === '';
      if (expired) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
  }

  async function request(method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await app.inject({
      method,
      url,
      payload: payload as InjectOptions['payload'],
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}), ...headers },
    });
    store(response);
    return response;
  }

  return {
    jar,
    get: (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) => request('POST', url, payload ?? {}, headers),
    put: (url: string, payload?: unknown, headers?: Record<string, string>) => request('PUT', url, payload ?? {}, headers),
    delete: (url: string, headers?: Record<string, string>) => request('DELETE', url, undefined, headers),
    cookie: (name: string) => jar.get(name),
    setCookie: (name: string, value: string) => jar.set(name, value),
  };
}

export type SessionClient = ReturnType<typeof createSessionClient>;
