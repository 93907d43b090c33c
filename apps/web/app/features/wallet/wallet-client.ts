import { IDEMPOTENCY_HEADER, type Locale } from '@platform/contract';
import { parseOk, urlOf, type Endpoint, type EndpointArgs, type EndpointOk } from '@platform/contract/endpoint';
import { useCallback, useState } from 'react';
import { sessionFetch } from '../../lib/http.client';

export type MoneyCallResult<T> = { ok: true; data: T } | { ok: false; status: number; code: string | null };

/**
 * A money-moving call of the endpoint table from the browser: JSON body plus the form instance's
 * Idempotency-Key (the in-process API of loaders and actions carries no extra headers), the answer
 * parsed by the endpoint's schema (decision 0030). A retry with the same key replays the first
 * answer; the server never moves the money twice.
 */
export async function postMoney<E extends Endpoint<'POST'>>(
  endpoint: E,
  locale: Locale,
  idempotencyKey: string,
  args: EndpointArgs<E>,
): Promise<MoneyCallResult<EndpointOk<E>>> {
  try {
    const response = await sessionFetch(urlOf(endpoint, args), locale, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(args.body ?? {}),
    });
    const payload: unknown = await response.json().catch(() => null);
    const data = parseOk(endpoint, response.status, payload);
    if (data !== null) return { ok: true, data };
    const code = payload && typeof payload === 'object' && 'code' in payload && typeof payload.code === 'string' ? payload.code : null;
    return { ok: false, status: response.status, code };
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
