import { formatDateTime, formatMoney, ZERO_CENTS } from '@platform/contract';

// What the browser does to the server's HTML before Preact hydrates it (decision 0059).

/** Resolves in a later task, so the work after it is not part of this one's long task. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The comments under `root`, in document order (React's boundary markers are comments). */
function* commentsIn(root: Node): Generator<Comment> {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) yield node as Comment;
}

/**
 * React writes a Suspense boundary's content between `<!--$-->` and `<!--/$-->` (`$?` while
 * streamed, `$!` when the browser must render it). Preact's hydration reads the same ranges as
 * `<!--$s-->…<!--/$s-->`: without them, a lazy part that suspends while hydrating keeps the next
 * element as its own (a part the server rendered empty took the following alert with it).
 */
export function markSuspenseRanges(root: Node): void {
  for (const node of commentsIn(root)) {
    if (node.data === '$' || node.data === '$?' || node.data === '$!') node.data = '$s';
    else if (node.data === '/$') node.data = '/$s';
  }
}

/** The longest wait for React's queued reveals (its runtime batches them up to ~2.3 s after the first paint). */
const STREAM_REVEAL_LIMIT_MS = 3_000;

/** A streamed boundary whose content has arrived and waits in React's queue for its reveal (`$~`). */
function hasQueuedReveal(root: Node): boolean {
  for (const node of commentsIn(root)) if (node.data === '$~') return true;
  return false;
}

/**
 * Resolves once the server's streamed HTML is in place. React streams a large Suspense boundary's
 * content after the shell (`<!--$?--><template id="B:n">`, later a hidden `<div id="S:n">` and a
 * `$RC` call that marks it `$~`) and reveals the arrived contents in batches, in a frame or up to
 * 300 ms after the first paint. React's own hydration waits for each; Preact's reads the DOM as it
 * is: started earlier, it rendered a page part anew in the template's place and React's reveal then
 * put the server's copy beside it — the page twice (CI, stop 31). So: the document parsed (the
 * scripts start before it is, after the first paint), then no reveal queued. A boundary still `$?`
 * then never arrives (a stream cut short): Preact renders it.
 */
export async function streamRevealed(doc: Document, limitMs = STREAM_REVEAL_LIMIT_MS): Promise<void> {
  if (doc.readyState === 'loading') await new Promise((resolve) => doc.addEventListener('DOMContentLoaded', resolve, { once: true }));
  const deadline = performance.now() + limitMs;
  while (hasQueuedReveal(doc.body) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 16));
}

/**
 * React's server adds preload hints to `<head>` that no component renders (a high-priority image's
 * preload, decision 0057). Preact pairs elements by tag, so a hint among the head's links would take
 * the place of the stylesheet's, which would then be dropped. Their requests are under way or done.
 */
export function dropPreloadHints(head: HTMLHeadElement): void {
  for (const hint of head.querySelectorAll('link[rel="preload"]')) hint.remove();
}

/**
 * The first `Intl` formatter of a page starts ICU: 15–30 ms, ~45 ms at Lighthouse's 4× CPU slow-down
 * (decision 0057), which React paid inside a hydration it split into short tasks. Preact hydrates in
 * one task, so the page's first number and date formatters are made before it, each in a task of its own.
 */
export async function warmIntl(locale: string): Promise<void> {
  formatMoney(ZERO_CENTS, locale);
  await nextTask();
  formatDateTime(0, locale);
  await nextTask();
}
