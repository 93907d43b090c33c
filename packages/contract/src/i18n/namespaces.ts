import { resolveRoute, routeNamespaces } from '../routes';

/**
 * Translation namespaces (decision 0026). Every key belongs to exactly one:
 *  - public:    what every guest page needs (shell, landing, project list, errors, ui primitives)
 *  - auth:      the sign-in pages (log in, register, password reset, two-step), loaded with them only
 *  - project:   a project page and its invest panel, loaded with that page only
 *  - statistics: the statistics page, loaded with that page only
 *  - market:    the secondary market's list page (guests too), loaded with that page only (RouteDef.namespaces)
 *  - account:   logged-in investor and debtor pages, and the logged-in parts of the shell
 *  - admin:     the back office
 *  - email:     transactional e-mails, rendered by the server only
 *  - documents: documents the server renders (the KIIS PDF), server only
 * The page gets `public` plus what its route and a signed-in viewer need; email and documents never
 * leave the server. This module holds no texts, so the browser bundle may import it.
 */
export const TRANSLATION_NAMESPACES = ['public', 'auth', 'project', 'statistics', 'market', 'account', 'admin', 'email', 'documents'] as const;
export type TranslationNamespace = (typeof TRANSLATION_NAMESPACES)[number];

/** The namespaces a page may receive, in the order they are merged. */
export const PAGE_NAMESPACES = ['public', 'auth', 'project', 'statistics', 'market', 'account', 'admin'] as const satisfies readonly TranslationNamespace[];
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

export function isPageNamespace(value: unknown): value is PageNamespace {
  return typeof value === 'string' && (PAGE_NAMESPACES as readonly string[]).includes(value);
}

/** A namespace set in the canonical order, without duplicates. */
export function sortNamespaces(namespaces: Iterable<PageNamespace>): PageNamespace[] {
  const set = new Set(namespaces);
  return PAGE_NAMESPACES.filter((ns) => set.has(ns));
}

/**
 * The namespaces a page needs: always `public`; `account` for a signed-in viewer (the shell shows
 * the bell, balance and pop-ups on every page); plus the route's own (`routeNamespaces`). A path
 * that matches no route (the 404 page) needs no more than the shell.
 */
export function pageNamespaces(pathname: string, { signedIn }: { signedIn: boolean }): PageNamespace[] {
  const route = resolveRoute(pathname);
  return sortNamespaces(['public', ...(signedIn ? (['account'] as const) : []), ...(route ? routeNamespaces(route.def) : [])]);
}

/** True when `loaded` already holds every namespace of `needed`. */
export function hasNamespaces(loaded: readonly PageNamespace[], needed: readonly PageNamespace[]): boolean {
  return needed.every((ns) => loaded.includes(ns));
}

/** Where the browser loads one namespace of one locale (a script the server makes from the texts; decision 0026). */
export function textsScriptPath(version: string, locale: string, namespace: PageNamespace): string {
  return `/i18n/${version}/${locale}.${namespace}.js`;
}

/** The browser's global the texts scripts fill: `self.__I18N__["en:public"] = {…}`. */
export const TEXTS_GLOBAL = '__I18N__';
