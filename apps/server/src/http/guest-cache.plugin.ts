import type { FastifyInstance } from 'fastify';
import { guestCacheKey, SAFE_METHODS, writeHit, type ResponseCache } from './response-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public GET whose answer to a guest depends only on the URL and the locale: kept for a moment
     * (decision 0029). `true`: this plugin keeps the answer; `'page'`: the route keeps it itself (SSR).
     */
    guestCache?: boolean | 'page';
  }
  interface FastifyRequest {
    guestCacheMiss?: { key: string; startedIn: number };
  }
}

/**
 * Guests' answers of the routes that opt in (`config.guestCache`) come from the response cache;
 * any state change that succeeds empties it. Register right after the built files and before
 * @fastify/compress: a kept answer leaves from the first hooks, already compressed, and a new one
 * is kept before it is compressed.
 */
export function registerGuestCache(app: FastifyInstance, cache: ResponseCache): void {
  app.decorateRequest('guestCacheMiss', undefined);

  // A hit is answered before rate limit, cookies, session and maintenance (decision 0029): it is a
  // finished answer, as cheap as a built file, made for this key in the last GUEST_CACHE_MS by a
  // request that went through all of them.
  app.addHook('onRequest', (request, reply, done) => {
    const mode = request.routeOptions.config?.guestCache;
    if (!cache.enabled || !mode) return done();
    const key = guestCacheKey(request);
    if (!key) return done();
    const hit = cache.get(key);
    if (hit) {
      writeHit(reply, hit, request.headers['accept-encoding']);
      return;
    }
    if (mode === true) request.guestCacheMiss = { key, startedIn: cache.generation };
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // After the write committed, before its caller hears of it: nobody is served the answer from before.
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) cache.invalidate();
    const miss = request.guestCacheMiss;
    if (!miss || reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'cache-control']) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    if (!/no-store|private/.test(headers['cache-control'] ?? '')) cache.store(miss.key, { status: 200, headers, body: Buffer.from(payload) }, miss.startedIn);
    return payload;
  });
}
