import type { NotificationsProps } from '@mantine/notifications';
import { lazy, startTransition, useEffect, useState } from 'react';
import { LazyPart } from '../../components/ui/lazy-part';

const Notifications = lazy(() => import('./notifications-container'));

/**
 * Mantine's toast container, loaded once the page has hydrated instead of with its first scripts.
 * It renders nothing on the server (its portal mounts in the browser), and a toast shown before it
 * arrives waits in the notifications store, which the container reads when it mounts.
 */
export function NotificationsHost(props: NotificationsProps) {
  const [isHydrated, setHydrated] = useState(false);
  // A transition: the container's chunk and first render do not join the blocking re-render that
  // follows hydration (a long task on a slow phone; decision 0057).
  useEffect(() => startTransition(() => setHydrated(true)), []);
  if (!isHydrated) return null;
  return (
    <LazyPart fallback={null}>
      <Notifications {...props} />
    </LazyPart>
  );
}
