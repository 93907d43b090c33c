import { buildPath, localeFromPath } from '@platform/contract';
import { AGREEMENTS_ENDPOINTS, FILES_ENDPOINTS } from '@platform/contract/endpoints';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { apiCall, apiGet } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { forwardCookies } from '../admin/admin-users.server';

/** The person's uploaded files and the document types to offer (spec section 7 calls). */
export async function loadUserDocuments({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [list, choices, agreements] = await Promise.all([
    apiGet(context, FILES_ENDPOINTS.list, {}),
    apiGet(context, FILES_ENDPOINTS.onboardingChoices, {}),
    // The agreements (decision 0038) are a section of their own: when they cannot be read the page says so there.
    apiCall(context, AGREEMENTS_ENDPOINTS.list, {}),
  ]);
  const t = serverT(locale);
  return {
    locale,
    files: list.files,
    choices: choices.documents,
    agreements: agreements.ok?.agreements ?? null,
    meta: { title: `${t('files.page.title')} | ${t('brand.name')}`, description: t('files.page.description') },
  };
}

export async function loadReviewQueue({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const list = await apiGet(context, FILES_ENDPOINTS.adminList, {});
  const t = serverT(locale);
  return { locale, documents: list.documents, meta: { title: `${t('files.admin.title')} | ${t('brand.name')}`, description: t('files.admin.description') } };
}

export type ReviewResult = { ok: true; id: number } | { ok: false; id: number | null; error: 'files.admin.reason_required' | 'files.admin.failed' };

/** Approve or decline one document (form fields id, intent approve|decline, reason). */
export async function runReviewAction({ request, context }: ActionFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const id = Number(form.get('id'));
  const intent = form.get('intent');
  const reason = String(form.get('reason') ?? '').trim();
  if (!Number.isInteger(id) || id < 1 || (intent !== 'approve' && intent !== 'decline')) {
    return data<ReviewResult>({ ok: false, id: null, error: 'files.admin.failed' }, { status: 400 });
  }
  if (intent === 'decline' && !reason) return data<ReviewResult>({ ok: false, id, error: 'files.admin.reason_required' }, { status: 400 });
  const response = await apiCall(context, FILES_ENDPOINTS.adminReview, {
    params: { id },
    body: intent === 'approve' ? { approve: true } : { approve: false, reason: reason.slice(0, 500) },
  });
  const headers = forwardCookies(response);
  if (response.status === 503) throw data(null, { status: 503, headers });
  if (response.status === 401) return redirect(buildPath('logout', locale), { headers });
  if (response.status >= 200 && response.status < 300) return data<ReviewResult>({ ok: true, id }, { headers });
  return data<ReviewResult>({ ok: false, id, error: 'files.admin.failed' }, { status: response.status >= 500 ? 500 : response.status, headers });
}
