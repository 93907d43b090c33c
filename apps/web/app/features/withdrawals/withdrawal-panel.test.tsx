import { WITHDRAWALS_API, type BankAccount, type WithdrawalList } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithdrawalPanel } from './withdrawal-panel';
import { stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../components/ui/test-utils';

const BANK: BankAccount = {
  id: 1,
  iban: 'LT601010012345678901',
  holderName: 'Viktoras Investor',
  verified: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  canWithdrawFrom: '2026-01-02',
};
const LIST: WithdrawalList = {
  withdrawals: [
    {
      id: 7,
      amount: '25.50',
      status: 'requested',
      iban: 'LT60 **** **** **** 8901',
      reason: null,
      createdAt: '2026-01-03T10:00:00.000Z',
      updatedAt: '2026-01-03T10:00:00.000Z',
    },
    {
      id: 6,
      amount: '10.00',
      status: 'rejected',
      iban: 'LT60 **** **** **** 8901',
      reason: 'Holder differs',
      createdAt: '2026-01-02T10:00:00.000Z',
      updatedAt: '2026-01-02T10:00:00.000Z',
    },
  ],
  available: '100.00',
  confirmWith: 'email',
};

afterEach(() => vi.unstubAllGlobals());

describe('WithdrawalPanel', () => {
  it('shows loading, then the bank account, the form with "send code" and the list with cancel', async () => {
    stubApi({
      [`GET ${WITHDRAWALS_API.bankAccount}`]: () => ({ status: 200, body: { bankAccount: BANK } }),
      [`GET ${WITHDRAWALS_API.list}`]: () => ({ status: 200, body: LIST }),
    });
    renderWithProviders(<WithdrawalPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bank account and withdrawals');
    const account = await screen.findByTestId('bank-account');
    expect(account).toHaveTextContent('LT60 1010 0123 4567 8901');
    expect(account).toHaveTextContent('Verified');
    expect(screen.getByTestId('withdrawal-available')).toHaveTextContent('€100.00');
    expect(screen.getByRole('button', { name: 'Email me a code' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Code from the email/)).toBeInTheDocument();
    const requested = screen.getByTestId('withdrawal-7');
    expect(requested).toHaveTextContent('€25.50');
    expect(requested).toHaveTextContent('Requested');
    expect(within(requested).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const rejected = screen.getByTestId('withdrawal-6');
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Holder differs');
    expect(within(rejected).queryByRole('button')).toBeNull();
  });

  it('shows the load failure with a retry', async () => {
    stubApi({ [`GET ${WITHDRAWALS_API.bankAccount}`]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'x' } }) });
    renderWithProviders(<WithdrawalPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your withdrawals could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('checks the IBAN before sending, then saves the bank account', async () => {
    let bank: BankAccount | null = null;
    const calls = stubApi({
      [`GET ${WITHDRAWALS_API.bankAccount}`]: () => ({ status: 200, body: { bankAccount: bank } }),
      [`GET ${WITHDRAWALS_API.list}`]: () => ({ status: 200, body: { ...LIST, withdrawals: [] } }),
      [`POST ${WITHDRAWALS_API.setBankAccount}`]: () => {
        bank = { ...BANK, verified: false, canWithdrawFrom: '2999-01-01' };
        return { status: 200, body: { bankAccount: bank } };
      },
    });
    renderWithProviders(<WithdrawalPanel />);
    expect(await screen.findByTestId('withdrawal-need-bank')).toHaveTextContent('Add a verified bank account');
    expect(screen.getByTestId('withdrawals-empty')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^IBAN/), { target: { value: 'LT60 1010 0123 4567 8900' } });
    fireEvent.change(screen.getByLabelText(/Account holder name/), { target: { value: 'Viktoras Investor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Enter a valid IBAN')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^IBAN/), { target: { value: 'LT60 1010 0123 4567 8901' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Bank account saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ iban: 'LT60 1010 0123 4567 8901', holderName: 'Viktoras Investor' });
    const account = await screen.findByTestId('bank-account');
    expect(account).toHaveTextContent('Not verified');
    expect(account).toHaveTextContent('possible from 1 Jan 2999');
  });

  it('sends the code, requests the withdrawal with an idempotency key and shows server errors', async () => {
    let attempt = 0;
    const calls = stubApi({
      [`GET ${WITHDRAWALS_API.bankAccount}`]: () => ({ status: 200, body: { bankAccount: BANK } }),
      [`GET ${WITHDRAWALS_API.list}`]: () => ({ status: 200, body: LIST }),
      [`POST ${WITHDRAWALS_API.requestCode}`]: () => ({ status: 200, body: { expiresInSeconds: 600 } }),
      [`POST ${WITHDRAWALS_API.request}`]: () => {
        attempt += 1;
        return attempt === 1
          ? { status: 400, body: { code: 'CONFIRMATION_CODE_INVALID', message: 'x' } }
          : { status: 201, body: { ...LIST.withdrawals[0], id: 8, amount: '12.34' } };
      },
    });
    renderWithProviders(<WithdrawalPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText(/We emailed you a 6-digit code/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText(/Code from the email/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText(/Enter an amount from €1.00 to €100.00/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === WITHDRAWALS_API.request)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '12,34 €' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct.');
    fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Withdrawal requested. We will process it soon.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.url === WITHDRAWALS_API.request);
    expect(posts.map((c) => c.body)).toEqual([
      { amount: '12.34', code: '123456' },
      { amount: '12.34', code: '123456' },
    ]);
    // One key per form instance: the retry of the same form sends the same key.
    expect(posts[0]!.key).toBeTruthy();
    expect(posts[1]!.key).toBe(posts[0]!.key);
  });

  it('cancels a requested withdrawal', async () => {
    const calls = stubApi({
      [`GET ${WITHDRAWALS_API.bankAccount}`]: () => ({ status: 200, body: { bankAccount: BANK } }),
      [`GET ${WITHDRAWALS_API.list}`]: () => ({ status: 200, body: { ...LIST, confirmWith: 'two_step' } }),
      [`POST ${WITHDRAWALS_API.cancel(7)}`]: () => ({ status: 200, body: { ...LIST.withdrawals[0], status: 'cancelled' } }),
    });
    renderWithProviders(<WithdrawalPanel />);
    expect(await screen.findByLabelText(/Code from your authenticator app/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me a code' })).toBeNull();
    fireEvent.click(within(screen.getByTestId('withdrawal-7')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Withdrawal cancelled. The money is available again.')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.url === WITHDRAWALS_API.cancel(7))?.key).toBeTruthy());
  });

  it('prefills the holder with the account holder name and refuses an e-mail address as a name (decision 0041)', async () => {
    const calls = stubApi({
      [`GET ${WITHDRAWALS_API.bankAccount}`]: () => ({ status: 200, body: { bankAccount: null } }),
      [`GET ${WITHDRAWALS_API.list}`]: () => ({ status: 200, body: { ...LIST, withdrawals: [] } }),
    });
    renderWithProviders(<WithdrawalPanel suggestedHolder="Nora Newcomer" />);
    await screen.findByTestId('withdrawal-need-bank');
    expect(screen.getByLabelText(/Account holder name/)).toHaveValue('Nora Newcomer');
    fireEvent.change(screen.getByLabelText(/^IBAN/), { target: { value: 'LT60 1010 0123 4567 8901' } });
    fireEvent.change(screen.getByLabelText(/Account holder name/), { target: { value: 'new@demo.invest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Enter the account holder name')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
