import { localeFromPath, type AdminKycSession, type Locale } from '@platform/contract';
import { KYC_ENDPOINTS } from '@platform/contract/endpoints';
import { data, type LoaderFunctionArgs } from 'react-router';
import { apiCall } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';

export interface AdminIdentityData {
  locale: Locale;
  search: string;
  sessions: AdminKycSession[] | null;
  meta: { title: string; description: string };
}

/** The operator's list of recent identity checks (the route table admits operators only). */
export async function loadAdminIdentity({ request, context }: LoaderFunctionArgs): Promise<AdminIdentityData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 200);
  const t = serverT(locale);
  const meta = {
    title: `${t('kyc.admin.meta_title')} | ${t('brand.name')}`,
    description: t('kyc.admin.intro'),
  };
  const answer = await apiCall(context, KYC_ENDPOINTS.adminSessions, { query: { search: search || undefined } });
  if (answer.status === 503) throw data(null, { status: 503 });
  return {
    locale,
    search,
    sessions: answer.ok?.sessions ?? null,
    meta,
  };
}
