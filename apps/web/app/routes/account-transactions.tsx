import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useRouteInfo } from '../features/app-shell/route-info';
import { TransactionsPage } from '../features/transactions/transactions-page';
import { loadTransactions } from '../features/transactions/transactions.server';
import { pageMeta } from '../lib/meta';

/** /account/transactions (logged-in users: the route table's access guard). */
export const loader = (args: LoaderFunctionArgs) => loadTransactions(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AccountTransactionsRoute() {
  const { filters, apiFilters, page, result } = useLoaderData<typeof loader>();
  const { locale } = useRouteInfo();
  return <TransactionsPage locale={locale} filters={filters} apiFilters={apiFilters} page={page} result={result} />;
}
