import { adminInvoicesQuerySchema, localeFromPath, zonedParts, type AdminInvoices, type Locale, type VatStatement } from '@platform/contract';
import { ADMIN_INVOICES_ENDPOINTS as A } from '@platform/contract/endpoints';
import type { LoaderFunctionArgs } from 'react-router';
import { apiCall, throwIfUnavailable } from '../../lib/api.server';
import { serverT } from '../../lib/i18n.server';
import { filterQuery, type AdminInvoiceFilters } from './admin-invoice-filters';

export interface AdminInvoicesData {
  locale: Locale;
  /** The search as the address gives it (the form shows it again). */
  filters: AdminInvoiceFilters;
  page: number;
  /** null: the list could not be loaded; 'invalid': the search is not one the API takes. */
  list: AdminInvoices | 'invalid' | null;
  year: number;
  vat: VatStatement | null;
  meta: { title: string; description: string };
}

/**
 * Back office at /admin/invoices/{page?}?user=&code=&month=&year= (operators only: the route table's
 * guard): the invoices matching the search, a page at a time, and the VAT statement of a year.
 */
export async function loadAdminInvoices({ request, params, context }: LoaderFunctionArgs): Promise<AdminInvoicesData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = serverT(locale);
  const read = (name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, 40);
  const filters: AdminInvoiceFilters = { user: read('user'), code: read('code'), month: read('month') };
  const page = Math.max(1, Math.trunc(Number(params.page ?? '1')) || 1);
  const yearInput = read('year');
  const year = /^\d{4}$/.test(yearInput) ? Number(yearInput) : zonedParts(new Date()).year;

  const query = adminInvoicesQuerySchema.safeParse({ ...filterQuery(filters), page });
  const [list, vat] = await Promise.all([
    query.success ? apiCall(context, A.list, { query: { ...filterQuery(filters), page } }) : Promise.resolve(null),
    apiCall(context, A.vatStatement, { query: { year: String(year) } }),
  ]);
  if (list) throwIfUnavailable(list.status, locale);
  throwIfUnavailable(vat.status, locale);
  return {
    locale,
    filters,
    page,
    list: list === null ? 'invalid' : list.status === 400 ? 'invalid' : list.ok,
    year,
    vat: vat.ok,
    meta: { title: `${t('invoices.admin.title')} | ${t('brand.name')}`, description: t('invoices.admin.intro') },
  };
}
