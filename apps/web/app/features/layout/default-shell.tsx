import { AppShell, Burger, Group, MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from '@platform/contract';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { UserData } from '@platform/contract';
import { useRouteInfo } from '../app-shell/route-info';
import { useSessionKeepalive } from '../app-shell/use-session-keepalive';
import { Footer } from './footer';
import { Logo } from './logo';
import { Sidebar } from './sidebar';
import { AccountModalButton, ViewerAlerts, ViewerTopbar } from './viewer-slots-lazy';
import { LoadingOverlayHost } from '../app-shell/loading-overlay';
import { OfflineBanner } from '../app-shell/online-status';

/**
 * Default layout (spec "Layouts"): sidebar 260/113 px on desktop, a mobile navbar with a menu below
 * 992 px, the alert area, logged-in slots (invite strip, balance panel), footer.
 */
export function DefaultShell({ viewer, alerts, children }: { viewer: UserData | null; alerts?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const { locale } = useRouteInfo();
  useSessionKeepalive(viewer, locale);
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'sidebar-collapsed', defaultValue: false, getInitialValueInEffect: true });
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
      <AppShell
        header={{ height: { base: 60, lg: 0 } }}
        navbar={{
          width: collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX,
          breakpoint: 'lg',
          collapsed: { mobile: !mobileOpened },
        }}
        padding={0}
      >
        <AppShell.Header hiddenFrom="lg" className="mobile-navbar" data-testid="mobile-navbar">
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
        </AppShell.Header>
        <AppShell.Navbar id="main-menu" aria-label={t('nav.main')} data-testid="sidebar" className="app-navbar" data-menu-open={mobileOpened || undefined}>
          <Sidebar viewer={viewer} collapsed={collapsed && !mobileOpened} onToggleCollapsed={() => setCollapsed((c) => !c)} onNavigate={mobile.close} />
        </AppShell.Navbar>
        <AppShell.Main className="main">
          {viewer && <ViewerTopbar viewer={viewer} />}
          <div className="alert-area" aria-live="polite" data-testid="alert-area">
            <OfflineBanner />
            {alerts}
            {viewer && <ViewerAlerts viewer={viewer} />}
          </div>
          <div id="content" className="content">
            {children}
          </div>
          <Footer />
        </AppShell.Main>
      </AppShell>
      <LoadingOverlayHost />
    </MantineThemeProvider>
  );
}
