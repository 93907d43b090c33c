import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdminProjectsPage } from '../features/admin-projects/admin-projects-page';
import { loadAdminProjects } from '../features/admin-projects/admin-projects.server';
import { pageMeta } from '../lib/meta';

/** Back office: every project at /admin/projects (operators only: the route table's access guard). */
export const loader = (args: LoaderFunctionArgs) => loadAdminProjects(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminProjectsRoute() {
  const { locale, search, status, page, list } = useLoaderData<typeof loader>();
  return <AdminProjectsPage locale={locale} search={search} status={status} page={page} list={list} />;
}
