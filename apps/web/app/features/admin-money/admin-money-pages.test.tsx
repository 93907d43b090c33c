import { WITHDRAWALS_API, type AdminWithdrawal, type TrialBalanceResponse, type UserLedgerResponse } from '@platform/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { AdminLedgerPage } from './admin-ledger-page';
import { AdminWithdrawalsPage } from './admin-withdrawals-page';

const WITHDRAWAL: AdminWithdrawal = {
  id: 5,
  amount: '40.00',
  status: 'requested',
  iban: 'LT601010012345678901',
  reason: null,
  createdAt: '2026-01-03T10:00:00.000Z',
  updatedAt: '2026-01-03T10:00:00.000Z',
  userId: 2,
  email: 'investor@demo.invest',
  holderName: 'Viktoras Investor',
  bankAccountVerified: true,
  provider: 'connectPay',
  providerPayoutId: null,
};

const TB: TrialBalanceResponse = {
  rows: [
    {
      accountId: 1,
      code: 'clearing:connectPay',
      kind: 'clearing',
      userId: null,
      projectId: null,
      debits: '100.00',
      credits: '0.00',
      pendingDebits: '0.00',
      pendingCredits: '0.00',
      balance: '100.00',
    },
    {
      accountId: 2,
      code: 'wallet:connectPay:user:2',
      kind: 'wallet',
      userId: 2,
      projectId: null,
      debits: '0.00',
      credits: '100.00',
      pendingDebits: '0.00',
      pendingCredits: '0.00',
      balance: '100.00',
    },
  ],
  totals: { debits: '100.00', credits: '100.00', pendingDebits: '0.00', pendingCredits: '0.00' },
  balanced: true,
  violations: [],
};

const LEDGER: UserLedgerResponse = {
  user: { id: 2, email: 'investor@demo.invest', displayName: 'Viktoras Investor' },
  accounts: [{ id: 2, code: 'wallet:connectPay:user:2', kind: 'wallet', provider: 'connectPay', balance: '100.00', reserved: '0.00', available: '100.00' }],
  transfers: [
    {
      id: 1,
      createdAt: '2026-01-01T10:00:00.000Z',
      code: 'deposit',
      phase: 'posted',
      amount: '100.00',
      debitAccount: 'clearing:connectPay',
      creditAccount: 'wallet:connectPay:user:2',
      direction: 'in',
      referenceType: null,
      referenceId: null,
      description: null,
    },
  ],
};

function stubFetch(status: number, body: unknown) {
  const calls: { url: string; body: unknown; key: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null, key: new Headers(init.headers).get('idempotency-key') });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminWithdrawalsPage', () => {
  it('lists the queue and approves; reject needs a reason and sends a key', async () => {
    const calls = stubFetch(200, { ...WITHDRAWAL, status: 'sent' });
    renderPage(<AdminWithdrawalsPage locale="en" status="" withdrawals={[WITHDRAWAL, { ...WITHDRAWAL, id: 4, status: 'paid', bankAccountVerified: false }]} />);
    const row = screen.getByTestId('admin-withdrawal-5');
    expect(row).toHaveTextContent('investor@demo.invest');
    expect(row).toHaveTextContent('€40.00');
    expect(row).toHaveTextContent('LT60 1010 0123 4567 8901');
    const paid = screen.getByTestId('admin-withdrawal-4');
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('Holder not verified');
    expect(within(paid).queryByRole('button')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Reject withdrawal' }));
    expect(await within(row).findByText('Write at least 3 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(within(row).getByLabelText('Reason for rejecting'), { target: { value: 'Holder name differs' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Reject withdrawal' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: WITHDRAWALS_API.adminReject(5), body: { reason: 'Holder name differs' } });
    expect(calls[0]!.key).toBeTruthy();

    await vi.waitFor(() => expect(within(row).getByRole('button', { name: 'Approve' })).toBeEnabled());
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.url).toBe(WITHDRAWALS_API.adminApprove(5));
  });

  it('shows the empty and failed states', () => {
    const { unmount } = renderPage(<AdminWithdrawalsPage locale="en" status="paid" withdrawals={[]} />);
    expect(screen.getByTestId('admin-withdrawals-empty')).toHaveTextContent('No withdrawals.');
    expect(screen.getByLabelText('Status')).toHaveValue('paid');
    unmount();
    renderPage(<AdminWithdrawalsPage locale="en" status="" withdrawals={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The withdrawals could not be loaded.');
  });
});

describe('AdminLedgerPage', () => {
  it('shows the trial balance with totals and the balanced check, and a user ledger', () => {
    renderPage(<AdminLedgerPage locale="en" trialBalance={TB} userId={2} userLedger={LEDGER} />);
    expect(screen.getByTestId('trial-balance-check')).toHaveTextContent('Balanced');
    expect(screen.getByTestId('trial-balance-totals')).toHaveTextContent('€100.00');
    expect(screen.getByTestId('trial-balance-table')).toHaveTextContent('wallet:connectPay:user:2');
    expect(screen.getByTestId('user-ledger')).toHaveTextContent('Ledger of Viktoras Investor (investor@demo.invest)');
    expect(screen.getByTestId('user-ledger-transfers')).toHaveTextContent('+€100.00');
  });

  it('shows an unbalanced ledger, an unknown user and a failed load', () => {
    const { unmount } = renderPage(
      <AdminLedgerPage locale="en" trialBalance={{ ...TB, balanced: false, violations: ['posted debits 1 ≠ credits 2'] }} userId={99} userLedger="not_found" />,
    );
    expect(screen.getByTestId('trial-balance-check')).toHaveTextContent('Not balanced');
    expect(screen.getByTestId('trial-balance-check')).toHaveTextContent('posted debits 1 ≠ credits 2');
    expect(screen.getByRole('alert')).toHaveTextContent('No user with this id.');
    unmount();
    renderPage(<AdminLedgerPage locale="en" trialBalance={null} userId={null} userLedger={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The trial balance could not be loaded.');
  });

  it('requires a reason for an adjustment and books it with a key', async () => {
    const calls = stubFetch(201, { transferId: 9, balance: '115.00', available: '115.00' });
    renderPage(<AdminLedgerPage locale="en" trialBalance={TB} userId={2} userLedger={LEDGER} />);
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book adjustment' }));
    expect(await screen.findByText('Write at least 10 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Goodwill after a delayed payout' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book adjustment' }));
    expect(await screen.findByText('Adjustment booked. New balance: €115.00')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: WITHDRAWALS_API.adminAdjustments,
      body: { userId: 2, direction: 'credit', amount: '15.00', reason: 'Goodwill after a delayed payout' },
    });
    expect(calls[0]!.key).toBeTruthy();
  });
});
