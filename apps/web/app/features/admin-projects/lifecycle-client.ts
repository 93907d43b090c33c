import type { AdminLoan, Locale } from '@platform/contract';
import { LIFECYCLE_ENDPOINTS } from '@platform/contract/endpoints';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { callEndpoint } from '../../lib/http.client';

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

export type LoanState = { kind: 'loading' } | { kind: 'error'; code: string | null } | { kind: 'ready'; loan: AdminLoan };

/** Loads the back-office loan facts of a project in the browser; `reload` after an action. */
export function useAdminLoan(projectId: number, locale: Locale) {
  const [state, setState] = useState<LoanState>({ kind: 'loading' });
  const reload = useCallback(async () => {
    const answer = await callEndpoint(locale, LIFECYCLE_ENDPOINTS.adminLoan, { params: { id: projectId } });
    setState(answer.data ? { kind: 'ready', loan: answer.data } : { kind: 'error', code: answer.code });
  }, [projectId, locale]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, setLoan: (loan: AdminLoan) => setState({ kind: 'ready', loan }), reload };
}
