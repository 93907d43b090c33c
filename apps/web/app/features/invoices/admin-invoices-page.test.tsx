import type { AdminInvoiceItem, VatStatement } from '@platform/contract';
import { ADMIN_INVOICES_ENDPOINTS } from '@platform/contract/endpoints';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { jsonResponse } from '../market-account/test-fixtures';
import { AdminInvoicesPage, type AdminInvoicesPageProps } from './admin-invoices-page';

const en = TRANSLATIONS.en;

const item = (over: Partial<AdminInvoiceItem>): AdminInvoiceItem => ({
  id: 1,
  code: 'F-2026-000001',
  kind: 'invoice',
  aggregated: false,
  periodMonth: null,
  issuedAt: '2026-11-27T10:00:00.000Z',
  net: '0.10',
  vat: '0.00',
  total: '0.10',
  vatTreatment: 'exempt',
  status: 'issued',
  linesCount: 1,
  creditsCode: null,
  replacesCode: null,
  userId: 42,
  buyerName: 'Ada Investor',
  buyerEmail: 'ada@example.com',
  reason: null,
  ...over,
});

const month = (m: string, over: Partial<VatStatement['total']> = {}) => ({
  month: m,
  invoices: 0,
  creditNotes: 0,
  net: '0.00',
  vat: '0.00',
  total: '0.00',
  ...over,
});
const VAT: VatStatement = {
  year: 2026,
  months: Array.from({ length: 12 }, (_, k) =>
    month(`2026-${String(k + 1).padStart(2, '0')}`, k === 10 ? { invoices: 7, creditNotes: 1, net: '0.70', total: '0.70' } : {}),
  ),
  total: { invoices: 7, creditNotes: 1, net: '0.70', vat: '0.00', total: '0.70' },
};

const props = (over: Partial<AdminInvoicesPageProps> = {}): AdminInvoicesPageProps => ({
  locale: 'en',
  filters: { user: '', code: '', month: '' },
  page: 1,
  list: {
    items: [
      item({ id: 2, code: 'F-2026-000002' }),
      item({ id: 1, status: 'credited' }),
      item({ id: 3, code: 'CN-2026-000001', kind: 'credit_note', total: '-0.10', creditsCode: 'F-2026-000001' }),
    ],
    page: 1,
    pageSize: 50,
    total: 3,
  },
  year: 2026,
  vat: VAT,
  ...over,
});

function stubFetch(status: number, body: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
      return jsonResponse(status, body);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminInvoicesPage', () => {
  it('lists invoices with the buyer, a PDF link each, and re-issue only for invoices still issued', () => {
    renderPage(<AdminInvoicesPage {...props()} />);
    const rows = within(screen.getByTestId('admin-invoices-table')).getAllByTestId('admin-invoice-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Ada Investor');
    expect(rows[0]).toHaveTextContent('#42 · ada@example.com');
    expect(screen.getByRole('link', { name: 'Download F-2026-000002 as PDF' })).toHaveAttribute('href', expect.stringContaining('/2.pdf'));
    expect(screen.getByRole('button', { name: 'Re-issue F-2026-000002' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-issue F-2026-000001' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Re-issue CN-2026-000001' })).toBeNull();
    expect(rows[2]).toHaveTextContent('Cancels F-2026-000001');
  });

  it('asks for a reason before re-issuing, then sends it and says what was issued', async () => {
    const calls = stubFetch(201, { creditNote: item({ id: 4, code: 'CN-2026-000002', kind: 'credit_note' }), invoice: item({ id: 5, code: 'F-2026-000009' }) });
    renderPage(<AdminInvoicesPage {...props()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Re-issue F-2026-000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-issue invoice F-2026-000002' });
    await userEvent.click(within(dialog).getByRole('button', { name: en['invoices.admin.reissue.confirm'] }));
    expect(within(dialog).getByText(en['invoices.admin.reissue.reason_invalid']!)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(new RegExp(en['invoices.admin.reissue.reason']!)), 'Wrong company name');
    await userEvent.click(within(dialog).getByRole('button', { name: en['invoices.admin.reissue.confirm'] }));
    await waitFor(() => expect(screen.getByTestId('reissue-done')).toHaveTextContent('Credit note CN-2026-000002 and invoice F-2026-000009 issued.'));
    expect(calls).toEqual([{ url: ADMIN_INVOICES_ENDPOINTS.reissue.path.replace(':id', '2'), method: 'POST', body: { reason: 'Wrong company name' } }]);
  });

  it('says so when the invoice was credited meanwhile', async () => {
    stubFetch(409, { code: 'INVOICE_ALREADY_CREDITED', message: 'credited' });
    renderPage(<AdminInvoicesPage {...props()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Re-issue F-2026-000002' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(new RegExp(en['invoices.admin.reissue.reason']!)), 'Second try');
    await userEvent.click(within(dialog).getByRole('button', { name: en['invoices.admin.reissue.confirm'] }));
    expect(await within(dialog).findByTestId('reissue-failed')).toHaveTextContent(en['invoices.admin.error.INVOICE_ALREADY_CREDITED']!);
  });

  it('shows the VAT statement of the year with its CSV, and a refused search', () => {
    renderPage(<AdminInvoicesPage {...props({ list: 'invalid' })} />);
    expect(screen.getByTestId('admin-invoices-invalid')).toHaveTextContent(en['invoices.admin.filter.invalid']!);
    const vat = screen.getByTestId('vat-statement');
    expect(within(vat).getAllByTestId('vat-month')).toHaveLength(12);
    expect(within(vat).getAllByTestId('vat-month')[10]).toHaveTextContent('2026-117'); // month, then 7 invoices
    expect(within(vat).getByTestId('vat-total')).toHaveTextContent('€0.70');
    expect(within(vat).getByTestId('vat-statement-csv')).toHaveAttribute('href', expect.stringContaining('vat-statement.csv?year=2026'));
  });
});
