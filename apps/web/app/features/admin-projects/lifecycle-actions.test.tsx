import { LIFECYCLE_API, type AdminLoan, type RepaymentSplit } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../components/ui/test-utils';
import { RepaymentPanel } from './repayment-panel';
import { ProjectStatusActions } from './status-actions';

afterEach(() => vi.unstubAllGlobals());

const loan = (over: Partial<AdminLoan> = {}): AdminLoan => ({
  project: { id: 7, status: 'FUNDED', fundedAmount: '1000.00', disbursedAt: null },
  nextStatuses: ['CANCELLED'],
  canDisburse: true,
  disbursableFrom: null,
  acceptsRepayment: false,
  dueNow: '0.00',
  maxAmount: '0.00',
  schedule: [],
  ...over,
});

describe('ProjectStatusActions', () => {
  it('offers the allowed next statuses and disbursement, each behind a confirmation', async () => {
    const active = loan({
      project: { id: 7, status: 'ACTIVE', fundedAmount: '1000.00', disbursedAt: '2026-01-01T00:00:00.000Z' },
      nextStatuses: ['DELAYED'],
      canDisburse: false,
      acceptsRepayment: true,
    });
    const calls = stubApi({
      [`GET ${LIFECYCLE_API.adminLoan(7)}`]: () => ({ status: 200, body: loan() }),
      [`POST ${LIFECYCLE_API.disburse(7)}`]: () => ({ status: 200, body: active }),
    });
    const onChanged = vi.fn();
    renderWithProviders(<ProjectStatusActions projectId={7} onChanged={onChanged} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByTestId('project-status')).toHaveTextContent('Funded');
    expect(screen.getByRole('button', { name: 'Move to Cancelled' })).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('disburse-button'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('€1,000.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('project-status')).toHaveTextContent('Active loan'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.key).toMatch(/.{8,}/);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Move to Delayed' })).toBeInTheDocument();
  });

  it('requires a reason to cancel and shows the API error', async () => {
    const calls = stubApi({
      [`GET ${LIFECYCLE_API.adminLoan(7)}`]: () => ({ status: 200, body: loan() }),
      [`POST ${LIFECYCLE_API.status(7)}`]: () => ({ status: 409, body: { code: 'STATUS_TRANSITION_NOT_ALLOWED', message: 'no' } }),
    });
    renderWithProviders(<ProjectStatusActions projectId={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move to Cancelled' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter a reason for this change.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'borrower withdrew' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('not allowed from the current status');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ to: 'CANCELLED', reason: 'borrower withdrew' });
  });

  it('shows an error when the loan cannot be loaded', async () => {
    stubApi({});
    renderWithProviders(<ProjectStatusActions projectId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});

describe('RepaymentPanel', () => {
  const split: RepaymentSplit = {
    amount: '100.00',
    maxAmount: '1000.00',
    dueNow: '100.00',
    prepaidPrincipal: '0.00',
    lateInterest: '1.00',
    interest: '9.00',
    principal: '90.00',
    lines: [{ installment: 1, lateInterest: '1.00', interest: '9.00', principal: '90.00' }],
    holders: [
      { investmentId: 1, userId: 2, name: 'Ana', lateInterest: '0.67', interest: '6.00', principal: '60.00', total: '66.67' },
      { investmentId: 2, userId: 3, name: 'Ben', lateInterest: '0.33', interest: '3.00', principal: '30.00', total: '33.33' },
    ],
  };

  it('previews the split by holder and records the repayment with an idempotency key', async () => {
    const open = loan({
      project: { id: 7, status: 'ACTIVE', fundedAmount: '1000.00', disbursedAt: null },
      acceptsRepayment: true,
      canDisburse: false,
      dueNow: '100.00',
      maxAmount: '1000.00',
    });
    const calls = stubApi({
      [`GET ${LIFECYCLE_API.adminLoan(7)}`]: () => ({ status: 200, body: open }),
      [`POST ${LIFECYCLE_API.repaymentPreview(7)}`]: () => ({ status: 200, body: split }),
      [`POST ${LIFECYCLE_API.repayments(7)}`]: () => ({
        status: 201,
        body: {
          repayment: {
            id: 1,
            amount: '100.00',
            principal: '90.00',
            interest: '9.00',
            lateInterest: '1.00',
            source: 'operator',
            receivedAt: '2026-01-01T00:00:00.000Z',
          },
          split,
          status: 'ACTIVE',
        },
      }),
    });
    renderWithProviders(<RepaymentPanel projectId={7} />);
    const input = await screen.findByLabelText(/Amount received from the borrower/);
    expect(screen.getByTestId('repayment-submit')).toBeDisabled();
    fireEvent.change(input, { target: { value: '100' } });
    const table = await screen.findByTestId('repayment-split', {}, { timeout: 2000 });
    expect(within(table).getByText('Ana').closest('tr')).toHaveTextContent('€66.67');
    expect(within(table).getByText('Ben').closest('tr')).toHaveTextContent('€33.33');
    expect(calls.find((c) => c.url === LIFECYCLE_API.repaymentPreview(7))!.body).toEqual({ amount: '100.00' });
    fireEvent.click(screen.getByTestId('repayment-submit'));
    expect(await screen.findByTestId('repayment-recorded')).toHaveTextContent('€100.00');
    const record = calls.find((c) => c.url === LIFECYCLE_API.repayments(7) && c.method === 'POST')!;
    expect(record.key).toMatch(/.{8,}/);
    expect(record.body).toEqual({ amount: '100.00' });
  });

  it('says when the loan takes no repayments and shows a too-large amount error', async () => {
    stubApi({ [`GET ${LIFECYCLE_API.adminLoan(7)}`]: () => ({ status: 200, body: loan() }) });
    renderWithProviders(<RepaymentPanel projectId={7} />);
    expect(await screen.findByText(/once the loan is disbursed/)).toBeInTheDocument();
    vi.unstubAllGlobals();
    stubApi({
      [`GET ${LIFECYCLE_API.adminLoan(8)}`]: () => ({
        status: 200,
        body: loan({ acceptsRepayment: true, project: { id: 8, status: 'ACTIVE', fundedAmount: '10.00', disbursedAt: null } }),
      }),
      [`POST ${LIFECYCLE_API.repaymentPreview(8)}`]: () => ({ status: 422, body: { code: 'REPAYMENT_TOO_LARGE', message: 'x' } }),
    });
    renderWithProviders(<RepaymentPanel projectId={8} />);
    const inputs = await screen.findAllByLabelText(/Amount received from the borrower/);
    fireEvent.change(inputs.at(-1)!, { target: { value: '5000' } });
    expect(await screen.findByText('The amount is more than the loan can take today.', {}, { timeout: 2000 })).toBeInTheDocument();
  });
});
