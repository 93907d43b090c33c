import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestI18n, TestProviders } from '../../components/ui/test-utils';
import { renderPage } from '../auth/test-router';
import { DEFAULT_SELECTION, readPortfolioSelection } from './portfolio-query';
import { PortfolioPage, type PortfolioPageProps } from './portfolio-page';
import { emptyPortfolioAnswer, inflowAnswer, portfolioAnswer, profitAnswer, statsAnswer } from './test-fixtures';

const en = TRANSLATIONS.en;

const props = (over: Partial<PortfolioPageProps> = {}): PortfolioPageProps => ({
  locale: 'en',
  selection: DEFAULT_SELECTION,
  countries: [
    { code: 'LT', title: 'Lithuania' },
    { code: 'LV', title: 'Latvia' },
  ],
  portfolio: portfolioAnswer(),
  profit: profitAnswer(),
  inflow: { kind: 'ok', data: inflowAnswer() },
  stats: statsAnswer(),
  ...over,
});

describe('PortfolioPage', () => {
  it('shows the totals, the last payment, the net annual return and the next payments', () => {
    renderPage(<PortfolioPage {...props()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en['portfolio.title']);
    expect(screen.getByTestId('total-invested-value')).toHaveTextContent('€1,500.00');
    expect(screen.getByTestId('total-outstanding-value')).toHaveTextContent('€1,200.00');
    expect(screen.getByTestId('total-received-principal-value')).toHaveTextContent('€300.00');
    expect(screen.getByTestId('total-interest-value')).toHaveTextContent('€45.50');
    expect(screen.getByTestId('total-late-interest-value')).toHaveTextContent('€1.25');
    expect(screen.getByTestId('total-late-value')).toHaveTextContent('€80.00');
    expect(screen.getByTestId('total-written-off-value')).toHaveTextContent('€0.00');
    expect(screen.getByTestId('total-return-value')).toHaveTextContent('11.25%');
    expect(screen.getByTestId('last-payment')).toHaveTextContent('1 Mar 2026');
    const next = within(screen.getByTestId('next-payments')).getAllByTestId('next-payment');
    expect(next).toHaveLength(1);
    expect(next[0]).toHaveTextContent('15 Apr 2026');
    expect(within(next[0]!).getByTestId('next-payment-total')).toHaveTextContent('€62.34');
    expect(within(next[0]!).getByRole('link', { name: 'Project #1001' })).toHaveAttribute('href', '/project/solar-park');
  });

  it('draws each chart as a named image with its figures beside it or in a table', async () => {
    renderPage(<PortfolioPage {...props()} />);
    for (const name of [
      'portfolio.buckets.chart',
      'portfolio.mix.ratings.chart',
      'portfolio.mix.countries.chart',
      'portfolio.mix.loan_types.chart',
      'portfolio.inflow.chart',
      'portfolio.stats.by_status_chart',
      'portfolio.stats.by_month_chart',
    ]) {
      expect(screen.getByRole('img', { name: en[name] })).toBeInTheDocument();
    }
    // Mounted in the browser: the chart replaces the sized placeholder.
    await waitFor(() => expect(screen.getByTestId('buckets-chart')).toHaveAttribute('data-chart-ready', 'true'));
    const buckets = within(screen.getByTestId('buckets-chart-table'));
    expect(buckets.getByRole('rowheader', { name: en['portfolio.bucket.late_1_15'] }).closest('tr')).toHaveTextContent('1€200.00');
    expect(buckets.getAllByRole('row')).toHaveLength(11);
    // The donuts' legends carry names, amounts and shares; countries by their reference-data title.
    const countries = within(screen.getByTestId('countries-chart-legend'));
    expect(countries.getAllByTestId('chart-legend-item')[0]).toHaveTextContent('Lithuania€900.00 · 75%');
    expect(within(screen.getByTestId('ratings-chart-legend')).getAllByTestId('chart-legend-item')[1]).toHaveTextContent('Risk group B');
    expect(within(screen.getByTestId('loan-types-chart-legend')).getAllByTestId('chart-legend-item')[1]).toHaveTextContent(en['portfolio.loan_type.greenLoan']);
    const inflow = within(screen.getByTestId('inflow-chart-table'));
    expect(inflow.getByRole('rowheader', { name: '2026-03' }).closest('tr')).toHaveTextContent('€61.50€0.00');
    expect(screen.getByTestId('stats-total')).toHaveTextContent('3 investments, €1,500.00');
    expect(within(screen.getByTestId('stats-status-chart-table')).getByRole('rowheader', { name: en['investing.status.active'] })).toBeVisible();
  });

  it('keeps loan type and country in the URL: links for the loan types, a GET form for the country', () => {
    const selection = readPortfolioSelection(new URLSearchParams('loanType=greenLoan&country=LT&inflow=custom&inflowFrom=2025-01&inflowTo=2025-06'));
    renderPage(<PortfolioPage {...props({ selection })} />);
    const current = screen.getByTestId('loan-type-greenLoan');
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('loan-type-all')).toHaveAttribute('href', '/account/portfolio?country=LT&inflow=custom&inflowFrom=2025-01&inflowTo=2025-06');
    expect(screen.getByTestId('loan-type-default')).toHaveAttribute(
      'href',
      '/account/portfolio?loanType=default&country=LT&inflow=custom&inflowFrom=2025-01&inflowTo=2025-06',
    );
    const select = screen.getByLabelText(en['portfolio.filter.country']);
    expect(select).toHaveValue('LT');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([en['portfolio.filter.country_all'], 'Lithuania', 'Latvia']);
    const form = select.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form.querySelector('input[name="loanType"]')).toHaveValue('greenLoan');
    expect(form.querySelector('input[name="inflowFrom"]')).toHaveValue('2025-01');
    // The inflow form keeps the selection and shows the months chosen.
    const inflowForm = screen.getByTestId('inflow-form');
    expect(inflowForm.querySelector('input[name="country"]')).toHaveValue('LT');
    expect(within(inflowForm).getByLabelText(en['portfolio.inflow.start'])).toHaveValue('2025-01');
    expect(within(inflowForm).getByLabelText(en['portfolio.inflow.range.custom'])).toBeChecked();
  });

  it('offers the months of the schedules for a custom inflow range, and says when a range is not usable', () => {
    const { unmount } = renderPage(<PortfolioPage {...props()} />);
    expect(screen.getByLabelText(en['portfolio.inflow.start'])).toHaveValue('2025-10');
    expect(screen.getByLabelText(en['portfolio.inflow.end'])).toHaveValue('2027-06');
    expect(screen.getByLabelText(en['portfolio.inflow.range.default'])).toBeChecked();
    unmount();
    renderPage(<PortfolioPage {...props({ inflow: { kind: 'invalid' }, stats: null })} />);
    expect(screen.getByTestId('inflow-invalid')).toHaveTextContent(en['portfolio.inflow.invalid']);
    expect(screen.getByTestId('stats-failed')).toHaveTextContent(en['portfolio.stats.failed']);
  });

  it('says when the portfolio could not be loaded, with a retry that keeps the selection', () => {
    const selection = readPortfolioSelection(new URLSearchParams('loanType=default'));
    renderPage(<PortfolioPage {...props({ locale: 'lt', selection, portfolio: null })} />, { locale: 'lt' });
    const alert = screen.getByTestId('portfolio-failed');
    expect(alert).toHaveTextContent(TRANSLATIONS.lt['portfolio.load_failed']);
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/lt/paskyra/portfelis?loanType=default');
  });

  it('invites a new investor to browse projects', () => {
    renderPage(<PortfolioPage {...props({ portfolio: emptyPortfolioAnswer() })} />);
    const empty = screen.getByTestId('portfolio-empty');
    expect(empty).toHaveTextContent(en['portfolio.home.empty.title']);
    expect(within(empty).getByRole('link', { name: en['portfolio.home.empty.cta'] })).toHaveAttribute('href', '/projects/1');
    expect(screen.queryByTestId('portfolio-totals')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('renders sized chart placeholders on the server, so hydration matches and nothing jumps', () => {
    const router = createMemoryRouter([{ path: '/', element: <PortfolioPage {...props()} /> }], { initialEntries: ['/'] });
    const html = renderToString(
      <TestProviders i18n={createTestI18n('en')}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(html).toContain('data-chart-ready="false"');
    expect(html).not.toContain('recharts');
    expect(html).toContain('€1,500.00');
  });
});
