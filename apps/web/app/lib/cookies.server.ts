import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, NOTIFICATION_COOKIE, UTM_PATH_COOKIE, UTM_SOURCE_COOKIE, type Locale } from '@platform/contract';
import { parseCookie, stringifySetCookie } from 'cookie';

import type { CookieNotification, NotificationType } from './notification';

const STATUS_TO_TYPE: Record<string, NotificationType> = { ERROR: 'error', WARNING: 'info', SUCCESS: 'success' };
const UTM_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function readCookies(request: Request): Record<string, string | undefined> {
  return parseCookie(request.headers.get('cookie') ?? '');
}

/**
 * The notification cookie holds JSON `{message, status: ERROR|WARNING|SUCCESS, amount?}`
 * (spec section 4); WARNING is shown as info. Anything else is ignored.
 */
export function parseNotificationCookie(raw: string | undefined): CookieNotification | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { message?: unknown; status?: unknown; amount?: unknown };
    if (typeof value.message !== 'string' || typeof value.status !== 'string') return null;
    const type = STATUS_TO_TYPE[value.status];
    if (!type) return null;
    const amount = typeof value.amount === 'string' || typeof value.amount === 'number' ? String(value.amount) : null;
    return { message: value.message, type, amount };
  } catch {
    return null;
  }
}

/** Cookies the root loader sets: locale (365 days), utm source and landing path, clearing a shown notification. */
export function firstLoadCookies(request: Request, locale: Locale, cookies: Record<string, string | undefined>): string[] {
  const url = new URL(request.url);
  const secure = url.protocol === 'https:';
  const out: string[] = [];
  if (cookies[LOCALE_COOKIE] !== locale) {
    out.push(stringifySetCookie({ name: LOCALE_COOKIE, value: locale, path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax', secure }));
  }
  const utm = url.searchParams.get('utm_source');
  if (utm) {
    const common = { path: '/', maxAge: UTM_MAX_AGE_SECONDS, sameSite: 'lax' as const, secure, httpOnly: true };
    out.push(stringifySetCookie({ name: UTM_SOURCE_COOKIE, value: utm.slice(0, 200), ...common }));
    out.push(stringifySetCookie({ name: UTM_PATH_COOKIE, value: `${url.pathname}${url.search}`.slice(0, 1000), ...common }));
  }
  if (cookies[NOTIFICATION_COOKIE] !== undefined) {
    out.push(stringifySetCookie({ name: NOTIFICATION_COOKIE, value: '', path: '/', maxAge: 0 }));
  }
  return out;
}
