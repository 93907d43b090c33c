import { AUTOINVEST_ENDPOINTS } from '@platform/contract/endpoints';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../components/ui/test-utils';
import { renderPage } from '../auth/test-router';
import { AutoInvestPage, type AutoInvestPageProps } from './autoinvest-page';
import { ALLOWANCE, NO_ALLOWANCE, OPTIONS, PAUSED, STRATEGY, stubApi } from './test-fixtures';

const en = TRANSLATIONS.en;
const props = (over: Partial<AutoInvestPageProps> = {}): AutoInvestPageProps => ({
  locale: 'en',
  strategies: [STRATEGY, PAUSED],
  allowance: ALLOWANCE,
  options: OPTIONS,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('AutoInvestPage: strategies', () => {
  it('lists each strategy with its state, place in the fair queue, limits and criteria', () => {
    renderPage(<AutoInvestPage {...props()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Automatic investment');
    const active = screen.getByTestId('strategy-11');
    expect(within(active).getByRole('heading', { name: 'Green and steady' })).toBeInTheDocument();
    expect(screen.getByTestId('strategy-11-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('strategy-11-queue')).toHaveTextContent('Place in the queue3 of 12');
    expect(screen.getByTestId('strategy-11-amount')).toHaveTextContent('€50.00');
    expect(screen.getByTestId('strategy-11-invested')).toHaveTextContent('€350.00');
    expect(active).toHaveTextContent('Priority 1');
    const criteria = screen.getByTestId('strategy-11-criteria');
    expect(criteria).toHaveTextContent('Loan typesBusiness loan, Green loan');
    expect(criteria).toHaveTextContent('CountriesAny');
    expect(criteria).toHaveTextContent('Risk groupsA, B');
    expect(criteria).toHaveTextContent('Interest rate8.00% – 14.50%');
    expect(criteria).toHaveTextContent('Loan term6 – 36 months');
    expect(criteria).toHaveTextContent(en['autoinvest.strategy.market_yes']);

    expect(screen.getByTestId('strategy-12-status')).toHaveTextContent('Paused');
    expect(screen.getByTestId('strategy-12-queue')).toHaveTextContent('None while paused');
    expect(screen.getByTestId('strategy-12-last-empty')).toHaveTextContent(en['autoinvest.last.empty']);
    expect(within(screen.getByTestId('strategy-12')).getByRole('button', { name: 'Activate strategy Short loans' })).toBeInTheDocument();
  });

  it('shows the latest projects with the amount invested or the translated skip reason, linked to the project', () => {
    renderPage(<AutoInvestPage {...props()} />);
    const rows = within(screen.getByTestId('strategy-11-last')).getAllByTestId('strategy-outcome');
    expect(rows.map((row) => row.getAttribute('data-outcome'))).toEqual(['invested', 'queue', 'cash_to_keep', 'mandate']);
    expect(within(rows[0]!).getByRole('link', { name: '#1005 Solar park' })).toHaveAttribute('href', '/project/solar-park');
    expect(rows[0]).toHaveTextContent('Invested €50.00');
    expect(rows[1]).toHaveTextContent('Waiting: the project was over-subscribed; this strategy is at the front of the queue next time');
    expect(rows[2]).toHaveTextContent('Skipped: not enough money above the cash to keep');
    expect(rows[3]).toHaveTextContent("Skipped: outside your mandate's terms");
    expect(within(rows[3]!).getByRole('link', { name: '#1008 Hotel' })).toHaveAttribute('href', '/project/hotel');
  });

  it('translates every skip reason in every locale', () => {
    const outcomes = ['invested', 'no_match', 'mandate', 'allowance', 'cash_to_keep', 'cap', 'queue', 'other_strategy', 'not_allowed'] as const;
    for (const texts of Object.values(TRANSLATIONS)) for (const outcome of outcomes) expect(texts[`autoinvest.outcome.${outcome}`], outcome).toBeTruthy();
  });

  it('pauses a strategy and shows the answer at once', async () => {
    const calls = stubApi({ status: 200, body: { ...STRATEGY, active: false, queuePosition: null } });
    renderPage(<AutoInvestPage {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause strategy Green and steady' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/autoinvestment/strategies/11/pause' });
    expect(await screen.findByTestId('strategies-notice')).toHaveTextContent('Strategy "Green and steady" is paused.');
    expect(screen.getByTestId('strategy-11-status')).toHaveTextContent('Paused');
    expect(screen.getByTestId('strategy-11-queue')).toHaveTextContent('None while paused');
  });

  it('deletes a strategy only after confirmation; a refusal is translated', async () => {
    const calls = stubApi({ status: 404, body: { code: 'NOT_FOUND', message: 'x' } }, { status: 200, body: { status: 'SUCCESS' } });
    renderPage(<AutoInvestPage {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete strategy Short loans' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(en['autoinvest.delete.body']);
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByTestId('strategy-12-error')).toHaveTextContent(en['autoinvest.error.NOT_FOUND']);
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: AUTOINVEST_ENDPOINTS.remove.path.replace(':id', '12') });

    fireEvent.click(screen.getByRole('button', { name: 'Delete strategy Short loans' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByTestId('strategies-notice')).toHaveTextContent('Strategy "Short loans" was deleted.');
    expect(screen.queryByTestId('strategy-12')).toBeNull();
    expect(screen.getByTestId('strategy-11')).toBeInTheDocument();
  });

  it('says when nothing could be loaded, and when there are no strategies or no mandate', () => {
    const { unmount } = renderPage(<AutoInvestPage {...props({ strategies: null, allowance: null })} />);
    expect(screen.getByTestId('strategies-load-failed')).toHaveTextContent(en['autoinvest.load_failed']);
    expect(within(screen.getByTestId('mandate-load-failed')).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/account/auto-investment');
    unmount();
    renderPage(<AutoInvestPage {...props({ strategies: [], allowance: NO_ALLOWANCE })} />, { locale: 'lt' });
    expect(screen.getByTestId('strategies-empty')).toHaveTextContent(TRANSLATIONS.lt['autoinvest.strategies.empty']);
    expect(screen.getByTestId('strategies-no-mandate')).toHaveTextContent(TRANSLATIONS.lt['autoinvest.strategies.no_mandate']);
    expect(screen.getByTestId('mandate-none')).toHaveTextContent(TRANSLATIONS.lt['autoinvest.mandate.none']);
  });

  it('renders on the server (the page is server-rendered) with its figures', () => {
    const router = createMemoryRouter([{ path: '/', element: <AutoInvestPage {...props()} /> }], { initialEntries: ['/'] });
    const html = renderToString(
      <TestProviders i18n={createTestI18n('bg')}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(html).toContain(TRANSLATIONS.bg['autoinvest.title']);
    expect(html).toContain('Green and steady');
    expect(html).toContain(TRANSLATIONS.bg['autoinvest.outcome.cash_to_keep']);
    expect(html).not.toContain('autoinvest.');
  });
});
