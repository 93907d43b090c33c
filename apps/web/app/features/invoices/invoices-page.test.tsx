import type { InvoiceListItem, Locale } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import { InvoicesPage, pdfUrl } from './invoices-page';
import type { InvoicesResult } from './invoices.server';

const en = TRANSLATIONS.en;

const item = (over: Partial<InvoiceListItem>): InvoiceListItem => ({
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
  ...over,
});

const INVOICES: InvoiceListItem[] = [
  item({ id: 9, code: 'F-2026-000009', replacesCode: 'F-2026-000001' }),
  item({ id: 8, code: 'CN-2026-000001', kind: 'credit_note', net: '-0.10', total: '-0.10', creditsCode: 'F-2026-000001' }),
  item({
    id: 7,
    code: 'F-2026-000007',
    aggregated: true,
    periodMonth: '2026-10',
    total: '1.30',
    net: '1.30',
    linesCount: 13,
    issuedAt: '2026-11-01T00:05:00.000Z',
  }),
  item({ id: 1, status: 'credited' }),
];

function renderInvoices(result: InvoicesResult, locale: Locale = 'en') {
  return renderPage(<InvoicesPage locale={locale} result={result} />, { locale });
}

describe('InvoicesPage', () => {
  it('lists every invoice and credit note with its number, date, kind, total, status and a PDF link', () => {
    renderInvoices({ kind: 'ok', invoices: INVOICES });
    expect(screen.getByRole('heading', { level: 1, name: en['invoices.title'] })).toBeInTheDocument();
    expect(screen.getByTestId('invoices-vat-note')).toHaveTextContent(en['invoices.vat_note']!);
    expect(screen.getByTestId('invoices-count')).toHaveTextContent('Documents: 4');

    const rows = within(screen.getByTestId('invoices-table')).getAllByTestId('invoice-row');
    expect(rows.map((r) => r.getAttribute('data-code'))).toEqual(['F-2026-000009', 'CN-2026-000001', 'F-2026-000007', 'F-2026-000001']);
    expect(rows[0]).toHaveTextContent('27 Nov 2026');
    expect(rows[0]).toHaveTextContent('Replaces F-2026-000001');
    expect(rows[1]).toHaveTextContent(en['invoices.kind.credit_note']!);
    expect(rows[1]).toHaveTextContent('Cancels F-2026-000001');
    expect(within(rows[1]!).getByTestId('invoice-total')).toHaveTextContent('-€0.10');
    expect(rows[2]).toHaveTextContent('Monthly invoice for 2026-10');
    expect(rows[2]).toHaveTextContent('Fees: 13');
    expect(within(rows[2]!).getByTestId('invoice-total')).toHaveTextContent('€1.30');
    expect(within(rows[3]!).getByTestId('invoice-status')).toHaveTextContent(en['invoices.status.credited']!);

    // One download link per invoice, named by its number, pointing at its PDF in the page's language.
    const link = screen.getAllByRole('link', { name: 'Download F-2026-000007 as PDF' })[0]!;
    expect(link).toHaveAttribute('href', pdfUrl({ id: 7 }, 'en'));
    expect(link.getAttribute('href')).toContain('locale=en');
    expect(within(screen.getByTestId('invoices-cards')).getAllByTestId('invoice-card')).toHaveLength(4);

    const downloads = screen.getByRole('group', { name: en['invoices.export.label'] });
    expect(within(downloads).getByRole('link', { name: en['exports.button.csv'] })).toHaveAttribute('href', expect.stringContaining('export.csv'));
    expect(within(downloads).getByRole('link', { name: en['exports.button.xlsx'] })).toHaveAttribute('href', expect.stringContaining('export.xlsx'));
  });

  it('reaches every PDF link from the keyboard', async () => {
    renderInvoices({ kind: 'ok', invoices: INVOICES.slice(0, 1) });
    const links = screen.getAllByRole('link', { name: 'Download F-2026-000009 as PDF' });
    for (let k = 0; k < 10 && !links.includes(document.activeElement as HTMLElement); k += 1) await userEvent.tab();
    expect(links).toContain(document.activeElement);
  });

  it('says so when there are no invoices, and offers no downloads', () => {
    renderInvoices({ kind: 'ok', invoices: [] });
    expect(screen.getByTestId('invoices-empty')).toHaveTextContent(en['invoices.empty']!);
    expect(screen.queryByTestId('invoices-table')).toBeNull();
    expect(screen.queryByRole('group', { name: en['invoices.export.label'] })).toBeNull();
  });

  it('shows an error with a way to try again', () => {
    renderInvoices({ kind: 'error' });
    const alert = screen.getByTestId('invoices-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(within(alert).getByRole('link', { name: en['invoices.retry'] })).toHaveAttribute('href', '/account/invoices');
  });

  it('speaks the page’s language', () => {
    renderInvoices({ kind: 'ok', invoices: INVOICES.slice(1, 2) }, 'lt');
    const lt = TRANSLATIONS.lt;
    expect(screen.getByRole('heading', { level: 1, name: lt['invoices.title'] })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Atsisiųsti CN-2026-000001 PDF formatu' })[0]).toHaveAttribute('href', pdfUrl({ id: 8 }, 'lt'));
    expect(within(screen.getByTestId('invoices-table')).getByTestId('invoice-total')).toHaveTextContent(/[-−]0,10\s€/);
  });
});
