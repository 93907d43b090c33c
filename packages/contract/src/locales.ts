export const LOCALES = ['en', 'lt', 'pl', 'lv', 'bg', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The route guard treats only these as supported for guests and debtors (spec section 6, 9). */
export const GUARD_SUPPORTED_LOCALES: readonly Locale[] = ['en', 'lt'];

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Header every client request carries with the current locale (spec section 7). */
export const LOCALE_HEADER = 'x-locale';

export const LOCALE_ISO: Record<Locale, string> = {
  en: 'en-GB',
  lt: 'lt-LT',
  pl: 'pl-PL',
  lv: 'lv-LV',
  bg: 'bg-BG',
  pt: 'pt-PT',
};

export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  lt: 'Lietuvių',
  pl: 'Polski',
  lv: 'Latviešu',
  bg: 'Български',
  pt: 'Português',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Locale from a route name with a locale suffix (`projects-page__lt`), if it has one. */
export function localeFromRouteName(name: string | undefined | null): Locale | null {
  if (!name) return null;
  const at = name.lastIndexOf('__');
  if (at === -1) return null;
  const suffix = name.slice(at + 2);
  return isLocale(suffix) ? suffix : null;
}

/** Locale from the first path segment (`/lt/projektai` -> lt); en has no prefix. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/').filter(Boolean)[0];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** Spec section 2: route name first, then the first path segment. */
export function detectLocale(routeName: string | null | undefined, pathname: string): Locale {
  return localeFromRouteName(routeName) ?? localeFromPath(pathname);
}
