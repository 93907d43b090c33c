import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdminLedgerPage } from '../features/admin-money/admin-ledger-page';
import { loadAdminLedger } from '../features/admin-money/admin-money.server';
import { pageMeta } from '../lib/meta';

/** Back office: trial balance, a user's ledger and manual adjustments at /admin/ledger (operators only). */
export const loader = (args: LoaderFunctionArgs) => loadAdminLedger(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminLedgerRoute() {
  const { locale, trialBalance, userId, userLedger } = useLoaderData<typeof loader>();
  return <AdminLedgerPage locale={locale} trialBalance={trialBalance} userId={userId} userLedger={userLedger} />;
}
