import { parseCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import { firstLoadCookies, parseNotificationCookie } from './cookies.server';

describe('notification cookie (spec section 4)', () => {
  it('maps ERROR/WARNING/SUCCESS to error/info/success and keeps the amount', () => {
    expect(parseNotificationCookie(JSON.stringify({ message: 'Paid', status: 'SUCCESS', amount: '10.00' }))).toEqual({
      message: 'Paid',
      type: 'success',
      amount: '10.00',
    });
    expect(parseNotificationCookie(JSON.stringify({ message: 'Careful', status: 'WARNING' }))?.type).toBe('info');
    expect(parseNotificationCookie(JSON.stringify({ message: 'No', status: 'ERROR' }))?.type).toBe('error');
  });
  it('ignores malformed cookies', () => {
    expect(parseNotificationCookie('not json')).toBeNull();
    expect(parseNotificationCookie(JSON.stringify({ message: 'x', status: 'OTHER' }))).toBeNull();
    expect(parseNotificationCookie(undefined)).toBeNull();
  });
});

describe('first-load cookies', () => {
  it('sets the locale cookie for 365 days when it differs', () => {
    const [cookie] = firstLoadCookies(new Request('http://x/lt'), 'lt', {});
    expect(cookie).toContain('locale=lt');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 3600}`);
    expect(firstLoadCookies(new Request('http://x/lt'), 'lt', { locale: 'lt' })).toEqual([]);
  });
  it('stores utm_source and the full path when the query holds utm_source', () => {
    const cookies = firstLoadCookies(new Request('http://x/projects/2?utm_source=news&x=1'), 'en', { locale: 'en' });
    expect(cookies.some((c) => c.startsWith('utm_source=news;'))).toBe(true);
    // The value is percent-encoded in the header (cookie 1.x) and reads back whole.
    const path = cookies.find((c) => c.startsWith('utm_path='))!;
    expect(parseCookie(path.split(';')[0]!).utm_path).toBe('/projects/2?utm_source=news&x=1');
  });
  it('clears a notification cookie once read', () => {
    const cookies = firstLoadCookies(new Request('http://x/'), 'en', { locale: 'en', notification: '{}' });
    expect(cookies).toEqual([expect.stringMatching(/^notification=; .*Max-Age=0/)]);
  });
});
