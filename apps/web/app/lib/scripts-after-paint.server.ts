import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

/** A module preload, or an inline module script (attributes before and after its type, code), in document order. */
const PRELOAD_OR_MODULE_SCRIPT = /<link rel="modulepreload"[^>]*>|<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/g;
/** Module preloads added per task after the first paint. */
export const PRELOADS_PER_TASK = 3;

const MODULE_SCRIPT_START = /<script\b[^>]*\btype="module"[^>]*>/g;

/**
 * Loads the page's scripts once the server-rendered page has been painted (decision 0057).
 *
 * React Router asks for every module of the page at the top of `<head>` (about 60 module preloads
 * and one inline module script that imports the route modules and starts hydration). On a slow
 * phone connection those downloads share the bandwidth with the stylesheet and the first picture
 * that the first paint waits for. The HTML already holds the whole page, so this transform moves
 * the downloads behind the first paint:
 *
 * - each `<link rel="modulepreload">` is taken out of the HTML, its address kept;
 * - the inline module script becomes a classic script (same nonce) that, in the frame after the
 *   first paint, adds the preloads (low priority: the pictures still loading go first) and runs
 *   the original module code from a new module script in `<head>`. The element stays where React
 *   rendered it, so hydration finds the same tree; the addresses stay visible in its
 *   `data-modulepreload` attribute.
 *
 * A chunk can end inside a character, a tag or the module script: that tail waits for the next chunk.
 */
export function scriptsAfterFirstPaint(): Transform {
  const state: RewriteState = { modules: [], started: false };
  // A byte chunk can also end inside a character (Lithuanian, Bulgarian texts): the decoder keeps it.
  const decoder = new StringDecoder('utf8');
  let pending = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = rewrite(pending + (typeof chunk === 'string' ? chunk : decoder.write(chunk)), state);
      const keep = unfinishedTail(text, state);
      pending = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      callback(null, rewrite(pending + decoder.end(), state));
    },
  });
}

interface RewriteState {
  /** Module preloads taken out so far. */
  modules: string[];
  /** The start-up script has been rewritten: later preloads (streamed parts) stay as they are. */
  started: boolean;
}

function rewrite(text: string, state: RewriteState): string {
  if (state.started) return text;
  return text.replace(PRELOAD_OR_MODULE_SCRIPT, (whole, before?: string, after?: string, code?: string) => {
    if (state.started) return whole;
    if (code === undefined) {
      const href = /\bhref="([^"]*)"/.exec(whole)?.[1];
      if (!href) return whole;
      state.modules.push(href);
      return '';
    }
    const attributes = `${before}${after}`;
    if (/\bsrc=/.test(attributes)) return whole; // a module file, not React Router's inline start-up
    state.started = true;
    return afterPaintScript(/\bnonce="([^"]*)"/.exec(attributes)?.[1], code, state.modules);
  });
}

/** How many characters at the end of `text` must wait: an unfinished module script or tag. */
function unfinishedTail(text: string, state: RewriteState): number {
  if (state.started) return 0;
  let start = text.length;
  for (const match of text.matchAll(MODULE_SCRIPT_START)) {
    if (!text.includes('</script>', match.index)) start = Math.min(start, match.index);
  }
  const lastOpen = text.lastIndexOf('<');
  if (lastOpen >= 0 && text.indexOf('>', lastOpen) < 0) start = Math.min(start, lastOpen);
  return text.length - start;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The classic script that starts the module code in the frame after the first paint. */
export function afterPaintScript(nonce: string | undefined, code: string, modules: readonly string[]): string {
  // JSON is a JavaScript string literal; `<` escaped so the code cannot close this script early.
  const literal = JSON.stringify(code).replaceAll('<', '\\u003c');
  // The module script first (its imports start at once), then the preloads a few per task: adding
  // sixty links in one task took 20–50 ms on this machine and ten 10–28 ms (each starts a fetch), a
  // long task on a phone CPU four times slower; three stay under 10 ms.
  const load =
    '(function(d,s){var h=s.getAttribute("data-modulepreload").split(" ");function more(){h.splice(0,' +
    PRELOADS_PER_TASK +
    ').forEach(function(u){if(u){var l=d.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.href=u;d.head.appendChild(l)}});' +
    'if(h.length)setTimeout(more,0)}function go(){var m=d.createElement("script");m.type="module";m.nonce=s.nonce;' +
    `m.textContent=${literal};d.head.appendChild(m);more()}` +
    'requestAnimationFrame(function(){setTimeout(go,0)})})(document,document.currentScript)';
  return `<script${nonce === undefined ? '' : ` nonce="${escapeAttribute(nonce)}"`} data-modulepreload="${escapeAttribute(modules.join(' '))}">${load}</script>`;
}
