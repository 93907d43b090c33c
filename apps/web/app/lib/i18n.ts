import i18next, { type i18n } from 'i18next';
import type { Locale } from '@platform/contract';
import { hasNamespaces, pageNamespaces, type PageNamespace } from '@platform/contract/i18n/namespaces';

/** A synchronous i18next instance for one locale: same texts on the server and at hydration. */
export function createI18n(locale: Locale, translations: Record<string, string>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: translations } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

// Browser only: the namespaces the page holds now (the root loader's answer). One page per window,
// so module state is enough; the server never reads it.
let loadedNamespaces: readonly PageNamespace[] = [];

export function rememberLoadedNamespaces(namespaces: readonly PageNamespace[]): void {
  loadedNamespaces = namespaces;
}

/**
 * Whether a client navigation to `pathname` needs namespaces the page does not hold yet (decision
 * 0026): the root loader then runs again and brings them before the new page renders, so no raw key
 * shows. Logging in is a form POST, which revalidates the root anyway (and adds `account`).
 */
export function needsMoreNamespaces(pathname: string): boolean {
  return !hasNamespaces(loadedNamespaces, pageNamespaces(pathname, { signedIn: false }));
}
