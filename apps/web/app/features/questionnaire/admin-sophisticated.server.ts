import { localeFromPath, type Locale, type SophisticatedRequest } from '@platform/contract';
import { QUESTIONNAIRE_ENDPOINTS } from '@platform/contract/endpoints';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { apiCall } from '../../lib/api.server';
import { assertSameOrigin, cookieHeaders } from '../auth/action.server';
import { serverT } from '../../lib/i18n.server';

export interface AdminSophisticatedData {
  locale: Locale;
  requests: SophisticatedRequest[] | null;
  meta: { title: string; description: string };
}

export interface DecisionResult {
  ok: boolean;
  id: number;
  approve: boolean;
  at: number;
}

/** The operator's queue of sophisticated-investor requests (the route table admits operators only). */
export async function loadSophisticatedRequests({ request, context }: LoaderFunctionArgs): Promise<AdminSophisticatedData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = serverT(locale);
  const meta = { title: `${t('admin.sophisticated.meta.title')} | ${t('brand.name')}`, description: t('admin.sophisticated.meta.description') };
  const answer = await apiCall(context, QUESTIONNAIRE_ENDPOINTS.adminSophisticatedRequests, {});
  if (answer.status === 503) throw data(null, { status: 503 });
  return { locale, requests: answer.ok?.requests ?? null, meta };
}

export async function decideSophisticatedRequest({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const id = Number(form.get('id'));
  const approve = form.get('decision') === 'approve';
  const reason = typeof form.get('reason') === 'string' ? String(form.get('reason')).trim() : '';
  const at = Date.now();
  if (!Number.isSafeInteger(id) || id < 1) return data<DecisionResult>({ ok: false, id: 0, approve, at });
  const answer = await apiCall(context, QUESTIONNAIRE_ENDPOINTS.adminSophisticatedDecision, {
    params: { id },
    body: { approve, ...(reason ? { reason } : {}) },
  });
  return data<DecisionResult>({ ok: answer.status === 204, id, approve, at }, { headers: cookieHeaders(answer) });
}
