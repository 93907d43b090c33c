import { INVESTING_API, type DetailedInvestment } from '@platform/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../components/ui/test-utils';
import { renderPage } from '../auth/test-router';
import { InvestmentPage } from './investment-page';
import { InvestmentsPage } from './investments-page';

const INVESTMENT: DetailedInvestment = {
  id: 42,
  projectId: 5,
  projectNumber: 1001,
  projectTitle: 'Solar park',
  projectSlug: 'solar-park-utena',
  projectStatus: 'GATHERING',
  amount: '50.00',
  outstanding: '50.00',
  status: 'reflection',
  reflectionEndsAt: '2026-03-06T22:00:00.000Z',
  createdAt: '2026-03-02T08:00:00.000Z',
  interestRate: '10.50',
  termMonths: 24,
  repaymentMethod: 'ANNUITY',
  revokedAt: null,
  largeAmountAcknowledged: false,
  kiisVersion: null,
  canRevoke: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('InvestmentPage', () => {
  it('revokes after confirmation, with an Idempotency-Key', async () => {
    const calls: { url: string; key: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push({ url, key: new Headers(init.headers).get('idempotency-key') });
        return new Response(JSON.stringify({ investmentId: 42, status: 'revoked' }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderPage(<InvestmentPage locale="en" investment={INVESTMENT} schedule={[]} />);
    expect(screen.getByTestId('schedule-empty')).toHaveTextContent('appears when the loan is disbursed');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke investment' }));
    expect(await screen.findByText('€50.00 returns to your wallet at once, free of charge.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByTestId('revoked')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(INVESTING_API.revoke(42));
    expect(calls[0]!.key).toMatch(/.{8,}/);
  });

  it('keeps the confirmation after the page revalidates and the investment can no longer be revoked', async () => {
    let revoked = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        revoked = true;
        return new Response(JSON.stringify({ investmentId: 42, status: 'revoked' }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    function Page() {
      const investment = useLoaderData() as DetailedInvestment;
      return <InvestmentPage locale="en" investment={investment} schedule={[]} />;
    }
    const router = createMemoryRouter([
      { path: '/', element: <Page />, loader: () => (revoked ? { ...INVESTMENT, status: 'revoked', canRevoke: false } : INVESTMENT) },
    ]);
    render(
      <TestProviders i18n={createTestI18n('en')}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke investment' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByTestId('revoked')).toBeInTheDocument();
    // The loader ran again: the badge says revoked, and the confirmation is still there.
    await waitFor(() => expect(screen.getAllByText('Revoked').length).toBeGreaterThan(0));
    expect(screen.getByTestId('revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke investment' })).toBeNull();
  });

  it('shows the schedule and no Revoke once the period is over', () => {
    renderPage(
      <InvestmentPage
        locale="en"
        investment={{ ...INVESTMENT, status: 'active', canRevoke: false }}
        schedule={[
          {
            installment: 1,
            dueDate: '2026-05-01',
            principal: '2.00',
            interest: '0.44',
            paidPrincipal: '2.00',
            paidInterest: '0.44',
            paidLateInterest: '0.00',
            status: 'paid',
            paidAt: null,
          },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Revoke investment' })).toBeNull();
    expect(screen.getByTestId('investment-schedule')).toHaveTextContent('€2.44');
  });

  it('shows an error when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ code: 'REFLECTION_OVER', message: 'x' }), { status: 409, headers: { 'content-type': 'application/json' } }),
      ),
    );
    renderPage(<InvestmentPage locale="en" investment={INVESTMENT} schedule={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke investment' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('reflection period is over'));
  });
});

describe('InvestmentsPage', () => {
  it('lists holdings with links to their page, and an empty state', () => {
    const { unmount } = renderPage(<InvestmentsPage locale="en" investments={[INVESTMENT]} />);
    expect(screen.getByRole('link', { name: '#1001 Solar park' })).toHaveAttribute('href', '/account/investments/42');
    expect(screen.getByTestId('investment-42')).toHaveTextContent('Reflection period');
    unmount();
    renderPage(<InvestmentsPage locale="lt" investments={[]} />, { locale: 'lt' });
    expect(screen.getByText('Dar neturite investicijų.')).toBeInTheDocument();
  });
});
