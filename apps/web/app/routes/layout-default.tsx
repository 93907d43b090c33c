import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useRouteInfo } from '../features/app-shell/route-info';
import { useMaintenancePoll } from '../features/app-shell/use-maintenance-poll';
import { ErrorPageGuard, ErrorView } from '../features/errors/error-view';
import { DefaultShell } from '../features/layout/default-shell';
import { ScheduledNotices } from '../features/notices/scheduled-notices';
import { PromoCampaignAlert } from '../features/referral/promo-campaign-alert';
import type { UserData } from '@platform/contract';
import { revalidateOnPathChange } from '../lib/revalidate';
import { runRouteGuards } from '../lib/route-guards.server';
import { lazy } from 'react';
import { LazyPart } from '../components/ui/lazy-part';

// Banners for an operator acting as a user or a read-only session: logged-in only, so lazily loaded.
const SessionBanners = lazy(() => import('../features/session-banners/session-banners').then((m) => ({ default: m.SessionBanners })));

export const loader = ({ request, context }: LoaderFunctionArgs) => runRouteGuards(request, context);

export const shouldRevalidate = revalidateOnPathChange;

export default function DefaultLayout() {
  const { viewer } = useLoaderData<typeof loader>();
  return (
    <DefaultShell
      viewer={viewer}
      alerts={
        <>
          {viewer && (
            <LazyPart fallback={null}>
              <SessionBanners viewer={viewer} />
            </LazyPart>
          )}
          <ScheduledNotices viewerId={viewer?.id ?? null} />
          <PromoCampaignAlert viewerId={viewer?.id ?? null} />
        </>
      }
    >
      <Outlet />
    </DefaultShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { locale } = useRouteInfo();
  const data = useRouteLoaderData('layout-default') as { viewer: UserData | null } | undefined;
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
