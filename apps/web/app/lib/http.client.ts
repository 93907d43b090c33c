import { AUTH_API, buildPath, IDEMPOTENCY_HEADER, LOCALE_HEADER, type Locale } from '@platform/contract';
// The zod-free helpers only: the schemas come with the endpoint a caller passes in.
import { parseOk, urlOf, type Endpoint, type EndpointArgs, type EndpointOk } from '@platform/contract/endpoint';

/**
 * Every request from the browser sends Accept, the locale header and credentials for same-base URLs
 * (spec section 7).
 */
export async function clientFetch(url: string, locale: Locale, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  headers.set(LOCALE_HEADER, locale);
  const sameBase = new URL(url, window.location.href).origin === window.location.origin;
  return fetch(url, { ...init, headers, credentials: sameBase ? 'same-origin' : 'omit' });
}

/**
 * For calls made while logged in: a 401 first tries to renew the session once (the retry flag),
 * then sends the person to /logout (spec section 8).
 */
export async function sessionFetch(url: string, locale: Locale, init: RequestInit = {}, retried = false): Promise<Response> {
  const response = await clientFetch(url, locale, init);
  if (response.status !== 401) return response;
  if (!retried) {
    const renewed = await clientFetch(AUTH_API.refreshToken, locale, { method: 'POST' });
    if (renewed.ok) return sessionFetch(url, locale, init, true);
  }
  window.location.assign(buildPath('logout', locale));
  return response;
}

/** The browser's answer to one endpoint call: `ok` is the 200 (or 201) answer parsed by the endpoint's schema, null otherwise. */
export interface EndpointResponse<E extends Endpoint> {
  status: number;
  ok: EndpointOk<E> | null;
  /** The JSON answer as received (an error's {code, message}); undefined for another content type. */
  payload: unknown;
  response: Response;
}

/**
 * Calls an endpoint of the contract's table (decision 0030) from the browser: URL built from its
 * pattern, method from the table, JSON body, and the answer checked by the endpoint's schema rather
 * than cast. `session: true` renews the session on a 401 like sessionFetch.
 */
export async function fetchEndpoint<E extends Endpoint>(
  endpoint: E,
  locale: Locale,
  args: EndpointArgs<E>,
  options: { session?: boolean; signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<EndpointResponse<E>> {
  const headers: Record<string, string> = {};
  const init: RequestInit = { method: endpoint.method, signal: options.signal, headers };
  if (args.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(args.body);
  }
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  const url = urlOf(endpoint, args);
  const response = options.session ? await sessionFetch(url, locale, init) : await clientFetch(url, locale, init);
  const payload: unknown = (response.headers.get('content-type') ?? '').includes('json') ? await response.json().catch(() => undefined) : undefined;
  return { status: response.status, ok: parseOk(endpoint, response.status, payload), payload, response };
}

/** An endpoint call that never throws: `data` is the parsed 200 (or 201) answer when `ok`. */
export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  data: T | null;
  /** The API's error code ({code, message}) when refused; NETWORK when the call did not get through; INTERNAL for an answer of another shape. */
  code: string | null;
}

/** One Idempotency-Key per form instance (crypto.randomUUID where the page is a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * fetchEndpoint for the panels that move money (decision 0030): with the session and an optional
 * Idempotency-Key, the API's error code to show, and no throw when the network fails.
 */
export async function callEndpoint<E extends Endpoint<'GET' | 'POST'>>(
  locale: Locale,
  endpoint: E,
  args: EndpointArgs<E>,
  options: { idempotencyKey?: string } = {},
): Promise<ApiAnswer<EndpointOk<E>>> {
  try {
    const { status, ok, payload, response } = await fetchEndpoint(endpoint, locale, args, { session: true, idempotencyKey: options.idempotencyKey });
    if (ok !== null) return { ok: true, status, data: ok, code: null };
    // A refusal names its code; a success of another shape than the schema's is a failure of ours.
    const code = !response.ok && payload && typeof payload === 'object' && 'code' in payload ? String((payload as { code: unknown }).code) : 'INTERNAL';
    return { ok: false, status, data: null, code };
  } catch {
    return { ok: false, status: 0, data: null, code: 'NETWORK' };
  }
}
