import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdminReferralsPage } from '../features/admin-referrals/admin-referrals-page';
import { loadAdminReferrals } from '../features/admin-referrals/admin-referrals.server';
import { pageMeta } from '../lib/meta';

/** Back office: the referral programme and promo codes at /admin/referrals (operators only: the route table's access guard). */
export const loader = (args: LoaderFunctionArgs) => loadAdminReferrals(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminReferralsRoute() {
  const { locale, overview, now } = useLoaderData<typeof loader>();
  return <AdminReferralsPage locale={locale} overview={overview} now={now} />;
}
