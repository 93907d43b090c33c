import { NOTIFICATION_COOKIE, type InProcessApiResponse } from '@platform/contract';
import { stringifySetCookie } from 'cookie';
import { data } from 'react-router';
import { failureFromAnswer, type Failure } from './failures';

/**
 * Shared plumbing of the sign-in actions: the in-process API's Set-Cookie headers carried onto the
 * action's own response, and a same-origin check for the form posts.
 */

/** The Set-Cookie headers of API answers, to put on the action's response (redirect or data). */
export function cookieHeaders(...answers: Array<{ setCookies: string[] } | string[]>): Headers {
  const headers = new Headers();
  for (const answer of answers) {
    for (const cookie of Array.isArray(answer) ? answer : answer.setCookies) headers.append('set-cookie', cookie);
  }
  return headers;
}

/** An answer's failure; Retry-After is read when the in-process API passes headers on. */
export function failureOf(answer: InProcessApiResponse): Failure {
  return failureFromAnswer(answer as InProcessApiResponse & { headers?: Record<string, string | string[] | undefined> });
}

/**
 * The in-process API trusts its caller, so a page's form post is the place to refuse another
 * site's post (login CSRF included, where no session cookie is involved yet). Browsers say where a
 * request comes from in Sec-Fetch-Site; without it (older browsers), the Origin header must name
 * this host. A form posted without JavaScript carries `Origin: null` under our
 * `Referrer-Policy: no-referrer`, so an opaque origin alone is not refused.
 */
export function assertSameOrigin(request: Request): void {
  const site = request.headers.get('sec-fetch-site');
  if (site) {
    if (site === 'same-origin' || site === 'none') return;
    throw data(null, { status: 403 });
  }
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw data(null, { status: 403 });
  }
  const hosts = [new URL(request.url).host, request.headers.get('host')];
  if (!hosts.includes(originHost)) throw data(null, { status: 403 });
}

/** Set-Cookie for the notification the root shows once (spec section 4). */
export function notificationCookie(message: string, status: 'SUCCESS' | 'WARNING' | 'ERROR', request: Request): string {
  return stringifySetCookie({
    name: NOTIFICATION_COOKIE,
    value: JSON.stringify({ message, status }),
    path: '/',
    maxAge: 120,
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
  });
}
