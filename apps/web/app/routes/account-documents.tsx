import dropzoneStyles from '@mantine/dropzone/styles.css?url';
import { useLoaderData, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AgreementsList } from '../features/agreements/agreements-list';
import { DocumentsPage } from '../features/files/documents-page';
import { loadUserDocuments } from '../features/files/documents.server';
import { pageMeta } from '../lib/meta';

/** The person's documents at /account/documents (logged-in users: the route table's access guard). */
export const loader = (args: LoaderFunctionArgs) => loadUserDocuments(args);

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: dropzoneStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

export default function AccountDocumentsRoute() {
  const { files, choices, agreements, locale } = useLoaderData<typeof loader>();
  return (
    <>
      <DocumentsPage files={files} choices={choices} />
      <AgreementsList agreements={agreements} locale={locale} />
    </>
  );
}
