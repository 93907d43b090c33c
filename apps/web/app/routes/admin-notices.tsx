import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdminNoticesPage } from '../features/notices/admin-notices-page';
import { loadAdminNotices } from '../features/notices/admin-notices.server';
import { pageMeta } from '../lib/meta';

/** Back office: operator-scheduled alerts and modals at /admin/notices (operators only; decision 0045). */
export const loader = (args: LoaderFunctionArgs) => loadAdminNotices(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminNoticesRoute() {
  const { locale, notices } = useLoaderData<typeof loader>();
  return <AdminNoticesPage locale={locale} notices={notices} />;
}
