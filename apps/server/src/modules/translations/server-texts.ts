import type { Locale } from '@platform/contract';
import { serverTexts } from '@platform/contract/i18n/server-texts';
import { fillPlaceholders, lookUp } from '@platform/contract/i18n/translate';

type Key = keyof (typeof serverTexts)['en'];
type BaseOf<K> = K extends `${infer B}_other` ? B : never;
type PluralBase = BaseOf<Key>;

/** A text the server writes into an answer, in the reader's language (decision 0043). */
export function serverText(locale: Locale, key: Key, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(serverTexts[locale][key], params);
}

/**
 * The plural form of `base` for `count`, chosen as the web chooses it (decision 0058: `_zero` for 0
 * when there is one, else the CLDR category); `_other` when the locale has no key for the category.
 */
export function serverPlural(locale: Locale, base: PluralBase, count: number, params: Record<string, string | number> = {}): string {
  const texts = serverTexts[locale] as Record<string, string>;
  return fillPlaceholders(lookUp(texts, locale, base, count) ?? texts[`${base}_other`], { count, ...params });
}
