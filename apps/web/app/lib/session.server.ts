import { ACCESS_TOKEN_COOKIE, type UserData } from '@platform/contract';
import { AUTH_ENDPOINTS } from '@platform/contract/endpoints';
import { data, type AppLoadContext } from 'react-router';
import { apiCall } from './api.server';
import { readCookies } from './cookies.server';

export type ViewerResult = { kind: 'guest' } | { kind: 'user'; user: UserData } | { kind: 'failed' };

/**
 * The logged-in person for guards and layouts: the user data of `GET /api/user/details` through
 * the in-process API with the caller's cookies. A guest answers 401. A person who holds a session
 * cookie but whose user data cannot be loaded is `failed`: spec section 8 ends that session. A 503
 * throws the maintenance page instead.
 */
export async function loadViewerResult(request: Request, context: AppLoadContext): Promise<ViewerResult> {
  const hasSession = Boolean(readCookies(request)[ACCESS_TOKEN_COOKIE]);
  const response = await apiCall(context, AUTH_ENDPOINTS.userDetails, {});
  // Maintenance (or the service briefly unavailable) is not a dead session: everyone, logged in or
  // not, gets the 503 page, and the session is still there afterwards.
  if (response.status === 503) throw data(null, { status: 503 });
  if (response.status === 200) {
    if (response.ok) return { kind: 'user', user: response.ok };
    return hasSession ? { kind: 'failed' } : { kind: 'guest' };
  }
  if (response.status === 401 || !hasSession) return { kind: 'guest' };
  return { kind: 'failed' };
}

export async function loadViewer(context: AppLoadContext): Promise<UserData | null> {
  return (await apiCall(context, AUTH_ENDPOINTS.userDetails, {})).ok;
}
