import { detectLocale, routeBaseName, type Locale } from '@platform/contract';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useParams } from 'react-router';
import type { RouteRef } from '../../lib/guards';

export interface RouteInfo {
  /** Route id of the page (`projects-page__lt`), null on the 404 catch-all. */
  id: string | null;
  name: string | null;
  locale: Locale;
  params: Record<string, string | undefined>;
}

/** The current page's route name, locale (route name first, then first path segment) and params. */
export function useRouteInfo(): RouteInfo {
  const matches = useMatches();
  const location = useLocation();
  const params = useParams();
  const leaf = [...matches].reverse().find((m) => m.id.includes('__'));
  const id = leaf?.id ?? null;
  return { id, name: id ? routeBaseName(id) : null, locale: detectLocale(id, location.pathname), params };
}

const PreviousRouteContext = createContext<RouteRef | null>(null);

/** Remembers the route the person came from (for the user-access layout's back link). */
export function PreviousRouteProvider({ children }: { children: ReactNode }) {
  const { name } = useRouteInfo();
  const location = useLocation();
  const current = useRef<RouteRef | null>(null);
  const [previous, setPrevious] = useState<RouteRef | null>(null);
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (current.current && current.current.path !== path) setPrevious(current.current);
    current.current = { name: name ?? 'not-found', path };
  }, [name, path]);
  return <PreviousRouteContext.Provider value={previous}>{children}</PreviousRouteContext.Provider>;
}

export function usePreviousRoute(): RouteRef | null {
  return useContext(PreviousRouteContext);
}
