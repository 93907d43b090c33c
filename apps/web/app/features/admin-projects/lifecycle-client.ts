import type { AdminLoan, Locale } from '@platform/contract';
import { parseOk, urlOf, type Endpoint, type EndpointArgs, type EndpointOk } from '@platform/contract/endpoint';
import { LIFECYCLE_ENDPOINTS } from '@platform/contract/endpoints';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../withdrawals/api.client';

/** The locale of the page (the i18n instance is created for it). */
export function usePageLocale(explicit?: Locale): Locale {
  const { i18n } = useTranslation();
  return explicit ?? (i18n.language as Locale);
}

/** The translation key of a lifecycle error code (a generic text for codes without their own). */
export function lifecycleErrorKey(code: string | null, exists: (key: string) => boolean): string {
  const key = `lifecycle.error.${code ?? ''}`;
  return code && exists(key) ? key : 'lifecycle.error.generic';
}

export interface LifecycleAnswer<E extends Endpoint> {
  /** The 200 (or 201) answer parsed by the endpoint's schema; null when refused or not that shape. */
  ok: EndpointOk<E> | null;
  /** The API's error code when refused, NETWORK when the call did not get through, INTERNAL for an answer of the wrong shape. */
  code: string | null;
}

/**
 * One lifecycle call from the browser (decision 0030): URL and method from the endpoint table, the
 * answer parsed by its schema. Through callApi rather than fetchEndpoint because these panels need
 * what only callApi gives: the Idempotency-Key of money-moving calls, the API's error code, no throw.
 */
export async function callLifecycle<E extends Endpoint<'GET' | 'POST'>>(
  locale: Locale,
  endpoint: E,
  args: EndpointArgs<E>,
  idempotencyKey?: string,
): Promise<LifecycleAnswer<E>> {
  const answer = await callApi<unknown>(locale, endpoint.method, urlOf(endpoint, args), { body: args.body, idempotencyKey });
  const ok = parseOk(endpoint, answer.status, answer.data);
  return { ok, code: ok === null ? (answer.code ?? 'INTERNAL') : null };
}

export type LoanState = { kind: 'loading' } | { kind: 'error'; code: string | null } | { kind: 'ready'; loan: AdminLoan };

/** Loads the back-office loan facts of a project in the browser; `reload` after an action. */
export function useAdminLoan(projectId: number, locale: Locale) {
  const [state, setState] = useState<LoanState>({ kind: 'loading' });
  const reload = useCallback(async () => {
    const answer = await callLifecycle(locale, LIFECYCLE_ENDPOINTS.adminLoan, { params: { id: projectId } });
    setState(answer.ok ? { kind: 'ready', loan: answer.ok } : { kind: 'error', code: answer.code });
  }, [projectId, locale]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, setLoan: (loan: AdminLoan) => setState({ kind: 'ready', loan }), reload };
}
