import { localeFromPath, type Locale, type MarketOverview } from '@platform/contract';
import { ADMIN_MARKET_ENDPOINTS } from '@platform/contract/endpoints';
import type { LoaderFunctionArgs } from 'react-router';
import { apiCall, throwIfUnavailable } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';

export interface AdminMarketData {
  locale: Locale;
  /** null when the overview could not be loaded. */
  overview: MarketOverview | null;
  meta: { title: string; description: string };
}

/** The secondary market's overview for operators (the route table admits operators only). */
export async function loadAdminMarket({ request, context }: LoaderFunctionArgs): Promise<AdminMarketData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const answer = await apiCall(context, ADMIN_MARKET_ENDPOINTS.overview, {});
  throwIfUnavailable(answer.status, locale);
  const t = serverT(locale);
  return {
    locale,
    overview: answer.ok,
    meta: { title: `${t('marketAccount.admin.title')} | ${t('brand.name')}`, description: t('marketAccount.admin.intro') },
  };
}
