import { LIFECYCLE_API, type AdminLoan } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../components/ui/test-utils';
import { ProjectStatusActions } from './status-actions';

afterEach(() => vi.unstubAllGlobals());

/** A FUNDED project (decision 0024): its investors may revoke until the end of 6 March 2026, Vilnius. */
const funded = (over: Partial<AdminLoan> = {}): AdminLoan => ({
  project: { id: 7, status: 'FUNDED', fundedAmount: '1000.00', disbursedAt: null },
  nextStatuses: ['CANCELLED'],
  canDisburse: false,
  disbursableFrom: '2026-03-06T22:00:00.000Z',
  acceptsRepayment: false,
  dueNow: '0.00',
  maxAmount: '0.00',
  schedule: [],
  ...over,
});

describe('ProjectStatusActions while reflection periods run', () => {
  it('shows the disbursement disabled, from when it is possible and why', async () => {
    const calls = stubApi({ [`GET ${LIFECYCLE_API.adminLoan(7)}`]: () => ({ status: 200, body: funded() }) });
    renderWithProviders(<ProjectStatusActions projectId={7} />);
    const button = await screen.findByTestId('disburse-button');
    expect(button).toBeDisabled();
    const waiting = screen.getByTestId('disburse-waiting');
    // Midnight that starts 7 March in Vilnius (UTC+2 in winter), the zone named.
    expect(waiting).toHaveTextContent(/Disbursement possible from 7 Mar 2026, 00:00 (EET|GMT\+2)/);
    expect(waiting).toHaveTextContent('4-day reflection period');
    expect(button).toHaveAttribute('aria-describedby', waiting.id);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // Cancelling stays possible.
    expect(screen.getByRole('button', { name: 'Move to Cancelled' })).toBeEnabled();
  });

  it('in the locale of the page', async () => {
    stubApi({ [`GET ${LIFECYCLE_API.adminLoan(7)}`]: () => ({ status: 200, body: funded() }) });
    renderWithProviders(<ProjectStatusActions projectId={7} locale="lt" />, { locale: 'lt' });
    expect(await screen.findByTestId('disburse-waiting')).toHaveTextContent(/Paskolą išmokėti galima nuo 2026-03-07 00:00/);
  });

  it('when a new investment started a period after the page loaded: explains the refusal and shows the new date', async () => {
    let loads = 0;
    stubApi({
      [`GET ${LIFECYCLE_API.adminLoan(7)}`]: () => {
        loads += 1;
        return {
          status: 200,
          body: loads === 1 ? funded({ canDisburse: true, disbursableFrom: null }) : funded({ disbursableFrom: '2026-03-09T22:00:00.000Z' }),
        };
      },
      [`POST ${LIFECYCLE_API.disburse(7)}`]: () => ({
        status: 409,
        body: { code: 'DISBURSEMENT_REFLECTION_PENDING', message: 'x', fieldErrors: { disbursableFrom: ['2026-03-09T22:00:00.000Z'] } },
      }),
    });
    renderWithProviders(<ProjectStatusActions projectId={7} />);
    fireEvent.click(await screen.findByTestId('disburse-button'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('investors may still revoke within their reflection period');
    await waitFor(() => expect(screen.getByTestId('disburse-waiting')).toHaveTextContent('10 Mar 2026, 00:00'));
  });
});
