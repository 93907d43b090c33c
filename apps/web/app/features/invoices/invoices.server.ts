import { localeFromPath, type InvoiceListItem, type Locale } from '@platform/contract';
import { INVOICES_ENDPOINTS } from '@platform/contract/endpoints';
import type { LoaderFunctionArgs } from 'react-router';
import { apiCall, throwIfUnavailable } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';

export type InvoicesResult = { kind: 'ok'; invoices: InvoiceListItem[] } | { kind: 'error' };

export interface InvoicesLoaderData {
  locale: Locale;
  result: InvoicesResult;
  meta: { title: string; description: string };
}

/** /account/invoices: the caller's invoices and credit notes (the spec's aggregated-invoices call). */
export async function loadInvoices({ request, context }: LoaderFunctionArgs): Promise<InvoicesLoaderData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = serverT(locale);
  const meta = { title: `${t('invoices.title')} | ${t('brand.name')}`, description: t('invoices.meta_description') };
  const answer = await apiCall(context, INVOICES_ENDPOINTS.list, {});
  throwIfUnavailable(answer.status, locale);
  return { locale, meta, result: answer.ok ? { kind: 'ok', invoices: answer.ok.invoices } : { kind: 'error' } };
}
