import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { CookieNotification } from '../../lib/notification';

/** Shows the notification cookie once (spec section 4): amount in bold with a euro sign before the message. */
export function CookieNotificationToast({ notification }: { notification: CookieNotification | null }) {
  useEffect(() => {
    if (!notification) return;
    notifications.show({
      color: notification.type === 'error' ? 'red' : notification.type === 'success' ? 'teal' : 'blue',
      message: (
        <span data-testid="cookie-notification" data-type={notification.type}>
          {notification.amount ? <strong>€{notification.amount} </strong> : null}
          {notification.message}
        </span>
      ),
      autoClose: 8000,
    });
  }, [notification]);
  return null;
}
