import type { InProcessApi, InProcessApiResponse } from '@platform/contract';
import { describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { adminErrorKey, debtorFlowErrorKey, loadAdminUsers, runAdminUserAction } from './admin-users.server';
import { normalizeSearch, parseDebtorFlowForm, parseUserActionForm } from './user-actions';

type Call = { method: string; url: string; body: unknown };

function fakeApi(answer: (call: Call) => Partial<InProcessApiResponse>) {
  const calls: Call[] = [];
  const api: InProcessApi = {
    request: vi.fn(async (method, url, init) => {
      const call = { method, url, body: init?.body };
      calls.push(call);
      return { status: 200, data: null, setCookies: [], ...answer(call) };
    }),
  };
  return { calls, context: { api, cspNonce: 'n' } as unknown as AppLoadContext };
}

const list = { users: [], total: 0, page: 1, limit: 10 };

function loaderArgs(url: string, context: AppLoadContext, params: Record<string, string> = {}) {
  return { request: new Request(`http://localhost${url}`), params, context } as unknown as LoaderFunctionArgs;
}

function actionArgs(url: string, fields: Record<string, string>, context: AppLoadContext) {
  const body = new URLSearchParams(fields);
  const request = new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return { request, params: {}, context } as unknown as ActionFunctionArgs;
}

/** What a loader or action gave back: a Response, or React Router's `data()` value. */
function unwrap(result: unknown): { status: number; body: unknown; headers: Headers } {
  if (result instanceof Response) return { status: result.status, body: null, headers: result.headers };
  const value = result as { data: unknown; init?: ResponseInit | null };
  return { status: value.init?.status ?? 200, body: value.data, headers: new Headers(value.init?.headers) };
}

describe('user list loader', () => {
  it('asks the API for page 1 without a search by default', async () => {
    const { calls, context } = fakeApi(() => ({ data: list }));
    const result = await loadAdminUsers(loaderArgs('/admin/users', context));
    expect(calls).toEqual([{ method: 'GET', url: '/api/admin/users?page=1', body: undefined }]);
    expect(result).toMatchObject({ locale: 'en', search: '', list, meta: { title: 'Users · Back office' } });
  });

  it('passes the trimmed search and the page of the route param', async () => {
    const { calls, context } = fakeApi(() => ({ data: { ...list, page: 3 } }));
    const result = await loadAdminUsers(loaderArgs('/lt/administravimas/naudotojai/3?search=%20investor%40demo.invest%20', context, { page: '3' }));
    expect(calls[0].url).toBe('/api/admin/users?search=investor%40demo.invest&page=3');
    expect(result.search).toBe('investor@demo.invest');
    expect(result.meta.title).toBe('Naudotojai · Administravimas');
  });

  it('answers 404 for a page that is not a positive whole number', async () => {
    const { calls, context } = fakeApi(() => ({ data: list }));
    await expect(loadAdminUsers(loaderArgs('/admin/users/0', context, { page: '0' }))).rejects.toMatchObject({ init: { status: 404 } });
    expect(calls).toEqual([]);
  });

  it('shows the error page with the API status when the list fails', async () => {
    const { context } = fakeApi(() => ({ status: 403, data: { code: 'FORBIDDEN', message: 'Operators only' } }));
    await expect(loadAdminUsers(loaderArgs('/admin/users', context))).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe('user list actions', () => {
  it('sets read-only with {readonly: true}, stays on the list and forwards every Set-Cookie', async () => {
    const { calls, context } = fakeApi(() => ({ status: 204, setCookies: ['access_token=a; Path=/; HttpOnly', 'refresh_token=r; Path=/; HttpOnly'] }));
    const result = unwrap(await runAdminUserAction(actionArgs('/admin/users?search=x', { intent: 'set-readonly', userId: '7' }, context)));
    expect(calls).toEqual([{ method: 'POST', url: '/api/admin/users/7/readonly', body: { readonly: true } }]);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ok: true, intent: 'set-readonly', userId: 7 });
    expect(result.headers.getSetCookie()).toEqual(['access_token=a; Path=/; HttpOnly', 'refresh_token=r; Path=/; HttpOnly']);
  });

  it('clears read-only with {readonly: false}', async () => {
    const { calls, context } = fakeApi(() => ({ status: 204 }));
    const result = unwrap(await runAdminUserAction(actionArgs('/admin/users', { intent: 'clear-readonly', userId: '7' }, context)));
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/admin/users/7/readonly', body: { readonly: false } });
    expect(result.body).toEqual({ ok: true, intent: 'clear-readonly', userId: 7 });
  });

  it('logs in as the user: redirects to projects page 1 in the locale with the session cookies', async () => {
    const cookies = ['access_token=user; Path=/; HttpOnly', 'refresh_token=user; Path=/; HttpOnly', 'previousToken=op; Path=/; HttpOnly'];
    const { calls, context } = fakeApi(() => ({ status: 204, setCookies: cookies }));
    const result = await runAdminUserAction(actionArgs('/pl/administracja/uzytkownicy', { intent: 'impersonate', userId: '12' }, context));
    expect(calls).toEqual([{ method: 'POST', url: '/api/admin/users/12/impersonate', body: undefined }]);
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/pl/projekty/1');
    expect(response.headers.getSetCookie()).toEqual(cookies);
  });

  it('turns API errors into a translated error key, keeping the status and the cookies', async () => {
    const { context } = fakeApi(() => ({ status: 404, data: { code: 'NOT_FOUND', message: 'No user' }, setCookies: ['access_token=b; Path=/'] }));
    const result = unwrap(await runAdminUserAction(actionArgs('/admin/users', { intent: 'impersonate', userId: '99' }, context)));
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ ok: false, intent: 'impersonate', userId: 99, error: 'not_found' });
    expect(result.headers.getSetCookie()).toEqual(['access_token=b; Path=/']);
  });

  it('sends a 401 to /logout (spec section 8)', async () => {
    const { context } = fakeApi(() => ({ status: 401, data: { code: 'UNAUTHORIZED', message: 'Log in first' } }));
    const result = (await runAdminUserAction(actionArgs('/lt/administravimas/naudotojai', { intent: 'set-readonly', userId: '3' }, context))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get('location')).toBe('/lt/atsijungti');
  });

  it('shows maintenance on a 503', async () => {
    const { context } = fakeApi(() => ({ status: 503, data: true }));
    await expect(runAdminUserAction(actionArgs('/admin/users', { intent: 'set-readonly', userId: '3' }, context))).rejects.toMatchObject({
      init: { status: 503 },
    });
  });

  it('refuses a malformed form without calling the API', async () => {
    const forms: Record<string, string>[] = [{ intent: 'delete', userId: '3' }, { intent: 'set-readonly', userId: 'x' }, { intent: 'impersonate' }, {}];
    for (const fields of forms) {
      const { calls, context } = fakeApi(() => ({ status: 204 }));
      const result = unwrap(await runAdminUserAction(actionArgs('/admin/users', fields, context)));
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ ok: false, intent: null, userId: null, error: 'generic' });
      expect(calls).toEqual([]);
    }
  });
});

describe('action helpers', () => {
  it('maps error codes first, then statuses', () => {
    expect(adminErrorKey(403, { code: 'IMPERSONATION_READ_ONLY', message: '' })).toBe('read_only');
    expect(adminErrorKey(403, { code: 'READ_ONLY', message: '' })).toBe('read_only');
    expect(adminErrorKey(403, { code: 'FORBIDDEN', message: '' })).toBe('forbidden');
    expect(adminErrorKey(409, { code: 'CONFLICT', message: '' })).toBe('not_allowed_for_user');
    expect(adminErrorKey(429, null)).toBe('rate_limited');
    expect(adminErrorKey(404, 'nope')).toBe('not_found');
    expect(adminErrorKey(500, { code: 'INTERNAL', message: '' })).toBe('generic');
  });

  it('parses the action form strictly', () => {
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    expect(parseUserActionForm(form({ intent: 'impersonate', userId: '42' }))).toEqual({ intent: 'impersonate', userId: 42 });
    expect(parseUserActionForm(form({ intent: 'impersonate', userId: '0' }))).toBeNull();
    expect(parseUserActionForm(form({ intent: 'impersonate', userId: '-1' }))).toBeNull();
    expect(parseUserActionForm(form({ intent: 'impersonate', userId: '3000000000' }))).toBeNull();
    expect(parseUserActionForm(form({ intent: 'IMPERSONATE', userId: '1' }))).toBeNull();
  });

  it('normalizes the search text', () => {
    expect(normalizeSearch(null)).toBe('');
    expect(normalizeSearch('  a@b.c ')).toBe('a@b.c');
    expect(normalizeSearch('x'.repeat(300))).toHaveLength(200);
  });
});

describe('debtor flow actions (decision 0046)', () => {
  const flow = { extendedDebtorFlow: true, identityStep: 'documents', previousIdentityStep: 'questionnaire' };
  const formOf = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return form;
  };

  it('parses the three controls and nothing else', () => {
    expect(parseDebtorFlowForm(formOf({ intent: 'debtor-extended', userId: '4', extendedDebtorFlow: 'false' }))).toEqual({
      intent: 'debtor-extended',
      userId: 4,
      extendedDebtorFlow: false,
    });
    expect(parseDebtorFlowForm(formOf({ intent: 'debtor-step', userId: '4', step: 'documents' }))).toEqual({
      intent: 'debtor-step',
      userId: 4,
      step: 'documents',
    });
    expect(parseDebtorFlowForm(formOf({ intent: 'debtor-restore', userId: '4' }))).toEqual({ intent: 'debtor-restore', userId: 4 });
    expect(parseDebtorFlowForm(formOf({ intent: 'debtor-extended', userId: '4', extendedDebtorFlow: 'maybe' }))).toBeNull();
    expect(parseDebtorFlowForm(formOf({ intent: 'debtor-step', userId: '4' }))).toBeNull();
    expect(parseDebtorFlowForm(formOf({ intent: 'debtor-restore', userId: '0' }))).toBeNull();
    expect(parseDebtorFlowForm(formOf({ intent: 'set-readonly', userId: '4' }))).toBeNull();
  });

  it('calls the operator endpoints and answers the debtor flow', async () => {
    const { calls, context } = fakeApi(() => ({ data: flow }));
    const step = unwrap(await runAdminUserAction(actionArgs('/admin/users', { intent: 'debtor-step', userId: '4', step: 'documents' }, context)));
    expect(step).toMatchObject({ status: 200, body: { ok: true, intent: 'debtor-step', userId: 4, debtor: flow } });
    await runAdminUserAction(actionArgs('/admin/users', { intent: 'debtor-restore', userId: '4' }, context));
    await runAdminUserAction(actionArgs('/admin/users', { intent: 'debtor-extended', userId: '4', extendedDebtorFlow: 'true' }, context));
    expect(calls).toEqual([
      { method: 'POST', url: '/api/admin/users/4/debtor-flow/identity-step', body: { step: 'documents' } },
      { method: 'POST', url: '/api/admin/users/4/debtor-flow/restore', body: undefined },
      { method: 'POST', url: '/api/admin/users/4/debtor-flow/extended', body: { extendedDebtorFlow: true } },
    ]);
  });

  it('names the refused step by its reason; other failures by the list texts', async () => {
    const { context } = fakeApi(() => ({ status: 400, data: { code: 'VALIDATION_FAILED', message: 'x', fieldErrors: { step: ['same_step'] } } }));
    const refused = unwrap(await runAdminUserAction(actionArgs('/admin/users', { intent: 'debtor-step', userId: '4', step: 'documents' }, context)));
    expect(refused).toMatchObject({ status: 400, body: { ok: false, error: 'same_step' } });
    expect(debtorFlowErrorKey(409, { code: 'CONFLICT', message: 'x' })).toBe('not_allowed_for_user');
    expect(debtorFlowErrorKey(403, { code: 'FORBIDDEN', message: 'x' })).toBe('forbidden');
    const bad = unwrap(await runAdminUserAction(actionArgs('/admin/users', { intent: 'debtor-step', userId: 'x' }, context)));
    expect(bad).toMatchObject({ status: 400, body: { ok: false, error: 'generic' } });
  });
});
