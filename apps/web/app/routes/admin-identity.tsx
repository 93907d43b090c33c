import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdminIdentityPage } from '../features/kyc/admin-identity-page';
import { loadAdminIdentity } from '../features/kyc/admin-identity.server';
import { pageMeta } from '../lib/meta';

/** Back office: identity check results at /admin/identify (operators only: the route table's access guard). */
export const loader = (args: LoaderFunctionArgs) => loadAdminIdentity(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminIdentityRoute() {
  const { locale, search, sessions } = useLoaderData<typeof loader>();
  return <AdminIdentityPage locale={locale} search={search} sessions={sessions} />;
}
