import { API, LOCALES, translationsSchema } from '@platform/contract';
import { KEY_NAMESPACES, NAMESPACE_TRANSLATIONS } from '@platform/contract/i18n/index';
import { PAGE_NAMESPACES } from '@platform/contract/i18n/namespaces';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

const get = (query: string) => t.app.inject(`${API.translations}?${query}`);
const serverOnlyKeys = Object.keys(KEY_NAMESPACES).filter((key) => KEY_NAMESPACES[key] === 'email' || KEY_NAMESPACES[key] === 'documents');

describe('GET translations by namespace (decision 0026)', () => {
  it('serves the public namespace when none is named', async () => {
    const body = translationsSchema.parse((await get('locale=pl')).json());
    expect(body.namespaces).toEqual(['public']);
    expect(body.translations).toEqual(NAMESPACE_TRANSLATIONS.pl.public);
    expect(body.translations['nav.home']).toBeTruthy();
    expect(body.translations['auth.profile.title']).toBeUndefined();
  });

  it('serves one namespace or several, merged, in every locale', async () => {
    for (const locale of LOCALES) {
      const account = translationsSchema.parse((await get(`locale=${locale}&ns=account`)).json());
      expect(account.namespaces).toEqual(['account']);
      expect(account.translations).toEqual(NAMESPACE_TRANSLATIONS[locale].account);
      // The pages' own namespaces (sign-in, project page, statistics) too.
      for (const ns of ['auth', 'project', 'statistics'] as const) {
        const one = translationsSchema.parse((await get(`locale=${locale}&ns=${ns}`)).json());
        expect(one.namespaces, `${locale} ${ns}`).toEqual([ns]);
        expect(Object.keys(one.translations).length, `${locale} ${ns}`).toBeGreaterThan(10);
        expect(one.translations, `${locale} ${ns}`).toEqual(NAMESPACE_TRANSLATIONS[locale][ns]);
      }
    }
    const res = await get('locale=bg&ns=admin,public');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const both = translationsSchema.parse(res.json());
    expect(both.namespaces).toEqual(['public', 'admin']);
    expect(both.translations).toEqual({ ...NAMESPACE_TRANSLATIONS.bg.public, ...NAMESPACE_TRANSLATIONS.bg.admin });
  });

  it('never serves e-mail or document texts', async () => {
    const all = translationsSchema.parse((await get(`locale=en&ns=${PAGE_NAMESPACES.join(',')}`)).json());
    expect(all.namespaces).toEqual([...PAGE_NAMESPACES]);
    expect(serverOnlyKeys.length).toBeGreaterThan(0);
    for (const key of serverOnlyKeys) expect(all.translations[key], key).toBeUndefined();
    expect(Object.keys(all.translations).some((key) => key.startsWith('email.'))).toBe(false);
  });

  it('refuses an unknown or server-only namespace with 400 from the schema', async () => {
    for (const ns of ['email', 'documents', 'secret', '', 'public,', 'public,email', 'PUBLIC']) {
      const res = await get(`locale=en&ns=${encodeURIComponent(ns)}`);
      expect(res.statusCode, ns).toBe(400);
      expect(res.json().code, ns).toBe('VALIDATION_FAILED');
    }
  });
});
