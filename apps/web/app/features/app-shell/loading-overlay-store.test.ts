import { describe, expect, it, vi } from 'vitest';
import { createLoadingOverlayStore } from './loading-overlay-store';

describe('loading overlay lock (spec section 4: a loading overlay can be locked so it cannot change)', () => {
  it('shows and hides while unlocked', () => {
    const overlay = createLoadingOverlayStore();
    expect(overlay.getState()).toEqual({ visible: false, locked: false });
    expect(overlay.show()).toBe(true);
    expect(overlay.getState().visible).toBe(true);
    expect(overlay.hide()).toBe(true);
    expect(overlay.getState().visible).toBe(false);
  });

  it('locked on: hide() is ignored until unlocked', () => {
    const overlay = createLoadingOverlayStore();
    overlay.lock(true);
    expect(overlay.getState()).toEqual({ visible: true, locked: true });
    expect(overlay.hide()).toBe(false);
    expect(overlay.show()).toBe(false);
    expect(overlay.getState()).toEqual({ visible: true, locked: true });
    overlay.unlock();
    expect(overlay.getState()).toEqual({ visible: true, locked: false });
    expect(overlay.hide()).toBe(true);
    expect(overlay.getState().visible).toBe(false);
  });

  it('locked off: show() is ignored until unlocked', () => {
    const overlay = createLoadingOverlayStore();
    overlay.lock(false);
    expect(overlay.show()).toBe(false);
    expect(overlay.getState().visible).toBe(false);
    overlay.unlock();
    expect(overlay.show()).toBe(true);
  });

  it('lock() without a value freezes the overlay as it is', () => {
    const overlay = createLoadingOverlayStore();
    overlay.show();
    overlay.lock();
    expect(overlay.getState()).toEqual({ visible: true, locked: true });
    overlay.hide();
    expect(overlay.getState().visible).toBe(true);
  });

  it('tells subscribers about changes only, and stops after unsubscribing', () => {
    const overlay = createLoadingOverlayStore();
    const listener = vi.fn();
    const stop = overlay.subscribe(listener);
    overlay.show();
    overlay.show();
    expect(listener).toHaveBeenCalledTimes(1);
    overlay.lock();
    overlay.hide(); // ignored: no change, no call
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    overlay.unlock();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
