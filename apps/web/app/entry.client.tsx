import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadViewerSlots, VIEWER_SLOTS_MARKER } from './features/layout/viewer-slots-lazy';
import { hydrateDocument } from './lib/hydrate-later';
import { dropPreloadHints, markSuspenseRanges, streamRevealed, warmIntl } from './lib/preact-hydration';

/**
 * React Router's HydratedRouter first decodes the server's loader data (an async stream) and, until
 * it has, suspends by throwing that promise — React waits at the root of a hydration started in a
 * transition. The browser runs on Preact (decision 0059), whose hydration cannot resume at the
 * document's root: calling the component once before hydrating starts the decoding, and its
 * promise is awaited here, so the hydration below finds the data ready and never suspends.
 */
async function decodeRouterState() {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    // Anything but the pending decoding is thrown again during hydration, where the router handles it.
    if (thrown instanceof Promise) await thrown;
  }
}

// React Router's default browser entry, plus one step: a page rendered for a logged-in viewer gets
// the code of its logged-in layout parts before hydration, so hydration finds what the server
// rendered (viewer-slots-lazy.tsx). A guest's page does not load it at all.
async function hydrate() {
  const ready = decodeRouterState();
  if (document.querySelector(`[${VIEWER_SLOTS_MARKER}]`)) {
    // A failed load is not retried here: hydration meets the lazy parts, whose own load fails the
    // same way and reaches their LazyPart boundary and the chunk-error reload (lib/chunk-reload.ts).
    await loadViewerSlots().catch(() => undefined);
  }
  await ready;
  await warmIntl(document.documentElement.lang || 'en');
  // React's streamed parts (each HydrateLater part) revealed first: Preact hydrates the DOM as it finds it.
  await streamRevealed(document);
  dropPreloadHints(document.head);
  markSuspenseRanges(document.body);
  hydrateDocument(() =>
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    ),
  );
}

void hydrate();
