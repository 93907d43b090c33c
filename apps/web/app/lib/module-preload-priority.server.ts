import { Transform } from 'node:stream';

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * The page's scripts are fetched after its stylesheet and pictures: React puts React Router's
 * module preloads at the top of <head>, where they would take the slow connection's bandwidth
 * from the stylesheet that the first paint waits for. `fetchpriority="low"` lets the browser fetch
 * them right after (they are still preloaded, and the page hydrates when they are in). A chunk
 * may end inside a tag, so the last few characters wait for the next chunk.
 */
export function lowPriorityModulePreloads(): Transform {
  let carry = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = (carry + chunk.toString()).replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
      const keep = partialMatchLength(text);
      carry = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      callback(null, carry);
    },
  });
}

/** How many characters at the end of `text` could be the start of a module preload tag. */
function partialMatchLength(text: string): number {
  for (let length = Math.min(MODULE_PRELOAD.length - 1, text.length); length > 0; length -= 1) {
    if (MODULE_PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
