import type { InProcessApi, InProcessApiResponse } from '@platform/contract';
import { REPORTS_ENDPOINTS } from '@platform/contract/endpoints';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStatement } from './reports.server';
import { STATEMENT } from './test-fixtures';

function argsFor(url: string, answer: Partial<InProcessApiResponse>) {
  const request = vi.fn<InProcessApi['request']>(async () => ({ status: 200, data: null, setCookies: [], ...answer }));
  const context = { api: { request } } as unknown as AppLoadContext;
  return { request, args: { request: new Request(`http://localhost${url}`), params: {}, context } as unknown as LoaderFunctionArgs };
}

afterEach(() => vi.useRealTimers());

describe('loadStatement', () => {
  it('asks for the period of the address in the page locale and passes the statement on', async () => {
    const { request, args } = argsFor('/lt/paskyra/ataskaitos?from=2026-03-01&to=2026-03-31', { status: 200, data: STATEMENT });
    const data = await loadStatement(args);
    expect(request).toHaveBeenCalledWith('GET', `${REPORTS_ENDPOINTS.statement.path}?from=2026-03-01&to=2026-03-31&locale=lt`, undefined);
    expect(data).toMatchObject({ locale: 'lt', period: { from: '2026-03-01', to: '2026-03-31' }, result: { kind: 'ok', statement: STATEMENT } });
    expect(data.meta.title).toBe('Ataskaitos | Greenvest');
  });

  it('shows this month up to today, in Vilnius days, when the address names no period', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T22:30:00Z'));
    const { request, args } = argsFor('/account/reports', { status: 200, data: STATEMENT });
    const data = await loadStatement(args);
    expect(data.today).toBe('2026-04-01');
    expect(data.period).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(request.mock.calls[0]?.[1]).toBe('/api/get/reports/statement?from=2026-04-01&to=2026-04-01&locale=en');
  });

  it('refuses a period the contract refuses without asking the API', async () => {
    for (const [query, errors] of [
      ['from=2026-02-30&to=2026-03-01', { from: 'reports.error.date' }],
      ['from=2026-03-01', { to: 'reports.error.date' }],
      ['from=2026-03-31&to=2026-03-01', { to: 'reports.error.to_before_from' }],
      ['from=2000-01-01&to=2026-03-01', { from: 'reports.error.period_too_long' }],
    ] as const) {
      const { request, args } = argsFor(`/account/reports?${query}`, { status: 200, data: STATEMENT });
      expect((await loadStatement(args)).result, query).toEqual({ kind: 'invalid', errors });
      expect(request, query).not.toHaveBeenCalled();
    }
  });

  it("marks the field the API's 400 names, and takes any other failure as one to retry", async () => {
    const refused = argsFor('/account/reports?from=2026-03-01&to=2026-03-31', {
      status: 400,
      data: { code: 'VALIDATION_FAILED', message: 'Invalid', fieldErrors: { from: ['period_too_long'] } },
    });
    expect((await loadStatement(refused.args)).result).toEqual({ kind: 'invalid', errors: { from: 'reports.error.period_too_long' } });

    const unnamed = argsFor('/account/reports?from=2026-03-01&to=2026-03-31', { status: 400, data: { code: 'VALIDATION_FAILED', message: 'Invalid' } });
    expect((await loadStatement(unnamed.args)).result).toEqual({ kind: 'error' });
    const failed = argsFor('/account/reports?from=2026-03-01&to=2026-03-31', { status: 500, data: null });
    expect((await loadStatement(failed.args)).result).toEqual({ kind: 'error' });
    const misshapen = argsFor('/account/reports?from=2026-03-01&to=2026-03-31', { status: 200, data: { ...STATEMENT, opening: 12 } });
    expect((await loadStatement(misshapen.args)).result).toEqual({ kind: 'error' });
  });

  it('ends the page on maintenance and on an expired session', async () => {
    await expect(loadStatement(argsFor('/account/reports', { status: 503 }).args)).rejects.toMatchObject({ init: { status: 503 } });
    const redirect = await loadStatement(argsFor('/lt/paskyra/ataskaitos', { status: 401 }).args).catch((thrown: unknown) => thrown);
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).headers.get('location')).toBe('/lt/atsijungti');
  });
});
