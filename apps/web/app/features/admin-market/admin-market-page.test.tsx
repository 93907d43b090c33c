import type { MarketOverview } from '@platform/contract';
import { ADMIN_MARKET_ENDPOINTS } from '@platform/contract/endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { jsonResponse } from '../market-account/test-fixtures';
import { AdminMarketPage } from './admin-market-page';

const LISTING: MarketOverview['listings'][number] = {
  id: 7,
  projectId: 5,
  projectNumber: 1001,
  sellerUserId: 2,
  status: 'active',
  principal: '40.00',
  soldPrincipal: '10.00',
  premiumPercent: '-5.00',
  pausedReason: null,
  createdAt: '2026-03-02T08:00:00.000Z',
};

const OVERVIEW: MarketOverview = {
  activeListings: 1,
  activePrincipal: '40.00',
  trades: 3,
  volume: '123.45',
  fees: '1.20',
  pausedProjects: [{ projectId: 6, projectNumber: 1002, reason: 'status:DEFAULTED', pausedAt: '2026-03-01T08:00:00.000Z' }],
  listings: [LISTING, { ...LISTING, id: 6, status: 'sold', pausedReason: 'Documents under review' }],
};

function stubFetch(answers: { status: number; body: unknown }[]) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      return jsonResponse(answer.status, answer.body);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminMarketPage', () => {
  it('shows the figures, the paused projects and the latest listings', () => {
    renderPage(<AdminMarketPage locale="en" overview={OVERVIEW} />);
    expect(screen.getByTestId('admin-market-active')).toHaveTextContent('1');
    expect(screen.getByTestId('admin-market-principal')).toHaveTextContent('€40.00');
    expect(screen.getByTestId('admin-market-volume')).toHaveTextContent('€123.45');
    expect(screen.getByTestId('admin-market-fees')).toHaveTextContent('€1.20');
    expect(screen.getByTestId('admin-market-paused-6')).toHaveTextContent('the loan is in default');
    const active = screen.getByTestId('admin-market-listing-7');
    expect(active).toHaveTextContent('−5.00%');
    expect(within(active).getByRole('button', { name: 'Cancel listing #7' })).toBeInTheDocument();
    const sold = screen.getByTestId('admin-market-listing-6');
    expect(sold).toHaveTextContent('Paused: Documents under review');
    expect(within(sold).queryByRole('button')).toBeNull();
  });

  it('shows a failed load', () => {
    renderPage(<AdminMarketPage locale="en" overview={null} />);
    expect(screen.getByTestId('admin-market-error')).toHaveTextContent('could not be loaded');
  });

  it('pauses a project with a reason and shows the answered overview', async () => {
    const paused = {
      ...OVERVIEW,
      pausedProjects: [...OVERVIEW.pausedProjects, { projectId: 5, projectNumber: 1001, reason: 'Collateral check', pausedAt: '2026-03-03T08:00:00.000Z' }],
    };
    const calls = stubFetch([{ status: 200, body: paused }]);
    renderPage(<AdminMarketPage locale="en" overview={OVERVIEW} />);
    const form = screen.getByTestId('admin-market-pause');
    fireEvent.change(within(form).getByLabelText(/Reason/), { target: { value: 'ok' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Pause listings' }));
    expect(await within(form).findByText('Enter a project id (a whole number).')).toBeInTheDocument();
    expect(within(form).getByText('Write at least 3 characters.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(within(form).getByRole('textbox', { name: /Project id/ }), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText(/Reason/), { target: { value: 'Collateral check' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Pause listings' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: ADMIN_MARKET_ENDPOINTS.pause.path, body: { projectId: 5, reason: 'Collateral check' } });
    expect(await screen.findByTestId('admin-market-paused-5')).toHaveTextContent('Collateral check');
    expect(screen.getByTestId('admin-market-notice')).toHaveTextContent('The listings of project id 5 are paused.');
  });

  it('resumes a paused project after confirmation', async () => {
    const calls = stubFetch([{ status: 200, body: { ...OVERVIEW, pausedProjects: [] } }]);
    renderPage(<AdminMarketPage locale="en" overview={OVERVIEW} />);
    fireEvent.click(screen.getByRole('button', { name: 'Resume the listings of project #1002' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, resume' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: ADMIN_MARKET_ENDPOINTS.resume.path, body: { projectId: 6 } });
    expect(await screen.findByTestId('admin-market-paused-empty')).toBeInTheDocument();
    expect(screen.getByTestId('admin-market-notice')).toHaveTextContent('The listings of project #1002 are open again.');
  });

  it('cancels a listing with a reason; a refusal is shown translated', async () => {
    const calls = stubFetch([
      { status: 409, body: { code: 'MARKET_LISTING_CLOSED', message: 'x' } },
      { status: 200, body: { ...OVERVIEW, listings: [{ ...LISTING, status: 'cancelled' }] } },
    ]);
    renderPage(<AdminMarketPage locale="en" overview={OVERVIEW} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel listing #7' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the listing' }));
    expect(await within(dialog).findByText('Write at least 3 characters.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason for cancelling/), { target: { value: 'Suspected fraud' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the listing' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: ADMIN_MARKET_ENDPOINTS.cancel.path, body: { recordId: 7, reason: 'Suspected fraud' } });
    expect(await screen.findByTestId('admin-market-notice')).toHaveTextContent('This listing is no longer active.');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel listing #7' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason for cancelling/), { target: { value: 'Suspected fraud' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the listing' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('admin-market-listing-7')).toHaveTextContent('Cancelled'));
    expect(within(screen.getByTestId('admin-market-listing-7')).queryByRole('button')).toBeNull();
  });
});
