import type { UserData } from '@platform/contract';
import { lazy, type ComponentType } from 'react';
import { LazyPart } from '../../components/ui/lazy-part';

// The logged-in parts of the default layout (bell, balance panel with the lemonway migration and
// debtor pop-ups, onboarding alerts, manual KYC, merge and connectPay prompts, account modal) are
// one lazily loaded chunk: a guest's page never loads them (issue 11, decision 0057).
//
// They must not be missing while a logged-in page hydrates: a re-render reaching a lazy part that
// has not arrived swapped the server-rendered alerts for an empty fallback (commit 47e50e0). So the
// code is in memory before the first render on both sides: the server awaits `loadViewerSlots()`
// before it renders (entry.server.tsx), and the browser does the same before it hydrates when the
// page carries `VIEWER_SLOTS_MARKER` (entry.client.tsx). Only a client navigation from a guest page
// to a logged-in one meets the lazy path, where nothing was rendered yet.

type ViewerSlotsModule = typeof import('./viewer-slots');

/** Attribute on the logged-in top bar: the page was rendered for a viewer. */
export const VIEWER_SLOTS_MARKER = 'data-viewer-slots';

let loaded: ViewerSlotsModule | null = null;
let loading: Promise<ViewerSlotsModule> | null = null;

/** Loads the logged-in layout parts once (a failed load may be tried again). */
export function loadViewerSlots(): Promise<ViewerSlotsModule> {
  loading ??= import('./viewer-slots').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function viewerSlot<P extends object>(pick: (module: ViewerSlotsModule) => ComponentType<P>) {
  const Lazy = lazy(() => loadViewerSlots().then((module) => ({ default: pick(module) })));
  return function ViewerSlot(props: P) {
    if (loaded) {
      const Component = pick(loaded);
      return <Component {...props} />;
    }
    return (
      <LazyPart fallback={null}>
        <Lazy {...props} />
      </LazyPart>
    );
  };
}

export const ViewerTopbar = viewerSlot<{ viewer: UserData }>((m) => m.ViewerTopbar);
export const ViewerAlerts = viewerSlot<{ viewer: UserData }>((m) => m.ViewerAlerts);
export const AccountModalButton = viewerSlot<{ viewer: UserData }>((m) => m.AccountModalButton);
