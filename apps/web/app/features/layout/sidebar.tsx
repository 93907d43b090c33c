import { Box, Stack, UnstyledButton } from '../../components/ui/boxes';
import { buildPath } from '@platform/contract';
import { lazy } from 'react';
import { LazyPart } from '../../components/ui/lazy-part';
import { useTranslation } from '../../lib/i18n';
import { NavLink as RouterNavLink } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';
import type { UserData } from '@platform/contract';
import { CreateAccountPrompt } from './create-account-prompt';
import { IconChevron } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';

// Tooltips (and floating-ui under them) only matter in the collapsed sidebar, which no first render shows.
const SidebarTooltip = lazy(() => import('./sidebar-tooltip'));

interface SidebarProps {
  viewer: UserData | null;
  collapsed: boolean;
  onToggleCollapsed(): void;
  onNavigate?(): void;
}

/**
 * Desktop sidebar (260 px, or 113 px collapsed) and, below 992 px, the content of the mobile menu.
 * It grows with its items; the navbar around it scrolls when they do not fit (operators at 900 px).
 */
export function Sidebar({ viewer, collapsed, onToggleCollapsed, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const { locale, name } = useRouteInfo();
  return (
    <Stack className="sidebar" data-collapsed={collapsed || undefined} gap="md" p="md">
      <Box visibleFrom="lg" className="sidebar__brand">
        <Logo compact={collapsed} />
      </Box>
      {/* The navbar around the sidebar is the one "Main menu" landmark (default-shell.tsx). */}
      <div>
        <Stack gap={4} component="ul" className="sidebar__list">
          {NAV_ITEMS.filter(
            (item) =>
              (!item.userOnly || viewer) &&
              (!item.operatorOnly || viewer?.role === 'operator') &&
              (!item.companyOnly || viewer?.type === 'company') &&
              (!item.debtorOnly || viewer?.isDebtor === true),
          ).map((item) => {
            const label = t(item.labelKey);
            const Icon = item.icon;
            const link = (
              <RouterNavLink
                to={buildPath(item.route, locale, item.params)}
                className="sidebar__link"
                aria-current={name === item.route ? 'page' : undefined}
                onClick={onNavigate}
                aria-label={collapsed ? label : undefined}
                end
              >
                <Icon />
                {!collapsed && <span>{label}</span>}
              </RouterNavLink>
            );
            return (
              <li key={item.route}>
                {collapsed ? (
                  <LazyPart fallback={link}>
                    <SidebarTooltip label={label}>{link}</SidebarTooltip>
                  </LazyPart>
                ) : (
                  link
                )}
              </li>
            );
          })}
        </Stack>
      </div>
      <Box mt="auto">
        {!viewer && !collapsed && <CreateAccountPrompt onNavigate={onNavigate} />}
        {!collapsed && <LanguageSwitcher isLandmark={false} />}
        <UnstyledButton
          visibleFrom="lg"
          className="sidebar__collapse"
          onClick={onToggleCollapsed}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('nav.expand_sidebar') : t('nav.collapse_sidebar')}
        >
          <IconChevron style={{ transform: collapsed ? 'rotate(180deg)' : undefined }} />
        </UnstyledButton>
      </Box>
    </Stack>
  );
}
