import i18next, { type i18n } from 'i18next';
import type { Locale } from '@platform/contract';

/** A synchronous i18next instance for one locale: same texts on the server and at hydration. */
export function createI18n(locale: Locale, translations: Record<string, string>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: translations } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
