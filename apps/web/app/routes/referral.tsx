import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ReferralPage } from '../features/referral/referral-page';
import { loadReferral } from '../features/referral/referral.server';
import { pageMeta } from '../lib/meta';

/** /referral (logged-in users: the route table's access guard): invite friends, bonuses received, promo codes (decision 0044). */
export const loader = (args: LoaderFunctionArgs) => loadReferral(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function ReferralRoute() {
  const { meta: _meta, ...props } = useLoaderData<typeof loader>();
  return <ReferralPage {...props} />;
}
