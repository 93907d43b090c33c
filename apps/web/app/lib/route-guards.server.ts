import { resolveRoute, type UserData } from '@platform/contract';
import { redirect, type AppLoadContext } from 'react-router';
import { accessRedirect, localeGuardRedirect, readonlyRedirect } from './guards';
import { loadViewer } from './session.server';

/**
 * Guards of spec section 6 for the page a request asks for, run by both layouts' loaders (so on
 * the server at first load and on every client navigation). Throws the redirect; returns the viewer.
 */
export async function runRouteGuards(request: Request, context: AppLoadContext): Promise<{ viewer: UserData | null }> {
  const viewer = await loadViewer(context);
  const route = resolveRoute(new URL(request.url).pathname);
  if (route) {
    const target =
      localeGuardRedirect(route.locale, route.def.access, viewer) ??
      accessRedirect(route.def.access, viewer, route.locale) ??
      readonlyRedirect(Boolean(route.def.readonlyRestricted), viewer, route.locale);
    if (target) throw redirect(target);
  }
  return { viewer };
}
