import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadViewerSlots, VIEWER_SLOTS_MARKER } from './features/layout/viewer-slots-lazy';

// React Router's default browser entry, plus one step: a page rendered for a logged-in viewer gets
// the code of its logged-in layout parts before hydration, so hydration finds what the server
// rendered (viewer-slots-lazy.tsx). A guest's page does not load it at all.
async function hydrate() {
  if (document.querySelector(`[${VIEWER_SLOTS_MARKER}]`)) {
    // A failed load is not retried here: hydration meets the lazy parts, whose own load fails the
    // same way and reaches their LazyPart boundary and the chunk-error reload (lib/chunk-reload.ts).
    await loadViewerSlots().catch(() => undefined);
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
