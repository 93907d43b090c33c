import type { InProcessApi, InProcessApiResponse } from '@platform/contract';
import { parseCookie } from 'cookie';
import { describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs, AppLoadContext } from 'react-router';
import { parseNotificationCookie } from '../../lib/cookies.server';
import { returnToOperator, returnToOperatorLoader } from './return-to-operator.server';

function args(url: string, answer: Partial<InProcessApiResponse>) {
  const request = vi.fn<InProcessApi['request']>(async () => ({ status: 204, data: null, setCookies: [], ...answer }));
  const context = { api: { request }, cspNonce: 'n' } as unknown as AppLoadContext;
  return { request, args: { request: new Request(`http://localhost${url}`, { method: 'POST' }), params: {}, context } as unknown as ActionFunctionArgs };
}

describe('return to my account', () => {
  it('ends the session as the user and lands on the user list in the locale, forwarding every cookie', async () => {
    const cookies = ['previousToken=; Max-Age=0; Path=/', 'access_token=op; Path=/; HttpOnly', 'refresh_token=op; Path=/; HttpOnly'];
    const { request, args: a } = args('/lt/grizti', { status: 204, setCookies: cookies });
    const response = (await returnToOperator(a)) as Response;
    expect(request).toHaveBeenCalledWith('POST', '/api/security/impersonation/return', undefined);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/lt/administravimas/naudotojai');
    expect(response.headers.getSetCookie()).toEqual(cookies);
  });

  it('lands on the login page with a notification when the operator session could not be renewed', async () => {
    const cleared = ['access_token=; Max-Age=0; Path=/', 'refresh_token=; Max-Age=0; Path=/', 'previousToken=; Max-Age=0; Path=/'];
    const { args: a } = args('/login', { status: 204, setCookies: cleared });
    const response = (await returnToOperator(a)) as Response;
    expect(response.headers.get('location')).toBe('/login');
    const set = response.headers.getSetCookie();
    expect(set.slice(0, 3)).toEqual(cleared);
    expect(parseNotificationCookie(parseCookie(set[3].split(';')[0]).notification)?.message).toBe('Could not return to your account. Please log in again.');
  });

  it('sends a 401 to /logout', async () => {
    const { args: a } = args('/x', { status: 401, data: { code: 'UNAUTHORIZED', message: '' } });
    const response = (await returnToOperator(a)) as Response;
    expect(response.headers.get('location')).toBe('/logout');
  });

  it('without a session to return to, lands on projects page 1 with an error notification', async () => {
    const { args: a } = args('/pt/x', { status: 403, data: { code: 'FORBIDDEN', message: '' }, setCookies: ['access_token=u; Path=/'] });
    const response = (await returnToOperator(a)) as Response;
    expect(response.headers.get('location')).toBe('/pt/projetos/1');
    const [forwarded, notification] = response.headers.getSetCookie();
    expect(forwarded).toBe('access_token=u; Path=/');
    const value = parseCookie(notification.split(';')[0]).notification;
    expect(parseNotificationCookie(value)).toEqual({
      type: 'error',
      message: 'Não foi possível voltar à sua conta. Inicie sessão novamente.',
      amount: null,
    });
  });

  it('shows maintenance on a 503', async () => {
    const { args: a } = args('/x', { status: 503, data: true });
    await expect(returnToOperator(a)).rejects.toMatchObject({ init: { status: 503 } });
  });

  it('opening the address leads to the project list', () => {
    const response = returnToOperatorLoader({ request: new Request('http://localhost/lv/x') });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/lv/projekti/1');
  });
});
