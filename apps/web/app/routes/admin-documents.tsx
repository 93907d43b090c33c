import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AdminDocumentsPage } from '../features/files/admin-documents-page';
import { loadReviewQueue, runReviewAction } from '../features/files/documents.server';
import { pageMeta } from '../lib/meta';

/** Back office KYC document review queue at /admin/documents (operators only: the route table's access guard). */
export const loader = (args: LoaderFunctionArgs) => loadReviewQueue(args);

export const action = (args: ActionFunctionArgs) => runReviewAction(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminDocumentsRoute() {
  const { documents } = useLoaderData<typeof loader>();
  return <AdminDocumentsPage documents={documents} />;
}
