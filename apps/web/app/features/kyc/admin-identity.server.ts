import { adminKycSessionListSchema, KYC_API, localeFromPath, type AdminKycSession, type Locale } from '@platform/contract';
import { data, type LoaderFunctionArgs } from 'react-router';
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
  const path = search ? `${KYC_API.adminSessions}?${new URLSearchParams({ search }).toString()}` : KYC_API.adminSessions;
  const answer = await context.api.request('GET', path);
  if (answer.status === 503) throw data(null, { status: 503 });
  const parsed = answer.status === 200 ? adminKycSessionListSchema.safeParse(answer.data) : null;
  return {
    locale,
    search,
    sessions: parsed?.success ? parsed.data.sessions : null,
    meta,
  };
}
