import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdminSophisticatedPage } from '../features/questionnaire/admin-sophisticated-page';
import { decideSophisticatedRequest, loadSophisticatedRequests } from '../features/questionnaire/admin-sophisticated.server';
import { pageMeta } from '../lib/meta';

/** Back office: sophisticated-investor requests at /admin/sophisticated (operators only: the route table's access guard). */
export const loader = (args: LoaderFunctionArgs) => loadSophisticatedRequests(args);

export const action = (args: ActionFunctionArgs) => decideSophisticatedRequest(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminSophisticatedRoute() {
  const { locale, requests } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <AdminSophisticatedPage locale={locale} requests={requests} result={result} />;
}
