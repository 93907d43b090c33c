import { NOTIFICATION_COOKIE, type InProcessApiResponse } from '@platform/contract';
import { stringifySetCookie } from 'cookie';
import { data, type AppLoadContext } from 'react-router';
import { failureFromAnswer, type Failure } from './failures';

/**
 * Shared plumbing of the sign-in actions: the in-process API call, its Set-Cookie headers carried
 * onto the action's own response, and a same-origin check for the form posts.
 */

export async function apiPost(context: AppLoadContext, url: string, body: unknown = {}): Promise<InProcessApiResponse> {
  return context.api.request('POST', url, { body });
}

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
 * site's post: a browser sends Origin with every POST, and it must name this host. (The session
 * cookies are SameSite=Lax as well; this covers login CSRF too, where no cookie is involved yet.)
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (!origin) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw data(null, { status: 403 });
  }
  const hosts = [new URL(request.url).host, request.headers.get('host'), request.headers.get('x-forwarded-host')];
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
