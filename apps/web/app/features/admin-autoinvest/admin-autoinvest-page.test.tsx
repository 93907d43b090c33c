import type { AdminAutoInvest, AllocationReport, UserData } from '@platform/contract';
import { ADMIN_AUTOINVEST_ENDPOINTS } from '@platform/contract/endpoints';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../components/ui/test-utils';
import { renderPage } from '../auth/test-router';
import { Sidebar } from '../layout/sidebar';
import { jsonResponse } from '../market-account/test-fixtures';
import { AdminAutoinvestPage, type AdminAutoinvestPageProps } from './admin-autoinvest-page';
import type { ReportState } from './report-query';
import { OVERVIEW, REPORT } from './test-fixtures';

const PAGE = '/admin/auto-investment';
const OPERATOR = { id: 1, email: 'op@b.example', type: 'private', role: 'operator' } as unknown as UserData;

const props = (over: Partial<AdminAutoinvestPageProps> = {}): AdminAutoinvestPageProps => ({
  locale: 'en',
  overview: OVERVIEW,
  projectInput: '',
  report: { kind: 'none' },
  ...over,
});

function stubFetch(answers: { status: number; body: unknown }[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      return jsonResponse(answer.status, answer.body);
    }),
  );
  return calls;
}

/** The page under a router whose loader answers like the real one (`?project=` picks the report). */
function renderRoute(load: (url: URL) => Omit<AdminAutoinvestPageProps, 'locale'>, initial = PAGE) {
  const loader = vi.fn(({ request }: LoaderFunctionArgs) => ({ locale: 'en' as const, ...load(new URL(request.url)) }));
  function Page() {
    const data = useLoaderData() as AdminAutoinvestPageProps;
    return <AdminAutoinvestPage {...data} />;
  }
  const router = createMemoryRouter([{ path: PAGE, element: <Page />, loader }], { initialEntries: [initial] });
  render(
    <TestProviders i18n={createTestI18n('en')}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { loader, router };
}

const reportFor = (url: URL, report: AllocationReport = REPORT): { projectInput: string; report: ReportState } => {
  const projectInput = url.searchParams.get('project') ?? '';
  return { projectInput, report: projectInput === '' ? { kind: 'none' } : { kind: 'ready', report: { ...report, projectId: Number(projectInput) } } };
};

afterEach(() => vi.unstubAllGlobals());

describe('AdminAutoinvestPage: overview', () => {
  it('shows the counters and the latest runs, each linking to its project’s report', () => {
    renderPage(<AdminAutoinvestPage {...props()} />);
    expect(screen.getByTestId('admin-autoinvest-strategies')).toHaveTextContent('12');
    expect(screen.getByTestId('admin-autoinvest-mandates')).toHaveTextContent('9');
    expect(screen.queryByTestId('admin-autoinvest-paused')).toBeNull();
    const run = screen.getByTestId('admin-autoinvest-run-3');
    expect(run).toHaveTextContent('Project opened');
    expect(run).toHaveTextContent('€700.00');
    expect(run).toHaveTextContent('1,234 ms');
    expect(within(run).getByRole('link', { name: 'Allocation report of project #1001' })).toHaveAttribute(
      'href',
      '/admin/auto-investment?project=5#admin-autoinvest-report',
    );
    // A trigger the page has no text for is shown as the API names it.
    expect(screen.getByTestId('admin-autoinvest-run-2')).toHaveTextContent('brand_new_trigger');
    expect(screen.getByTestId('admin-autoinvest-settings-summary')).toHaveTextContent(
      'For 60 minutes after a project opens, automatic investors take at most 70.00% of its target',
    );
  });

  it('warns while the engine is paused, and says so when the overview failed', () => {
    const { unmount } = renderPage(
      <AdminAutoinvestPage {...props({ overview: { ...OVERVIEW, settings: { ...OVERVIEW.settings, paused: true }, runs: [] } })} />,
    );
    expect(screen.getByTestId('admin-autoinvest-paused')).toHaveTextContent('Automatic investment is paused');
    expect(screen.getByRole('switch', { name: /Pause automatic investment/ })).toBeChecked();
    expect(screen.getByTestId('admin-autoinvest-runs-empty')).toBeInTheDocument();
    unmount();
    renderPage(<AdminAutoinvestPage {...props({ overview: null })} />);
    expect(screen.getByTestId('admin-autoinvest-error')).toHaveTextContent('could not be loaded');
    expect(screen.queryByTestId('admin-autoinvest-settings')).toBeNull();
  });
});

describe('AdminAutoinvestPage: settings', () => {
  it('saves the share, the window and the pause, and shows the answered settings', async () => {
    const saved: AdminAutoInvest = { ...OVERVIEW, settings: { shareOfProject: '65.50', manualWindowMinutes: 30, paused: true } };
    const calls = stubFetch([{ status: 200, body: saved }]);
    renderPage(<AdminAutoinvestPage {...props()} />);
    const form = screen.getByTestId('admin-autoinvest-settings');
    fireEvent.change(within(form).getByRole('textbox', { name: /Share of a project/ }), { target: { value: '65,5' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Manual window/ }), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('switch', { name: /Pause automatic investment/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: ADMIN_AUTOINVEST_ENDPOINTS.settings.path,
      method: 'PUT',
      body: { shareOfProject: '65.50', manualWindowMinutes: 30, paused: true },
    });
    expect(await screen.findByTestId('admin-autoinvest-settings-notice')).toHaveTextContent('Settings saved.');
    expect(screen.getByTestId('admin-autoinvest-paused')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Share of a project/ })).toHaveValue('65.50');
    expect(screen.getByTestId('admin-autoinvest-settings-summary')).toHaveTextContent('For 30 minutes');
  });

  it('refuses values out of range before calling, and shows the API’s refusal on its field', async () => {
    const calls = stubFetch([{ status: 400, body: { code: 'VALIDATION_FAILED', message: 'x', fieldErrors: { manualWindowMinutes: ['too big'] } } }]);
    renderPage(<AdminAutoinvestPage {...props()} />);
    const form = screen.getByTestId('admin-autoinvest-settings');
    const share = within(form).getByRole('textbox', { name: /Share of a project/ });
    const minutes = within(form).getByRole('textbox', { name: /Manual window/ });
    fireEvent.change(share, { target: { value: '100.5' } });
    fireEvent.change(minutes, { target: { value: '20000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Enter a percent from 0 to 100 with at most two decimals.')).toBeInTheDocument();
    expect(within(form).getByText('Enter whole minutes from 0 to 10080.')).toBeInTheDocument();
    expect(share).toHaveFocus();
    expect(calls).toHaveLength(0);

    fireEvent.change(share, { target: { value: '80' } });
    fireEvent.change(minutes, { target: { value: '90' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ shareOfProject: '80.00', manualWindowMinutes: 90, paused: false });
    expect(await screen.findByTestId('admin-autoinvest-settings-notice')).toHaveTextContent('Check the entered data.');
    expect(within(form).getByText('Enter whole minutes from 0 to 10080.')).toBeInTheDocument();
    expect(within(form).queryByText('Enter a percent from 0 to 100 with at most two decimals.')).toBeNull();
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    // Not saved: what was typed stays, the engine's state does not change.
    expect(share).toHaveValue('80');
    expect(screen.queryByTestId('admin-autoinvest-paused')).toBeNull();
  });

  it('says when the network failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderPage(<AdminAutoinvestPage {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByTestId('admin-autoinvest-settings-notice')).toHaveTextContent('No connection. Try again.');
  });
});

describe('AdminAutoinvestPage: allocation report', () => {
  it('shows the funding, the totals per outcome in the engine’s order and who got what', () => {
    renderPage(<AdminAutoinvestPage {...props({ projectInput: '5', report: { kind: 'ready', report: REPORT } })} />);
    const section = screen.getByTestId('admin-autoinvest-report');
    expect(within(section).getByTestId('admin-autoinvest-report-heading')).toHaveTextContent('#1001 Solar park');
    expect(within(section).getByText('Gathering')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open in the project editor' })).toHaveAttribute('href', '/admin/projects/5');
    expect(within(section).getByTestId('admin-autoinvest-report-target')).toHaveTextContent('€1,000.00');
    expect(within(section).getByTestId('admin-autoinvest-report-auto')).toHaveTextContent('€700.00');
    expect(within(section).getByTestId('admin-autoinvest-report-manual')).toHaveTextContent('€100.00');
    expect(within(section).getByTestId('admin-autoinvest-report-progress')).toHaveTextContent('Funded 80% of the target, 70% by automatic investors');

    const totals = within(section).getByTestId('admin-autoinvest-outcomes-chart-table');
    const lines = within(totals)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['Invested', '2', '€700.00'],
      ['Cash to keep reached', '3', '€0.00'],
      ['Waiting in the queue', '1', '€0.00'],
    ]);
    expect(within(section).getByRole('img', { name: 'Strategies per outcome' })).toBeInTheDocument();

    const rows = within(section).getByTestId('admin-autoinvest-rows');
    expect(within(rows).getByTestId('admin-autoinvest-row-41')).toHaveTextContent(/Green only.*ana@example\.com.*Invested.*€400\.00/);
    expect(within(rows).getByTestId('admin-autoinvest-row-43')).toHaveTextContent(/Everything.*cy@example\.com.*Cash to keep reached.*€0\.00/);
    expect(within(section).queryByTestId('admin-autoinvest-report-truncated')).toBeNull();
    // The run whose report is shown is marked.
    expect(screen.getByRole('link', { name: 'Allocation report of project #1001' })).toHaveAttribute('aria-current', 'true');
  });

  it('says when no strategy met the project, when the rows are cut, and when the report was refused', () => {
    const { unmount } = renderPage(
      <AdminAutoinvestPage {...props({ projectInput: '5', report: { kind: 'ready', report: { ...REPORT, outcomes: [], rows: [], truncated: true } } })} />,
    );
    expect(screen.getByTestId('admin-autoinvest-report-empty')).toHaveTextContent('No strategy has met this project yet.');
    expect(screen.queryByTestId('admin-autoinvest-rows')).toBeNull();
    unmount();
    const second = renderPage(<AdminAutoinvestPage {...props({ projectInput: '5', report: { kind: 'ready', report: { ...REPORT, truncated: true } } })} />);
    expect(screen.getByTestId('admin-autoinvest-report-truncated')).toHaveTextContent('Only the first 500 strategies');
    second.unmount();
    const third = renderPage(<AdminAutoinvestPage {...props({ projectInput: '77', report: { kind: 'failed', projectId: 77, code: 'NOT_FOUND' } })} />);
    expect(screen.getByTestId('admin-autoinvest-report-error')).toHaveTextContent(
      'The report of project id 77 could not be loaded: There is no project with this id.',
    );
    third.unmount();
    renderPage(<AdminAutoinvestPage {...props({ projectInput: 'abc', report: { kind: 'invalid' } })} />);
    expect(screen.getByTestId('admin-autoinvest-report-error')).toHaveTextContent('Enter a project id (a whole number).');
  });

  it('opens a run’s report from the runs table and a project’s from the id form', async () => {
    const { loader, router } = renderRoute((url) => ({ overview: OVERVIEW, ...reportFor(url) }));
    fireEvent.click(await screen.findByRole('link', { name: 'Allocation report of project #1001' }));
    expect(await screen.findByTestId('admin-autoinvest-report-heading')).toHaveTextContent('#1001 Solar park');
    expect(router.state.location.search).toBe('?project=5');
    expect(router.state.location.hash).toBe('#admin-autoinvest-report');

    const chooser = screen.getByRole('search', { name: 'Allocation report' });
    const id = within(chooser).getByRole('textbox', { name: 'Project id' });
    expect(id).toHaveValue('5');
    fireEvent.change(id, { target: { value: '12x' } });
    fireEvent.click(within(chooser).getByRole('button', { name: 'Show report' }));
    expect(await within(chooser).findByText('Enter a project id (a whole number).')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);

    fireEvent.change(id, { target: { value: '6' } });
    fireEvent.click(within(chooser).getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(router.state.location.search).toBe('?project=6'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open in the project editor' })).toHaveAttribute('href', '/admin/projects/6'));
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('runs the allocation after confirmation and loads the page again', async () => {
    let ran = false;
    const calls = stubFetch([{ status: 200, body: { invested: 2, amount: '300.00', candidates: 4 } }]);
    const { loader } = renderRoute(
      (url) => ({
        overview: ran ? { ...OVERVIEW, runs: [{ ...OVERVIEW.runs[0]!, id: 4, trigger: 'operator', amount: '300.00' }, ...OVERVIEW.runs] } : OVERVIEW,
        ...reportFor(url, ran ? { ...REPORT, funded: '1000.00', autoFunded: '1000.00' } : REPORT),
      }),
      `${PAGE}?project=5`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Run allocation now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run the allocation of project #1001 now?' });
    expect(calls).toHaveLength(0);
    ran = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, run now' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: '/api/admin/autoinvestment/projects/5/run', method: 'POST', body: null });
    expect(await screen.findByTestId('admin-autoinvest-run-notice')).toHaveTextContent('Allocation done: 2 of 4 candidate strategies invested €300.00.');
    // The loader ran again: the new run is listed and the report shows the project fully funded.
    await waitFor(() =>
      expect(screen.getByTestId('admin-autoinvest-report-progress')).toHaveTextContent('Funded 100% of the target, 100% by automatic investors'),
    );
    expect(screen.getByTestId('admin-autoinvest-run-4')).toHaveTextContent('Run by an operator');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('admin-autoinvest-run-notice')).toBeInTheDocument();
  });

  it('shows a refused run translated and does not reload', async () => {
    const calls = stubFetch([{ status: 409, body: { code: 'PROJECT_NOT_OPEN', message: 'x' } }]);
    const { loader } = renderRoute((url) => ({ overview: OVERVIEW, ...reportFor(url) }), `${PAGE}?project=5`);
    fireEvent.click(await screen.findByRole('button', { name: 'Run allocation now' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, run now' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByTestId('admin-autoinvest-run-notice')).toHaveTextContent('This project is not open for investment');
    expect(screen.getByTestId('admin-autoinvest-run-notice')).toHaveAttribute('role', 'alert');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('sidebar', () => {
  it('names the back office apart from the investor’s automatic investment page', () => {
    renderPage(<Sidebar viewer={OPERATOR} collapsed={false} onToggleCollapsed={() => {}} />);
    expect(screen.getByRole('link', { name: 'Auto-invest back office' })).toHaveAttribute('href', '/admin/auto-investment');
  });
});
