import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createResponseCache, guestCacheKey, preferredEncoding, type CachedAnswer } from './response-cache';

const answer = (text: string): CachedAnswer => ({ status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from(text) });
const guest = (over: Partial<Parameters<typeof guestCacheKey>[0]> = {}) => ({
  method: 'GET',
  protocol: 'http',
  host: 'localhost',
  url: '/',
  headers: {} as Record<string, string | undefined>,
  ...over,
});

describe('response cache', () => {
  it('keeps an answer for its time to live, then produces it again', async () => {
    let clock = 0;
    const cache = createResponseCache({ ttlMs: 1000, now: () => clock });
    await cache.fill('k', async () => ({ answer: answer('one'), extra: null }));
    clock = 999;
    expect(cache.get('k')?.body.toString()).toBe('one');
    clock = 1000;
    expect(cache.get('k')).toBeUndefined();
  });

  it('renders once for concurrent misses of the same key', async () => {
    const cache = createResponseCache({ ttlMs: 1000 });
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const produce = async () => {
      renders += 1;
      await gate;
      return { answer: answer(`render ${renders}`), extra: renders };
    };
    const all = Promise.all([cache.fill('k', produce), cache.fill('k', produce), cache.fill('k', produce)]);
    release();
    const results = await all;
    expect(renders).toBe(1);
    expect(results.map((r) => r.shared)).toEqual([false, true, true]);
    expect(results.every((r) => r.hit?.body.toString() === 'render 1')).toBe(true);
  });

  it('forgets everything on a write, and never keeps an answer begun before that write', async () => {
    const cache = createResponseCache({ ttlMs: 60_000 });
    await cache.fill('a', async () => ({ answer: answer('old'), extra: null }));
    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();

    const startedIn = cache.generation;
    cache.invalidate(); // a write lands while the answer is being produced
    cache.store('b', answer('made from data before the write'), startedIn);
    expect(cache.get('b')).toBeUndefined();

    const raced = await cache.fill('c', async () => {
      cache.invalidate();
      return { answer: answer('raced'), extra: null };
    });
    expect(raced.hit?.body.toString()).toBe('raced'); // sent to its own caller…
    expect(cache.get('c')).toBeUndefined(); // …but not kept
  });

  it('keeps nothing when turned off, and at most maxEntries answers', async () => {
    const off = createResponseCache({ ttlMs: 0 });
    await off.fill('k', async () => ({ answer: answer('x'), extra: null }));
    expect(off.enabled).toBe(false);
    expect(off.get('k')).toBeUndefined();

    const small = createResponseCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) small.store(key, answer(key), small.generation);
    expect(small.size).toBe(2);
    expect(small.get('a')).toBeUndefined();
    expect(small.get('c')?.body.toString()).toBe('c');
  });

  it('compresses a body once per encoding and round-trips it', () => {
    const cache = createResponseCache({ ttlMs: 60_000 });
    const text = 'x'.repeat(5000);
    cache.store('k', answer(text), cache.generation);
    const hit = cache.get('k')!;
    const br = hit.bodyFor('br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(hit.bodyFor('br').body).toBe(br.body);
    expect(gunzipSync(hit.bodyFor('gzip').body).toString()).toBe(text);
    cache.store('small', answer('tiny'), cache.generation);
    expect(cache.get('small')!.bodyFor('br')).toMatchObject({ encoding: 'identity', body: Buffer.from('tiny') });
    // The answer's own headers for that encoding, as the flat list writeHead takes.
    expect(hit.bodyFor('gzip').head).toEqual([
      'content-type',
      'text/plain',
      'vary',
      'accept-encoding',
      'content-length',
      String(hit.bodyFor('gzip').body.length),
      'content-encoding',
      'gzip',
    ]);
    expect(cache.get('small')!.bodyFor('gzip').head).toEqual(['content-type', 'text/plain', 'vary', 'accept-encoding', 'content-length', '4']);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5', 'br'],
    ['gzip;q=0', 'identity'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('guestCacheKey', () => {
  it('is null for anything but a GET without a session or a one-time message', () => {
    expect(guestCacheKey(guest())).not.toBeNull();
    expect(guestCacheKey(guest({ method: 'POST' }))).toBeNull();
    for (const cookie of ['access_token=a', 'refresh_token=r', 'previousToken=p', 'notification=%7B%7D', 'locale=en; access_token=a']) {
      expect(guestCacheKey(guest({ headers: { cookie } }))).toBeNull();
    }
  });

  it('differs whenever the URL, a cookie, the locale or the language differ', () => {
    const variants = fc.record({
      url: fc.constantFrom('/', '/lt', '/?utm_source=x'),
      cookie: fc.constantFrom(undefined, 'locale=lt', 'utm_source=x'),
      locale: fc.constantFrom(undefined, 'en', 'bg'),
      language: fc.constantFrom(undefined, 'en', 'pl'),
    });
    fc.assert(
      fc.property(variants, variants, (a, b) => {
        const key = (v: typeof a) => guestCacheKey(guest({ url: v.url, headers: { cookie: v.cookie, 'x-locale': v.locale, 'accept-language': v.language } }));
        const same = a.url === b.url && a.cookie === b.cookie && a.locale === b.locale && a.language === b.language;
        expect(key(a) === key(b)).toBe(same);
      }),
    );
  });

  it('keeps crawlers apart the way entry.server.tsx does (isbot), and not one browser from another', () => {
    const ua = (agent: string) => guestCacheKey(guest({ headers: { 'user-agent': agent } }));
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
    expect(ua(chrome)).toBe(ua(firefox));
    expect(ua('Googlebot/2.1 (+http://www.google.com/bot.html)')).not.toBe(ua(chrome));
  });
});
