import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadStatement } from '../features/reports/reports.server';
import { ReportFiles } from '../features/reports/report-files';
import { StatementPage } from '../features/reports/statement-page';
import { pageMeta } from '../lib/meta';

/** /account/reports?from=&to= (logged-in users: the route table's access guard): the account statement of a period, the tax report, the portfolio snapshot and the report files. */
export const loader = (args: LoaderFunctionArgs) => loadStatement(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AccountReportsRoute() {
  const { meta: _meta, ...props } = useLoaderData<typeof loader>();
  return (
    <StatementPage {...props}>
      <ReportFiles locale={props.locale} today={props.today} period={props.result.kind === 'ok' ? props.period : null} />
    </StatementPage>
  );
}
