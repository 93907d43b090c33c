import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { buildPath, listLocalizedRoutes, resolveRoute, ROUTE_DEFS, routeBaseName, routeId, SLUGS, switchLocalePath } from './routes';

const SPEC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/abc',
  '/two-step-auth/google',
  '/identify',
  '/manual_kyc',
  '/questionnaire',
  '/referral',
  '/statistics',
  '/projects',
  '/projects/2',
  '/project/solar-park',
  '/secondary-market',
  '/secondary-market/3',
  '/account',
  '/account/profile',
  '/account/wallet',
  '/account/e-wallet',
  '/account/portfolio',
  '/account/transactions',
  '/account/documents',
  '/account/reports',
  '/account/invoices',
  '/account/merge',
  '/account/auto-investment',
  '/account/debtor-projects',
  '/account/secondary-market',
  '/account/secondary-market/2',
];

describe('route table', () => {
  it('has every English route of spec section 2', () => {
    for (const path of SPEC_ROUTES) expect(resolveRoute(path), path).not.toBeNull();
  });

  it('gives every route a unique id and path in each of the six locales', () => {
    const routes = listLocalizedRoutes();
    expect(routes).toHaveLength(ROUTE_DEFS.length * LOCALES.length);
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    expect(routes.map((r) => r.id)).toContain('projects-page__lt');
  });

  it('translates slugs: no slug of another locale equals the English one except proper names', () => {
    const untranslatable = new Set(['google']);
    for (const [key, byLocale] of Object.entries(SLUGS)) {
      for (const locale of LOCALES) expect(byLocale[locale]).toMatch(/^[a-z0-9_-]+$/);
      if (untranslatable.has(key)) continue;
      const translated = LOCALES.filter((l) => l !== 'en' && byLocale[l] !== byLocale.en);
      // Words shared by languages ("portfolio" in pl and bg) may stay the same.
      expect(translated.length, key).toBeGreaterThanOrEqual(3);
    }
  });

  it('builds named routes with page and query, dropping empty optional params', () => {
    expect(buildPath('projects-page', 'en', { page: 2 })).toBe('/projects/2');
    expect(buildPath('projects-page', 'lt', { page: 2 }, { sort: 'rate', empty: '' })).toBe('/lt/projektai/2?sort=rate');
    expect(buildPath('projects-page__pl', 'pl')).toBe('/pl/projekty');
    expect(buildPath('landing', 'bg')).toBe('/bg');
    expect(buildPath('landing', 'en')).toBe('/');
    expect(() => buildPath('reset-password', 'en')).toThrow();
    expect(() => buildPath('nope', 'en')).toThrow();
  });

  it('resolves localized paths back to the route, its locale and params', () => {
    const r = resolveRoute('/lt/projektas/saules-parkas');
    expect(r?.id).toBe('projects-slug__lt');
    expect(r?.params).toEqual({ slug: 'saules-parkas' });
    expect(resolveRoute('/pt')?.id).toBe('landing__pt');
    expect(resolveRoute('/projects/1/extra')).toBeNull();
    expect(resolveRoute('/lt/projects')).toBeNull();
  });

  it('switches the same page to another locale', () => {
    expect(switchLocalePath('projects-slug__en', { slug: 'x' }, 'lv')).toBe('/lv/projekts/x');
    expect(routeBaseName(routeId('account-wallet', 'pt'))).toBe('account-wallet');
  });
});
