import { Badge } from '../../components/ui/badge';
import { UnstyledButton } from '../../components/ui/boxes';
import { buildPath } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';
import { IconBell } from '../layout/icons';

/**
 * The bell of the default layout (logged-in users): links to the notifications page and shows the
 * unread count of the user data, which reloads after every action (marking as read included).
 */
export function NotificationsBell({ count }: { count: number }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const label = count > 0 ? t('notifications.bell', { count }) : t('notifications.bell_none');
  return (
    <UnstyledButton
      component={Link}
      to={buildPath('account-notifications', locale)}
      className="notifications-bell"
      aria-label={label}
      title={label}
      data-testid="notifications-bell"
      data-count={count}
    >
      <IconBell />
      {count > 0 && (
        <Badge
          className="notifications-bell__count"
          color="red"
          variant="filled"
          size="sm"
          circle={count < 10}
          aria-hidden="true"
          data-testid="notifications-bell-count"
        >
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </UnstyledButton>
  );
}
