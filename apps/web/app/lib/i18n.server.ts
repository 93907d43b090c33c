import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, type Locale } from '@platform/contract';
import { getTranslations, type Translations } from '@platform/contract/i18n/index';
import { pageNamespaces, type PageNamespace } from '@platform/contract/i18n/namespaces';
import { textsVersion } from '@platform/contract/i18n/scripts';
import { translate } from '@platform/contract/i18n/translate';

/** Translate on the server (meta tags in loaders) with the one translator (decision 0058), from every namespace. */
export function serverT(locale: Locale) {
  const texts = getTranslations(locale);
  return (key: string, values: Record<string, string | number> = {}) => translate(texts, locale, key, values);
}

/** The server's texts for the root component (entry.server.tsx provides them to TextsContext). */
export const serverTexts = (locale: Locale, namespaces: readonly PageNamespace[]): Translations => getTranslations(locale, namespaces);

/**
 * The texts a page needs (decision 0026): `public`, plus `account` for someone with a session
 * cookie (the logged-in shell), plus the route's own namespaces. The page links them as scripts
 * under `textsVersion` (cached by the browser for good); its HTML does not carry them.
 */
export function pageTexts(pathname: string, cookies: Record<string, string | undefined>): { namespaces: PageNamespace[]; textsVersion: string } {
  const signedIn = Boolean(cookies[ACCESS_TOKEN_COOKIE] || cookies[REFRESH_TOKEN_COOKIE]);
  return { namespaces: pageNamespaces(pathname, { signedIn }), textsVersion: textsVersion() };
}
