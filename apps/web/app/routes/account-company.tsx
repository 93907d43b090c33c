import dropzoneStyles from '@mantine/dropzone/styles.css?url';
import { Container } from '@mantine/core';
import { useActionData, useLoaderData, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { CompanyPage } from '../features/company/company-page';
import { loadCompany, runCompanyAction } from '../features/company/company.server';
import { pageMeta } from '../lib/meta';

/** /account/company: company data, persons and their identity documents (company accounts; private ones go to their profile). */
export const loader = (args: LoaderFunctionArgs) => loadCompany(args);

export const action = (args: ActionFunctionArgs) => runCompanyAction(args);

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: dropzoneStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AccountCompanyRoute() {
  const { details, persons, countries, locked } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <CompanyPage details={details} persons={persons} countries={countries} result={result} locked={locked} />
    </Container>
  );
}
