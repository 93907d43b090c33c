import { apiErrorSchema, buildPath, localeFromPath, type InProcessApiResponse } from '@platform/contract';
import { ADMIN_ENDPOINTS, KYC_ENDPOINTS } from '@platform/contract/endpoints';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { apiCall, apiGet } from '../../lib/api.server';
import { projectsPageOne } from '../../lib/guards';
import { serverT } from '../../lib/i18n.server';
import { parsePageParam } from '../../lib/page-param';
import {
  isDebtorFlowIntent,
  normalizeSearch,
  parseDebtorFlowForm,
  parseUserActionForm,
  type AdminActionResult,
  type AdminErrorKey,
  type DebtorFlowErrorKey,
  type DebtorFlowForm,
  type DebtorFlowResult,
} from './user-actions';

/** Set-Cookie entries of an in-process API answer, to pass on to the browser with the page's own answer. */
export function forwardCookies(response: InProcessApiResponse, headers = new Headers()): Headers {
  for (const cookie of response.setCookies) headers.append('set-cookie', cookie);
  return headers;
}

/** The text for a failed API answer: by the contract error code first, then by the HTTP status. */
export function adminErrorKey(status: number, body: unknown): AdminErrorKey {
  const parsed = apiErrorSchema.safeParse(body);
  switch (parsed.success ? parsed.data.code : null) {
    case 'NOT_FOUND':
      return 'not_found';
    case 'FORBIDDEN':
    case 'CSRF_FAILED':
      return 'forbidden';
    case 'READ_ONLY':
    case 'IMPERSONATION_READ_ONLY':
      return 'read_only';
    case 'CONFLICT':
    case 'BAD_REQUEST':
    case 'VALIDATION_FAILED':
      return 'not_allowed_for_user';
    case 'RATE_LIMITED':
      return 'rate_limited';
    default:
      break;
  }
  if (status === 404) return 'not_found';
  if (status === 403) return 'forbidden';
  if (status === 400 || status === 409 || status === 422) return 'not_allowed_for_user';
  if (status === 429) return 'rate_limited';
  return 'generic';
}

/**
 * The back office user list: `search` from the query (kept in the URL), the page from the optional
 * `:page?` route param (absent means 1). The layout's guard already let only operators in.
 */
export async function loadAdminUsers({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const page = parsePageParam(params.page);
  if (page === null) throw data(null, { status: 404 });
  const search = normalizeSearch(url.searchParams.get('search'));
  const list = await apiGet(context, ADMIN_ENDPOINTS.users, { query: { search: search || undefined, page } });
  const t = serverT(locale);
  return { locale, search, list, meta: { title: t('admin.users.meta.title'), description: t('admin.users.meta.description') } };
}

/**
 * Row actions: set or clear read-only (stays on the list, which revalidates), or log in as the
 * user (the API swaps the session cookies; we land on the project list as that user). Every
 * Set-Cookie of the API answer goes out with ours.
 */
export async function runAdminUserAction({ request, context }: ActionFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const formData = await request.formData();
  if (isDebtorFlowIntent(formData.get('intent'))) return runDebtorFlowAction(context, locale, parseDebtorFlowForm(formData));
  const form = parseUserActionForm(formData);
  if (!form) {
    return data<AdminActionResult>({ ok: false, intent: null, userId: null, error: 'generic' }, { status: 400 });
  }
  const { intent, userId } = form;
  const response =
    intent === 'impersonate'
      ? await apiCall(context, ADMIN_ENDPOINTS.impersonate, { params: { id: userId } })
      : intent === 'reidentify'
        ? await apiCall(context, KYC_ENDPOINTS.adminReidentify, { params: { id: userId } })
        : await apiCall(context, ADMIN_ENDPOINTS.setReadonly, { params: { id: userId }, body: { readonly: intent === 'set-readonly' } });
  const headers = forwardCookies(response);

  if (response.status === 503) throw data(null, { status: 503, headers });
  // Spec section 8: a 401 while logged in ends at /logout.
  if (response.status === 401) return redirect(buildPath('logout', locale), { headers });
  if (response.status >= 200 && response.status < 300) {
    if (intent === 'impersonate') return redirect(projectsPageOne(locale), { headers });
    return data<AdminActionResult>({ ok: true, intent, userId }, { headers });
  }
  const error = adminErrorKey(response.status, response.data);
  return data<AdminActionResult>({ ok: false, intent, userId, error }, { status: response.status >= 500 ? 500 : response.status, headers });
}

/** The step refusals the API names in fieldErrors.step (decision 0046), else the list's error texts. */
export function debtorFlowErrorKey(status: number, body: unknown): DebtorFlowErrorKey {
  const parsed = apiErrorSchema.safeParse(body);
  const reason = parsed.success ? parsed.data.fieldErrors?.step?.[0] : undefined;
  if (reason === 'same_step' || reason === 'no_manual_kyc_request') return reason;
  return adminErrorKey(status, body);
}

/** Debtor flow controls of the user list (decision 0046): one API call each; the list revalidates after. */
async function runDebtorFlowAction(context: ActionFunctionArgs['context'], locale: ReturnType<typeof localeFromPath>, form: DebtorFlowForm | null) {
  if (!form) return data({ ok: false, intent: 'debtor-step', userId: 0, error: 'generic' } satisfies DebtorFlowResult, { status: 400 });
  const params = { id: form.userId };
  const response =
    form.intent === 'debtor-extended'
      ? await apiCall(context, ADMIN_ENDPOINTS.setExtendedDebtorFlow, { params, body: { extendedDebtorFlow: form.extendedDebtorFlow } })
      : form.intent === 'debtor-restore'
        ? await apiCall(context, ADMIN_ENDPOINTS.restoreDebtorStep, { params })
        : // The API checks the step (400 with fieldErrors.step when it is none of the steps).
          await apiCall(context, ADMIN_ENDPOINTS.overrideDebtorStep, { params, body: { step: form.step as never } });
  if (response.status === 503) throw data(null, { status: 503 });
  if (response.status === 401) return redirect(buildPath('logout', locale));
  if (response.ok) return data({ ok: true, intent: form.intent, userId: form.userId, debtor: response.ok } satisfies DebtorFlowResult);
  const error = debtorFlowErrorKey(response.status, response.data);
  return data({ ok: false, intent: form.intent, userId: form.userId, error } satisfies DebtorFlowResult, {
    status: response.status >= 500 ? 500 : response.status,
  });
}
