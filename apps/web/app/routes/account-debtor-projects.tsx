import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { DebtorProjectsPage } from '../features/debtor/debtor-projects-page';
import { loadDebtorProjects } from '../features/debtor/debtor.server';
import { pageMeta } from '../lib/meta';

/** /account/debtor-projects: the borrower's projects, schedules and repayments (debtors only). */
export const loader = (args: LoaderFunctionArgs) => loadDebtorProjects(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AccountDebtorProjectsRoute() {
  const { meta: _meta, ...props } = useLoaderData<typeof loader>();
  return <DebtorProjectsPage {...props} />;
}
