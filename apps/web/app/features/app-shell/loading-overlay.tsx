import { VisuallyHidden } from '../../components/ui/boxes';
import { useEffect, useSyncExternalStore } from 'react';
import { Spinner } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import { useNavigation } from 'react-router';
import { HIDDEN_OVERLAY, loadingOverlay, type LoadingOverlayState } from './loading-overlay-store';

export { loadingOverlay } from './loading-overlay-store';

// Above the page and its dialogs (Mantine's modals sit at z-index 200), below nothing the user needs meanwhile.
const OVERLAY_STYLE = {
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(255, 255, 255, 0.6)',
} as const;
/** A route transition shorter than this shows no overlay (no flash on fast pages). */
export const NAVIGATION_OVERLAY_DELAY_MS = 400;

export function useLoadingOverlay(): LoadingOverlayState {
  return useSyncExternalStore(loadingOverlay.subscribe, loadingOverlay.getState, () => HIDDEN_OVERLAY);
}

/** Long route transitions raise the overlay; it goes when the transition ends (unless someone locked it). */
function useNavigationOverlay(): void {
  const loading = useNavigation().state === 'loading';
  useEffect(() => {
    if (!loading) {
      loadingOverlay.hide();
      return;
    }
    const timer = window.setTimeout(() => loadingOverlay.show(), NAVIGATION_OVERLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
}

/** The app's loading overlay (decision 0047): covers the page, announces "Loading…", server-renders nothing. */
export function LoadingOverlayHost() {
  const { t } = useTranslation();
  useNavigationOverlay();
  const { visible, locked } = useLoadingOverlay();
  if (!visible) return null;
  return (
    <div className="loading-overlay" style={OVERLAY_STYLE} role="status" data-testid="loading-overlay" data-locked={locked || undefined}>
      <Spinner aria-hidden />
      <VisuallyHidden>{t('shell.loading')}</VisuallyHidden>
    </div>
  );
}
