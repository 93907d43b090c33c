import { buildPath, localeFromPath, resolveRoute, type UserData } from '@platform/contract';
import { redirect, type AppLoadContext } from 'react-router';
import { identifyRedirect, localeGuardRedirect, pageAccessRedirect, readonlyRedirect, walletPageRedirect } from './guards';
import { loadViewerResult } from './session.server';

/**
 * Guards of spec section 6 for the page a request asks for, run by both layouts' loaders (so on
 * the server at first load and on every client navigation). Throws the redirect; returns the viewer.
 */
export async function runRouteGuards(request: Request, context: AppLoadContext): Promise<{ viewer: UserData | null }> {
  const pathname = new URL(request.url).pathname;
  const result = await loadViewerResult(request, context);
  // Spec section 8: the user-details call failed for someone with a session: end it.
  if (result.kind === 'failed' && resolveRoute(pathname)?.name !== 'logout') throw redirect(buildPath('logout', localeFromPath(pathname)));
  const viewer = result.kind === 'user' ? result.user : null;
  const route = resolveRoute(pathname);
  if (route) {
    const target =
      localeGuardRedirect(route.locale, route.def.access, viewer) ??
      pageAccessRedirect(route.def, viewer, route.locale) ??
      readonlyRedirect(Boolean(route.def.readonlyRestricted), viewer, route.locale) ??
      identifyRedirect(Boolean(route.def.requiresIdentity), viewer, route.locale) ??
      walletPageRedirect(route.name, viewer, route.locale);
    if (target) throw redirect(target);
  }
  return { viewer };
}
