import { LOCALE_HEADER, type Locale } from '@platform/contract';

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
