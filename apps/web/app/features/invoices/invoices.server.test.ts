import type { InProcessApi, InProcessApiResponse } from '@platform/contract';
import { ADMIN_INVOICES_ENDPOINTS, INVOICES_ENDPOINTS } from '@platform/contract/endpoints';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadAdminInvoices } from './admin-invoices.server';
import { loadInvoices } from './invoices.server';

function argsFor(url: string, answer: (url: string) => Partial<InProcessApiResponse>, params: Record<string, string> = {}) {
  const request = vi.fn<InProcessApi['request']>(async (_method, target) => ({ status: 200, data: null, setCookies: [], ...answer(target) }));
  const context = { api: { request } } as unknown as AppLoadContext;
  return { request, args: { request: new Request(`http://localhost${url}`), params, context } as unknown as LoaderFunctionArgs };
}

const VAT = { year: 2026, months: [], total: { invoices: 0, creditNotes: 0, net: '0.00', vat: '0.00', total: '0.00' } };

describe('loadInvoices', () => {
  it('asks for the caller’s invoices and passes them on, in the page’s language', async () => {
    const { request, args } = argsFor('/lt/paskyra/saskaitos-fakturos', () => ({ data: { invoices: [] } }));
    const data = await loadInvoices(args);
    expect(request).toHaveBeenCalledWith('GET', INVOICES_ENDPOINTS.list.path, undefined);
    expect(data).toMatchObject({ locale: 'lt', result: { kind: 'ok', invoices: [] } });
    expect(data.meta.title).toBe('Sąskaitos faktūros | Greenvest');
  });

  it('takes a failed answer as an error to retry', async () => {
    const { args } = argsFor('/account/invoices', () => ({ status: 500, data: { code: 'INTERNAL', message: 'x' } }));
    expect((await loadInvoices(args)).result).toEqual({ kind: 'error' });
  });
});

describe('loadAdminInvoices', () => {
  it('passes the search and the page on, and asks for the year’s VAT statement', async () => {
    const list = { items: [], page: 2, pageSize: 50, total: 60 };
    const { request, args } = argsFor(
      '/admin/invoices/2?user=7&code=F-2026&year=2025',
      (url) => ({ data: url.startsWith(ADMIN_INVOICES_ENDPOINTS.vatStatement.path) ? VAT : list }),
      { page: '2' },
    );
    const data = await loadAdminInvoices(args);
    const urls = request.mock.calls.map((c) => c[1]);
    expect(urls).toContain(`${ADMIN_INVOICES_ENDPOINTS.list.path}?user=7&code=F-2026&page=2`);
    expect(urls).toContain(`${ADMIN_INVOICES_ENDPOINTS.vatStatement.path}?year=2025`);
    expect(data).toMatchObject({ page: 2, year: 2025, list, filters: { user: '7', code: 'F-2026', month: '' } });
  });

  it('refuses a search the contract refuses without asking for the list', async () => {
    const { request, args } = argsFor('/admin/invoices?month=2026-13', () => ({ data: VAT }));
    expect((await loadAdminInvoices(args)).list).toBe('invalid');
    expect(
      request.mock.calls.map((c) => c[1]).some((u) => u.startsWith(`${ADMIN_INVOICES_ENDPOINTS.list.path}?`) || u === ADMIN_INVOICES_ENDPOINTS.list.path),
    ).toBe(false);
  });
});
