import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { ROUTE_DEFS } from '../routes';
import { TRANSLATION_AREAS, TRANSLATIONS } from './index';

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

  it('has a title and a coming-soon text for every page not built yet', () => {
    for (const def of ROUTE_DEFS.filter((d) => d.comingSoon)) {
      expect(TRANSLATIONS.en[`page.${def.name}.title`], def.name).toBeTruthy();
      expect(TRANSLATIONS.en[`page.${def.name}.coming_soon`], def.name).toBeTruthy();
    }
  });

  it('holds the spec keys', () => {
    expect(TRANSLATIONS.en['input.required.default_tooltip']).toBeTruthy();
    expect(TRANSLATIONS.en.page_does_not_exist).toBeTruthy();
    expect(TRANSLATIONS.en['error.not_found']).toBe('This page could not be found');
    expect(TRANSLATIONS.en['error.error_page_failed']).toBe('An error occurred while showing the error page');
  });
});
