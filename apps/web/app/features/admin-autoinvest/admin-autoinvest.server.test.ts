import type { InProcessApi, InProcessApiResponse } from '@platform/contract';
import { ADMIN_AUTOINVEST_ENDPOINTS } from '@platform/contract/endpoints';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadAdminAutoinvest } from './admin-autoinvest.server';
import { OVERVIEW, REPORT } from './test-fixtures';

type Answers = Record<string, Partial<InProcessApiResponse>>;

const OVERVIEW_PATH = ADMIN_AUTOINVEST_ENDPOINTS.overview.path;
const REPORT_5 = '/api/admin/autoinvestment/projects/5';

function argsFor(url: string, answers: Answers) {
  const request = vi.fn<InProcessApi['request']>(async (_method, path) => ({
    status: 404,
    data: { code: 'NOT_FOUND', message: 'x' },
    setCookies: [],
    ...answers[path],
  }));
  const context = { api: { request } } as unknown as AppLoadContext;
  const paths = () => request.mock.calls.map(([method, path]) => `${method} ${path}`).sort();
  return { paths, args: { request: new Request(`http://localhost${url}`), params: {}, context } as unknown as LoaderFunctionArgs };
}

const ok: Answers = { [OVERVIEW_PATH]: { status: 200, data: OVERVIEW }, [REPORT_5]: { status: 200, data: REPORT } };

describe('loadAdminAutoinvest', () => {
  it('loads the overview alone when no project is asked for, in the page locale', async () => {
    const { args, paths } = argsFor('/lt/admin/automatinis-investavimas', ok);
    const result = await loadAdminAutoinvest(args);
    expect(paths()).toEqual([`GET ${OVERVIEW_PATH}`]);
    expect(result).toMatchObject({ locale: 'lt', overview: OVERVIEW, projectInput: '', report: { kind: 'none' } });
    expect(result.meta.title).toMatch(/^Automatinis investavimas \| /);
  });

  it('loads the report of ?project= beside the overview', async () => {
    const { args, paths } = argsFor('/admin/auto-investment?project=5', ok);
    const result = await loadAdminAutoinvest(args);
    expect(paths()).toEqual([`GET ${OVERVIEW_PATH}`, `GET ${REPORT_5}`]);
    expect(result.projectInput).toBe('5');
    expect(result.report).toEqual({ kind: 'ready', report: REPORT });
  });

  it('asks nothing for an id that is not one, and passes a refusal’s code on', async () => {
    for (const input of ['abc', '0', '-3', '2147483648', '5.5']) {
      const { args, paths } = argsFor(`/admin/auto-investment?project=${encodeURIComponent(input)}`, ok);
      const result = await loadAdminAutoinvest(args);
      expect(paths(), input).toEqual([`GET ${OVERVIEW_PATH}`]);
      expect(result.report, input).toEqual({ kind: 'invalid' });
    }
    const missing = await loadAdminAutoinvest(argsFor('/admin/auto-investment?project=77', ok).args);
    expect(missing.report).toEqual({ kind: 'failed', projectId: 77, code: 'NOT_FOUND' });
    const odd = await loadAdminAutoinvest(argsFor('/admin/auto-investment?project=5', { ...ok, [REPORT_5]: { status: 200, data: { projectId: 'x' } } }).args);
    expect(odd.report).toEqual({ kind: 'failed', projectId: 5, code: 'INTERNAL' });
  });

  it('keeps a failed overview as null, and ends the page on maintenance', async () => {
    const failed = await loadAdminAutoinvest(argsFor('/admin/auto-investment?project=5', { ...ok, [OVERVIEW_PATH]: { status: 500, data: null } }).args);
    expect(failed.overview).toBeNull();
    expect(failed.report.kind).toBe('ready');
    await expect(loadAdminAutoinvest(argsFor('/admin/auto-investment', { [OVERVIEW_PATH]: { status: 503, data: null } }).args)).rejects.toMatchObject({
      init: { status: 503 },
    });
  });
});
