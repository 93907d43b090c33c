import { useLoaderData, useNavigation, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { StatisticsPage } from '../features/statistics/statistics-page';
import { loadStatistics } from '../features/statistics/statistics.server';
import { pageMeta } from '../lib/meta';

/** /statistics, public (guests too): platform figures, money in and out, the ECSP default-rate disclosure. */
export const loader = (args: LoaderFunctionArgs) => loadStatistics(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

/** The loader marks a page with a failed part `no-store`; the root's cookies pass through. */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const out = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get('cache-control');
  if (cacheControl) out.set('cache-control', cacheControl);
  return out;
};

export default function StatisticsRoute() {
  const { locale, statistics, moneyInOut } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return <StatisticsPage locale={locale} statistics={statistics} moneyInOut={moneyInOut} isLoading={navigation.state === 'loading'} />;
}
