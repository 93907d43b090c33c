import { buildPath } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';
import { IconLeaf } from './icons';

export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  return (
    <Link to={buildPath('landing', locale)} className="logo" aria-label={t('brand.home_link')}>
      <span className="logo__mark">
        <IconLeaf />
      </span>
      {!compact && <span className="logo__text">{t('brand.name')}</span>}
    </Link>
  );
}
