import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { InvestmentsPage } from '../features/investments/investments-page';
import { loadInvestments } from '../features/investments/investments.server';
import { pageMeta } from '../lib/meta';

/** /account/investments (logged-in users: the route table's access guard). */
export const loader = (args: LoaderFunctionArgs) => loadInvestments(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AccountInvestmentsRoute() {
  const { locale, investments } = useLoaderData<typeof loader>();
  return <InvestmentsPage locale={locale} investments={investments} />;
}
