/**
 * The one translator of the platform (decision 0058): looks a key up in a flat table of one
 * locale's texts, picks the plural form and fills the `{{name}}` placeholders. The web's
 * `useTranslation()` and the server's own texts both call it. It behaves as i18next 26 did with
 * the options the web used (flat keys, no namespaces, no escaping, no fallback language); the
 * equivalence test in translate.test.ts compares the two on every real text.
 */

/** Texts of one locale, flat: `key` → text. */
export type Texts = Readonly<Record<string, string>>;

/** Placeholder values, plus `count` (chooses the plural form) and `defaultValue` (for a missing key). */
export type TranslateOptions = Readonly<Record<string, unknown>> & { readonly count?: number; readonly defaultValue?: string };

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * Fills the `{{name}}` placeholders of `text` from `values` in one pass (a filled value is never
 * expanded again; spaces inside the braces and a leading `-` are ignored). A name `values` does not
 * hold stays as written; a value given as undefined or null becomes an empty string; any other
 * value is written with String().
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(PLACEHOLDER, (match, inner: string) => {
    const name = (inner.length > 1 && inner.startsWith('-') ? inner.slice(1) : inner).trim();
    if (!Object.hasOwn(values, name)) return match;
    const value = values[name];
    return value == null ? '' : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of `count` in `locale` (`zero`, `one`, `two`, `few`, `many` or `other`). */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

function own(texts: Texts, key: string): string | undefined {
  return Object.hasOwn(texts, key) ? texts[key] : undefined;
}

/**
 * The text of `key`, or undefined. With a `count` (a number): `key_zero` when count is 0 and that
 * key exists, else `key_<category>`, else the plain key. Not `key_other` when the category's own
 * form is missing: i18next did not, and some plain keys have a sibling `…_other` that is no plural
 * form (`adminProjects.documents.kind` and `…kind_other`, "Other").
 */
export function lookUp(texts: Texts, locale: string, key: string, count?: unknown): string | undefined {
  if (count !== undefined && typeof count !== 'string') {
    const n = count as number;
    const found = (n === 0 ? own(texts, `${key}_zero`) : undefined) ?? own(texts, `${key}_${pluralCategory(locale, n)}`);
    if (found !== undefined) return found;
  }
  return own(texts, key);
}

/**
 * Translates `key`: its text (see lookUp), else `options.defaultValue`, else the key itself, with
 * the placeholders filled from `options` (so `{{count}}` shows the count).
 */
export function translate(texts: Texts, locale: string, key: string, options: TranslateOptions = {}): string {
  const text = lookUp(texts, locale, key, options.count) ?? (typeof options.defaultValue === 'string' ? options.defaultValue : key);
  return fillPlaceholders(text, options);
}
