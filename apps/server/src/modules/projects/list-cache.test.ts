import { describe, expect, it } from 'vitest';
import { createTtlCache } from './list-cache';

describe('guest list cache', () => {
  it('answers from the cache inside the window and reloads after it', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>(2000, 10, () => clock);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 1999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 2000;
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    let loads = 0;
    const cache = createTtlCache<number>(2000, 10);
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const [a, b] = await Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 42)).toBe(42);
  });

  it('keeps at most maxEntries keys', async () => {
    let loads = 0;
    const cache = createTtlCache<number>(60_000, 2);
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load); // evicts a
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
  });
});
