import type { UserData } from '@platform/contract';
import { useLoaderData, useRouteLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdminUsersPage } from '../features/admin/admin-users-page';
import { loadAdminUsers, runAdminUserAction } from '../features/admin/admin-users.server';
import { pageMeta } from '../lib/meta';

/** Back office user list at /admin/users (operators only: the route table's access guard). */
export const loader = (args: LoaderFunctionArgs) => loadAdminUsers(args);

export const action = (args: ActionFunctionArgs) => runAdminUserAction(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminUsersRoute() {
  const { locale, search, list } = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData('layout-default') as { viewer: Pick<UserData, 'id'> | null } | undefined;
  return <AdminUsersPage locale={locale} search={search} list={list} viewerId={layout?.viewer?.id ?? null} />;
}
