import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AutoInvestPage } from '../features/autoinvest/autoinvest-page';
import { loadAutoInvest } from '../features/autoinvest/autoinvest.server';
import { pageMeta } from '../lib/meta';

/** /account/auto-investment: the investor's mandate (allowance) and automatic investment strategies (issue 14). */
export const loader = (args: LoaderFunctionArgs) => loadAutoInvest(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AccountAutoInvestmentRoute() {
  const { meta: _meta, ...props } = useLoaderData<typeof loader>();
  return <AutoInvestPage {...props} />;
}
