import stylesHref from './styles/index.css?url';
import { Html } from './lib/document-element';
import { API, localeFromPath, type Locale } from '@platform/contract';
import { textsScriptPath } from '@platform/contract/i18n/namespaces';
import { useContext, useEffect, useMemo } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type HeadersFunction,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import './lib/load-context';
import { firstLoadCookies, parseNotificationCookie, readCookies } from './lib/cookies.server';
import { isMaintenanceOn } from './lib/guards';
import { createI18n, I18nProvider, needsMoreNamespaces, rememberLoadedNamespaces } from './lib/i18n';
import { pageTexts } from './lib/i18n.server';
import { loadTexts, TextsContext } from './lib/i18n-texts';
import { AppMantineProvider } from './lib/mantine-provider';
import { publicEnvScript } from './lib/public-env';
import { NOTIFICATION_COOKIE } from '@platform/contract';
import { CookieNotificationToast } from './features/app-shell/cookie-notification';
import { NotificationsHost } from './features/app-shell/notifications-host';
import { PreviousRouteProvider } from './features/app-shell/route-info';
import { useChunkErrorReload } from './features/app-shell/use-chunk-error-reload';
import { useMaintenancePoll } from './features/app-shell/use-maintenance-poll';
import { ErrorPageGuard, ErrorView } from './features/errors/error-view';
import { theme } from './theme';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const check = await context.api.request('GET', API.checkMaintenance);
  const maintenance = isMaintenanceOn(check.status === 200 ? { ok: true, data: check.data } : { ok: false, errorData: check.data });
  if (maintenance) throw data(null, { status: 503 });

  const cookies = readCookies(request);
  const { namespaces, textsVersion } = pageTexts(url.pathname, cookies);
  const headers = new Headers();
  for (const cookie of firstLoadCookies(request, locale, cookies)) headers.append('set-cookie', cookie);
  return data(
    {
      locale,
      namespaces,
      textsVersion,
      notification: parseNotificationCookie(cookies[NOTIFICATION_COOKIE]),
      cspNonce: context.cspNonce,
      publicEnv: context.publicEnv,
    },
    { headers },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const out = new Headers(parentHeaders);
  for (const cookie of loaderHeaders.getSetCookie()) out.append('set-cookie', cookie);
  return out;
};

/**
 * Translations and cookies change with the locale, and a page may need a namespace not loaded yet
 * (first visit to the account area or the back office, decision 0026); explicit revalidation
 * (maintenance poll) re-runs the loader.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) || needsMoreNamespaces(nextUrl.pathname);
};

/** A client navigation into a namespace the page does not hold loads its texts script before rendering. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const rootData = await serverLoader<typeof loader>();
  await loadTexts(rootData.textsVersion, rootData.locale, rootData.namespaces);
  return rootData;
}

type RootData = Awaited<ReturnType<typeof loader>>['data'];

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData('root') as RootData | undefined;
  const location = useLocation();
  const locale: Locale = rootData?.locale ?? localeFromPath(location.pathname);
  const nonce = rootData?.cspNonce;
  return (
    <Html lang={locale}>
      {/* In the order React writes them (its hoisted tags, then the stylesheets): the browser's
          hydration (Preact, decision 0059) pairs elements by tag in order. */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#087f5b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <link rel="stylesheet" href={stylesHref} />
        <Links />
      </head>
      <body>
        {/* No static class names (mantine-Text-root…, ~7 KB a page): style through own classes. */}
        <AppMantineProvider theme={theme}>
          <NotificationsHost position="top-right" />
          {children}
        </AppMantineProvider>
        {/* Classic scripts before the modules: the texts are there when the page hydrates. */}
        {rootData?.namespaces.map((ns) => (
          <script key={ns} src={textsScriptPath(rootData.textsVersion, locale, ns)} />
        ))}
        <ScrollRestoration nonce={nonce} />
        {rootData?.publicEnv ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: publicEnvScript(rootData.publicEnv) }} /> : null}
        <Scripts nonce={nonce} />
      </body>
    </Html>
  );
}

export default function App() {
  const { locale, namespaces, notification } = useLoaderData<typeof loader>();
  const translations = useContext(TextsContext)(locale, namespaces);
  const i18n = useMemo(() => createI18n(locale, translations), [locale, translations]);
  useEffect(() => rememberLoadedNamespaces(namespaces), [namespaces]);
  useMaintenancePoll(locale, false);
  useChunkErrorReload();
  return (
    <I18nProvider i18n={i18n}>
      <PreviousRouteProvider>
        <CookieNotificationToast notification={notification} />
        <Outlet />
      </PreviousRouteProvider>
    </I18nProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const status = isRouteErrorResponse(error) ? error.status : null;
  useMaintenancePoll(locale, status === 503);
  useChunkErrorReload();
  return (
    <ErrorPageGuard locale={locale}>
      <main className="error-shell">
        <ErrorView status={status} locale={locale} />
      </main>
    </ErrorPageGuard>
  );
}
