import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { StatisticsPage } from './statistics-page';
import { MONEY_IN_OUT, NO_LOANS, STATISTICS } from './test-fixtures';

const en = TRANSLATIONS.en;
const lt = TRANSLATIONS.lt;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
// Locales group digits with no-break spaces: compared as plain ones.
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => (cell.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ')));

// jsdom lays nothing out: recharts measures its container with getBoundingClientRect, so give every box a size.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 600,
    bottom: 300,
    width: 600,
    height: 300,
    toJSON: () => ({}),
  });
});
afterEach(() => vi.restoreAllMocks());

describe('StatisticsPage', () => {
  it('shows the key figures, the repayment states and their shares', () => {
    renderPage(<StatisticsPage locale="en" statistics={STATISTICS} moneyInOut={MONEY_IN_OUT} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en['statistics.title']);
    expect(screen.getByTestId('statistics-generated-at')).toHaveTextContent('5 Mar 2026, 14:05 EET');
    const value = (key: string) => within(screen.getByTestId(`statistics-total-${key}`)).getByTestId('statistics-total-value');
    expect(value('funded_volume')).toHaveTextContent('€1,234,567.89');
    expect(value('projects')).toHaveTextContent('1,250');
    expect(value('investors')).toHaveTextContent('4,321');
    expect(value('average_interest_rate')).toHaveTextContent('11.25%');
    expect(value('average_term')).toHaveTextContent('14.5 months');
    const late = screen.getByTestId('statistics-status-late');
    expect(late).toHaveTextContent(en['statistics.status.late']);
    expect(within(late).getByTestId('statistics-status-amount')).toHaveTextContent('€24,567.89');
    expect(within(late).getByTestId('statistics-status-share')).toHaveTextContent(fill(en['statistics.status.share'], { share: '1.99%' }));
  });

  it('gives each chart a name and its figures as text and tables', async () => {
    renderPage(<StatisticsPage locale="en" statistics={STATISTICS} moneyInOut={MONEY_IN_OUT} />);
    for (const name of [
      en['statistics.by_month.title'],
      en['statistics.by_loan_type.title'],
      en['statistics.by_country.title'],
      en['statistics.money.title'],
    ]) {
      expect(screen.getByRole('figure', { name })).toBeInTheDocument();
    }
    expect(rowTexts(screen.getByTestId('statistics-by-month-table'))).toEqual([
      [en['statistics.column.month'], en['statistics.column.funded_volume'], en['statistics.column.projects']],
      ['Jan 2026', '€400,000.00', '400'],
      ['Feb 2026', '€834,567.89', '850'],
    ]);
    // Shares by largest remainder add up to 100 %; an unknown country code is shown as it is.
    expect(rowTexts(screen.getByTestId('statistics-by-country-table')).slice(1)).toEqual([
      ['Lithuania', '€900,000.00', '900', '72.90%'],
      ['Latvia', '€334,567.89', '349', '27.10%'],
      ['XX', '€0.00', '1', '0.00%'],
    ]);
    expect(screen.getByTestId('statistics-by-loan-type-legend')).toHaveTextContent(en['statistics.loan_type.greenLoan']);
    expect(screen.getByTestId('statistics-by-loan-type-legend')).toHaveTextContent('€234,567.89 · 19.00%');
    expect(screen.getByTestId('statistics-money-total-in')).toHaveTextContent('€75,000.00');
    expect(screen.getByTestId('statistics-money-total-out')).toHaveTextContent('€1,000.50');
    expect(rowTexts(screen.getByTestId('statistics-money-table'))[1]).toEqual(['Jan 2026', '€50,000.00', '€1,000.50']);

    // The tables sit behind a native disclosure (keyboard and no-JavaScript friendly).
    const summary = within(screen.getByTestId('statistics-money')).getByText(en['statistics.show_table']);
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(summary);
    await waitFor(() => expect(summary.closest('details')).toHaveAttribute('open'));
  });

  it('draws the charts only after mount, in place of a placeholder of the same height', async () => {
    renderPage(<StatisticsPage locale="en" statistics={STATISTICS} moneyInOut={MONEY_IN_OUT} />);
    const areas = screen.getAllByTestId('chart-area');
    expect(areas).toHaveLength(4);
    expect(areas[0]).toHaveStyle({ minHeight: '300px' });
    // The lazy chart module replaces every placeholder once it has loaded; each SVG carries the chart's name.
    await waitFor(() => expect(screen.queryAllByTestId('chart-placeholder')).toHaveLength(0), { timeout: 5_000 });
    await waitFor(() => expect(document.querySelectorAll('[data-testid="chart-area"] svg.recharts-surface')).toHaveLength(4));
    const names = Array.from(document.querySelectorAll('[data-testid="chart-area"] svg.recharts-surface > title'), (title) => title.textContent);
    expect(names).toEqual([
      en['statistics.by_month.title'],
      en['statistics.by_loan_type.title'],
      en['statistics.by_country.title'],
      en['statistics.money.title'],
    ]);
  });

  it('lists the default rates of the last 36 months with the CSV download', () => {
    renderPage(<StatisticsPage locale="en" statistics={STATISTICS} moneyInOut={MONEY_IN_OUT} />);
    const section = screen.getByRole('region', { name: en['statistics.default_rates.title'] });
    expect(section).toHaveTextContent(fill(en['statistics.default_rates.intro'], { from: 'Apr 2023', to: 'Mar 2026' }));
    const table = within(section).getByRole('table', { name: fill(en['statistics.default_rates.caption'], { from: 'Apr 2023', to: 'Mar 2026' }) });
    expect(rowTexts(table)).toEqual([
      [
        en['statistics.default_rates.column.risk_group'],
        en['statistics.default_rates.column.loans'],
        en['statistics.default_rates.column.defaulted'],
        en['statistics.default_rates.column.expected'],
        'Apr 2023 – Mar 2024',
        'Apr 2024 – Mar 2025',
        'Apr 2025 – Mar 2026',
        en['statistics.default_rates.column.actual'],
      ],
      ['A+', '120', '0', '0.50%', '0.00% (0/40)', '0.00% (0/60)', '0.00% (0/80)', '0.00%'],
      ['B', '80', '4', '3.00%', '5.00% (1/20)', '2.50% (1/40)', '4.00% (2/50)', '3.83%'],
    ]);
    const csv = within(section).getByRole('link', { name: en['statistics.default_rates.download'] });
    expect(csv).toHaveAttribute('href', '/api/get/statisticsv3/default-rates.csv');
    expect(csv).toHaveAttribute('download');
  });

  it('says so when no loan has been paid out yet', () => {
    renderPage(<StatisticsPage locale="en" statistics={NO_LOANS} moneyInOut={{ byMonth: [], totals: { moneyIn: '0.00', moneyOut: '0.00' } }} />);
    expect(screen.getByTestId('statistics-empty')).toHaveTextContent(en['statistics.empty.title']);
    expect(screen.queryByTestId('statistics-total-funded_volume')).toBeNull();
    expect(screen.queryAllByTestId('chart-area')).toHaveLength(0);
    expect(screen.getByTestId('statistics-money-empty')).toHaveTextContent(en['statistics.money.empty']);
    expect(screen.getByTestId('statistics-default-rates-empty')).toHaveTextContent(en['statistics.default_rates.empty']);
  });

  it('offers a retry when the statistics could not be loaded, and keeps what did load', () => {
    const first = renderPage(<StatisticsPage locale="lt" statistics={null} moneyInOut={MONEY_IN_OUT} />, { locale: 'lt' });
    const alert = screen.getByTestId('statistics-error');
    expect(alert).toHaveTextContent(lt['statistics.error']);
    expect(within(alert).getByRole('link', { name: lt['statistics.retry'] })).toHaveAttribute('href', '/lt/statistika');
    expect(screen.queryByTestId('statistics-default-rates')).toBeNull();
    expect(rowTexts(screen.getByTestId('statistics-money-table'))[1]).toEqual(['2026-01', '50 000,00 €', '1 000,50 €']);
    first.unmount();

    renderPage(<StatisticsPage locale="en" statistics={STATISTICS} moneyInOut={null} />);
    expect(screen.getByTestId('statistics-money-error')).toHaveTextContent(en['statistics.money.error']);
    expect(screen.getByTestId('statistics-total-projects')).toBeInTheDocument();
  });

  it('marks the page busy while a navigation loads', () => {
    renderPage(<StatisticsPage locale="en" statistics={STATISTICS} moneyInOut={MONEY_IN_OUT} isLoading />);
    expect(screen.getByTestId('statistics-page')).toHaveAttribute('aria-busy', 'true');
  });
});
