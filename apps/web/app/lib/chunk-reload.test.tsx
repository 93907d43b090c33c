// A .tsx file so it runs in the jsdom project (window, localStorage, navigator).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadAfterChunkError } from './chunk-reload';

// jsdom cannot navigate: `location.reload()` only reports "not implemented". The reload is seen by
// the time it records first (`chunk-reload-at`), which is what the 60 s guard reads.
const CHUNK = new TypeError('Failed to fetch dynamically imported module: /assets/part-x1.js');
const recordedAt = () => window.localStorage.getItem('chunk-reload-at');

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

function goOnline(onLine: ReturnType<typeof vi.spyOn>) {
  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
}

describe('reloadAfterChunkError (spec: chunk load failure reloads, at most once per 60 s)', () => {
  it('offline: does not reload, then reloads when the browser is back online', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadAfterChunkError(CHUNK)).toBe('reload-when-online');
    expect(recordedAt()).toBeNull();
    goOnline(onLine);
    expect(recordedAt()).not.toBeNull();
  });

  it('back online, keeps to once per 60 s: no second reload right after one', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const justNow = String(Date.now() - 5_000);
    window.localStorage.setItem('chunk-reload-at', justNow);
    expect(reloadAfterChunkError(CHUNK)).toBe('reload-when-online');
    goOnline(onLine);
    expect(recordedAt()).toBe(justNow);
  });

  it('ignores errors that are not chunk failures', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadAfterChunkError(new Error('boom'))).toBe('none');
  });
});
