import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';

/**
 * A fresh i18next per test with the real contract texts and the options of app/lib/i18n.ts. No
 * fallback language, so a key missing in the tested locale shows up as the raw key and fails.
 */
export function createTestI18n(lng: Locale = 'en'): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: TRANSLATIONS[locale] }])),
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function TestProviders({ children, i18n }: { children: ReactNode; i18n: i18n }) {
  return (
    // env="test" turns off Mantine transitions and portals, so tooltips render in place at once.
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </MantineProvider>
  );
}

/** render() inside MantineProvider and an i18next instance for `locale` (default en). */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', ...options }: { locale?: Locale } & Omit<RenderOptions, 'wrapper'> = {},
): RenderResult & { i18n: i18n } {
  const i18n = createTestI18n(locale);
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <TestProviders i18n={i18n}>{children}</TestProviders>,
  });
  return { ...result, i18n };
}
