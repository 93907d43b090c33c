import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createReadableStreamFromReadable } from '@react-router/node';
import { DEFAULT_LOCALE, LOCALE_HEADER, localeFromPath, type InProcessApi, type PublicEnv } from '@platform/contract';
import { forgetViewer, SHARED_VIEWER_HEADER, shareViewer } from '../http/in-process';
import { guestCacheKey, writeHit, type CachedAnswer, type CacheHit, type ResponseCache } from '../http/response-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';

export interface SsrOptions {
  buildDir: string;
  getNonce(reply: FastifyReply): string;
  internalHeader: [string, string];
  /** What the browser may see of the configuration (the root loader puts it on the page). */
  publicEnv: PublicEnv;
  /** Guests' pages are rendered once per key and second (decision 0029). */
  cache: ResponseCache;
}

// The host and proxy headers: a page's in-process API call sees the origin the browser used, so the
// links it has made (e-mails, KYC return) follow it when that origin is allowed (decision 0042).
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language', 'host', 'x-forwarded-host', 'x-forwarded-proto'];

/**
 * Hands every request that is not a built file (static-files.ts) to React Router. Loaders reach the
 * API in-process through `context.api` (app.inject), with the caller's cookies and locale.
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const build = (await import(pathToFileURL(path.join(options.buildDir, 'server/index.js')).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  await app.register(async (scope) => {
    // Pass bodies through untouched: React Router reads form posts itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    // A guest's kept page is answered by the guest cache's first hook; this handler keeps new ones.
    scope.all('/*', { config: { guestCache: 'page' } }, async (request, reply) => {
      const key = options.cache.enabled ? guestCacheKey(request) : null;
      if (!key) return render(request, reply).then((response) => sendFetchResponse(reply, response));
      const hit = options.cache.get(key);
      if (hit) return sendCached(request, reply, hit);
      const filled = await options.cache.fill(key, async () => {
        const response = await render(request, reply);
        const body = Buffer.from(await response.arrayBuffer());
        return { answer: cacheableAnswer(response, body, reply), extra: { response, body } };
      });
      // A request that waited for another one's render sends that page, its CSP nonce included.
      if (filled.hit) return sendCached(request, reply, filled.hit);
      if (filled.shared) return render(request, reply).then((response) => sendFetchResponse(reply, response));
      return sendFetchResponse(reply, filled.extra.response, filled.extra.body);
    });
  });

  async function render(request: FastifyRequest, reply: FastifyReply): Promise<Response> {
    const viewer = shareViewer(request.session);
    reply.raw.once('close', viewer.release);
    const api = createInProcessApi(app, request, options.internalHeader, viewer.key);
    const fetchRequest = toFetchRequest(request, reply);
    return handle(fetchRequest, { api, cspNonce: options.getNonce(reply), publicEnv: options.publicEnv });
  }
}

/** Only a complete 200 HTML page is kept; the CSP header goes with it, as its nonce is in the HTML. */
function cacheableAnswer(response: Response, body: Buffer, reply: FastifyReply): CachedAnswer | null {
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) return null;
  if (/no-store|private/.test(response.headers.get('cache-control') ?? '')) return null;
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of response.headers) if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') headers['content-security-policy'] = csp;
  return { status: response.status, headers, body };
}

function sendCached(request: FastifyRequest, reply: FastifyReply, hit: CacheHit): FastifyReply {
  writeHit(reply, hit, request.headers['accept-encoding']);
  return reply;
}

function createInProcessApi(app: FastifyInstance, request: FastifyRequest, internal: [string, string], viewerKey: string): InProcessApi {
  const base: Record<string, string> = { accept: 'application/json', [internal[0]]: internal[1], [SHARED_VIEWER_HEADER]: viewerKey };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') base[name] = value;
  }
  const pageLocale = localeFromPath(request.url.split('?')[0]) ?? DEFAULT_LOCALE;
  return {
    async request(method, url, init = {}) {
      if (method !== 'GET') forgetViewer(viewerKey);
      const response = await app.inject({
        method,
        url,
        headers: { ...base, [LOCALE_HEADER]: init.locale ?? pageLocale, ...(init.body ? { 'content-type': 'application/json' } : {}) },
        payload: init.body === undefined ? undefined : JSON.stringify(init.body),
        remoteAddress: request.ip,
      });
      const text = response.body;
      let data: unknown = null;
      if (text && String(response.headers['content-type'] ?? '').includes('json')) data = JSON.parse(text);
      const setCookie = response.headers['set-cookie'];
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (name !== 'set-cookie' && value !== undefined) headers[name] = String(value);
      }
      return {
        status: response.statusCode,
        data,
        setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
        headers,
      };
    },
  };
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body instanceof Readable) {
    init.body = createReadableStreamFromReadable(request.body);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

function sendFetchResponse(reply: FastifyReply, response: Response, buffered?: Buffer): FastifyReply {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (buffered) return reply.send(buffered);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
