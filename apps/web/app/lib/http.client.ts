import { AUTH_API, buildPath, LOCALE_HEADER, type Locale } from '@platform/contract';

/**
 * Every request from the browser sends Accept, the locale header and credentials for same-base URLs
 * (spec section 7).
 */
export async function clientFetch(url: string, locale: Locale, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  headers.set(LOCALE_HEADER, locale);
  const sameBase = new URL(url, window.location.href).origin === window.location.origin;
  return fetch(url, { ...init, headers, credentials: sameBase ? 'same-origin' : 'omit' });
}

/**
 * For calls made while logged in: a 401 first tries to renew the session once (the retry flag),
 * then sends the person to /logout (spec section 8).
 */
export async function sessionFetch(url: string, locale: Locale, init: RequestInit = {}, retried = false): Promise<Response> {
  const response = await clientFetch(url, locale, init);
  if (response.status !== 401) return response;
  if (!retried) {
    const renewed = await clientFetch(AUTH_API.refreshToken, locale, { method: 'POST' });
    if (renewed.ok) return sessionFetch(url, locale, init, true);
  }
  window.location.assign(buildPath('logout', locale));
  return response;
}
