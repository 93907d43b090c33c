import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { AutoInvestPage } from './autoinvest-page';
import { cumulativeMonths, monthsBetween } from './backtest-chart';
import { ALLOWANCE, BACKTEST, OPTIONS, stubApi } from './test-fixtures';

const en = TRANSLATIONS.en;

afterEach(() => vi.unstubAllGlobals());

function openNewForm() {
  renderPage(<AutoInvestPage locale="en" strategies={[]} allowance={ALLOWANCE} options={OPTIONS} />);
  fireEvent.click(screen.getByTestId('strategy-new'));
  return screen.getByTestId('strategy-form');
}

function fillCriteria(form: HTMLElement) {
  fireEvent.change(within(form).getByLabelText(/^Lowest interest rate/), { target: { value: '5' } });
  fireEvent.change(within(form).getByLabelText(/^Highest interest rate/), { target: { value: '12' } });
  fireEvent.change(within(form).getByLabelText(/^Shortest term/), { target: { value: '6' } });
  fireEvent.change(within(form).getByLabelText(/^Longest term/), { target: { value: '24' } });
  fireEvent.change(within(form).getByLabelText(/^Amount per project/), { target: { value: '100' } });
}

describe('Backtest', () => {
  it('adds the months up over the whole window: running sums of invested, interest and at risk', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(cumulativeMonths(BACKTEST).map((m) => [m.month, m.invested, m.interest, m.atRisk])).toEqual([
      ['2025-09', 0, 0, 0],
      ['2025-10', 10_000, 150, 0],
      ['2025-11', 10_000, 150, 0],
      ['2025-12', 25_000, 375, 4_000],
      ['2026-01', 30_000, 450, 4_000],
      ['2026-02', 30_000, 450, 4_000],
    ]);
  });

  it('runs on the drafted fields before saving and draws the cumulative chart with its figures and totals', async () => {
    const calls = stubApi({ status: 200, body: BACKTEST });
    const form = openNewForm();
    fillCriteria(form);
    const backtest = within(form).getByTestId('backtest');
    fireEvent.change(within(backtest).getByLabelText('Period'), { target: { value: '6' } });
    fireEvent.click(within(backtest).getByText('Run the backtest'));
    await waitFor(() => expect(calls).toHaveLength(1));
    // No name yet: the backtest does not need one; nothing was saved.
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/autoinvestment/backtest',
      body: {
        loanTypes: [1, 2],
        countries: [],
        riskGroups: [],
        interestMin: '5.00',
        interestMax: '12.00',
        termMin: 6,
        termMax: 24,
        amountPerProject: '100.00',
        maxShareOfProject: '20.00',
        totalCap: null,
        cashToKeep: '0.00',
        includeMarket: false,
        active: true,
        priority: 1,
        months: 6,
      },
    });

    const chart = await within(backtest).findByRole('img', { name: en['autoinvest.backtest.chart'] });
    await waitFor(() => expect(chart).toHaveAttribute('data-chart-ready', 'true'));
    expect(chart.querySelector('.mantine-CompositeChart-root')).not.toBeNull();
    const table = within(within(backtest).getByTestId('backtest-chart-table'));
    expect(table.getByRole('rowheader', { name: 'Oct 2025' }).closest('tr')).toHaveTextContent('€100.00€1.50€0.00');
    expect(table.getByRole('rowheader', { name: 'Dec 2025' }).closest('tr')).toHaveTextContent('€250.00€3.75€40.00');
    expect(table.getByRole('rowheader', { name: 'Jan 2026' }).closest('tr')).toHaveTextContent('€300.00€4.50€40.00');
    expect(table.getByRole('rowheader', { name: 'Nov 2025' }).closest('tr')).toHaveTextContent('€100.00€1.50€0.00');
    expect(table.getAllByRole('row')).toHaveLength(7);

    expect(within(backtest).getByText('From 1 Sep 2025 to 28 Feb 2026')).toBeInTheDocument();
    expect(within(backtest).getByTestId('backtest-total-projects')).toHaveTextContent('6');
    expect(within(backtest).getByTestId('backtest-total-invested')).toHaveTextContent('€300.00');
    expect(within(backtest).getByTestId('backtest-total-interest')).toHaveTextContent('€4.50');
    expect(within(backtest).getByTestId('backtest-total-defaulted')).toHaveTextContent('1');
    expect(within(backtest).getByTestId('backtest-total-at-risk')).toHaveTextContent('€40.00');
    expect(backtest).toHaveTextContent(en['autoinvest.backtest.disclaimer']);
    expect(screen.queryByTestId('strategies-notice')).toBeNull();
  });

  it('checks the draft first: an incomplete one shows its field errors and calls nothing', () => {
    const calls = stubApi({ status: 200, body: BACKTEST });
    const form = openNewForm();
    const backtest = within(form).getByTestId('backtest');
    fireEvent.click(within(backtest).getByText('Run the backtest'));
    expect(within(backtest).getByTestId('backtest-error')).toHaveTextContent(en['autoinvest.form.fix_errors']);
    expect(within(form).getByLabelText(/^Amount per project/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('says when no past project matched', async () => {
    stubApi({ status: 200, body: { ...BACKTEST, months: [], totals: { projects: 0, invested: '0.00', interest: '0.00', defaulted: 0, atRisk: '0.00' } } });
    const form = openNewForm();
    fillCriteria(form);
    fireEvent.click(within(form).getByText('Run the backtest'));
    expect(await within(form).findByTestId('backtest-empty')).toHaveTextContent(en['autoinvest.backtest.empty']);
    expect(within(form).queryByRole('img', { name: en['autoinvest.backtest.chart'] })).toBeNull();
  });
});
