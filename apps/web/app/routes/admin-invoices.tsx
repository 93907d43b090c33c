import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdminInvoicesPage } from '../features/invoices/admin-invoices-page';
import { loadAdminInvoices } from '../features/invoices/admin-invoices.server';
import { pageMeta } from '../lib/meta';

/** Back office: invoices at /admin/invoices/{page?}?user=&code=&month=&year= (operators only: the route table's access guard). */
export const loader = (args: LoaderFunctionArgs) => loadAdminInvoices(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminInvoicesRoute() {
  const { meta: _meta, ...props } = useLoaderData<typeof loader>();
  return <AdminInvoicesPage {...props} />;
}
