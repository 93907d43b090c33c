import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdminMarketPage } from '../features/admin-market/admin-market-page';
import { loadAdminMarket } from '../features/admin-market/admin-market.server';
import { pageMeta } from '../lib/meta';

/** Back office: the secondary market at /admin/secondary-market (operators only: the route table's access guard). */
export const loader = (args: LoaderFunctionArgs) => loadAdminMarket(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminSecondaryMarketRoute() {
  const { locale, overview } = useLoaderData<typeof loader>();
  return <AdminMarketPage locale={locale} overview={overview} />;
}
