import { MARKET_ENDPOINTS } from '@platform/contract/endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { OwnRecordsPage } from './own-records-page';
import { BOUGHT, CANCELLED, jsonResponse, ownRecords, SELLING } from './test-fixtures';

const MARKET_RECORD = {
  id: 7,
  projectId: 5,
  projectNumber: 1001,
  projectSlug: 'solar-park-utena',
  projectTitle: 'Solar park',
  projectStatus: 'ACTIVE',
  loanType: 'default',
  country: 'LT',
  riskGroup: 'A',
  interestRate: '10.50',
  status: 'active',
  pausedReason: null,
  principal: '30.00',
  accruedInterest: '0.10',
  premiumPercent: '-3.00',
  price: '29.20',
  remainingMonths: 20,
  nextPaymentDate: '2026-05-01',
  yieldToMaturity: '12.00',
  expiresOn: '2026-04-01',
  createdAt: '2026-03-02T08:00:00.000Z',
  own: true,
};

function stubFetch(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
      return jsonResponse(status, body);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('OwnRecordsPage', () => {
  it('shows the totals, the records with links to their investments, and the kind filter as links', () => {
    renderPage(<OwnRecordsPage locale="en" kind="all" page={1} records={ownRecords([SELLING, BOUGHT, CANCELLED])} />);
    expect(screen.getByTestId('market-total-selling')).toHaveTextContent('€40.00');
    expect(screen.getByTestId('market-total-sold-for')).toHaveTextContent('€9.50');
    expect(screen.getByTestId('market-total-fees')).toHaveTextContent('€0.10');
    expect(screen.getByTestId('market-total-bought-for')).toHaveTextContent('€20.80');

    const selling = screen.getByTestId('market-record-selling-7-');
    expect(selling).toHaveTextContent('On offer');
    expect(selling).toHaveTextContent('−5.00%');
    expect(selling).toHaveTextContent('Buying is paused: the loan is late with its payments');
    expect(within(selling).getByRole('link', { name: 'Investment #42: #1001 Solar park' })).toHaveAttribute('href', '/account/investments/42');
    expect(within(selling).getByRole('button', { name: 'Edit listing #7' })).toBeInTheDocument();

    const bought = screen.getByTestId('market-record-bought-3-11');
    expect(bought).toHaveTextContent('+2.50%');
    expect(bought).toHaveTextContent('Price paid€20.80');
    expect(within(bought).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('market-record-cancelled-5-')).toHaveTextContent('Cancelled by the platform: Documents under review');

    expect(screen.getByTestId('market-kind-sold')).toHaveAttribute('href', '/account/secondary-market?kind=sold');
    expect(screen.getByTestId('market-kind-all')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('market-browse')).toHaveAttribute('href', '/secondary-market');
  });

  it('marks the filtered kind, says when it is empty, and paginates within the kind', () => {
    const { unmount } = renderPage(<OwnRecordsPage locale="en" kind="expired" page={1} records={ownRecords([])} />);
    expect(screen.getByTestId('market-kind-expired')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('market-records-empty')).toHaveTextContent('No records of this kind.');
    unmount();
    renderPage(<OwnRecordsPage locale="en" kind="bought" page={1} records={ownRecords([BOUGHT], { total: 60 })} />);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/account/secondary-market/2?kind=bought');
  });

  it('offers the records of the shown kind as CSV and XLSX downloads, in the page locale', () => {
    const { unmount } = renderPage(<OwnRecordsPage locale="en" kind="all" page={1} records={ownRecords([SELLING, BOUGHT])} />);
    const files = screen.getByRole('group', { name: 'Download these records' });
    expect(within(files).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/get/user-investment-secondary-market-records/export.csv?kind=all&locale=en',
    );
    expect(within(files).getByRole('link', { name: 'Download XLSX' })).toHaveAttribute(
      'href',
      '/api/get/user-investment-secondary-market-records/export.xlsx?kind=all&locale=en',
    );
    expect(screen.getByTestId('market-export-csv')).toHaveAttribute('download');
    unmount();

    const second = renderPage(<OwnRecordsPage locale="lt" kind="sold" page={2} records={ownRecords([SELLING], { page: 2, total: 30 })} />, { locale: 'lt' });
    expect(screen.getByRole('link', { name: 'Atsisiųsti CSV' })).toHaveAttribute(
      'href',
      '/api/get/user-investment-secondary-market-records/export.csv?kind=sold&locale=lt',
    );
    expect(screen.getByRole('link', { name: 'Atsisiųsti XLSX' })).toHaveAttribute(
      'href',
      '/api/get/user-investment-secondary-market-records/export.xlsx?kind=sold&locale=lt',
    );
    second.unmount();

    // Nothing of the kind (or nothing loaded): nothing to download.
    const empty = renderPage(<OwnRecordsPage locale="en" kind="expired" page={1} records={ownRecords([])} />);
    expect(screen.queryByTestId('market-export-csv')).toBeNull();
    empty.unmount();
    renderPage(<OwnRecordsPage locale="en" kind="all" page={1} records={null} />);
    expect(screen.queryByTestId('market-export-xlsx')).toBeNull();
  });

  it('shows the error state and the empty state in another locale', () => {
    const { unmount } = renderPage(<OwnRecordsPage locale="en" kind="all" page={1} records={null} />);
    expect(screen.getByTestId('market-records-error')).toHaveTextContent('could not be loaded');
    unmount();
    renderPage(<OwnRecordsPage locale="lt" kind="all" page={1} records={ownRecords([])} />, { locale: 'lt' });
    expect(screen.getByText('Antrinės rinkos įrašų dar neturite.')).toBeInTheDocument();
  });

  it('edits a listing: sends only what changed and shows the summary of what the seller receives', async () => {
    const calls = stubFetch(200, MARKET_RECORD);
    renderPage(<OwnRecordsPage locale="en" kind="all" page={1} records={ownRecords([SELLING])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit listing #7' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: /Principal to sell/ });
    expect(amount).toHaveValue('€40.00');
    expect(within(dialog).getByRole('textbox', { name: /Discount \(−\) or premium/ })).toHaveValue('-5');
    fireEvent.change(amount, { target: { value: '30' } });
    // 30.00 − 5 % (1.50) − 1 % fee (0.30) = 28.20
    expect(within(dialog).getByTestId('edit-7-summary-receive')).toHaveTextContent('€28.20');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: MARKET_ENDPOINTS.edit.path, body: { recordId: 7, amount: '30.00' } });
    expect(await screen.findByTestId('listing-7-done')).toHaveTextContent('The listing was updated.');
  });

  it('shows a refused edit translated, and checks the premium before sending', async () => {
    const calls = stubFetch(422, { code: 'MARKET_AMOUNT_INVALID', message: 'x', fieldErrors: { amount: ['above_available'] } });
    renderPage(<OwnRecordsPage locale="en" kind="all" page={1} records={ownRecords([SELLING])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit listing #7' }));
    const dialog = await screen.findByRole('dialog');
    const premium = within(dialog).getByRole('textbox', { name: /Discount \(−\) or premium/ });
    fireEvent.change(premium, { target: { value: '-25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Enter a percent from −20.00% to +10.00% with at most two decimals.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(premium, { target: { value: '-2,5' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Principal to sell/ }), { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ recordId: 7, amount: '400.00', premiumPercent: '-2.50' });
    expect(await within(dialog).findByTestId('edit-7-error')).toHaveTextContent('This amount cannot be listed: offer at least €10.00');
  });

  it('cancels a listing after confirmation; a refusal is shown translated', async () => {
    const calls = stubFetch(409, { code: 'MARKET_LISTING_CLOSED', message: 'x' });
    renderPage(<OwnRecordsPage locale="en" kind="all" page={1} records={ownRecords([SELLING])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel listing #7' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('€40.00 of #1001 Solar park will no longer be offered.');
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the listing' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: MARKET_ENDPOINTS.cancel.path, body: { recordId: 7 } });
    expect(await screen.findByTestId('listing-7-error')).toHaveTextContent('This listing is no longer offered');
  });

  it('confirms a cancelled listing', async () => {
    stubFetch(200, { ...MARKET_RECORD, status: 'cancelled' });
    renderPage(<OwnRecordsPage locale="en" kind="all" page={1} records={ownRecords([SELLING])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel listing #7' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel the listing' }));
    expect(await screen.findByTestId('listing-7-done')).toHaveTextContent('The listing was cancelled.');
  });
});
