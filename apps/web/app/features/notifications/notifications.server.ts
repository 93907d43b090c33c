import { buildPath, isNotificationType, localeFromPath, type Locale, type NotificationsResponse, type NotificationType } from '@platform/contract';
import { NOTIFICATIONS_ENDPOINTS, type EndpointBody } from '@platform/contract/endpoints';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { apiCall } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { parsePageParam } from '../../lib/page-param';
import { assertSameOrigin, cookieHeaders } from '../auth/action.server';

export type NotificationsResult = { kind: 'ok'; list: NotificationsResponse } | { kind: 'error' };

export interface NotificationsLoaderData {
  locale: Locale;
  type: NotificationType;
  page: number;
  result: NotificationsResult;
  meta: { title: string; description: string };
}

export interface MarkReadResult {
  ok: boolean;
  /** Tells two equal answers apart, so the message is announced again. */
  at: number;
}

/** /account/notifications[/page]?type=investment|project: one page of one kind from the API. */
export async function loadNotifications({ request, params, context }: LoaderFunctionArgs): Promise<NotificationsLoaderData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = serverT(locale);
  const page = parsePageParam(params.page);
  if (page === null) throw data(null, { status: 404 });
  const typeParam = url.searchParams.get('type');
  const type: NotificationType = isNotificationType(typeParam) ? typeParam : 'investment';
  const meta = { title: `${t('notifications.title')} | ${t('brand.name')}`, description: t('notifications.meta_description') };
  const answer = await apiCall(context, NOTIFICATIONS_ENDPOINTS.list, { query: { type, page } });
  if (answer.status === 503) throw data(null, { status: 503 });
  if (answer.status === 401) throw redirect(buildPath('logout', locale));
  return { locale, type, page, result: answer.ok ? { kind: 'ok', list: answer.ok } : { kind: 'error' }, meta };
}

/** Marks one notification (`id`) or all of one kind (`all` + `type`) as read. */
export async function markNotificationsRead({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const at = Date.now();
  const id = Number(form.get('id'));
  const type = form.get('type');
  let body: EndpointBody<typeof NOTIFICATIONS_ENDPOINTS.read>;
  if (form.get('intent') === 'all') body = isNotificationType(type) ? { all: true, type } : { all: true };
  else if (Number.isSafeInteger(id) && id > 0) body = { ids: [id] };
  else return data<MarkReadResult>({ ok: false, at }, { status: 400 });
  const answer = await apiCall(context, NOTIFICATIONS_ENDPOINTS.read, { body });
  if (answer.status === 503) throw data(null, { status: 503 });
  return data<MarkReadResult>({ ok: answer.ok !== null, at }, { headers: cookieHeaders(answer) });
}
