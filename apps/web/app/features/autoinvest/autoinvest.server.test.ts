import type { InProcessApi } from '@platform/contract';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadAutoInvest } from './autoinvest.server';
import { ALLOWANCE, STRATEGY } from './test-fixtures';

const REFERENCE: Record<string, unknown> = {
  '/api/get/investment-types': [
    { id: 1, code: 'default', title: 'Business loan', isGreen: false },
    { id: 7, code: 'bridge', title: 'Bridge loan', isGreen: false },
  ],
  '/api/get/risk-groups': [
    { id: 1, title: 'A' },
    { id: 4, title: 'D' },
    { id: 2, title: 'B' },
  ],
  '/api/get/countries': [{ id: 3, code: 'LT', title: 'Lithuania' }],
};

function argsFor(status: { strategies?: number; allowance?: number } = {}) {
  const request = vi.fn<InProcessApi['request']>(async (_method, url) => {
    if (url === '/api/autoinvestment/strategies') return { status: status.strategies ?? 200, data: { strategies: [STRATEGY] }, setCookies: [] };
    if (url === '/api/autoinvestment/allowance-details') return { status: status.allowance ?? 200, data: ALLOWANCE, setCookies: [] };
    if (url in REFERENCE) return { status: 200, data: REFERENCE[url], setCookies: [] };
    return { status: 404, data: null, setCookies: [] };
  });
  const context = { api: { request } } as unknown as AppLoadContext;
  return { request: new Request('http://localhost/account/auto-investment'), params: {}, context } as unknown as LoaderFunctionArgs;
}

describe('loadAutoInvest', () => {
  it('reads the strategies, the mandate and the reference lists; risk group D is left out', async () => {
    const data = await loadAutoInvest(argsFor());
    expect(data.locale).toBe('en');
    expect(data.strategies?.map((s) => s.id)).toEqual([STRATEGY.id]);
    expect(data.allowance?.active).toBe(true);
    expect(data.options.loanTypes).toEqual([
      { id: 1, title: 'Business loan' },
      { id: 7, title: 'Bridge loan' },
    ]);
    expect(data.options.riskGroups.map((g) => g.title)).toEqual(['A', 'B']);
    expect(data.options.countries).toEqual([{ id: 3, title: 'Lithuania' }]);
    expect(data.meta.title).toContain('Automatic investment');
  });

  it('leaves what failed empty for the page to say so, and ends the page on maintenance or a lost session', async () => {
    const data = await loadAutoInvest(argsFor({ strategies: 500, allowance: 500 }));
    expect(data.strategies).toBeNull();
    expect(data.allowance).toBeNull();
    await expect(loadAutoInvest(argsFor({ strategies: 503 }))).rejects.toMatchObject({ init: { status: 503 } });
    await expect(loadAutoInvest(argsFor({ allowance: 401 }))).rejects.toBeInstanceOf(Response);
  });
});
