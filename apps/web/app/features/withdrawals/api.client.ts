import { IDEMPOTENCY_HEADER, type Locale } from '@platform/contract';
import { parseOk, urlOf, type Endpoint, type EndpointArgs, type EndpointOk } from '@platform/contract/endpoint';
import { sessionFetch } from '../../lib/http.client';

export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  data: T | null;
  /** The API's error code ({code, message}) when not ok; NETWORK when the call did not get through. */
  code: string | null;
}

/** One Idempotency-Key per form instance (crypto.randomUUID where the page is a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** JSON call from the browser to the API with the session cookies; never throws. */
export async function callApi<T>(locale: Locale, method: 'GET' | 'POST', url: string, options: { body?: unknown; idempotencyKey?: string } = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (method === 'POST') headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  try {
    const response = await sessionFetch(url, locale, { method, headers, body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined });
    const data = (await response.json().catch(() => null)) as unknown;
    if (response.ok) return { ok: true, status: response.status, data: data as T, code: null };
    const code = data && typeof data === 'object' && 'code' in data ? String((data as { code: unknown }).code) : 'INTERNAL';
    return { ok: false, status: response.status, data: null, code };
  } catch {
    return { ok: false, status: 0, data: null, code: 'NETWORK' };
  }
}

/**
 * One call of the endpoint table from the browser (decision 0030): URL and method from the table,
 * the 200 (or 201) answer parsed by the endpoint's schema; an answer of another shape fails with
 * INTERNAL. Through callApi rather than fetchEndpoint for what only callApi gives: the
 * Idempotency-Key of money-moving calls and the API's error code.
 */
export async function callEndpoint<E extends Endpoint<'GET' | 'POST'>>(
  locale: Locale,
  endpoint: E,
  args: EndpointArgs<E>,
  options: { idempotencyKey?: string } = {},
): Promise<ApiAnswer<EndpointOk<E>>> {
  const answer = await callApi<unknown>(locale, endpoint.method, urlOf(endpoint, args), { body: args.body, idempotencyKey: options.idempotencyKey });
  if (!answer.ok) return { ...answer, data: null };
  const data = parseOk(endpoint, answer.status, answer.data);
  return data === null ? { ok: false, status: answer.status, data: null, code: 'INTERNAL' } : { ...answer, data };
}

/** The translation key of an error code of this area (a generic text for codes without their own). */
export function errorKey(code: string | null, exists: (key: string) => boolean): string {
  const key = `withdrawals.error.${code ?? ''}`;
  return code && exists(key) ? key : 'withdrawals.error.generic';
}
