import { localeFromPath, type Locale, type MarketList } from '@platform/contract';
import { MARKET_ENDPOINTS, REFERENCE_ENDPOINTS } from '@platform/contract/endpoints';
import { data, type LoaderFunctionArgs } from 'react-router';
import { apiCall } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { parsePageParam } from '../../lib/page-param';
import { marketListQuery, readMarketFilter, type MarketFilter } from './market-query';

export interface CountryOption {
  value: string;
  label: string;
}

export interface MarketLoaderData {
  locale: Locale;
  filter: MarketFilter;
  /** Some parameter of the address was not valid and was left out. */
  invalid: boolean;
  /** One page of offers; null when the API failed (the page says so and offers a retry). */
  list: MarketList | null;
  page: number;
  countries: CountryOption[];
  meta: { title: string; description: string };
}

/**
 * /secondary-market/{page}, public: the filters and sort from the URL query (invalid values left out,
 * decision 0016), then one page of offers and the country list of the filter. A failed list is
 * shown as such and sent with `Cache-Control: no-store`, like the statistics page.
 */
export async function loadMarket({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const page = parsePageParam(params.page);
  if (page === null) throw data(null, { status: 404 });
  const { filter, invalid } = readMarketFilter(url.searchParams);
  const [list, countries] = await Promise.all([
    apiCall(context, MARKET_ENDPOINTS.list, { query: marketListQuery(filter, page) }),
    apiCall(context, REFERENCE_ENDPOINTS.projectCountries, {}),
  ]);
  if (list.status === 503) throw data(null, { status: 503 });
  const t = serverT(locale);
  const payload: MarketLoaderData = {
    locale,
    filter,
    invalid: invalid.length > 0,
    list: list.ok,
    page,
    countries: (countries.ok ?? []).map(({ code, title }) => ({ value: code.toUpperCase(), label: title })),
    meta: {
      title: `${page > 1 ? t('market.meta.title_page', { page }) : t('market.title')} | ${t('brand.name')}`,
      description: t('market.meta.description'),
    },
  };
  return data(payload, list.ok ? undefined : { headers: { 'Cache-Control': 'no-store' } });
}
