import type { InProcessApi, InProcessApiResponse } from '@platform/contract';
import { STATISTICS_ENDPOINTS } from '@platform/contract/endpoints';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadStatistics } from './statistics.server';
import { MONEY_IN_OUT, STATISTICS } from './test-fixtures';

type Answers = Record<string, Partial<InProcessApiResponse>>;

function argsFor(url: string, answers: Answers) {
  const request = vi.fn<InProcessApi['request']>(async (_method, path) => ({ status: 404, data: null, setCookies: [], ...answers[path] }));
  const context = { api: { request } } as unknown as AppLoadContext;
  return { request, args: { request: new Request(`http://localhost${url}`), params: {}, context } as unknown as LoaderFunctionArgs };
}

const ok = {
  [STATISTICS_ENDPOINTS.statistics.path]: { status: 200, data: STATISTICS },
  [STATISTICS_ENDPOINTS.moneyInOut.path]: { status: 200, data: MONEY_IN_OUT },
};

describe('loadStatistics', () => {
  it('makes the two public calls and passes their answers on, in the page locale', async () => {
    const { request, args } = argsFor('/lt/statistika', ok);
    const result = await loadStatistics(args);
    expect(request.mock.calls.map(([method, path]) => `${method} ${path}`).sort()).toEqual(['GET /api/get/money-in-out', 'GET /api/get/statisticsv3']);
    expect(result.data.locale).toBe('lt');
    expect(result.data.statistics).toEqual(STATISTICS);
    expect(result.data.moneyInOut).toEqual(MONEY_IN_OUT);
    expect(result.data.meta.title).toBe('Statistika | Greenvest');
    expect(new Headers(result.init?.headers).get('cache-control')).toBeNull();
  });

  it('keeps a part that failed or did not match the contract as null, and the page out of every cache', async () => {
    const { args } = argsFor('/statistics', { ...ok, [STATISTICS_ENDPOINTS.moneyInOut.path]: { status: 200, data: { byMonth: 'nope' } } });
    const result = await loadStatistics(args);
    expect(result.data.statistics).toEqual(STATISTICS);
    expect(result.data.moneyInOut).toBeNull();
    expect(new Headers(result.init?.headers).get('cache-control')).toBe('no-store');

    const failed = await loadStatistics(argsFor('/statistics', { ...ok, [STATISTICS_ENDPOINTS.statistics.path]: { status: 500, data: null } }).args);
    expect(failed.data.statistics).toBeNull();
    expect(failed.data.moneyInOut).toEqual(MONEY_IN_OUT);
  });

  it('shows the maintenance page when the API is in maintenance', async () => {
    const { args } = argsFor('/statistics', { ...ok, [STATISTICS_ENDPOINTS.statistics.path]: { status: 503, data: null } });
    await expect(loadStatistics(args)).rejects.toMatchObject({ init: { status: 503 } });
  });
});
