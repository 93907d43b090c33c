import { describe, expect, it } from 'vitest';
import { assertSameOrigin, cookieHeaders, notificationCookie } from './action.server';
import { parseNotificationCookie } from '../../lib/cookies.server';
import { parseCookie } from 'cookie';

const post = (headers: Record<string, string>) => new Request('http://127.0.0.1:3000/login', { method: 'POST', headers });

function status(fn: () => void): number | null {
  try {
    fn();
    return null;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe('assertSameOrigin', () => {
  it('lets same-origin posts through, with or without JavaScript', () => {
    expect(status(() => assertSameOrigin(post({ 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3000' })))).toBeNull();
    // No-JS form post under Referrer-Policy: no-referrer.
    expect(status(() => assertSameOrigin(post({ 'sec-fetch-site': 'same-origin', origin: 'null' })))).toBeNull();
    expect(status(() => assertSameOrigin(post({ origin: 'https://127.0.0.1:3000' })))).toBeNull();
    expect(status(() => assertSameOrigin(post({})))).toBeNull();
  });

  it('refuses another site', () => {
    expect(status(() => assertSameOrigin(post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })))).toBe(403);
    expect(status(() => assertSameOrigin(post({ 'sec-fetch-site': 'same-site' })))).toBe(403);
    expect(status(() => assertSameOrigin(post({ origin: 'https://evil.example' })))).toBe(403);
  });
});

describe('cookies', () => {
  it('carries every Set-Cookie of the API answers', () => {
    const headers = cookieHeaders({ setCookies: ['a=1; Path=/', 'b=2; Path=/'] }, ['c=3']);
    expect(headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/', 'c=3']);
  });

  it('writes a notification cookie the root can read', () => {
    const cookie = notificationCookie('Password changed; log in', 'SUCCESS', new Request('https://x.example/'));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    const value = parseCookie(cookie.split(';')[0])['notification'];
    expect(parseNotificationCookie(value)).toEqual({ message: 'Password changed; log in', type: 'success', amount: null });
  });
});
