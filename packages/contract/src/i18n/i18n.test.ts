import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { email } from './email';
import { getTranslations, KEY_NAMESPACES, NAMESPACE_TRANSLATIONS, TRANSLATION_AREAS, TRANSLATIONS } from './index';
import { PAGE_NAMESPACES, TRANSLATION_NAMESPACES } from './namespaces';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  for (const [areaName, area] of Object.entries(TRANSLATION_AREAS)) {
    it(`area "${areaName}": every locale has exactly the keys en has, none empty, same placeholders`, () => {
      const en = (area as Record<string, Record<string, string>>).en;
      for (const locale of LOCALES) {
        const texts = (area as Record<string, Record<string, string>>)[locale];
        expect(Object.keys(texts).sort(), `${areaName}/${locale}`).toEqual(Object.keys(en).sort());
        for (const [key, value] of Object.entries(texts)) {
          expect(value.trim(), `${areaName}/${locale}/${key}`).not.toBe('');
          expect(placeholders(value), `${areaName}/${locale}/${key}`).toEqual(placeholders(en[key]));
        }
      }
    });
  }

  it('is really translated: most texts of each locale differ from English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const keys = Object.keys(TRANSLATIONS.en);
      const same = keys.filter((k) => TRANSLATIONS[locale][k] === TRANSLATIONS.en[k]);
      expect(same.length / keys.length, locale).toBeLessThan(0.1);
    }
  });

  it('holds the spec keys', () => {
    expect(TRANSLATIONS.en['input.required.default_tooltip']).toBeTruthy();
    expect(TRANSLATIONS.en.page_does_not_exist).toBeTruthy();
    expect(TRANSLATIONS.en['error.not_found']).toBe('This page could not be found');
    expect(TRANSLATIONS.en['error.error_page_failed']).toBe('An error occurred while showing the error page');
  });
});

describe('translation namespaces (decision 0026)', () => {
  const bytes = (texts: Record<string, string>) => Buffer.byteLength(JSON.stringify(texts));

  it('puts every key in exactly one namespace, in every locale', () => {
    for (const locale of LOCALES) {
      const parts = TRANSLATION_NAMESPACES.map((ns) => NAMESPACE_TRANSLATIONS[locale][ns]);
      const keys = parts.flatMap((texts) => Object.keys(texts));
      expect(keys.length, locale).toBe(Object.keys(TRANSLATIONS[locale]).length);
      expect(new Set(keys).size, locale).toBe(keys.length);
      expect(Object.assign({}, ...parts), locale).toEqual(TRANSLATIONS[locale]);
    }
    expect(Object.keys(KEY_NAMESPACES).sort()).toEqual(Object.keys(TRANSLATIONS.en).sort());
  });

  it('keeps e-mail and document texts out of every namespace a page can load', () => {
    const serverOnly = Object.keys(KEY_NAMESPACES).filter((key) => !(PAGE_NAMESPACES as readonly string[]).includes(KEY_NAMESPACES[key]));
    for (const key of Object.keys(email.en)) expect(KEY_NAMESPACES[key], key).toBe('email');
    expect(serverOnly).toEqual(expect.arrayContaining(['withdrawals.email.code.body', 'notifications.email.body', 'projectPage.kiis.title']));
    for (const locale of LOCALES) {
      const page = getTranslations(locale, PAGE_NAMESPACES);
      for (const key of serverOnly) expect(page[key], `${locale}/${key}`).toBeUndefined();
    }
  });

  it('merges the namespaces asked for, and all of them when none are named', () => {
    const both = getTranslations('lt', ['public', 'account']);
    expect(both).toEqual({ ...NAMESPACE_TRANSLATIONS.lt.public, ...NAMESPACE_TRANSLATIONS.lt.account });
    expect(getTranslations('lt', ['account', 'public'])).toBe(both);
    expect(getTranslations('lt')).toBe(TRANSLATIONS.lt);
  });

  it('keeps the public namespace small: every page a guest opens loads it', () => {
    for (const locale of LOCALES) {
      const size = bytes(NAMESPACE_TRANSLATIONS[locale].public);
      // 12–18 KB since the sign-in, project and statistics texts travel with their pages only (decision 0026); 24–36 KB before.
      expect(size, locale).toBeLessThan(20_000);
      expect(size, locale).toBeLessThan(bytes(TRANSLATIONS[locale]) / 3);
    }
  });
});
