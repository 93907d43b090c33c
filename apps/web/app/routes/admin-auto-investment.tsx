import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdminAutoinvestPage } from '../features/admin-autoinvest/admin-autoinvest-page';
import { loadAdminAutoinvest } from '../features/admin-autoinvest/admin-autoinvest.server';
import { pageMeta } from '../lib/meta';

/** Back office: automatic investment at /admin/auto-investment?project={id} (operators only: the route table's access guard). */
export const loader = (args: LoaderFunctionArgs) => loadAdminAutoinvest(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminAutoInvestmentRoute() {
  const { locale, overview, projectInput, report } = useLoaderData<typeof loader>();
  return <AdminAutoinvestPage locale={locale} overview={overview} projectInput={projectInput} report={report} />;
}
