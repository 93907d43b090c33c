import { resolveRoute } from '@platform/contract';
import {
  isRouteErrorResponse,
  Outlet,
  redirect,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { useRouteInfo } from '../features/app-shell/route-info';
import { useMaintenancePoll } from '../features/app-shell/use-maintenance-poll';
import { ErrorPageGuard, ErrorView } from '../features/errors/error-view';
import { DefaultShell } from '../features/layout/default-shell';
import { accessRedirect, localeGuardRedirect, type GuardViewer } from '../lib/guards';
import { loadViewer } from '../lib/session.server';

/** Guards of spec section 6 for every page of this layout; they run on SSR and on client navigation alike. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await loadViewer(context);
  const route = resolveRoute(new URL(request.url).pathname);
  if (route) {
    const target = localeGuardRedirect(route.locale, route.def.access, viewer) ?? accessRedirect(route.def.access, viewer, route.locale);
    if (target) throw redirect(target);
  }
  return { viewer };
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export default function DefaultLayout() {
  const { viewer } = useLoaderData<typeof loader>();
  return (
    <DefaultShell viewer={viewer}>
      <Outlet />
    </DefaultShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { locale } = useRouteInfo();
  const data = useRouteLoaderData('layout-default') as { viewer: GuardViewer | null } | undefined;
  const status = isRouteErrorResponse(error) ? error.status : null;
  // Maintenance met on client navigation: the bare 503 page (no links out), as on the server.
  useMaintenancePoll(locale, status === 503);
  if (status === 503) {
    return (
      <ErrorPageGuard locale={locale}>
        <main className="error-shell">
          <ErrorView status={503} locale={locale} />
        </main>
      </ErrorPageGuard>
    );
  }
  return (
    <ErrorPageGuard locale={locale}>
      <DefaultShell viewer={data?.viewer ?? null}>
        <ErrorView status={status} locale={locale} />
      </DefaultShell>
    </ErrorPageGuard>
  );
}
