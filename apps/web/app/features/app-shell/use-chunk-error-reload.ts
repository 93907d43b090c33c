import { CHUNK_RELOAD_GUARD_MS } from '@platform/contract';
import { useEffect } from 'react';
import { isChunkLoadError, shouldReloadAfterChunkError } from '../../lib/guards';

const STORAGE_KEY = 'chunk-reload-at';

/** A chunk that fails to load (new deploy) reloads the page, at most once per 60 s. */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(window.localStorage.getItem(STORAGE_KEY)) || null;
  const now = Date.now();
  if (!shouldReloadAfterChunkError(last, now, CHUNK_RELOAD_GUARD_MS)) return false;
  window.localStorage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}

export function useChunkErrorReload(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const payload = (event as Event & { payload?: unknown }).payload;
      if (reloadAfterChunkError(payload ?? new Error('Failed to fetch dynamically imported module'))) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      reloadAfterChunkError(event.reason);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
