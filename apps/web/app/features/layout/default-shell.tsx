import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { Group } from '../../components/ui/boxes';
import { Burger } from '../../components/ui/burger';
import { useDisclosure } from '@mantine/hooks';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from '@platform/contract';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { RemoveScroll } from '../../lib/remove-scroll-class-names';
import { useTranslation } from '../../lib/i18n';
import { useStoredFlag } from '../../lib/use-stored-flag';
import type { UserData } from '@platform/contract';
import { useRouteInfo } from '../app-shell/route-info';
import { useSessionKeepalive } from '../app-shell/use-session-keepalive';
import { Footer } from './footer';
import { Logo } from './logo';
import { Sidebar } from './sidebar';
import { AccountModalButton, ViewerAlerts, ViewerTopbar } from './viewer-slots-lazy';
import { LoadingOverlayHost } from '../app-shell/loading-overlay';
import { OfflineBanner } from '../app-shell/online-status';
import { HydrateLater } from '../../lib/hydrate-later';

/**
 * Default layout (spec "Layouts"): sidebar 260/113 px on desktop, a mobile navbar with a menu below
 * 992 px, the alert area, logged-in slots (invite strip, balance panel), footer. The frame is our own
 * CSS (`.app-shell` in styles/app.css), not Mantine's AppShell: the same fixed bars without the code
 * that computes their sizes in every page's scripts (decision 0057, eighth-session section).
 */
export function DefaultShell({ viewer, alerts, children }: { viewer: UserData | null; alerts?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const { locale } = useRouteInfo();
  useSessionKeepalive(viewer, locale);
  const [collapsed, setCollapsed] = useStoredFlag('sidebar-collapsed', false);
  // Mantine's close buttons (the ✕ of every dialog and closable alert) have no name of their own; the
  // theme below the root gives them one in the page's language. (The root theme has no translations.)
  const closeLabels = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('ui.close') } } },
        Alert: { defaultProps: { closeButtonLabel: t('ui.close') } },
      },
    }),
    [t],
  );
  return (
    <MantineThemeProvider theme={closeLabels}>
      <div className="app-shell" style={{ '--app-navbar-width': `${collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX}px` } as CSSProperties}>
        {/* A dialog's scroll lock keeps fixed bars from jumping by this class name. */}
        <header className={`app-shell__header mobile-navbar ${RemoveScroll.classNames.zeroRight}`} data-testid="mobile-navbar">
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Logo />
            <Group gap="xs" wrap="nowrap">
              {viewer && <AccountModalButton viewer={viewer} />}
              <Burger
                opened={mobileOpened}
                onClick={mobile.toggle}
                aria-label={mobileOpened ? t('nav.close_menu') : t('nav.open_menu')}
                aria-expanded={mobileOpened}
                aria-controls="main-menu"
                data-testid="mobile-menu-button"
              />
            </Group>
          </Group>
        </header>
        <nav
          id="main-menu"
          aria-label={t('nav.main')}
          data-testid="sidebar"
          className="app-shell__navbar app-navbar"
          data-menu-open={mobileOpened || undefined}
        >
          <HydrateLater>
            <Sidebar viewer={viewer} collapsed={collapsed && !mobileOpened} onToggleCollapsed={() => setCollapsed((c) => !c)} onNavigate={mobile.close} />
          </HydrateLater>
        </nav>
        <main className="app-shell__main main">
          {viewer && <ViewerTopbar viewer={viewer} />}
          <div className="alert-area" aria-live="polite" data-testid="alert-area">
            <OfflineBanner />
            {alerts}
            {viewer && <ViewerAlerts viewer={viewer} />}
          </div>
          <div id="content" className="content">
            <HydrateLater>{children}</HydrateLater>
          </div>
          <HydrateLater>
            <Footer />
          </HydrateLater>
        </main>
      </div>
      <LoadingOverlayHost />
    </MantineThemeProvider>
  );
}
