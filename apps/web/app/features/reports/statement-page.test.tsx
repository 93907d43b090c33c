import type { Locale, Statement } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../components/ui/test-utils';
import { renderPage } from '../auth/test-router';
import type { StatementLoaderData, StatementResult } from './reports.server';
import { StatementPage } from './statement-page';
import { readPeriod, type StatementPeriod } from './statement-period';
import { manyLines, STATEMENT } from './test-fixtures';

const en = TRANSLATIONS.en;
const MARCH: StatementPeriod = { from: '2026-03-01', to: '2026-03-31' };
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

function renderStatement({
  result,
  period = MARCH,
  today = '2026-04-15',
  locale = 'en',
}: {
  result: StatementResult;
  period?: StatementPeriod;
  today?: string;
  locale?: Locale;
}) {
  return renderPage(<StatementPage locale={locale} today={today} period={period} result={result} />, { locale });
}

const ok = (over: Partial<Statement> = {}): StatementResult => ({ kind: 'ok', statement: { ...STATEMENT, ...over } });

afterEach(() => vi.unstubAllGlobals());

describe('StatementPage', () => {
  it('shows the summary, the check that it adds up, and every line with type, signed amount and balance', () => {
    renderStatement({ result: ok() });
    expect(screen.getByTestId('statement-heading')).toHaveTextContent('Statement for 1 Mar 2026 – 31 Mar 2026');
    expect(screen.getByTestId('statement-opening-value')).toHaveTextContent('€500.00');
    expect(screen.getByTestId('statement-opening')).toHaveTextContent('At the start of 1 Mar 2026');
    expect(screen.getByTestId('statement-in-value')).toHaveTextContent('€1,000.00');
    expect(screen.getByTestId('statement-out-value')).toHaveTextContent('€350.00');
    expect(screen.getByTestId('statement-closing-value')).toHaveTextContent('€1,150.00');
    expect(screen.getByTestId('statement-closing')).toHaveTextContent('At the end of 31 Mar 2026');
    expect(screen.getByTestId('statement-held-value')).toHaveTextContent('€200.00');
    expect(screen.getByTestId('statement-held')).toHaveTextContent(en['reports.summary.held_hint']);

    const check = screen.getByTestId('statement-check');
    expect(check).toHaveAttribute('data-balanced', 'true');
    expect(check).toHaveTextContent('€500.00 + €1,000.00 − €350.00 = €1,150.00');
    expect(check).toHaveTextContent(en['reports.summary.check_ok']);

    // 1,000 in and 350 out: 74 % and 26 % of the money moved.
    expect(screen.getByRole('group', { name: en['reports.summary.bar_label'] })).toBeInTheDocument();
    expect(screen.getByLabelText('Money in: 74%')).toHaveAttribute('aria-valuenow', '74');
    expect(screen.getByLabelText('Money out: 26%')).toHaveAttribute('aria-valuenow', '26');

    const rows = within(screen.getByTestId('statement-table')).getAllByTestId('statement-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(en['transactions.type.deposit']);
    expect(rows[0]).toHaveTextContent('Reference: PAY-1');
    expect(within(rows[0]).getByTestId('statement-amount')).toHaveTextContent('+€1,000.00');
    expect(within(rows[0]).getByTestId('statement-balance')).toHaveTextContent('€1,500.00');
    expect(rows[1]).toHaveTextContent(en['transactions.type.investment']);
    expect(within(rows[1]).getByTestId('statement-amount')).toHaveTextContent('-€300.00');
    expect(within(rows[1]).getByTestId('statement-amount')).not.toHaveTextContent('+');
    expect(rows[2]).toHaveTextContent('Wallet: lemonway');
    expect(within(screen.getByTestId('statement-cards')).getAllByTestId('statement-card')).toHaveLength(3);
    expect(screen.getByTestId('statement-lines-count')).toHaveTextContent('Movements: 3');
    expect(screen.queryByTestId('statement-pagination')).toBeNull();
  });

  it('takes money out as an amount whichever sign it comes with, and warns when the figures do not add up', () => {
    const { unmount } = renderStatement({ result: ok({ totalOut: '-350.00' }) });
    expect(screen.getByTestId('statement-out-value')).toHaveTextContent('€350.00');
    expect(screen.getByTestId('statement-check')).toHaveAttribute('data-balanced', 'true');
    unmount();
    renderStatement({ result: ok({ closing: '1150.01' }) });
    const check = screen.getByTestId('statement-check');
    expect(check).toHaveAttribute('data-balanced', 'false');
    expect(check).toHaveAttribute('role', 'alert');
    expect(check).toHaveTextContent(en['reports.summary.check_failed']);
    expect(check).not.toHaveTextContent(en['reports.summary.check_ok']);
  });

  it('says so when no money moved in the period, and still offers the files', () => {
    renderStatement({ result: ok({ lines: [], totalIn: '0.00', totalOut: '0.00', closing: '500.00', heldAtClose: '0.00' }) });
    expect(screen.getByTestId('statement-empty')).toHaveTextContent(en['reports.lines.empty']);
    expect(screen.queryByTestId('statement-table')).toBeNull();
    expect(screen.queryByTestId('statement-bar')).toBeNull();
    expect(screen.getByTestId('statement-check')).toHaveAttribute('data-balanced', 'true');
    expect(screen.getByTestId('statement-download-pdf')).toBeInTheDocument();
  });

  it('pages through a long period 50 lines at a time', async () => {
    renderStatement({ result: ok({ lines: manyLines(120) }) });
    const table = screen.getByTestId('statement-table');
    expect(within(table).getAllByTestId('statement-row')).toHaveLength(50);
    expect(within(table).getAllByTestId('statement-row')[0]).toHaveTextContent('Line 1');
    expect(screen.getByTestId('statement-range')).toHaveTextContent('Showing 1–50 of 120');
    expect(screen.getByTestId('statement-lines-count')).toHaveTextContent('Movements: 120');

    const pager = screen.getByTestId('statement-pagination');
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(within(table).getAllByTestId('statement-row')).toHaveLength(20);
    expect(within(table).getAllByTestId('statement-row')[0]).toHaveTextContent('Line 101');
    expect(screen.getByTestId('statement-range')).toHaveTextContent('Showing 101–120 of 120');
    expect(within(screen.getByTestId('statement-cards')).getAllByTestId('statement-card')).toHaveLength(20);

    // The pager works from the keyboard too.
    within(pager).getByRole('button', { name: en['pagination.previous'] }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('statement-range')).toHaveTextContent('Showing 51–100 of 120');
  });

  it('marks the refused field with its reason and shows no statement', () => {
    const { unmount } = renderStatement({
      period: { from: '2026-03-31', to: '2026-03-01' },
      result: { kind: 'invalid', errors: { to: 'reports.error.to_before_from' } },
    });
    expect(screen.getByTestId('statement-invalid')).toHaveTextContent(en['reports.invalid']);
    const to = screen.getByLabelText(en['reports.period.to']);
    expect(to).toHaveValue('2026-03-01');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(en['reports.error.to_before_from']);
    expect(screen.getByLabelText(en['reports.period.from'])).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('statement')).toBeNull();
    expect(screen.queryByTestId('statement-download-pdf')).toBeNull();
    unmount();
    renderStatement({ period: { from: '2010-01-01', to: '2026-03-01' }, result: { kind: 'invalid', errors: { from: 'reports.error.period_too_long' } } });
    expect(screen.getByLabelText(en['reports.period.from'])).toHaveAccessibleDescription(en['reports.error.period_too_long']);
  });

  it('offers a retry of the same period when the statement could not be loaded', () => {
    renderStatement({ locale: 'lt', result: { kind: 'error' } });
    const alert = screen.getByTestId('statement-error');
    expect(alert).toHaveTextContent(TRANSLATIONS.lt['reports.load_error']);
    expect(within(alert).getByRole('link', { name: TRANSLATIONS.lt['reports.retry'] })).toHaveAttribute(
      'href',
      '/lt/paskyra/ataskaitos?from=2026-03-01&to=2026-03-31',
    );
    expect(screen.queryByTestId('statement')).toBeNull();
  });

  it('links each file to the period shown, in the language of the page', () => {
    renderStatement({ locale: 'pl', result: ok() });
    const files = within(screen.getByRole('group', { name: TRANSLATIONS.pl['reports.download.label'] }));
    expect(files.getByRole('link', { name: TRANSLATIONS.pl['reports.download.pdf'] })).toHaveAttribute(
      'href',
      '/api/get/reports/statement.pdf?from=2026-03-01&to=2026-03-31&locale=pl',
    );
    expect(files.getByRole('link', { name: TRANSLATIONS.pl['reports.download.csv'] })).toHaveAttribute(
      'href',
      '/api/get/reports/statement.csv?from=2026-03-01&to=2026-03-31&locale=pl',
    );
    expect(files.getByRole('link', { name: TRANSLATIONS.pl['reports.download.xlsx'] })).toHaveAttribute(
      'href',
      '/api/get/reports/statement.xlsx?from=2026-03-01&to=2026-03-31&locale=pl',
    );
    for (const format of ['pdf', 'csv', 'xlsx']) expect(screen.getByTestId(`statement-download-${format}`)).toHaveAttribute('download');
  });

  it('downloads a file with a "being prepared" state and reports a failure', async () => {
    let finish: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    renderStatement({ result: ok() });

    await userEvent.click(screen.getByTestId('statement-download-pdf'));
    expect(fetchMock).toHaveBeenCalledWith('/api/get/reports/statement.pdf?from=2026-03-01&to=2026-03-31&locale=en', expect.anything());
    expect(screen.getByTestId('statement-download-pdf')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('statement-download-preparing')).toHaveTextContent(en['exports.preparing']);
    // A second click while one file is on its way starts nothing.
    await userEvent.click(screen.getByTestId('statement-download-csv'));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    finish(new Response('%PDF', { status: 200, headers: { 'content-disposition': 'attachment; filename="statement-2026-03-01-2026-03-31.pdf"' } }));
    await waitFor(() => expect(screen.getByTestId('statement-download-done')).toHaveTextContent(en['exports.done']));
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(screen.queryByTestId('statement-download-preparing')).toBeNull();

    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('{}', { status: 500 })));
    await userEvent.click(screen.getByTestId('statement-download-xlsx'));
    await waitFor(() => expect(screen.getByTestId('statement-download-failed')).toHaveTextContent(en['exports.failed']));
  });

  it('links the quick periods to their days for a fixed today, and marks the one shown', () => {
    const { unmount } = renderStatement({ today: '2026-01-15', period: { from: '2026-01-01', to: '2026-01-15' }, result: ok() });
    const hrefs = Object.fromEntries(
      ['this_month', 'last_month', 'this_year', 'last_year'].map((p) => [p, screen.getByTestId(`reports-preset-${p}`).getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      this_month: '/account/reports?from=2026-01-01&to=2026-01-15',
      last_month: '/account/reports?from=2025-12-01&to=2025-12-31',
      this_year: '/account/reports?from=2026-01-01&to=2026-01-15',
      last_year: '/account/reports?from=2025-01-01&to=2025-12-31',
    });
    // In January this month and this year are the same days: both are what is shown.
    expect(screen.getByTestId('reports-preset-this_month')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('reports-preset-last_month')).not.toHaveAttribute('aria-current');
    unmount();
    renderStatement({ locale: 'lt', today: '2024-03-10', period: { from: '2024-02-01', to: '2024-02-29' }, result: ok() });
    const lastMonth = screen.getByRole('link', { name: TRANSLATIONS.lt['reports.preset.last_month'] });
    expect(lastMonth).toHaveAttribute('href', '/lt/paskyra/ataskaitos?from=2024-02-01&to=2024-02-29');
    expect(lastMonth).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: TRANSLATIONS.lt['reports.preset.this_month'] })).not.toHaveAttribute('aria-current');
  });
});

describe('StatementPage in the router', () => {
  const TODAY = '2026-04-15';

  function Route() {
    const { meta: _meta, ...props } = useLoaderData() as StatementLoaderData;
    return <StatementPage {...props} />;
  }

  it('shows that a new period is loading, then that period in the form and the statement', async () => {
    let release: () => void = () => {};
    const loader = vi.fn(
      ({ request }: LoaderFunctionArgs) =>
        new Promise<StatementLoaderData>((resolve) => {
          const period = readPeriod(new URL(request.url).searchParams, TODAY);
          release = () => resolve({ locale: 'en', today: TODAY, period, result: ok({ ...period, lines: [] }), meta: { title: '', description: '' } });
        }),
    );
    const initial: StatementLoaderData = {
      locale: 'en',
      today: TODAY,
      period: { from: '2026-04-01', to: TODAY },
      result: ok({ from: '2026-04-01', to: TODAY }),
      meta: { title: '', description: '' },
    };
    const router = createMemoryRouter([{ id: 'reports', path: '/account/reports', element: <Route />, loader }], {
      initialEntries: ['/account/reports'],
      hydrationData: { loaderData: { reports: initial } },
    });
    render(
      <TestProviders i18n={createTestI18n('en')}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(screen.queryByTestId('statement-loading')).toBeNull();
    expect(screen.getByLabelText(en['reports.period.from'])).toHaveValue('2026-04-01');

    await userEvent.click(screen.getByRole('link', { name: en['reports.preset.last_year'] }));
    await waitFor(() => expect(screen.getByTestId('statement-loading')).toHaveTextContent(en['reports.loading']));
    expect(screen.getByRole('status')).toContainElement(screen.getByTestId('statement-loading'));
    expect(screen.getByTestId('statement').parentElement).toHaveAttribute('aria-busy', 'true');

    release();
    await waitFor(() => expect(screen.queryByTestId('statement-loading')).toBeNull());
    expect(screen.getByLabelText(en['reports.period.from'])).toHaveValue('2025-01-01');
    expect(screen.getByLabelText(en['reports.period.to'])).toHaveValue('2025-12-31');
    expect(screen.getByTestId('statement-heading')).toHaveTextContent(fill(en['reports.statement.heading'], { from: '1 Jan 2025', to: '31 Dec 2025' }));
    expect(screen.getByRole('link', { name: en['reports.preset.last_year'] })).toHaveAttribute('aria-current', 'true');

    // The form sends the typed dates in the address.
    // jsdom's date input takes no typing: set the value as a date picker would.
    fireEvent.change(screen.getByLabelText(en['reports.period.from']), { target: { value: '2025-06-01' } });
    await userEvent.click(screen.getByRole('button', { name: en['reports.period.submit'] }));
    await waitFor(() => expect(router.state.navigation.location?.search).toBe('?from=2025-06-01&to=2025-12-31'));
    expect(screen.getByRole('button', { name: en['reports.period.submit'] })).toHaveAttribute('data-loading', 'true');
    release();
    await waitFor(() => expect(screen.getByTestId('statement-heading')).toHaveTextContent('1 Jun 2025'));
    expect(router.state.location.search).toBe('?from=2025-06-01&to=2025-12-31');
  });
});
