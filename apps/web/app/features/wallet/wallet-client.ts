import { IDEMPOTENCY_HEADER, type Locale } from '@platform/contract';
import { useCallback, useState } from 'react';
import { sessionFetch } from '../../lib/http.client';

export type MoneyCallResult<T> = { ok: true; data: T } | { ok: false; status: number; code: string | null };

/**
 * A money-moving call from the browser: JSON body plus the form instance's Idempotency-Key (the
 * in-process API of loaders and actions carries no extra headers). A retry with the same key
 * replays the first answer; the server never moves the money twice.
 */
export async function postMoney<T>(url: string, locale: Locale, idempotencyKey: string, body: unknown = {}): Promise<MoneyCallResult<T>> {
  try {
    const response = await sessionFetch(url, locale, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as (T & { code?: string }) | null;
    if (response.ok && data) return { ok: true, data };
    return { ok: false, status: response.status, code: typeof data?.code === 'string' ? data.code : null };
  } catch {
    return { ok: false, status: 0, code: null };
  }
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;

/** One Idempotency-Key per form instance; `renew` after a success so the next submission is new. */
export function useIdempotencyKey(): [string, () => void] {
  const [key, setKey] = useState(newKey);
  const renew = useCallback(() => setKey(newKey()), []);
  return [key, renew];
}
