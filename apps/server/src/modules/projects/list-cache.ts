/**
 * A small time-boxed cache for answers that are the same for every guest (project lists). Guests
 * are most of the traffic on the landing and list pages; a 2-second window spares the database
 * from rendering the same page hundreds of times a second, and funding progress is at most two
 * seconds old (decision 0004). Logged-in viewers never use it: their lists may hold SECRET projects.
 */
export function createTtlCache<V>(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      // Concurrent misses share one load; a failed load is not kept.
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
