import { localeFromPath, type Locale, type OwnRecords } from '@platform/contract';
import { MARKET_ENDPOINTS } from '@platform/contract/endpoints';
import { data, type LoaderFunctionArgs } from 'react-router';
import { apiCall, throwIfUnavailable } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { parsePageParam } from '../../lib/page-param';
import { isOwnRecordFilter, type OwnRecordFilter } from './own-record-filter';

export interface OwnRecordsLoaderData {
  locale: Locale;
  kind: OwnRecordFilter;
  page: number;
  /** null when the records could not be read: the page says so and offers a retry. */
  records: OwnRecords | null;
  meta: { title: string; description: string };
}

/** /account/secondary-market[/page]?kind=selling|sold|bought|cancelled|expired: one page of the caller's records, with their totals. */
export async function loadOwnRecords({ request, params, context }: LoaderFunctionArgs): Promise<OwnRecordsLoaderData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const page = parsePageParam(params.page);
  if (page === null) throw data(null, { status: 404 });
  const raw = url.searchParams.get('kind');
  const kind: OwnRecordFilter = isOwnRecordFilter(raw) ? raw : 'all';
  const t = serverT(locale);
  const meta = { title: `${t('marketAccount.title')} | ${t('brand.name')}`, description: t('marketAccount.intro') };
  const answer = await apiCall(context, MARKET_ENDPOINTS.ownRecords, { query: { page, kind } });
  throwIfUnavailable(answer.status, locale);
  return { locale, kind, page, records: answer.ok, meta };
}
