import { Group } from '../../components/ui/boxes';
import { buildPath, LOCALE_NATIVE_NAMES, LOCALES, switchLocalePath } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';

/**
 * All six interface languages; each link opens the same page in that language (translated slugs).
 * The footer's switcher is the "Languages" landmark; a second copy (the sidebar's) is a plain group,
 * since two navigation landmarks with one name cannot be told apart.
 */
export function LanguageSwitcher({ compact = false, isLandmark = true }: { compact?: boolean; isLandmark?: boolean }) {
  const { t } = useTranslation();
  const { id, locale, params } = useRouteInfo();
  const Wrapper = isLandmark ? 'nav' : 'div';
  return (
    <Wrapper aria-label={t('nav.languages')} role={isLandmark ? undefined : 'group'}>
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
    </Wrapper>
  );
}
