import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Locale } from '@platform/contract';
import { hasNamespaces, pageNamespaces, type PageNamespace } from '@platform/contract/i18n/namespaces';
import { lookUp, translate, type TranslateOptions } from '@platform/contract/i18n/translate';

/**
 * `t(key, options)`: the text of `key` in the page's locale with its `{{name}}` placeholders filled
 * from `options`; `count` picks the plural form, `defaultValue` stands in for a missing key, and
 * without either a missing key shows as itself (decision 0058).
 */
export type TFunction = (key: string, options?: TranslateOptions) => string;

/** What `useTranslation()` gives: the same object (and `t`) for as long as locale and texts stay. */
export interface Translator {
  readonly t: TFunction;
  readonly i18n: { readonly language: string; readonly exists: (key: string) => boolean };
}

/** The translator of one locale: same texts on the server and at hydration (decision 0058). */
export function createI18n(locale: Locale, translations: Readonly<Record<string, string>>): Translator {
  const t: TFunction = (key, options) => translate(translations, locale, key, options);
  const exists = (key: string) => lookUp(translations, locale, key) !== undefined;
  return { t, i18n: { language: locale, exists } };
}

// Outside a provider (never on a page; a component test that forgot one) a text shows as its key
// or defaultValue, as react-i18next did without an instance.
const NO_TEXTS = createI18n('en', {});
const I18nContext = createContext<Translator>(NO_TEXTS);

/** Gives `translator` to the components below; memoize it (root.tsx does) so they do not re-render. */
export function I18nProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** `{ t, i18n: { language, exists } }` of the nearest I18nProvider. */
export function useTranslation(): Translator {
  return useContext(I18nContext);
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
