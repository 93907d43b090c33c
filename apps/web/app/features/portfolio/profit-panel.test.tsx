import type { ProfitResponse } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/ui/test-utils';
import { ProfitPanel } from './profit-panel';

const en = TRANSLATIONS.en;

const profit = (over: Partial<ProfitResponse> = {}): ProfitResponse => ({
  period: 'all',
  loanType: 'all',
  from: null,
  to: null,
  interest: '8.00',
  lateInterest: '0.50',
  bonuses: '2.00',
  fees: '0.50',
  marketGains: '0.00',
  writeOffs: '0.00',
  netProfit: '10.00',
  ...over,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch whose answers the test hands out one by one, remembering each call's URL and signal. */
function controlledFetch() {
  const calls: { url: string; signal: AbortSignal | undefined; answer: (response: Response) => void }[] = [];
  const fetchMock = vi.fn(
    (url: string, init?: RequestInit) => new Promise<Response>((resolve) => calls.push({ url, signal: init?.signal ?? undefined, answer: resolve })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const net = () => screen.getByTestId('profit-net-value');

afterEach(() => vi.unstubAllGlobals());

async function chooseCustom() {
  await userEvent.click(screen.getByRole('radio', { name: en['portfolio.profit.period.custom'] }));
}

describe('ProfitPanel', () => {
  it('shows the all-time profit from the page without asking again', () => {
    const { fetchMock } = controlledFetch();
    renderWithProviders(<ProfitPanel locale="en" loanType="all" initial={profit()} />);
    expect(net()).toHaveTextContent('€10.00');
    expect(screen.getByTestId('profit-interest-value')).toHaveTextContent('€8.00');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a custom period only once both dates are set (spec section 5), in Vilnius Unix seconds', async () => {
    const { calls, fetchMock } = controlledFetch();
    renderWithProviders(<ProfitPanel locale="en" loanType="greenLoan" initial={profit()} />);
    await chooseCustom();
    expect(screen.getByTestId('profit-pick-dates')).toHaveTextContent(en['portfolio.profit.pick_dates']);
    fireEvent.change(screen.getByLabelText(en['portfolio.profit.from']), { target: { value: '2026-01-01' } });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(en['portfolio.profit.to']), { target: { value: '2026-01-31' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(calls[0]!.url).toBe('/api/get/user-profit-info/custom?loanType=greenLoan&fromTimestamp=1767218400&toTimestamp=1769896799');
    expect(screen.getByTestId('profit-loading')).toHaveTextContent(en['portfolio.profit.loading']);
    await act(async () =>
      calls[0]!.answer(
        json(profit({ period: 'custom', loanType: 'greenLoan', from: '2025-12-31T22:00:00.000Z', to: '2026-01-31T21:59:59.000Z', netProfit: '3.25' })),
      ),
    );
    await waitFor(() => expect(net()).toHaveTextContent('€3.25'));
    expect(screen.getByTestId('profit-range')).toHaveTextContent('1 Jan 2026 – 31 Jan 2026');

    // Clearing a date goes back to asking for both, with no call; a reversed range is refused without one too.
    fireEvent.change(screen.getByLabelText(en['portfolio.profit.from']), { target: { value: '' } });
    expect(screen.getByTestId('profit-pick-dates')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(en['portfolio.profit.from']), { target: { value: '2026-02-15' } });
    expect(screen.getByText(en['portfolio.profit.date_order'])).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('aborts the request in flight when a new one starts, and never shows its late answer', async () => {
    const { calls } = controlledFetch();
    renderWithProviders(<ProfitPanel locale="en" loanType="all" initial={profit()} />);
    await chooseCustom();
    fireEvent.change(screen.getByLabelText(en['portfolio.profit.from']), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText(en['portfolio.profit.to']), { target: { value: '2026-01-31' } });
    expect(calls).toHaveLength(1);
    const first = calls[0]!;
    expect(first.signal?.aborted).toBe(false);

    // A second range before the first answer: the first request's signal is aborted as the second starts.
    fireEvent.change(screen.getByLabelText(en['portfolio.profit.to']), { target: { value: '2026-02-28' } });
    expect(calls).toHaveLength(2);
    const second = calls[1]!;
    expect(first.signal?.aborted).toBe(true);
    expect(second.signal?.aborted).toBe(false);
    expect(second.url).toContain('toTimestamp=1772315999');

    // The first (stale) answer arrives anyway — a server that ignores the abort: it is not shown.
    await act(async () => first.answer(json(profit({ period: 'custom', netProfit: '111.11' }))));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('€111.11')).toBeNull();
    expect(screen.getByTestId('profit-loading')).toBeInTheDocument();

    await act(async () => second.answer(json(profit({ period: 'custom', netProfit: '222.22' }))));
    await waitFor(() => expect(net()).toHaveTextContent('€222.22'));
    expect(screen.queryByText('€111.11')).toBeNull();
  });

  it('keeps the newer answer when the aborted one comes after it, and switching period aborts too', async () => {
    const { calls } = controlledFetch();
    renderWithProviders(<ProfitPanel locale="en" loanType="default" initial={profit()} />);
    await userEvent.click(screen.getByRole('radio', { name: en['portfolio.profit.period.this-month'] }));
    expect(calls[0]!.url).toBe('/api/get/user-profit-info/this-month?loanType=default');
    await userEvent.click(screen.getByRole('radio', { name: en['portfolio.profit.period.all'] }));
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(calls[1]!.url).toBe('/api/get/user-profit-info/all?loanType=default');
    await act(async () => calls[1]!.answer(json(profit({ netProfit: '40.00' }))));
    await waitFor(() => expect(net()).toHaveTextContent('€40.00'));
    await act(async () => calls[0]!.answer(json(profit({ period: 'this-month', netProfit: '5.00' }))));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(net()).toHaveTextContent('€40.00');
  });

  it('says so when the profit could not be loaded', async () => {
    const { calls } = controlledFetch();
    renderWithProviders(<ProfitPanel locale="lt" loanType="all" initial={profit()} />, { locale: 'lt' });
    await userEvent.click(screen.getByRole('radio', { name: TRANSLATIONS.lt['portfolio.profit.period.this-month'] }));
    await act(async () => calls[0]!.answer(json({ code: 'INTERNAL', message: 'x' }, 500)));
    await waitFor(() => expect(screen.getByTestId('profit-failed')).toHaveTextContent(TRANSLATIONS.lt['portfolio.profit.failed']));
  });
});
