import { IDEMPOTENCY_HEADER, type Locale } from '@platform/contract';
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

/** The translation key of an error code of this area (a generic text for codes without their own). */
export function errorKey(code: string | null, exists: (key: string) => boolean): string {
  const key = `withdrawals.error.${code ?? ''}`;
  return code && exists(key) ? key : 'withdrawals.error.generic';
}
