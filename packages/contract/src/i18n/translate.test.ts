import fc from 'fast-check';
// Test-only: the library the web used before decision 0058, kept as a devDependency of this package
// to prove the replacement answers as it did. Nothing outside tests imports it.
import i18next, { type i18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../locales';
import { TRANSLATIONS } from './index';
import { fillPlaceholders, lookUp, pluralCategory, translate, type Texts } from './translate';

/** i18next exactly as apps/web/app/lib/i18n.ts configured it before decision 0058. */
function reference(locale: string, texts: Texts): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: texts } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101, 1.5];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function placeholderNames(text: string): string[] {
  return [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1].trim());
}

describe('translate: the same answers as i18next on the real texts', () => {
  for (const locale of LOCALES) {
    it(`every key of ${locale}, plain and with counts ${COUNTS.join(', ')}`, () => {
      const texts = TRANSLATIONS[locale];
      const ref = reference(locale, texts);
      const keys = Object.keys(texts);
      const bases = [...new Set(keys.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')))];
      expect(keys.length).toBeGreaterThan(1000);
      expect(bases.length).toBeGreaterThanOrEqual(5);
      let compared = 0;
      for (const key of [...keys, ...bases]) {
        const forms = [key, ...['zero', 'one', 'two', 'few', 'many', 'other'].map((s) => `${key}_${s}`)];
        const names = new Set(forms.flatMap((k) => placeholderNames(texts[k] ?? '')));
        const params = Object.fromEntries([...names].map((name, i) => [name, i % 2 === 0 ? `<${name}>` : i * 7]));
        expect(translate(texts, locale, key, params)).toBe(ref.t(key, params));
        expect(translate(texts, locale, key)).toBe(ref.t(key));
        expect(lookUp(texts, locale, key) !== undefined).toBe(ref.exists(key));
        for (const count of COUNTS) {
          const options = { ...params, count };
          expect(translate(texts, locale, key, options), `${key} count=${count}`).toBe(ref.t(key, options));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(keys.length * COUNTS.length);
    });
  }

  it('a missing key: the key itself, or the defaultValue with its placeholders filled', () => {
    const ref = reference('en', TRANSLATIONS.en);
    for (const options of [
      undefined,
      {},
      { defaultValue: 'Hello {{name}}', name: 'Ann' },
      { defaultValue: '' },
      { count: 3 },
      { defaultValue: 'n={{count}}', count: 0 },
    ]) {
      expect(translate(TRANSLATIONS.en, 'en', 'no.such.key', options)).toBe(ref.t('no.such.key', options));
    }
    expect(translate(TRANSLATIONS.en, 'en', 'no.such.key')).toBe('no.such.key');
    expect(translate(TRANSLATIONS.en, 'en', 'no.such.key', { defaultValue: 'Hello {{name}}', name: 'Ann' })).toBe('Hello Ann');
  });
});

describe('fillPlaceholders', () => {
  it('fills by name, ignores spaces in the braces, keeps an unknown name, empties undefined and null', () => {
    expect(fillPlaceholders('{{a}}-{{ b }}-{{c}}-{{d}}-{{e}}', { a: 1, b: 'x', d: undefined, e: null })).toBe('1-x-{{c}}--');
    expect(fillPlaceholders('{{a}}', { a: false })).toBe('false');
    expect(fillPlaceholders('{{a}}', { a: [1, 2] })).toBe('1,2');
  });

  it('never expands a filled value again, and does not read inherited properties', () => {
    expect(fillPlaceholders('{{a}} {{b}}', { a: '{{b}}', b: 'B' })).toBe('{{b}} B');
    expect(fillPlaceholders('{{toString}} {{__proto__}}', {})).toBe('{{toString}} {{__proto__}}');
  });
});

describe('lookUp: plural forms', () => {
  const texts = { k_zero: 'zero', k_one: 'one', k_few: 'few', k_many: 'many', k_other: 'other', k: 'plain', only: 'only' };

  it('zero first when the count is 0 and the key exists, then the CLDR category, then the plain key (never _other instead)', () => {
    expect(lookUp(texts, 'en', 'k', 0)).toBe('zero');
    expect(lookUp(texts, 'en', 'k', 1)).toBe('one');
    expect(lookUp(texts, 'en', 'k', 2)).toBe('other');
    expect(lookUp(texts, 'pl', 'k', 3)).toBe('few');
    expect(lookUp(texts, 'pl', 'k', 5)).toBe('many');
    expect(lookUp(texts, 'lt', 'k', 1.5)).toBe('many');
    expect(lookUp({ k_other: 'other' }, 'pl', 'k', 3)).toBeUndefined();
    expect(lookUp({ k_other: 'other', k: 'plain' }, 'pl', 'k', 3)).toBe('plain');
    expect(lookUp(texts, 'en', 'only', 2)).toBe('only');
    expect(lookUp(texts, 'en', 'k', '2')).toBe('plain');
    expect(lookUp(texts, 'en', 'k')).toBe('plain');
    expect(lookUp(texts, 'en', 'constructor')).toBeUndefined();
  });

  it('pluralCategory is Intl.PluralRules', () => {
    fc.assert(
      fc.property(fc.constantFrom<Locale>(...LOCALES), fc.oneof(fc.nat(), fc.double({ min: 0, max: 1e6, noNaN: true })), (locale, n) => {
        expect(pluralCategory(locale, n)).toBe(new Intl.PluralRules(locale).select(n));
      }),
    );
  });
});

describe('translate: the same answers as i18next on generated texts and values', () => {
  const name = fc.constantFrom('a', 'b', 'count', 'name', 'x_1');
  const placeholder = fc.tuple(name, fc.constantFrom('', ' ', '  '), fc.constantFrom('', ' ')).map(([n, l, r]) => `{{${l}${n}${r}}}`);
  const literal = fc.constantFrom('', 'Hi ', ' and ', '{', '}', '{{', '}}', '%', '#', 'ą ', '\n');
  const text = fc.array(fc.oneof(placeholder, literal), { maxLength: 8 }).map((parts) => parts.join(''));
  const value = fc.oneof(
    fc.string({ maxLength: 6 }),
    fc.constantFrom('{{a}}', '{{b}}', '$t(k)', ''),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
  );
  const suffix = fc.constantFrom('', '_zero', '_one', '_two', '_few', '_many', '_other');
  const count = fc.oneof(fc.constantFrom(...COUNTS), fc.nat(200));

  it('with every plural form present, any key, values and count', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Locale>(...LOCALES),
        text,
        fc.dictionary(name, value),
        fc.option(count, { nil: undefined }),
        fc.boolean(),
        (locale, base, values, n, missing) => {
          const texts: Record<string, string> = {};
          if (!missing) for (const s of ['', '_zero', '_one', '_two', '_few', '_many', '_other']) texts[`k${s}`] = `${s}:${base}`;
          const options = n === undefined ? values : { ...values, count: n };
          expect(translate(texts, locale, 'k', options)).toBe(reference(locale, texts).t('k', options));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('with any forms missing: the same', () => {
    fc.assert(
      fc.property(fc.constantFrom<Locale>(...LOCALES), fc.uniqueArray(suffix, { maxLength: 7 }), text, count, (locale, suffixes, base, n) => {
        const texts: Record<string, string> = Object.fromEntries(suffixes.map((s) => [`k${s}`, `${s}:${base}`]));
        expect(translate(texts, locale, 'k', { count: n, a: 'A' })).toBe(reference(locale, texts).t('k', { count: n, a: 'A' }));
      }),
      { numRuns: 300 },
    );
  });
});
