import { ACCESS_TOKEN_COOKIE, buildPath, localeFromPath, NOTIFICATION_COOKIE, type Locale } from '@platform/contract';
import { ADMIN_ENDPOINTS } from '@platform/contract/endpoints';
import { stringifySetCookie } from 'cookie';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { apiCall } from '../../lib/api.server';
import { projectsPageOne } from '../../lib/guards';
import { serverT } from '../../lib/i18n.server';

/** True when the answer sets a (non-empty) access token: the operator's session was renewed. */
function setsSession(setCookies: string[]): boolean {
  return setCookies.some((cookie) => cookie.startsWith(`${ACCESS_TOKEN_COOKIE}=`) && !cookie.startsWith(`${ACCESS_TOKEN_COOKIE}=;`));
}

function returnFailedNotification(locale: Locale, url: URL): string {
  return stringifySetCookie({
    name: NOTIFICATION_COOKIE,
    value: JSON.stringify({ message: serverT(locale)('session.impersonation.return_failed'), status: 'ERROR' }),
    path: '/',
    maxAge: 120,
    httpOnly: true,
    sameSite: 'lax',
    secure: url.protocol === 'https:',
  });
}

/**
 * "Return to my account" (spec section 4: the logged-in-as-another-user banner): the API ends the
 * session as the user and renews the operator's from the previousToken cookie. Its Set-Cookie
 * entries go out with our redirect to the back office user list. When the operator's session could
 * not be renewed (idle too long, decision 0007) the API has logged everyone out: the login page,
 * with a notification saying why.
 */
export async function returnToOperator({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const response = await apiCall(context, ADMIN_ENDPOINTS.returnToOperator, {});
  const headers = new Headers();
  for (const cookie of response.setCookies) headers.append('set-cookie', cookie);

  if (response.status === 503) throw data(null, { status: 503, headers });
  if (response.status >= 200 && response.status < 300) {
    if (setsSession(response.setCookies)) return redirect(buildPath('admin-users', locale), { headers });
    headers.append('set-cookie', returnFailedNotification(locale, url));
    return redirect(buildPath('login', locale), { headers });
  }
  // Spec section 8: a 401 while logged in ends at /logout.
  if (response.status === 401) return redirect(buildPath('logout', locale), { headers });
  // Not a session as another user (already returned, e.g. in another tab): say so, on the project list.
  headers.append('set-cookie', returnFailedNotification(locale, url));
  return redirect(projectsPageOne(locale), { headers });
}

/** The return is an action; opening its address leads to the project list. */
export function returnToOperatorLoader({ request }: { request: Request }) {
  return redirect(projectsPageOne(localeFromPath(new URL(request.url).pathname)));
}
