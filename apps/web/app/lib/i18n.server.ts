import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, type Locale } from '@platform/contract';
import { getTranslations, type Translations } from '@platform/contract/i18n/index';
import { pageNamespaces, type PageNamespace } from '@platform/contract/i18n/namespaces';

/** Translate on the server (meta tags in loaders) without an i18next instance: every namespace. */
export function serverT(locale: Locale) {
  const texts = getTranslations(locale);
  return (key: string, values: Record<string, string | number> = {}) =>
    (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * The texts a page sends to the browser (decision 0026): `public`, plus `account` for someone with a
 * session cookie (the logged-in shell), plus the route's own namespaces. Read here rather than
 * through the API: no in-process call and no re-validation of a 30 KB record on every page.
 */
export function pageTranslations(
  pathname: string,
  locale: Locale,
  cookies: Record<string, string | undefined>,
): { namespaces: PageNamespace[]; translations: Translations } {
  const signedIn = Boolean(cookies[ACCESS_TOKEN_COOKIE] || cookies[REFRESH_TOKEN_COOKIE]);
  const namespaces = pageNamespaces(pathname, { signedIn });
  return { namespaces, translations: getTranslations(locale, namespaces) };
}
