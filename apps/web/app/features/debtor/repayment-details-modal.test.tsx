import { DEBTOR_API, DEBTOR_REPAYMENT_POPUP_DISMISSED_KEY, type DebtorProject, type UserData } from '@platform/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { RepaymentDetailsModal } from './repayment-details-modal';

const viewer = (popup: boolean) =>
  ({
    id: 5,
    isDebtor: true,
    impersonatedBy: null,
    connectPay: { migrationPopUp: false, displayRepaymentAccountDetailsPopup: popup, forceAcceptTermsAndConditionsPopup: false },
  }) as unknown as UserData;

// Whole projects: the pop-up checks the answer against the endpoint's schema.
const project = (id: number, acceptsRepayment: boolean): DebtorProject => ({
  id,
  number: 1000 + id,
  slug: `project-${id}`,
  title: `Project ${id}`,
  status: 'ACTIVE',
  targetAmount: '10000.00',
  fundedAmount: '10000.00',
  interestRateBps: 1050,
  termMonths: 12,
  repaymentMethod: 'ANNUITY',
  disbursedAt: '2026-01-10T00:00:00.000Z',
  outstandingPrincipal: '9000.00',
  nextInstallment: { installment: 2, dueDate: '2026-03-10', amount: '881.52' },
  overdueAmount: '0.00',
  dueNow: '881.52',
  maxRepayment: '9100.00',
  acceptsRepayment,
  repayment: {
    iban: 'LT603500099000000001',
    bic: 'CNPYLT21XXX',
    bankName: 'ConnectPay UAB (sandbox)',
    holderName: 'Greenvest loan repayments',
    reference: `RP-${1000 + id}-0`,
    sandbox: true,
  },
});

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('RepaymentDetailsModal', () => {
  it('shows the repayment IBAN and each running loan’s reference; closing it is remembered', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify({ projects: [project(8, true), project(1, false)] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const { unmount } = renderPage(<RepaymentDetailsModal viewer={viewer(true)} />);
    expect(await screen.findByText('Where to send your loan repayments')).toBeInTheDocument();
    expect(await screen.findByText('Reference: RP-1008-0')).toBeInTheDocument();
    expect(screen.queryByText('Reference: RP-1001-0')).toBeNull();
    expect(screen.getByTestId('repayment-iban')).toHaveTextContent('LT60 3500 0990 0000 0001');
    expect(urls).toEqual([DEBTOR_API.projects]);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByText('Where to send your loan repayments')).toBeNull());
    expect(window.localStorage.getItem(`${DEBTOR_REPAYMENT_POPUP_DISMISSED_KEY}:5`)).toBe('true');
    unmount();
    renderPage(<RepaymentDetailsModal viewer={viewer(true)} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Where to send your loan repayments')).toBeNull();
  });

  it('stays closed without the user-data flag', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderPage(<RepaymentDetailsModal viewer={viewer(false)} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Where to send your loan repayments')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
