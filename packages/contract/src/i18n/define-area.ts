import type { Locale } from '../locales';

/** One area's texts: every locale holds exactly the keys of English. */
export type AreaTexts<K extends string> = Record<Locale, Record<K, string>>;

type OtherLocale = Exclude<Locale, 'en'>;

/**
 * Declares a translation area with compile-time parity (decision 0026): the keys are those of `en`;
 * a locale that misses one fails type-checking ("Property 'x' is missing"), one that adds a key
 * fails as an excess property, and an absent locale fails too. Runtime checks (placeholders, empty
 * texts) stay in i18n.test.ts.
 */
export function defineArea<K extends string>(texts: { en: Record<K, string> } & { [L in OtherLocale]: Record<NoInfer<K>, string> }): AreaTexts<K> {
  return texts;
}
