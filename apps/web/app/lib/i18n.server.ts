import type { Locale } from '@platform/contract';
import { getTranslations } from '@platform/contract/i18n/index';

/** Translate on the server (meta tags in loaders) without an i18next instance. */
export function serverT(locale: Locale) {
  const texts = getTranslations(locale);
  return (key: string, values: Record<string, string | number> = {}) =>
    (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
