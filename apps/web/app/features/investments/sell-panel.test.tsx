import type { DetailedInvestment } from '@platform/contract';
import { MARKET_ENDPOINTS } from '@platform/contract/endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { BOUGHT, jsonResponse, SELLING } from '../market-account/test-fixtures';
import { InvestmentPage } from './investment-page';

const ACTIVE: DetailedInvestment = {
  id: 42,
  projectId: 5,
  projectNumber: 1001,
  projectTitle: 'Solar park',
  projectSlug: 'solar-park-utena',
  projectStatus: 'ACTIVE',
  amount: '150.00',
  outstanding: '120.00',
  status: 'active',
  reflectionEndsAt: '2026-03-06T22:00:00.000Z',
  createdAt: '2026-03-02T08:00:00.000Z',
  interestRate: '10.50',
  termMonths: 24,
  repaymentMethod: 'ANNUITY',
  revokedAt: null,
  largeAmountAcknowledged: false,
  kiisVersion: null,
  canRevoke: false,
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

describe('the sell panel on the investment page', () => {
  it('is shown for an active holding of an ACTIVE or DELAYED loan only; DELAYED with a warning', () => {
    const { unmount } = renderPage(<InvestmentPage locale="en" investment={{ ...ACTIVE, status: 'reflection' }} schedule={[]} market={[]} />);
    expect(screen.queryByTestId('sell-panel')).toBeNull();
    unmount();
    const other = renderPage(<InvestmentPage locale="en" investment={{ ...ACTIVE, projectStatus: 'DEFAULTED' }} schedule={[]} market={[]} />);
    expect(screen.queryByTestId('sell-panel')).toBeNull();
    other.unmount();
    const active = renderPage(<InvestmentPage locale="en" investment={ACTIVE} schedule={[]} market={[]} />);
    expect(screen.getByRole('heading', { name: 'Sell on the secondary market' })).toBeInTheDocument();
    expect(screen.queryByTestId('sell-delayed-warning')).toBeNull();
    active.unmount();
    renderPage(<InvestmentPage locale="en" investment={{ ...ACTIVE, projectStatus: 'DELAYED' }} schedule={[]} market={[]} />);
    expect(screen.getByTestId('sell-delayed-warning')).toHaveTextContent('Buyers will see that the loan is delayed');
  });

  it('prefills what is not yet on offer and computes what the seller receives', () => {
    renderPage(<InvestmentPage locale="en" investment={ACTIVE} schedule={[]} market={[SELLING]} />);
    expect(screen.getByTestId('sell-listed-elsewhere')).toHaveTextContent('€40.00 of this investment is already on offer.');
    const amount = screen.getByRole('textbox', { name: /Principal to sell/ });
    expect(amount).toHaveValue('€80.00');
    expect(amount).toHaveAccessibleDescription(/at most €80.00/);
    // At par: 80.00 − 1 % fee (0.80) = 79.20
    expect(screen.getByTestId('sell-summary-receive')).toHaveTextContent('€79.20');
    fireEvent.change(screen.getByRole('textbox', { name: /Discount \(−\) or premium/ }), { target: { value: '-10' } });
    // 80.00 − 10 % (8.00) − 0.80 = 71.20
    expect(screen.getByTestId('sell-summary')).toHaveTextContent('Discount (−10.00%)-€8.00');
    expect(screen.getByTestId('sell-summary-receive')).toHaveTextContent('€71.20');
    expect(screen.getByTestId('sell-summary')).toHaveTextContent('the interest accrued to you until the sale');
    fireEvent.change(screen.getByRole('textbox', { name: /Discount \(−\) or premium/ }), { target: { value: '4.5' } });
    // 80.00 + 3.60 − 0.80 = 82.80
    expect(screen.getByTestId('sell-summary-receive')).toHaveTextContent('€82.80');
  });

  it('checks the amount with the contract rules before posting', () => {
    const calls = stubFetch(201, { recordId: 9 });
    renderPage(<InvestmentPage locale="en" investment={ACTIVE} schedule={[]} market={[]} />);
    const amount = screen.getByRole('textbox', { name: /Principal to sell/ });
    fireEvent.change(amount, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'List for sale' }));
    expect(screen.getByText('Enter at least €10.00, or all of €120.00.')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'List for sale' }));
    expect(screen.getByText('You can offer at most €120.00.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('posts the sale and links to the own records page', async () => {
    const calls = stubFetch(201, { recordId: 9 });
    renderPage(<InvestmentPage locale="en" investment={ACTIVE} schedule={[]} market={[]} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Principal to sell/ }), { target: { value: '50,5' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Discount \(−\) or premium/ }), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'List for sale' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: MARKET_ENDPOINTS.sell.path, body: { investmentId: 42, amount: '50.50', premiumPercent: '-3.00' } });
    const success = await screen.findByTestId('sell-success');
    expect(success).toHaveTextContent('listing #9 is now on the secondary market');
    expect(within(success).getByRole('link', { name: 'See my secondary market' })).toHaveAttribute('href', '/account/secondary-market');
  });

  it('shows MARKET_AMOUNT_INVALID translated', async () => {
    stubFetch(422, { code: 'MARKET_AMOUNT_INVALID', message: 'x', fieldErrors: { amount: ['above_available'] } });
    renderPage(<InvestmentPage locale="lt" investment={ACTIVE} schedule={[]} market={[]} />, { locale: 'lt' });
    fireEvent.click(screen.getByRole('button', { name: 'Pasiūlyti parduoti' }));
    expect(await screen.findByTestId('sell-error')).toHaveTextContent('Šios sumos pasiūlyti negalima: siūlykite ne mažiau kaip 10,00 €');
  });

  it('lists this holding’s market history with an empty and an error state', () => {
    const { unmount } = renderPage(<InvestmentPage locale="en" investment={ACTIVE} schedule={[]} market={[SELLING, { ...BOUGHT, investmentId: 42 }]} />);
    const history = screen.getByTestId('market-history');
    expect(within(history).getByTestId('market-history-selling-7-')).toHaveTextContent('Principal on offer€40.00');
    expect(within(history).getByTestId('market-history-bought-3-11')).toHaveTextContent('Trade #11');
    expect(within(history).getByRole('button', { name: 'Cancel listing #7' })).toBeInTheDocument();
    unmount();
    const empty = renderPage(<InvestmentPage locale="en" investment={ACTIVE} schedule={[]} market={[]} />);
    expect(screen.getByTestId('market-history-empty')).toBeInTheDocument();
    empty.unmount();
    renderPage(<InvestmentPage locale="en" investment={ACTIVE} schedule={[]} market={null} />);
    expect(screen.getByTestId('market-history-error')).toBeInTheDocument();
  });
});
