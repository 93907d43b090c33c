import { apiErrorSchema, buildPath, localeFromPath, type AdminDuplicatePair, type MergeCounterpart } from '@platform/contract';
import { MERGE_ENDPOINTS } from '@platform/contract/endpoints';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { apiCall, apiGet } from '../../lib/api.server';
import { projectsPageOne } from '../../lib/guards';
import { serverT } from '../../lib/i18n.server';
import { loadViewer } from '../../lib/session.server';
import { forwardCookies } from '../admin/admin-users.server';

export type MergeLoaderData =
  | { kind: 'person'; duplicates: MergeCounterpart[]; verifiedUsers: MergeCounterpart[]; meta: { title: string; description: string } }
  | { kind: 'operator'; pairs: AdminDuplicatePair[]; meta: { title: string; description: string } };

/**
 * /account/merge. Spec section 6: only for a person with duplicate accounts (others go to the
 * project list). Operators get the back-office side instead: link two accounts as duplicates.
 */
export async function loadMerge({ request, context }: LoaderFunctionArgs): Promise<MergeLoaderData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = serverT(locale);
  const meta = { title: `${t('merge.title')} | ${t('brand.name')}`, description: t('merge.meta_description') };
  const viewer = await loadViewer(context);
  if (!viewer) throw redirect(projectsPageOne(locale));
  if (viewer.role === 'operator' && !viewer.impersonatedBy) {
    const list = await apiGet(context, MERGE_ENDPOINTS.adminList, {});
    return { kind: 'operator', pairs: list.pairs, meta };
  }
  if (!viewer.hasDuplicateAccounts) throw redirect(projectsPageOne(locale));
  const [duplicates, verifiedUsers] = await Promise.all([apiGet(context, MERGE_ENDPOINTS.duplicates, {}), apiGet(context, MERGE_ENDPOINTS.verifiedUsers, {})]);
  return { kind: 'person', duplicates: duplicates.users, verifiedUsers: verifiedUsers.users, meta };
}

export type LinkResult = { ok: true } | { ok: false; error: 'merge.admin.error' | 'merge.admin.error_conflict' };

const idOf = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '').trim();
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
};

/** Operators: link `duplicateUserId` as a duplicate of `verifiedUserId`. */
export async function runLinkAction({ request, context }: ActionFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const duplicateUserId = idOf(form.get('duplicateUserId'));
  const verifiedUserId = idOf(form.get('verifiedUserId'));
  if (duplicateUserId === null || verifiedUserId === null) return data<LinkResult>({ ok: false, error: 'merge.admin.error' }, { status: 400 });
  const response = await apiCall(context, MERGE_ENDPOINTS.adminLink, { params: { id: duplicateUserId }, body: { verifiedUserId } });
  const headers = forwardCookies(response);
  if (response.status === 503) throw data(null, { status: 503, headers });
  if (response.status === 401) return redirect(buildPath('logout', locale), { headers });
  if (response.status === 201) return data<LinkResult>({ ok: true }, { headers });
  const parsed = apiErrorSchema.safeParse(response.data);
  const conflict = parsed.success && parsed.data.code === 'CONFLICT';
  return data<LinkResult>(
    { ok: false, error: conflict ? 'merge.admin.error_conflict' : 'merge.admin.error' },
    { status: response.status >= 500 ? 500 : response.status, headers },
  );
}
