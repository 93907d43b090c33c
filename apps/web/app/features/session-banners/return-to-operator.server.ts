import { AUTH_API, buildPath, localeFromPath, NOTIFICATION_COOKIE } from '@platform/contract';
import { stringifySetCookie } from 'cookie';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { projectsPageOne } from '../../lib/guards';
import { serverT } from '../../lib/i18n.server';

/**
 * "Return to my account" (spec section 4: the logged-in-as-another-user banner): the API ends the
 * session as the user and restores the operator's from the previousToken cookie. Its Set-Cookie
 * entries go out with our redirect to the back office user list.
 */
export async function returnToOperator({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const response = await context.api.request('POST', AUTH_API.returnToOperator);
  const headers = new Headers();
  for (const cookie of response.setCookies) headers.append('set-cookie', cookie);

  if (response.status === 503) throw data(null, { status: 503, headers });
  if (response.status >= 200 && response.status < 300) return redirect(buildPath('admin-users', locale), { headers });
  // Spec section 8: a 401 while logged in ends at /logout.
  if (response.status === 401) return redirect(buildPath('logout', locale), { headers });
  // No session to return to (already returned, or it ran out): say so through the notification cookie.
  const notification = JSON.stringify({ message: serverT(locale)('session.impersonation.return_failed'), status: 'ERROR' });
  headers.append(
    'set-cookie',
    stringifySetCookie({ name: NOTIFICATION_COOKIE, value: notification, path: '/', sameSite: 'lax', secure: url.protocol === 'https:' }),
  );
  return redirect(projectsPageOne(locale), { headers });
}

/** The return is an action; opening its address leads to the project list. */
export function returnToOperatorLoader({ request }: { request: Request }) {
  return redirect(projectsPageOne(localeFromPath(new URL(request.url).pathname)));
}
