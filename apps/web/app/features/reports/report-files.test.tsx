import type { ReportJob } from '@platform/contract';
import { REPORTS_ENDPOINTS as R, urlOf } from '@platform/contract/endpoints';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../components/ui/test-utils';
import { ReportFiles } from './report-files';
import { taxYears } from './report-panels';

const en = TRANSLATIONS.en;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const job = (over: Partial<ReportJob> = {}): ReportJob => ({
  id: 'job-done-000000000000001',
  kind: 'statement',
  format: 'pdf',
  params: { from: '2026-03-01', to: '2026-03-31' },
  locale: 'en',
  status: 'done',
  progress: 100,
  fileName: 'statement-2026-03-01-2026-03-31.pdf',
  sizeBytes: 1234,
  createdAt: '2026-04-10T08:00:00.000Z',
  finishedAt: '2026-04-10T08:00:02.000Z',
  expiresAt: '2026-04-17T08:00:02.000Z',
  error: null,
  ...over,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Server {
  list: ReportJob[] | 'error';
  create: (body: Record<string, unknown>) => Response;
  /** Answers to successive polls of a job, the last one repeated. */
  polls: ReportJob[];
}

/** A fetch that answers like the report jobs API; records what was asked. */
function stubApi(server: Server) {
  const calls: { method: string; url: string; body?: Record<string, unknown> }[] = [];
  let poll = 0;
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method, url, body });
    if (url === R.jobs.path && method === 'GET')
      return server.list === 'error' ? json(500, { code: 'INTERNAL', message: 'x' }) : json(200, { jobs: server.list });
    if (url === R.createJob.path && method === 'POST') return server.create(body!);
    const answer = server.polls[Math.min(poll, server.polls.length - 1)]!;
    poll += 1;
    return json(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function renderFiles(period: { from: string; to: string } | null = { from: '2026-03-01', to: '2026-03-31' }) {
  return render(
    <TestProviders i18n={createTestI18n('en')}>
      <ReportFiles locale="en" today="2026-04-15" period={period} />
    </TestProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('report files', () => {
  it('offers the years of tax reports from this one back to the first', () => {
    expect(taxYears('2026-04-15')).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]);
  });

  it('lists recent files with their state and expiry, a download link and "generate again"', async () => {
    stubApi({
      list: [
        job(),
        job({ id: 'job-expired-0000000000001', kind: 'tax', params: { year: 2025 }, status: 'expired', fileName: 'income-report-2025.csv', format: 'csv' }),
      ],
      create: () => json(500, {}),
      polls: [],
    });
    renderFiles();
    const table = await screen.findByTestId('reports-recent-table');
    const rows = within(table).getAllByTestId('reports-recent-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(fill(en['reports.jobs.kind.statement']!, { from: '01/03/2026', to: '31/03/2026' }).slice(0, 17));
    expect(within(rows[0]!).getByText(en['reports.jobs.status.done']!)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: fill(en['reports.jobs.download']!, { file: 'statement-2026-03-01-2026-03-31.pdf' }) })).toHaveAttribute(
      'href',
      urlOf(R.jobFile, { params: { id: 'job-done-000000000000001' } }),
    );
    expect(rows[1]).toHaveTextContent(fill(en['reports.jobs.kind.tax']!, { year: 2025 }));
    expect(within(rows[1]!).getByText(en['reports.jobs.status.expired']!)).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: en['reports.jobs.again'] })).toBeInTheDocument();
  });

  it('generates the tax report of the chosen year as a job: progress bar, then the download link, and the list updates', async () => {
    const { calls } = stubApi({
      list: [],
      create: () => json(202, { id: 'job-new-00000000000000001' }),
      polls: [
        job({
          id: 'job-new-00000000000000001',
          kind: 'tax',
          format: 'csv',
          params: { year: 2025 },
          status: 'running',
          progress: 40,
          fileName: null,
          expiresAt: null,
          finishedAt: null,
          createdAt: '2026-04-15T09:00:00.000Z',
        }),
        job({
          id: 'job-new-00000000000000001',
          kind: 'tax',
          format: 'csv',
          params: { year: 2025 },
          status: 'done',
          progress: 100,
          fileName: 'income-report-2025.csv',
          createdAt: '2026-04-15T09:00:00.000Z',
        }),
      ],
    });
    renderFiles();
    expect(await screen.findByTestId('reports-recent-empty')).toHaveTextContent(en['reports.jobs.empty']!);
    const tax = within(screen.getByTestId('reports-tax'));
    expect(tax.getByRole('heading', { name: en['reports.tax.title'] })).toBeInTheDocument();
    await userEvent.selectOptions(tax.getByLabelText(en['reports.tax.year']!), '2025');
    await userEvent.click(tax.getByRole('radio', { name: 'CSV' }));
    await userEvent.click(tax.getByRole('button', { name: en['reports.jobs.generate'] }));

    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'tax', format: 'csv', params: { year: 2025 }, locale: 'en' });
    const bar = await tax.findByRole('progressbar', {
      name: fill(en['reports.jobs.progress_label']!, { name: fill(en['reports.jobs.kind.tax']!, { year: 2025 }) }),
    });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    const link = await tax.findByRole('link', { name: fill(en['reports.jobs.download']!, { file: 'income-report-2025.csv' }) }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', urlOf(R.jobFile, { params: { id: 'job-new-00000000000000001' } }));
    expect(tax.queryByRole('progressbar')).toBeNull();
    expect(within(screen.getByTestId('reports-recent-table')).getAllByTestId('reports-recent-row')).toHaveLength(1);
  });

  it('says when too many files are being made, when a file failed, and when the list could not load', async () => {
    stubApi({
      list: 'error',
      create: (body) => (body.kind === 'statement' ? json(429, { code: 'RATE_LIMITED', message: 'x' }) : json(202, { id: 'job-fail-0000000000000001' })),
      polls: [
        job({
          id: 'job-fail-0000000000000001',
          kind: 'snapshot',
          params: { date: '2026-04-15' },
          status: 'failed',
          progress: 40,
          fileName: null,
          error: 'GENERATION_FAILED',
        }),
      ],
    });
    renderFiles();
    expect(await screen.findByTestId('reports-recent-error')).toHaveTextContent(en['reports.jobs.load_error']!);
    await userEvent.click(within(screen.getByTestId('reports-statement-files')).getByRole('button', { name: en['reports.jobs.generate'] }));
    expect(await screen.findByTestId('statement-refused')).toHaveTextContent(en['reports.jobs.too_many']!);
    await userEvent.click(within(screen.getByTestId('reports-snapshot')).getByRole('button', { name: en['reports.jobs.generate'] }));
    expect(await screen.findByTestId('snapshot-failed')).toHaveTextContent(en['reports.jobs.failed']!);
  });

  it('marks an impossible snapshot date and starts nothing; without a valid statement period there is no statement file', async () => {
    const { calls } = stubApi({ list: [], create: () => json(202, { id: 'x' }), polls: [] });
    renderFiles(null);
    expect(screen.queryByTestId('reports-statement-files')).toBeNull();
    const snapshot = within(screen.getByTestId('reports-snapshot'));
    const input = snapshot.getByLabelText(en['reports.snapshot.date']!);
    expect(input).toHaveValue('2026-04-15');
    await userEvent.clear(input);
    await userEvent.click(snapshot.getByRole('button', { name: en['reports.jobs.generate'] }));
    expect(await snapshot.findByText(en['reports.error.date']!)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0));
  });
});

describe('report files accessibility', () => {
  it('has no serious or critical axe findings with a job running and the list shown (contrast is the journeys’ to check)', async () => {
    stubApi({
      list: [job()],
      create: () => json(202, { id: 'job-run-00000000000000001' }),
      polls: [job({ id: 'job-run-00000000000000001', kind: 'tax', params: { year: 2026 }, status: 'running', progress: 40, fileName: null })],
    });
    const { container } = renderFiles();
    await screen.findByTestId('reports-recent-table');
    await userEvent.click(within(screen.getByTestId('reports-tax')).getByRole('button', { name: en['reports.jobs.generate'] }));
    await screen.findByRole('progressbar');
    const { default: axe } = await import('axe-core');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});
