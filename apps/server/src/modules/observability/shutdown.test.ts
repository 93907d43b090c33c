import { describe, expect, it } from 'vitest';
import { createShutdown, type ShutdownOptions } from './shutdown';

/** Decision 0051: the order of a graceful shutdown, its hard deadline and a second signal, with fakes. */

function harness(overrides: Partial<ShutdownOptions> = {}) {
  const events: string[] = [];
  const exits: number[] = [];
  const timers: { at: number; callback: () => void }[] = [];
  const app: { draining: boolean; close(): Promise<void> } = { draining: false, close: async () => void events.push('app.close') };
  const options: ShutdownOptions = {
    app: app as unknown as ShutdownOptions['app'],
    workers: [
      { name: 'outbox', stop: async () => void events.push('outbox.stop') },
      { name: 'scheduler', stop: () => void events.push('scheduler.stop') },
    ],
    closeDatabase: async () => void events.push('database.close'),
    drainMs: 0,
    timeoutMs: 1000,
    log: { info: () => {}, error: (_o, message) => void events.push(`error: ${message}`) },
    exit: (code) => void exits.push(code),
    setTimer: (callback, at) => {
      timers.push({ at, callback });
      return {};
    },
    ...overrides,
  };
  return { events, exits, timers, app, options };
}

describe('createShutdown', () => {
  it('drains readiness, closes the server while the workers stop, then the database, and exits 0', async () => {
    const h = harness({ drainMs: 0 });
    const shutdown = createShutdown(h.options);
    const done = shutdown('SIGTERM');
    expect(h.app.draining).toBe(true);
    await done;
    expect(h.events.slice(0, 3).sort()).toEqual(['app.close', 'outbox.stop', 'scheduler.stop']);
    expect(h.events[3]).toBe('database.close');
    expect(h.exits).toEqual([0]);
    // The hard deadline is armed, drain + timeout from the signal.
    expect(h.timers.map((x) => x.at)).toContain(1000);
  });

  it('waits the drain before closing anything', async () => {
    const h = harness({ drainMs: 500 });
    let fireDrain: (() => void) | null = null;
    h.options.setTimer = (callback, at) => {
      h.timers.push({ at, callback });
      if (at === 500) fireDrain = callback;
      return {};
    };
    const done = createShutdown(h.options)('SIGTERM');
    await Promise.resolve();
    expect(h.app.draining).toBe(true);
    expect(h.events).toEqual([]);
    expect(h.timers.map((x) => x.at)).toEqual([1500, 500]);
    fireDrain!();
    await done;
    expect(h.events).toContain('database.close');
    expect(h.exits).toEqual([0]);
  });

  it('exits 1 at the deadline when a request in flight never finishes, and only once', async () => {
    const h = harness();
    h.app.close = () => new Promise<void>(() => {}); // a request that never ends
    void createShutdown(h.options)('SIGTERM');
    await Promise.resolve();
    expect(h.exits).toEqual([]);
    h.timers.find((x) => x.at === 1000)!.callback();
    expect(h.exits).toEqual([1]);
    expect(h.events).toContain('error: shutdown timed out: exiting with requests or work still running');
    expect(h.events).not.toContain('database.close');
  });

  it('exits 1 at once on a second signal', async () => {
    const h = harness();
    h.app.close = () => new Promise<void>(() => {});
    const shutdown = createShutdown(h.options);
    void shutdown('SIGTERM');
    await shutdown('SIGINT');
    expect(h.exits).toEqual([1]);
  });

  it('still closes the database and exits 0 when a worker fails to stop', async () => {
    const h = harness();
    h.options.workers = [{ name: 'outbox', stop: async () => Promise.reject(new Error('smtp gone')) }];
    await createShutdown(h.options)('SIGTERM');
    expect(h.events).toEqual(['app.close', 'error: worker did not stop cleanly', 'database.close']);
    expect(h.exits).toEqual([0]);
  });
});
