import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PortfolioPage } from '../features/portfolio/portfolio-page';
import { loadPortfolio } from '../features/portfolio/portfolio.server';
import { pageMeta } from '../lib/meta';

/** /account/portfolio: totals, breakdowns, profit, inflows and statistics of a selection kept in the URL query. */
export const loader = (args: LoaderFunctionArgs) => loadPortfolio(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AccountPortfolioRoute() {
  const { meta: _meta, ...props } = useLoaderData<typeof loader>();
  return <PortfolioPage {...props} />;
}
