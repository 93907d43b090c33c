import { Group } from '@mantine/core';
import { buildPath, LOCALE_NATIVE_NAMES, LOCALES, switchLocalePath } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';

/** All six interface languages; each link opens the same page in that language (translated slugs). */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { id, locale, params } = useRouteInfo();
  return (
    <nav aria-label={t('nav.languages')}>
      <Group gap={compact ? 4 : 6} className="language-switcher" wrap="wrap">
        {LOCALES.map((target) => {
          const href = id ? switchLocalePath(id, params, target) : buildPath('landing', target);
          const current = target === locale;
          return (
            <Link
              key={target}
              to={href}
              hrefLang={target}
              lang={target}
              className="language-switcher__link"
              aria-current={current ? 'true' : undefined}
              title={LOCALE_NATIVE_NAMES[target]}
              data-testid={`lang-${target}`}
            >
              {target.toUpperCase()}
            </Link>
          );
        })}
      </Group>
    </nav>
  );
}
