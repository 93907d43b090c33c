import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { InvoicesPage } from '../features/invoices/invoices-page';
import { loadInvoices } from '../features/invoices/invoices.server';
import { pageMeta } from '../lib/meta';

/** /account/invoices (logged-in users: the route table's access guard): invoices and credit notes for the platform's fees. */
export const loader = (args: LoaderFunctionArgs) => loadInvoices(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AccountInvoicesRoute() {
  const { meta: _meta, ...props } = useLoaderData<typeof loader>();
  return <InvoicesPage {...props} />;
}
