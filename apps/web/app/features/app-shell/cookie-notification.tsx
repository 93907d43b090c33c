import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { CookieNotification } from '../../lib/notification';

/** Shows the notification cookie once (spec section 4): amount in bold with a euro sign before the message. */
export function CookieNotificationToast({ notification }: { notification: CookieNotification | null }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!notification) return;
    notifications.show({
      closeButtonProps: { 'aria-label': t('ui.close') },
      color: notification.type === 'error' ? 'red' : notification.type === 'success' ? 'teal' : 'blue',
      message: (
        <span data-testid="cookie-notification" data-type={notification.type}>
          {notification.amount ? <strong>€{notification.amount} </strong> : null}
          {notification.message}
        </span>
      ),
      autoClose: 8000,
    });
    // Shown once per cookie: a language change must not show it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notification]);
  return null;
}
