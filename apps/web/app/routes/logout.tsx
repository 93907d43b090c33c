import { buildPath, localeFromPath } from '@platform/contract';
import { AUTH_ENDPOINTS } from '@platform/contract/endpoints';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { apiCall } from '../lib/api.server';

/** Ends the session (when there is one) and lands on the landing page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const result = await apiCall(context, AUTH_ENDPOINTS.logout, {});
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append('set-cookie', cookie);
  return redirect(buildPath('landing', locale), { headers });
}

export default function Logout() {
  return null;
}
