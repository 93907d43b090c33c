import { CHUNK_RELOAD_GUARD_MS } from '@platform/contract';
import { chunkErrorAction, isChunkLoadError } from './guards';

const STORAGE_KEY = 'chunk-reload-at';
let waitingForOnline = false;

function reloadNow(): void {
  window.localStorage.setItem(STORAGE_KEY, String(Date.now()));
  window.location.reload();
}

/**
 * The one owner of what a chunk that failed to load does. Online (a new deploy): reload the page,
 * at most once per 60 s. Offline: a reload could only end on the browser's own offline page, so the
 * page stays (its offline banner shows) and the rule is asked again once the browser is back online
 * (a reload then, unless one happened less than 60 s ago). Answers what
 * it did: `'reload'` (the page is going away), `'reload-when-online'`, or `'none'` (not a chunk
 * error, or reloaded less than 60 s ago).
 */
export function reloadAfterChunkError(error: unknown): 'reload' | 'reload-when-online' | 'none' {
  if (!isChunkLoadError(error)) return 'none';
  const last = Number(window.localStorage.getItem(STORAGE_KEY)) || null;
  const action = chunkErrorAction(navigator.onLine, last, Date.now(), CHUNK_RELOAD_GUARD_MS);
  if (action === 'reload') reloadNow();
  if (action === 'reload-when-online' && !waitingForOnline) {
    waitingForOnline = true;
    // Back online, the same rule decides again: the spec's "at most once per 60 s" holds here too.
    window.addEventListener(
      'online',
      () => {
        waitingForOnline = false;
        reloadAfterChunkError(error);
      },
      { once: true },
    );
  }
  return action;
}
