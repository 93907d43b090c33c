import {
  apiErrorSchema,
  buildPath,
  localeFromPath,
  readTransactionFilters,
  transactionQuery,
  type TransactionFilters,
  type TransactionsResponse,
} from '@platform/contract';
import { TRANSACTIONS_ENDPOINTS } from '@platform/contract/endpoints';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { apiCall } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { apiFieldErrors, normalizeFilters, pageFromQuery, type FilterErrors } from './filters';

export type TransactionsResult = { kind: 'ok'; list: TransactionsResponse } | { kind: 'invalid'; errors: FilterErrors } | { kind: 'error' };

export interface TransactionsLoaderData {
  filters: TransactionFilters;
  /** The filters in the API's form (amounts as two-decimal strings), for the download links. */
  apiFilters: TransactionFilters;
  page: number;
  result: TransactionsResult;
  meta: { title: string; description: string };
}

/** /account/transactions: filters and page from the URL query, one page of lines from the API. */
export async function loadTransactions({ request, context }: LoaderFunctionArgs): Promise<TransactionsLoaderData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = serverT(locale);
  const filters = readTransactionFilters(url.searchParams);
  const page = pageFromQuery(url.searchParams.get('page'));
  const meta = { title: `${t('transactions.title')} | ${t('brand.name')}`, description: t('transactions.meta_description') };
  const { api, errors } = normalizeFilters(filters);
  if (Object.keys(errors).length > 0) return { filters, apiFilters: api, page, result: { kind: 'invalid', errors }, meta };

  const response = await apiCall(context, TRANSACTIONS_ENDPOINTS.list, { query: transactionQuery(api, { page }) });
  if (response.status === 503) throw data(null, { status: 503 });
  if (response.status === 401) throw redirect(buildPath('logout', locale));
  if (response.status === 400) {
    const parsed = apiErrorSchema.safeParse(response.data);
    return { filters, apiFilters: api, page, result: { kind: 'invalid', errors: apiFieldErrors(parsed.success ? parsed.data.fieldErrors : undefined) }, meta };
  }
  if (!response.ok) return { filters, apiFilters: api, page, result: { kind: 'error' }, meta };
  return { filters, apiFilters: api, page, result: { kind: 'ok', list: response.ok }, meta };
}
