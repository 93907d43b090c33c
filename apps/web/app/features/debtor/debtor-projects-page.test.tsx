import { DEBTOR_API, type DebtorProject, type LoanScheduleItem } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { DebtorProjectsPage } from './debtor-projects-page';

const PROJECT: DebtorProject = {
  id: 8,
  number: 1008,
  slug: 'wind-farm',
  title: 'Wind farm',
  status: 'ACTIVE',
  targetAmount: '100000.00',
  fundedAmount: '100000.00',
  interestRateBps: 1050,
  termMonths: 12,
  repaymentMethod: 'ANNUITY',
  disbursedAt: '2026-01-10T00:00:00.000Z',
  outstandingPrincipal: '91500.00',
  nextInstallment: { installment: 2, dueDate: '2026-03-10', amount: '8815.20' },
  overdueAmount: '0.00',
  dueNow: '8815.20',
  maxRepayment: '92300.00',
  acceptsRepayment: true,
  repayment: {
    iban: 'LT603500099000000001',
    bic: 'CNPYLT21XXX',
    bankName: 'ConnectPay UAB (sandbox)',
    holderName: 'Greenvest loan repayments',
    reference: 'RP-1008-4',
    sandbox: true,
  },
};

const item = (installment: number, status: LoanScheduleItem['status']): LoanScheduleItem => ({
  installment,
  dueDate: `2026-0${installment + 1}-10`,
  principal: '8000.00',
  interest: '815.20',
  total: '8815.20',
  paidPrincipal: status === 'paid' ? '8000.00' : '0.00',
  paidInterest: status === 'paid' ? '815.20' : '0.00',
  paidLateInterest: '0.00',
  status,
  paidAt: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('DebtorProjectsPage', () => {
  it('shows the loan figures, the schedule, the repayment details and the sandbox transfer with an Idempotency-Key', async () => {
    const calls: { url: string; key: string | null; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push({ url, key: new Headers(init.headers).get('idempotency-key'), body: JSON.parse(String(init.body)) });
        const answer = {
          projectId: 8,
          amount: '8815.20',
          repaid: '8815.20',
          credited: '0.00',
          status: 'ACTIVE',
          project: { ...PROJECT, nextInstallment: { installment: 3, dueDate: '2026-04-10', amount: '8815.20' } },
        };
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderPage(
      <DebtorProjectsPage locale="en" projects={[PROJECT]} schedules={{ 8: [item(1, 'paid'), item(2, 'scheduled'), item(3, 'scheduled')] }} canMoveMoney />,
    );
    const card = screen.getByTestId('debtor-project-1008');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('#1008 Wind farm');
    expect(within(card).getByTestId('outstanding')).toHaveTextContent('€91,500.00');
    expect(within(card).getByTestId('next-installment')).toHaveTextContent('€8,815.20 on 10 Mar 2026');
    expect(within(card).getByTestId('installment-1')).toHaveAttribute('data-status', 'paid');
    expect(within(within(card).getByTestId('installment-2')).getByText('Next')).toBeInTheDocument();
    expect(within(card).getByTestId('repayment-reference')).toHaveTextContent('RP-1008-4');
    expect(within(card).getByTestId('repayment-iban')).toHaveTextContent('LT60 3500 0990 0000 0001');
    expect(within(card).queryByTestId('overdue-alert')).toBeNull();

    const amount = within(card).getByLabelText('Amount (EUR)');
    expect(amount).toHaveValue('8815.20');
    fireEvent.click(within(card).getByRole('button', { name: 'Simulate transfer' }));
    expect(await screen.findByTestId('sandbox-repayment-done')).toHaveTextContent('€8,815.20 reached the loan and was paid out to the investors.');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(DEBTOR_API.sandboxRepayment);
    expect(calls[0]!.key).toMatch(/.{8,}/);
    expect(calls[0]!.body).toEqual({ projectId: 8, amount: '8815.20' });
    await waitFor(() => expect(amount).toHaveValue('8815.20'));
  });

  it('refuses a bad amount before calling the server', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderPage(<DebtorProjectsPage locale="en" projects={[PROJECT]} schedules={{ 8: [item(1, 'scheduled')] }} canMoveMoney />);
    fireEvent.change(screen.getByLabelText('Amount (EUR)'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simulate transfer' }));
    expect(screen.getByText('Enter an amount above 0 with at most two decimals.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('highlights what is overdue, and offers no transfer to a read-only session', () => {
    renderPage(
      <DebtorProjectsPage
        locale="en"
        projects={[{ ...PROJECT, status: 'DELAYED', overdueAmount: '8900.00', dueNow: '17715.20' }]}
        schedules={{ 8: [item(1, 'overdue'), item(2, 'scheduled')] }}
        canMoveMoney={false}
      />,
    );
    expect(screen.getByTestId('overdue-alert')).toHaveTextContent('Overdue: €8,900.00');
    expect(screen.getByTestId('overdue-alert')).toHaveTextContent('Paying €17,715.20 brings the loan up to date.');
    expect(screen.getByTestId('installment-1')).toHaveAttribute('data-status', 'overdue');
    expect(screen.queryByTestId('sandbox-repayment-8')).toBeNull();
    expect(screen.getByTestId('repayment-reference')).toBeInTheDocument();
  });

  it('loading failures, an empty list and a project not yet disbursed', () => {
    const { unmount } = renderPage(<DebtorProjectsPage locale="en" projects={null} schedules={{}} canMoveMoney />);
    expect(screen.getByTestId('debtor-load-failed')).toHaveTextContent('could not be loaded');
    unmount();
    const second = renderPage(<DebtorProjectsPage locale="en" projects={[]} schedules={{}} canMoveMoney />);
    expect(screen.getByTestId('debtor-empty')).toBeInTheDocument();
    second.unmount();
    renderPage(
      <DebtorProjectsPage
        locale="lt"
        projects={[
          {
            ...PROJECT,
            status: 'GATHERING',
            disbursedAt: null,
            acceptsRepayment: false,
            nextInstallment: null,
            fundedAmount: '25000.00',
            outstandingPrincipal: '0.00',
          },
          { ...PROJECT, id: 9, number: 1009 },
        ]}
        schedules={{ 9: null }}
        canMoveMoney
      />,
      { locale: 'lt' },
    );
    const gathering = screen.getByTestId('debtor-project-1008');
    expect(within(gathering).getByTestId('funding-progress')).toHaveAttribute('data-value', '25');
    expect(within(gathering).getByText('Grąžinimo grafikas atsiras, kai paskola bus išmokėta.')).toBeInTheDocument();
    expect(within(gathering).queryByTestId('repayment-details')).toBeNull();
    expect(within(screen.getByTestId('debtor-project-1009')).getByTestId('schedule-failed')).toBeInTheDocument();
  });
});
