import { createContext } from 'react';
import type { Locale } from '@platform/contract';
import { TEXTS_GLOBAL, textsScriptPath, type PageNamespace } from '@platform/contract/i18n/namespaces';

export type Texts = Record<string, string>;
export type TextsSource = (locale: Locale, namespaces: readonly PageNamespace[]) => Texts;

type TextsGlobal = Record<string, Texts | undefined>;
const textsGlobal = (): TextsGlobal => ((globalThis as Record<string, unknown>)[TEXTS_GLOBAL] as TextsGlobal | undefined) ?? {};

const merged = new Map<string, Texts>();

/**
 * In the browser the texts come from the scripts the page links (decision 0026), not from its
 * HTML: `self.__I18N__["en:public"]`. One merged object per locale and namespace set, so the
 * translator built from it stays the same between renders.
 */
export const browserTexts: TextsSource = (locale, namespaces) => {
  const key = `${locale}:${namespaces.join(',')}`;
  let texts = merged.get(key);
  if (!texts) {
    const parts = namespaces.map((ns) => textsGlobal()[`${locale}:${ns}`]);
    if (parts.some((part) => !part)) return Object.assign({}, ...parts.filter(Boolean)) as Texts;
    texts = Object.assign({}, ...parts) as Texts;
    merged.set(key, texts);
  }
  return texts;
};

/** Where the root component reads its texts: entry.server.tsx provides the server's. */
export const TextsContext = createContext<TextsSource>(browserTexts);

/** Loads the texts scripts the page does not hold yet (a client navigation into a new namespace). */
export async function loadTexts(version: string, locale: Locale, namespaces: readonly PageNamespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !textsGlobal()[`${locale}:${ns}`]);
  await Promise.all(
    missing.map(
      (ns) =>
        new Promise<void>((resolve, reject) => {
          const script = document.createElement('script');
          script.src = textsScriptPath(version, locale, ns);
          script.onload = () => resolve();
          script.onerror = () => reject(new Error(`texts ${locale}:${ns} did not load`));
          document.head.appendChild(script);
        }),
    ),
  );
}
