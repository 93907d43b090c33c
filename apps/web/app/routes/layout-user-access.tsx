import { Anchor, Box, Text, Title } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import { Link, Outlet, type LoaderFunctionArgs } from 'react-router';
import { usePreviousRoute, useRouteInfo } from '../features/app-shell/route-info';
import { IconChevron } from '../features/layout/icons';
import { Logo } from '../features/layout/logo';
import { backLinkTarget } from '../lib/guards';
import { revalidateOnPathChange } from '../lib/revalidate';
import { runRouteGuards } from '../lib/route-guards.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => runRouteGuards(request, context);

export const shouldRevalidate = revalidateOnPathChange;

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
          <Title order={2} c="white">
            {t('user_access.banner.title')}
          </Title>
          <Text c="white" mt="sm">
            {t('user_access.banner.text')}
          </Text>
        </div>
      </Box>
    </div>
  );
}
