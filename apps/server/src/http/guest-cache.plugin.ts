import type { FastifyInstance } from 'fastify';
import { guestCacheKey, SAFE_METHODS, writeHit, type ResponseCache } from './response-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose answer to a guest depends only on the URL and the locale: kept for a moment (decision 0029). */
    guestCache?: boolean;
  }
  interface FastifyRequest {
    guestCacheMiss?: { key: string; startedIn: number };
  }
}

/**
 * Guests' answers of the routes that opt in (`config.guestCache`) come from the response cache;
 * any state change that succeeds empties it. Register before @fastify/compress: the answer is
 * kept before it is compressed, and sent already compressed.
 */
export function registerGuestCache(app: FastifyInstance, cache: ResponseCache): void {
  app.decorateRequest('guestCacheMiss', undefined);

  // After every onRequest hook (session, maintenance, rate limit) and the input checks.
  app.addHook('preHandler', async (request, reply) => {
    if (!cache.enabled || !request.routeOptions.config?.guestCache) return;
    const key = guestCacheKey(request);
    if (!key) return;
    const hit = cache.get(key);
    if (!hit) {
      request.guestCacheMiss = { key, startedIn: cache.generation };
      return;
    }
    writeHit(reply, hit, request.headers['accept-encoding']);
    return reply;
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
