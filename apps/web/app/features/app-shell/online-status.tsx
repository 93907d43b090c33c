import { Alert } from '../../components/ui/alert';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n';

// Spec section 7 "Online/offline status is tracked" (decision 0047): navigator.onLine and its events.
function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True while the browser says it is online; true on the server and during hydration (no banner in server HTML). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** The offline banner of the alert area: shown while the browser is offline, gone when it is back. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert color="orange" title={t('shell.offline.title')} data-testid="offline-banner" role="status">
      {t('shell.offline.text')}
    </Alert>
  );
}
