import { describe, expect, it } from 'vitest';
import { cachedValue } from './statistics.cache';

const TTL = 60_000;
const AFTER_WRITE = 5_000;
const MAX_STALE = 600_000;

/** A cache over a counter, with a clock and a write counter the test moves by hand. */
function setup(options: { withChanges?: boolean; failing?: (call: number) => boolean } = {}) {
  let clock = 1_000_000;
  const changes = { generation: 0 };
  let computed = 0;
  const held: (() => void)[] = [];
  let hold = false;
  const value = cachedValue(
    async () => {
      computed += 1;
      const mine = computed;
      if (hold) await new Promise<void>((resolve) => held.push(resolve));
      if (options.failing?.(mine)) throw new Error(`computation ${mine} failed`);
      return mine;
    },
    { ttlMs: TTL, refreshAfterWriteMs: AFTER_WRITE, maxStaleMs: MAX_STALE, now: () => new Date(clock), changes: options.withChanges ? changes : undefined },
  );
  return {
    value,
    changes,
    computed: () => computed,
    advance: (ms: number) => (clock += ms),
    holdNext: () => (hold = true),
    releaseHeld: () => {
      hold = false;
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

describe('cachedValue', () => {
  it('keeps a value for the TTL; then serves it once more while one refresh runs', async () => {
    const s = setup();
    expect(await s.value.get()).toBe(1);
    s.advance(TTL - 1);
    expect(await s.value.get()).toBe(1);
    expect(s.computed()).toBe(1);
    s.advance(1);
    s.holdNext();
    expect(await s.value.get()).toBe(1);
    // Others arriving during the refresh get the kept value too, and start nothing more.
    expect(await s.value.get()).toBe(1);
    s.releaseHeld();
    await s.value.settle();
    expect(s.computed()).toBe(2);
    expect(await s.value.get()).toBe(2);
  });

  it('invalidate() drops the value: the next caller waits for a fresh one', async () => {
    const s = setup();
    expect(await s.value.get()).toBe(1);
    s.value.invalidate();
    expect(await s.value.get()).toBe(2);
    expect(await s.value.get()).toBe(2);
  });

  it('follows the write counter, at most once per refreshAfterWriteMs', async () => {
    const s = setup({ withChanges: true });
    expect(await s.value.get()).toBe(1);
    s.changes.generation += 1;
    // Younger than five seconds: kept even though something was written.
    s.advance(AFTER_WRITE - 1);
    expect(await s.value.get()).toBe(1);
    expect(s.computed()).toBe(1);
    s.advance(1);
    expect(await s.value.get()).toBe(1);
    await s.value.settle();
    expect(await s.value.get()).toBe(2);
    // No write since: kept until the TTL.
    s.advance(TTL - 1);
    expect(await s.value.get()).toBe(2);
    expect(s.computed()).toBe(2);
  });

  it('a value too old, or a clock gone backwards, is not served: the caller waits', async () => {
    const s = setup();
    expect(await s.value.get()).toBe(1);
    s.advance(MAX_STALE);
    expect(await s.value.get()).toBe(2);
    s.advance(-1);
    expect(await s.value.get()).toBe(3);
  });

  it('concurrent callers share one computation; one invalidated meanwhile is not kept', async () => {
    const s = setup();
    s.holdNext();
    const first = s.value.get();
    const second = s.value.get();
    s.value.invalidate();
    // After the invalidation a caller does not join the computation that began before it.
    const third = s.value.get();
    s.releaseHeld();
    expect(await Promise.all([first, second, third])).toEqual([1, 1, 2]);
    expect(s.computed()).toBe(2);
    expect(await s.value.get()).toBe(2);
  });

  it('a failed computation is not kept: waited for, its caller gets the error; in the background, the stale value stays', async () => {
    const s = setup({ failing: (call) => call === 1 || call === 3 });
    await expect(s.value.get()).rejects.toThrow('computation 1 failed');
    expect(await s.value.get()).toBe(2);
    s.advance(TTL);
    expect(await s.value.get()).toBe(2);
    await s.value.settle();
    // Computation 3 failed in the background: still 2, and the next call tries again.
    expect(await s.value.get()).toBe(2);
    await s.value.settle();
    expect(await s.value.get()).toBe(4);
  });
});
