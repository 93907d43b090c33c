import { describe, expect, it } from 'vitest';
import { detectLocale, isLocale, localeFromPath, localeFromRouteName } from './locales';

describe('locale detection (spec section 2: route name first, then the first path segment)', () => {
  it('reads the locale suffix of a route name', () => {
    expect(localeFromRouteName('projects-page__lt')).toBe('lt');
    expect(localeFromRouteName('projects-page')).toBeNull();
    expect(localeFromRouteName('x__de')).toBeNull();
  });
  it('reads the first path segment; en has no prefix', () => {
    expect(localeFromPath('/pl/projekty/2')).toBe('pl');
    expect(localeFromPath('/projects')).toBe('en');
    expect(localeFromPath('/en/projects')).toBe('en');
    expect(localeFromPath('/de/x')).toBe('en');
  });
  it('prefers the route name', () => {
    expect(detectLocale('landing__bg', '/pt')).toBe('bg');
    expect(detectLocale(null, '/pt')).toBe('pt');
    expect(isLocale('lv')).toBe(true);
    expect(isLocale('LV')).toBe(false);
  });
});
