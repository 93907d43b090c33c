import { LIFECYCLE_API, type AdminLoan, type Locale } from '@platform/contract';
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

export type LoanState = { kind: 'loading' } | { kind: 'error'; code: string | null } | { kind: 'ready'; loan: AdminLoan };

/** Loads the back-office loan facts of a project in the browser; `reload` after an action. */
export function useAdminLoan(projectId: number, locale: Locale) {
  const [state, setState] = useState<LoanState>({ kind: 'loading' });
  const reload = useCallback(async () => {
    const answer = await callApi<AdminLoan>(locale, 'GET', LIFECYCLE_API.adminLoan(projectId));
    setState(answer.ok && answer.data ? { kind: 'ready', loan: answer.data } : { kind: 'error', code: answer.code });
  }, [projectId, locale]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, setLoan: (loan: AdminLoan) => setState({ kind: 'ready', loan }), reload };
}
