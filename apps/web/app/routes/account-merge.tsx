import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useRouteInfo } from '../features/app-shell/route-info';
import { MergeAdminPage, MergePage } from '../features/merge/merge-page';
import { loadMerge, runLinkAction } from '../features/merge/merge.server';
import { pageMeta } from '../lib/meta';

/** /account/merge: merge duplicate accounts (only with hasDuplicateAccounts); operators link accounts here. */
export const loader = (args: LoaderFunctionArgs) => loadMerge(args);

export const action = (args: ActionFunctionArgs) => runLinkAction(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AccountMergeRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { locale } = useRouteInfo();
  if (loaded.kind === 'operator') return <MergeAdminPage locale={locale} pairs={loaded.pairs} result={result} />;
  return <MergePage locale={locale} duplicates={loaded.duplicates} verifiedUsers={loaded.verifiedUsers} />;
}
