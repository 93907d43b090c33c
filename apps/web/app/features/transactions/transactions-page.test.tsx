import { EMPTY_TRANSACTION_FILTERS, type TransactionItem, type TransactionsResponse } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { TransactionsPage } from './transactions-page';

const en = TRANSLATIONS.en;

const item = (over: Partial<TransactionItem>): TransactionItem => ({
  id: '1',
  date: '2026-03-01T10:00:00.000Z',
  type: 'deposit',
  description: 'Bank transfer',
  reference: null,
  wallet: 'connectPay',
  amount: '1000.00',
  status: 'posted',
  balance: '1000.00',
  resolvedAt: null,
  ...over,
});

const list = (items: TransactionItem[], over: Partial<TransactionsResponse> = {}): TransactionsResponse => ({
  items,
  totalCount: items.length,
  page: 1,
  pageSize: 100,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('TransactionsPage', () => {
  it('shows each line with type, signed amount, status and running balance', () => {
    renderPage(
      <TransactionsPage
        locale="en"
        filters={EMPTY_TRANSACTION_FILTERS}
        apiFilters={EMPTY_TRANSACTION_FILTERS}
        page={1}
        result={{ kind: 'ok', list: list([item({ id: '2', type: 'withdrawal', amount: '-200.00', status: 'pending', balance: '1000.00' }), item({})]) }}
      />,
    );
    const table = screen.getByTestId('transactions-table');
    const rows = within(table).getAllByTestId('transaction-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(en['transactions.type.withdrawal']);
    expect(within(rows[0]).getByTestId('transaction-amount')).toHaveTextContent('-€200.00');
    expect(within(rows[0]).getByTestId('transaction-status')).toHaveAttribute('data-status', 'pending');
    expect(within(rows[1]).getByTestId('transaction-amount')).toHaveTextContent('+€1,000.00');
    expect(within(rows[1]).getByTestId('transaction-balance')).toHaveTextContent('€1,000.00');
    // The phone layout carries the same lines as cards.
    expect(within(screen.getByTestId('transactions-cards')).getAllByTestId('transaction-card')).toHaveLength(2);
    expect(screen.getByTestId('transactions-count')).toHaveTextContent('2');
  });

  it('keeps the filters in the form and the page links', () => {
    const filters = { ...EMPTY_TRANSACTION_FILTERS, type: 'deposit' as const, amountMin: '10' };
    renderPage(
      <TransactionsPage
        locale="en"
        filters={filters}
        apiFilters={{ ...filters, amountMin: '10.00' }}
        page={1}
        result={{ kind: 'ok', list: list([item({})], { totalCount: 250 }) }}
      />,
    );
    expect(screen.getByLabelText(en['transactions.filter.type'])).toHaveValue('deposit');
    expect(screen.getByLabelText(en['transactions.filter.amount_min'])).toHaveValue('10');
    const page2 = within(screen.getByTestId('transactions-pagination')).getByRole('link', { name: en['pagination.page'].replace('{{page}}', '2') });
    expect(page2).toHaveAttribute('href', '/account/transactions?type=deposit&amountMin=10&page=2');
    expect(screen.getByTestId('transactions-export-csv')).toHaveAttribute('href', '/api/get/transactions/export.csv?type=deposit&amountMin=10.00&locale=en');
    expect(screen.getByRole('link', { name: en['transactions.filter.clear'] })).toHaveAttribute('href', '/account/transactions');
  });

  it('says so when nothing matches, when the filters are wrong, and when loading failed', () => {
    const { unmount } = renderPage(
      <TransactionsPage
        locale="en"
        filters={{ ...EMPTY_TRANSACTION_FILTERS, type: 'fee' }}
        apiFilters={EMPTY_TRANSACTION_FILTERS}
        page={1}
        result={{ kind: 'ok', list: list([]) }}
      />,
    );
    expect(screen.getByTestId('transactions-empty')).toHaveTextContent(en['transactions.empty_filtered']);
    expect(screen.queryByTestId('transactions-export-csv')).toBeNull();
    unmount();
    const second = renderPage(
      <TransactionsPage
        locale="en"
        filters={{ ...EMPTY_TRANSACTION_FILTERS, dateFrom: '2026-99-01' }}
        apiFilters={EMPTY_TRANSACTION_FILTERS}
        page={1}
        result={{ kind: 'invalid', errors: { dateFrom: 'transactions.filter.error.date' } }}
      />,
    );
    expect(screen.getByTestId('transactions-invalid')).toBeInTheDocument();
    expect(screen.getByText(en['transactions.filter.error.date'])).toBeInTheDocument();
    second.unmount();
    renderPage(
      <TransactionsPage locale="lt" filters={EMPTY_TRANSACTION_FILTERS} apiFilters={EMPTY_TRANSACTION_FILTERS} page={1} result={{ kind: 'error' }} />,
      { locale: 'lt' },
    );
    expect(screen.getByTestId('transactions-error')).toHaveTextContent(TRANSLATIONS.lt['transactions.error']);
  });

  it('downloads an export with a loading state and reports a failure', async () => {
    let finish: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderPage(
      <TransactionsPage
        locale="en"
        filters={EMPTY_TRANSACTION_FILTERS}
        apiFilters={EMPTY_TRANSACTION_FILTERS}
        page={1}
        result={{ kind: 'ok', list: list([item({})]) }}
      />,
    );
    await userEvent.click(screen.getByTestId('transactions-export-xlsx'));
    expect(fetchMock).toHaveBeenCalledWith('/api/get/transactions/export.xlsx?locale=en', expect.anything());
    expect(screen.getByTestId('transactions-export-xlsx')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(en['exports.preparing'])).toBeInTheDocument();
    finish(new Response('PK', { status: 200, headers: { 'content-disposition': 'attachment; filename="transactions-2026-01-01.xlsx"' } }));
    await waitFor(() => expect(screen.getByTestId('transactions-export-done')).toBeInTheDocument());
    expect(URL.createObjectURL).toHaveBeenCalled();

    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('{}', { status: 500 })));
    await userEvent.click(screen.getByTestId('transactions-export-csv'));
    await waitFor(() => expect(screen.getByTestId('transactions-export-failed')).toHaveTextContent(en['exports.failed']));
  });
});
