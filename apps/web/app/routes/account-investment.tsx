import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { InvestmentPage } from '../features/investments/investment-page';
import { loadInvestment } from '../features/investments/investments.server';
import { pageMeta } from '../lib/meta';

/** /account/investments/{id}: the owner's investment (another user's answers 404). */
export const loader = (args: LoaderFunctionArgs) => loadInvestment(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AccountInvestmentRoute() {
  const { locale, investment, schedule, market } = useLoaderData<typeof loader>();
  return <InvestmentPage locale={locale} investment={investment} schedule={schedule} market={market} />;
}
