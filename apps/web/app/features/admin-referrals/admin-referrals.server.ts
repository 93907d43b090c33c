import { localeFromPath, type AdminReferralsResponse, type Locale } from '@platform/contract';
import { REFERRAL_ENDPOINTS as E } from '@platform/contract/endpoints/referrals';
import type { LoaderFunctionArgs } from 'react-router';
import { apiCall, throwIfUnavailable } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';

export interface AdminReferralsData {
  locale: Locale;
  /** null when the overview could not be loaded. */
  overview: AdminReferralsResponse | null;
  /** The server's clock when loaded (ISO): promo code statuses are read against it. */
  now: string;
  meta: { title: string; description: string };
}

/** Back office at /admin/referrals (the route table admits operators only): the programme, the newest referrals and every promo code. */
export async function loadAdminReferrals({ request, context }: LoaderFunctionArgs): Promise<AdminReferralsData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const overview = await apiCall(context, E.adminOverview, {});
  throwIfUnavailable(overview.status, locale);
  const t = serverT(locale);
  return {
    locale,
    overview: overview.ok,
    now: new Date().toISOString(),
    meta: { title: `${t('adminReferrals.title')} | ${t('brand.name')}`, description: t('adminReferrals.intro') },
  };
}
