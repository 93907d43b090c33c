/**
 * Spec section 4: "A loading overlay can be locked so it cannot change" (decision 0047). One overlay
 * for the whole app; while locked, show() and hide() are ignored (they answer false), so a long action
 * that locked the overlay on is not cleared by a route transition ending meanwhile, and a locked-off
 * overlay is not raised by one. Only the holder of the lock unlocks it.
 */
export interface LoadingOverlayState {
  visible: boolean;
  locked: boolean;
}

export interface LoadingOverlayStore {
  getState(): LoadingOverlayState;
  subscribe(listener: () => void): () => void;
  /** Shows the overlay; false (and no change) while locked. */
  show(): boolean;
  /** Hides the overlay; false (and no change) while locked. */
  hide(): boolean;
  /** Freezes the overlay as it is, or first shows/hides it (`visible`) and then freezes it. */
  lock(visible?: boolean): void;
  unlock(): void;
}

/**
 * The hidden, unlocked state: the one object a store holds whenever it is in that state, and the
 * server's snapshot (loading-overlay.tsx), so hydration finds the browser's snapshot unchanged. (An
 * equal copy made React re-render the host synchronously right after every hydration.)
 */
export const HIDDEN_OVERLAY: LoadingOverlayState = Object.freeze({ visible: false, locked: false });

export function createLoadingOverlayStore(): LoadingOverlayStore {
  let state: LoadingOverlayState = HIDDEN_OVERLAY;
  const listeners = new Set<() => void>();
  const set = (next: LoadingOverlayState) => {
    if (next.visible === state.visible && next.locked === state.locked) return;
    state = next.visible || next.locked ? next : HIDDEN_OVERLAY;
    for (const listener of [...listeners]) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show() {
      if (state.locked) return false;
      set({ visible: true, locked: false });
      return true;
    },
    hide() {
      if (state.locked) return false;
      set({ visible: false, locked: false });
      return true;
    },
    lock(visible) {
      set({ visible: visible ?? state.visible, locked: true });
    },
    unlock() {
      set({ ...state, locked: false });
    },
  };
}

/** The app's overlay (module state: one per browser tab; the server never shows it). */
export const loadingOverlay = createLoadingOverlayStore();
