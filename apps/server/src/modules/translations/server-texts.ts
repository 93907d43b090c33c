import type { Locale } from '@platform/contract';
import { serverTexts } from '@platform/contract/i18n/server-texts';

type Key = keyof (typeof serverTexts)['en'];
type BaseOf<K> = K extends `${infer B}_other` ? B : never;
type PluralBase = BaseOf<Key>;

/**
 * Fills the {{name}} placeholders of a translation in one pass (a value is never re-expanded; an
 * unknown name stays as written). The one filler of server-made texts: documents, the project
 * page, these server texts.
 */
export function fillPlaceholders(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** A text the server writes into an answer, in the reader's language (decision 0043). */
export function serverText(locale: Locale, key: Key, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(serverTexts[locale][key], params);
}

/** The plural form of `base` for `count` by the locale's CLDR rules (`_zero`…`_other`; `_other` when a category has no key). */
export function serverPlural(locale: Locale, base: PluralBase, count: number, params: Record<string, string | number> = {}): string {
  const texts = serverTexts[locale] as Record<string, string>;
  const category = new Intl.PluralRules(locale).select(count);
  return fillPlaceholders(texts[`${base}_${category}`] ?? texts[`${base}_other`], { count, ...params });
}
