import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { OwnRecordsPage } from '../features/market-account/own-records-page';
import { loadOwnRecords } from '../features/market-account/market-account.server';
import { pageMeta } from '../lib/meta';

/** /account/secondary-market[/page]?kind=: the caller's listings, sales and purchases on the secondary market (issue 13). */
export const loader = (args: LoaderFunctionArgs) => loadOwnRecords(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AccountSecondaryMarketRoute() {
  const { locale, kind, page, records } = useLoaderData<typeof loader>();
  return <OwnRecordsPage locale={locale} kind={kind} page={page} records={records} />;
}
