import { localeFromPath, type Locale, type MoneyInOutResponse, type StatisticsResponse } from '@platform/contract';
import { STATISTICS_ENDPOINTS } from '@platform/contract/endpoints';
import { data, type LoaderFunctionArgs } from 'react-router';
import { apiCall } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';

export interface StatisticsLoaderData {
  locale: Locale;
  /** The platform figures; null when the API failed (the page offers a retry). */
  statistics: StatisticsResponse | null;
  /** Money in and out per month; null when that call failed (the rest of the page still shows). */
  moneyInOut: MoneyInOutResponse | null;
  meta: { title: string; description: string };
}

/**
 * /statistics, public: the two public calls side by side. A page with a failed part is sent with
 * `Cache-Control: no-store`, so neither the guest cache (decision 0029) nor the browser keeps it.
 */
export async function loadStatistics({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = serverT(locale);
  const [statistics, moneyInOut] = await Promise.all([
    apiCall(context, STATISTICS_ENDPOINTS.statistics, {}),
    apiCall(context, STATISTICS_ENDPOINTS.moneyInOut, {}),
  ]);
  if (statistics.status === 503 || moneyInOut.status === 503) throw data(null, { status: 503 });
  const payload: StatisticsLoaderData = {
    locale,
    statistics: statistics.ok,
    moneyInOut: moneyInOut.ok,
    meta: { title: `${t('statistics.title')} | ${t('brand.name')}`, description: t('statistics.meta_description') },
  };
  const isComplete = payload.statistics !== null && payload.moneyInOut !== null;
  return data(payload, isComplete ? undefined : { headers: { 'Cache-Control': 'no-store' } });
}
