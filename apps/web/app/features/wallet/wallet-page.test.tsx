import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import type { PaymentAccount, ProviderTransaction, Wallet } from '@platform/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { LemonwayPage } from './lemonway-page';
import { WalletPage } from './wallet-page';

// The withdrawals slice owns this panel (and its own calls); here only its place on the page counts.
vi.mock('../withdrawals/withdrawal-panel', () => ({ WithdrawalPanel: () => <section data-testid="withdrawal-panel-slot" /> }));

const en = TRANSLATIONS.en;
const wallet: Wallet = { balance: '1000.00', available: '750.00', reserved: '250.00', currency: 'EUR' };
const account: PaymentAccount = {
  provider: 'connectPay',
  iban: 'LT393500000000000042',
  bic: 'CNPYLT21XXX',
  bankName: 'ConnectPay UAB (sandbox)',
  reference: 'CP00000042',
  holderName: 'Viktoras Investor',
  status: 'active',
  openedAt: '2026-01-01T00:00:00.000Z',
  sandbox: true,
};
const pendingPayout: ProviderTransaction = {
  id: 7,
  providerTransactionId: 'cp-po-1',
  direction: 'outgoing',
  amount: '250.00',
  counterpartyName: 'Viktoras Investor',
  counterpartyIban: 'LT121000011101001000',
  details: 'W-1',
  status: 'pending',
  bookedAt: '2026-01-02T10:00:00.000Z',
};

const props = { wallet, account, pending: [], eWalletHref: '/account/e-wallet', lemonwayHref: null, canMoveMoney: true };

afterEach(() => vi.unstubAllGlobals());

describe('WalletPage', () => {
  it('shows balance, available and reserved with the bar, and the deposit details grouped', () => {
    renderPage(<WalletPage {...props} pending={[pendingPayout]} />);
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('€1,000.00');
    expect(screen.getByTestId('wallet-available')).toHaveTextContent('€750.00');
    expect(screen.getByTestId('wallet-reserved')).toHaveTextContent('€250.00');
    expect(screen.getByLabelText(en['payments.wallet.reserved'])).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('deposit-iban')).toHaveTextContent('LT39 3500 0000 0000 0042');
    expect(screen.getByTestId('deposit-reference')).toHaveTextContent('CP00000042');
    expect(screen.getByRole('button', { name: `Copy ${en['payments.deposit.iban']}` })).toBeInTheDocument();
    expect(screen.getAllByText(en['payments.sandbox.badge']).length).toBeGreaterThan(0);
    expect(screen.getByTestId('wallet-pending-table')).toHaveTextContent('−€250.00');
    expect(screen.getByTestId('wallet-e-wallet-link')).toHaveAttribute('href', '/account/e-wallet');
    expect(screen.getByTestId('withdrawal-panel-slot')).toBeInTheDocument();
  });

  it('without an account explains why there are no deposit details and offers no sandbox form', () => {
    renderPage(<WalletPage {...props} account={null} />);
    expect(screen.getByTestId('deposit-unavailable')).toHaveTextContent(en['payments.deposit.unavailable']);
    expect(screen.queryByTestId('sandbox-deposit')).toBeNull();
    expect(screen.getByText(en['payments.pending.empty'])).toBeInTheDocument();
  });

  it('hides the sandbox form from sessions that may not move money', () => {
    renderPage(<WalletPage {...props} canMoveMoney={false} />);
    expect(screen.queryByTestId('sandbox-deposit')).toBeNull();
  });

  it('refuses a bad amount without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<WalletPage {...props} />);
    await userEvent.type(screen.getByLabelText(en['payments.sandbox.amount']), '0');
    await userEvent.click(screen.getByTestId('sandbox-submit'));
    expect(await screen.findByText(en['payments.sandbox.invalid_amount'])).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the sandbox transfer with an idempotency key, and a fresh key after success', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ ...wallet, balance: '1100.50' }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<WalletPage {...props} />);
    await userEvent.type(screen.getByLabelText(en['payments.sandbox.amount']), '1 100,50 €');
    await userEvent.click(screen.getByTestId('sandbox-submit'));
    expect(await screen.findByTestId('sandbox-done')).toHaveTextContent('€1,100.50');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/set/sandbox/incoming-transfer');
    expect(JSON.parse(String(init.body))).toEqual({ amount: '1100.50' });
    const firstKey = new Headers(init.headers).get('idempotency-key');
    expect(firstKey).toMatch(/^[A-Za-z0-9_\-:.]{8,100}$/);
    await userEvent.type(screen.getByLabelText(en['payments.sandbox.amount']), '5');
    await userEvent.click(screen.getByTestId('sandbox-submit'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const second = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(second[1].headers).get('idempotency-key')).not.toBe(firstKey);
  });

  it('says so when the identity is not verified yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'CONFLICT', message: 'x' }), { status: 409 })),
    );
    renderPage(<WalletPage {...props} />);
    await userEvent.type(screen.getByLabelText(en['payments.sandbox.amount']), '10');
    await userEvent.click(screen.getByTestId('sandbox-submit'));
    expect(await screen.findByTestId('sandbox-failed')).toHaveTextContent(en['payments.error.identity']);
  });
});

describe('LemonwayPage', () => {
  it('shows the balance and migrates it, then continues on the wallet page', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ migrated: '3456.78', paymentSource: 'connectPay', wallet: { ...wallet, balance: '3456.78' }, lemonwayBalance: { amount: '0.00' } }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderPage(<LemonwayPage amount="3456.78" canMoveMoney />);
    expect(screen.getByTestId('lemonway-balance')).toHaveTextContent('€3,456.78');
    await userEvent.click(screen.getByTestId('lemonway-migrate'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/wallet'));
    expect(router.state.location.state).toEqual({ migrated: '3456.78' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/set/lemonway/migrate');
    expect(new Headers(init.headers).get('idempotency-key')).toBeTruthy();
  });

  it('offers nothing to move when the balance is empty', () => {
    renderPage(<LemonwayPage amount="0.00" canMoveMoney />);
    expect(screen.queryByTestId('lemonway-migrate')).toBeNull();
    expect(screen.getByText(en['payments.lemonway.nothing'])).toBeInTheDocument();
  });

  describe('the account holder name (decision 0041)', () => {
    it('is asked for while the account waits for it, prefilled with the company name, and posted', async () => {
      const fetchMock = vi.fn(
        async () =>
          new Response(JSON.stringify({ ...account, holderName: 'UAB Saulės Parkai' }), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
      vi.stubGlobal('fetch', fetchMock);
      renderPage(<WalletPage {...props} account={null} holderName={{ suggested: 'UAB Saulės Parkai' }} />);
      expect(screen.queryByTestId('deposit-instructions')).not.toBeInTheDocument();
      const field = screen.getByRole('textbox', { name: en['payments.open.holder'] });
      expect(field).toHaveValue('UAB Saulės Parkai');
      await userEvent.click(screen.getByRole('button', { name: en['payments.open.submit'] }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/set/connect-pay/account');
      expect(JSON.parse(String(init.body))).toEqual({ holderName: 'UAB Saulės Parkai' });
    });

    it('refuses an e-mail address or a single letter as the name, before any call', async () => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      renderPage(<WalletPage {...props} account={null} holderName={{ suggested: '' }} />);
      const field = screen.getByRole('textbox', { name: en['payments.open.holder'] });
      expect(field).toHaveValue('');
      for (const typed of ['new@demo.invest', 'N']) {
        await userEvent.clear(field);
        await userEvent.type(field, typed);
        await userEvent.click(screen.getByRole('button', { name: en['payments.open.submit'] }));
        expect(await screen.findByText(en['payments.open.invalid'])).toBeInTheDocument();
      }
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
