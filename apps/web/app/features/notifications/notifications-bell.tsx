import { Badge } from '../../components/ui/badge';
import { UnstyledButton } from '../../components/ui/boxes';
import { buildPath } from '@platform/contract';
import type { SVGProps } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';

/** Decorative bell (the link's label carries the meaning); also the sidebar entry's icon. */
export function BellIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

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
      <BellIcon />
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
