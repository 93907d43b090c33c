/**
 * A one-value in-process cache for figures that are slow to compute and may be a little old
 * (decision 0033). A value is fresh for `ttlMs`, and also goes stale once the write counter
 * (`changes`: the guests' response cache generation, which every successful API write and every
 * project change moves) has moved and the value is `refreshAfterWriteMs` old, so writes show within
 * seconds while a platform that writes all the time still computes at most that often.
 *
 * A stale value is still served while one refresh runs in the background (stale-while-revalidate):
 * only the first caller after start-up or after `invalidate()`, or one whose value is older than
 * `maxStaleMs` (the refreshes keep failing), waits for a computation. Concurrent callers share one
 * computation; a failed one is not kept.
 */
export interface WriteCounter {
  readonly generation: number;
}

export interface CachedValueOptions {
  ttlMs: number;
  refreshAfterWriteMs: number;
  /** A stale value older than this is not served: callers wait for a fresh one (or its error). */
  maxStaleMs: number;
  now: () => Date;
  changes?: WriteCounter;
}

export interface CachedValue<T> {
  get(): Promise<T>;
  /** The next `get` waits for a fresh value; a computation already running is not kept. */
  invalidate(): void;
  /** Resolves once the computation under way, if any, has finished (tests, benchmarks). */
  settle(): Promise<void>;
}

interface Kept<T> {
  value: T;
  /** When its computation began: anything written after that may be missing from it. */
  computedAt: number;
  epoch: number;
  writes: number;
}

export function cachedValue<T>(compute: () => Promise<T>, options: CachedValueOptions): CachedValue<T> {
  const { ttlMs, refreshAfterWriteMs, maxStaleMs, now, changes } = options;
  let epoch = 0;
  let kept: Kept<T> | null = null;
  let running: { promise: Promise<T>; epoch: number } | null = null;

  function freshness(entry: Kept<T>, at: number): 'fresh' | 'stale' | 'unusable' {
    const age = at - entry.computedAt;
    // A clock that went backwards (an injected one, or NTP) makes the age meaningless.
    if (entry.epoch !== epoch || age < 0 || age >= maxStaleMs) return 'unusable';
    if (age >= ttlMs) return 'stale';
    if (changes && changes.generation !== entry.writes && age >= refreshAfterWriteMs) return 'stale';
    return 'fresh';
  }

  function refresh(at: number): Promise<T> {
    if (running && running.epoch === epoch) return running.promise;
    const startedIn = epoch;
    // Read before computing: a write that lands while the figures are read leaves them stale.
    const writes = changes?.generation ?? 0;
    const promise = compute().then((value) => {
      if (startedIn === epoch) kept = { value, computedAt: at, epoch: startedIn, writes };
      return value;
    });
    const entry = { promise, epoch: startedIn };
    running = entry;
    const clear = () => {
      if (running === entry) running = null;
    };
    promise.then(clear, clear);
    return promise;
  }

  return {
    async get() {
      const at = now().getTime();
      const state = kept ? freshness(kept, at) : 'unusable';
      if (state === 'fresh') return kept!.value;
      if (state === 'stale') {
        // Its caller already has the kept value; a failure shows on a later call, once the value is too old.
        refresh(at).catch(() => {});
        return kept!.value;
      }
      return refresh(at);
    },
    invalidate() {
      epoch += 1;
      kept = null;
    },
    async settle() {
      await running?.promise.catch(() => {});
    },
  };
}
