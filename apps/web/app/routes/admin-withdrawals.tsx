import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdminWithdrawalsPage } from '../features/admin-money/admin-withdrawals-page';
import { loadAdminWithdrawals } from '../features/admin-money/admin-money.server';
import { pageMeta } from '../lib/meta';

/** Back office: the withdrawals queue at /admin/withdrawals (operators only: the route table's access guard). */
export const loader = (args: LoaderFunctionArgs) => loadAdminWithdrawals(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminWithdrawalsRoute() {
  const { locale, status, withdrawals } = useLoaderData<typeof loader>();
  return <AdminWithdrawalsPage locale={locale} status={status} withdrawals={withdrawals} />;
}
