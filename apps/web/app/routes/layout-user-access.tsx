import { Anchor, Box, Text, Title } from '@mantine/core';
import { resolveRoute } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { usePreviousRoute, useRouteInfo } from '../features/app-shell/route-info';
import { IconChevron } from '../features/layout/icons';
import { Logo } from '../features/layout/logo';
import { accessRedirect, backLinkTarget, localeGuardRedirect } from '../lib/guards';
import { loadViewer } from '../lib/session.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await loadViewer(context);
  const route = resolveRoute(new URL(request.url).pathname);
  if (route) {
    const target = localeGuardRedirect(route.locale, route.def.access, viewer) ?? accessRedirect(route.def.access, viewer, route.locale);
    if (target) throw redirect(target);
  }
  return { viewer };
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

/** Sign-in screens: back link, advertising side banner, background image (spec "Layouts"). */
export default function UserAccessLayout() {
  const { t } = useTranslation();
  const { locale, name } = useRouteInfo();
  const previous = usePreviousRoute();
  return (
    <div className="user-access">
      <div className="user-access__panel">
        <div className="user-access__top">
          <Anchor component={Link} to={backLinkTarget(previous, name ?? '', locale)} className="back-link" data-testid="back-link">
            <IconChevron /> {t('user_access.back')}
          </Anchor>
          <Logo />
        </div>
        <main id="content" className="user-access__content">
          <Outlet />
        </main>
      </div>
      <Box component="aside" className="user-access__banner" visibleFrom="lg" aria-label={t('user_access.banner.label')}>
        <div className="user-access__banner-inner">
          <Title order={2} c="white">{t('user_access.banner.title')}</Title>
          <Text c="white" mt="sm">{t('user_access.banner.text')}</Text>
        </div>
      </Box>
    </div>
  );
}
