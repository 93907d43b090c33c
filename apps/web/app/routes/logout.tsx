import { AUTH_API, buildPath, localeFromPath } from '@platform/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';

/** Ends the session (when there is one) and lands on the landing page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const result = await context.api.request('POST', AUTH_API.logout);
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append('set-cookie', cookie);
  return redirect(buildPath('landing', locale), { headers });
}

export default function Logout() {
  return null;
}
