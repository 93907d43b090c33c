import { localeFromPath, type AdminNotice, type Locale } from '@platform/contract';
import { ADMIN_NOTICES_ENDPOINTS as E } from '@platform/contract/endpoints/notices';
import { type LoaderFunctionArgs } from 'react-router';
import { apiCall, throwIfUnavailable } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';

export interface AdminNoticesData {
  locale: Locale;
  /** null when the list could not be read: the page shows an error with a retry. */
  notices: AdminNotice[] | null;
  meta: { title: string; description: string };
}

/** Every notice, for the back office (the route table admits operators only). */
export async function loadAdminNotices({ request, context }: LoaderFunctionArgs): Promise<AdminNoticesData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const answer = await apiCall(context, E.adminList, {});
  throwIfUnavailable(answer.status, locale);
  const t = serverT(locale);
  return {
    locale,
    notices: answer.ok?.notices ?? null,
    meta: { title: `${t('notices.admin.title')} | ${t('brand.name')}`, description: t('notices.admin.intro') },
  };
}
