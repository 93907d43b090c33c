import type { DetailedInvestment, InProcessApi, OwnRecord, OwnRecords } from '@platform/contract';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SELLING } from '../market-account/test-fixtures';
import { loadInvestment, MARKET_HISTORY_PAGES } from './investments.server';

const INVESTMENT: DetailedInvestment = {
  id: 42,
  projectId: 5,
  projectNumber: 1001,
  projectTitle: 'Solar park',
  projectSlug: 'solar-park-utena',
  projectStatus: 'ACTIVE',
  amount: '50.00',
  outstanding: '50.00',
  status: 'active',
  reflectionEndsAt: null,
  createdAt: '2026-03-02T08:00:00.000Z',
  interestRate: '10.50',
  termMonths: 24,
  repaymentMethod: 'ANNUITY',
  revokedAt: null,
  largeAmountAcknowledged: false,
  kiisVersion: null,
  canRevoke: false,
};

const PAGE_SIZE = 25;
const TOTALS: OwnRecords['totals'] = { selling: '0.00', sold: '0.00', soldFor: '0.00', fees: '0.00', bought: '0.00', boughtFor: '0.00' };
const record = (recordId: number): OwnRecord => ({ ...SELLING, recordId });

/** The API: the investment, its schedule, and `total` own records of it served by page (or `marketStatus`). */
function argsFor(total: number, { marketStatus = 200, failPage }: { marketStatus?: number; failPage?: number } = {}) {
  const request = vi.fn<InProcessApi['request']>(async (_method, url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/get/detailed-investment-data/42') return { status: 200, data: INVESTMENT, setCookies: [] };
    if (pathname === '/api/get/investment-payments-schedule/42') return { status: 200, data: { paymentScheduleItems: [] }, setCookies: [] };
    if (pathname === '/api/get/user-investment-secondary-market-records') {
      const page = Number(searchParams.get('page'));
      if (marketStatus !== 200 || page === failPage) return { status: marketStatus === 200 ? 500 : marketStatus, data: null, setCookies: [] };
      const ids = Array.from({ length: total }, (_, k) => k + 1).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      const answer: OwnRecords = { records: ids.map(record), page, pageSize: PAGE_SIZE, total, totals: TOTALS };
      return { status: 200, data: answer, setCookies: [] };
    }
    return { status: 404, data: null, setCookies: [] };
  });
  const context = { api: { request } } as unknown as AppLoadContext;
  const args = { request: new Request('http://localhost/account/investments/42'), params: { id: '42' }, context } as unknown as LoaderFunctionArgs;
  const marketCalls = () => request.mock.calls.map(([, url]) => url).filter((url) => url.startsWith('/api/get/user-investment-secondary-market-records'));
  return { args, marketCalls };
}

describe('loadInvestment: the holding’s market history', () => {
  it('asks for the records of this investment once when they fit on one page', async () => {
    const { args, marketCalls } = argsFor(3);
    const result = await loadInvestment(args);
    expect(marketCalls()).toEqual(['/api/get/user-investment-secondary-market-records?page=1&kind=all&investmentId=42']);
    expect(result.market?.map((r) => r.recordId)).toEqual([1, 2, 3]);
    expect(result.investment.id).toBe(42);
  });

  it('reads the further pages of this investment only when it has more records than a page', async () => {
    const { args, marketCalls } = argsFor(PAGE_SIZE + 2);
    const result = await loadInvestment(args);
    expect(marketCalls()).toEqual([
      '/api/get/user-investment-secondary-market-records?page=1&kind=all&investmentId=42',
      '/api/get/user-investment-secondary-market-records?page=2&kind=all&investmentId=42',
    ]);
    expect(result.market).toHaveLength(PAGE_SIZE + 2);
  });

  it('stops at the newest pages of a holding with very many records', async () => {
    const { args, marketCalls } = argsFor(PAGE_SIZE * (MARKET_HISTORY_PAGES + 3));
    const result = await loadInvestment(args);
    expect(marketCalls()).toHaveLength(MARKET_HISTORY_PAGES);
    expect(result.market).toHaveLength(PAGE_SIZE * MARKET_HISTORY_PAGES);
  });

  it('gives null (the page says the history could not be read) when a page fails, and still shows the investment', async () => {
    expect((await loadInvestment(argsFor(3, { marketStatus: 500 }).args)).market).toBeNull();
    const partly = await loadInvestment(argsFor(PAGE_SIZE + 2, { failPage: 2 }).args);
    expect(partly.market).toBeNull();
    expect(partly.investment.id).toBe(42);
  });
});
