import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AccountHomePage } from '../features/portfolio/account-home-page';
import { loadAccountHome } from '../features/portfolio/account-home.server';
import { pageMeta } from '../lib/meta';

/** /account: the signed-in person's home (logged-in users: the route table's access guard). */
export const loader = (args: LoaderFunctionArgs) => loadAccountHome(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AccountHomeRoute() {
  const { meta: _meta, ...props } = useLoaderData<typeof loader>();
  return <AccountHomePage {...props} />;
}
