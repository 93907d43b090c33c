import { useEffect } from 'react';
import { reloadAfterChunkError } from '../../lib/chunk-reload';

/** A chunk that fails to load anywhere on the page goes to `reloadAfterChunkError` (lib/chunk-reload.ts). */
export function useChunkErrorReload(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const payload = (event as Event & { payload?: unknown }).payload;
      // Vite's import resolves to nothing when prevented: only when the page is reloading anyway.
      // Otherwise the import fails as it is, and the lazy part's boundary (LazyPart) keeps the page.
      if (reloadAfterChunkError(payload ?? new Error('Failed to fetch dynamically imported module')) === 'reload') event.preventDefault();
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
