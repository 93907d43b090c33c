import { ACCESS_TOKEN_COOKIE, LOCALE_HEADER, NOTIFICATION_COOKIE, PREVIOUS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@platform/contract';
import type { FastifyReply } from 'fastify';
import { isbot } from 'isbot';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A micro-cache of whole answers for guests (decision 0029): the same page or public API answer
 * asked for by many guests within a second is rendered once. Entries live `ttlMs` and all of them
 * go the moment anything is written through the API (`invalidate`), so a guest never sees an
 * answer older than the last write made through this process, and never older than `ttlMs`
 * (writes by jobs or another instance). Only requests without a session reach it (the caller
 * checks); what they send that can change the answer (URL, cookies, locale) is in the key.
 */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

interface Entry extends CachedAnswer {
  storedAt: number;
  generation: number;
  encoded: Partial<Record<ContentEncoding, EncodedBody>>;
  /** Made once per entry: a hit is the same object every time. */
  hit?: CacheHit;
}

/** A body in one encoding, with the answer's own headers for it as a flat list (name, value, …), built once. */
export interface EncodedBody {
  encoding: ContentEncoding;
  body: Buffer;
  head: readonly (string | string[])[];
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  maxBodyBytes?: number;
  /** Bodies below this size are sent as they are (compression would not pay). */
  compressThreshold?: number;
  now?: () => number;
  /**
   * The security headers of a kept answer's content type (`security-headers.ts`): a hit leaves
   * before the send hook that adds them, so each kept answer carries its own, below its own headers
   * (a page keeps the CSP with the nonce it was rendered with).
   */
  securityHeadersFor?: (contentType: string | undefined) => Readonly<Record<string, string>>;
}

/** A kept answer, with its body in the encoding a client asks for (compressed once, then reused). */
export interface CacheHit extends CachedAnswer {
  bodyFor(encoding: ContentEncoding): EncodedBody;
}

export interface ResponseCache {
  readonly enabled: boolean;
  /** A fresh entry, or undefined. */
  get(key: string): CacheHit | undefined;
  /**
   * The entry for `key`, produced at most once at a time: concurrent misses wait for the same
   * producer (`shared`). The producer answers null for an answer that must not be kept; then the
   * producer sends what it made and a waiter makes its own.
   */
  fill<T>(key: string, produce: () => Promise<{ answer: CachedAnswer | null; extra: T }>): Promise<{ hit: CacheHit | null; extra: T; shared: boolean }>;
  /** Keeps an answer made outside `fill`, unless something was written since `startedIn` (`generation`). */
  store(key: string, answer: CachedAnswer, startedIn: number): void;
  /** Counts writes; an answer started before the latest one is not kept. */
  readonly generation: number;
  /** Something was written: every entry is stale from now on. */
  invalidate(): void;
  readonly size: number;
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const { ttlMs, maxEntries = 500, maxBodyBytes = 1024 * 1024, compressThreshold = 1024, now = Date.now, securityHeadersFor } = options;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<{ hit: CacheHit | null; extra: unknown }>>();
  let generation = 0;

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation || now() - entry.storedAt >= ttlMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function bodyFor(entry: Entry, wanted: ContentEncoding): EncodedBody {
    const encoding = entry.body.length < compressThreshold ? 'identity' : wanted;
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      const body =
        encoding === 'identity'
          ? entry.body
          : encoding === 'br'
            ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } })
            : gzipSync(entry.body, { level: 6 });
      const contentType = entry.headers['content-type'];
      const own = { ...securityHeadersFor?.(typeof contentType === 'string' ? contentType : undefined), ...entry.headers };
      const head: (string | string[])[] = [];
      for (const [name, value] of Object.entries(own)) head.push(name, value);
      head.push('vary', 'accept-encoding', 'content-length', String(body.length));
      if (encoding !== 'identity') head.push('content-encoding', encoding);
      encoded = { encoding, body, head };
      entry.encoded[encoding] = encoded;
    }
    return encoded;
  }

  function keep(key: string, answer: CachedAnswer, startedIn: number): Entry | undefined {
    if (ttlMs <= 0 || answer.body.length > maxBodyBytes || startedIn !== generation) return undefined;
    const entry: Entry = { ...answer, storedAt: now(), generation, encoded: {} };
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return entry;
  }

  function toHit(entry: Entry): CacheHit {
    entry.hit ??= { status: entry.status, headers: entry.headers, body: entry.body, bodyFor: (wanted) => bodyFor(entry, wanted) };
    return entry.hit;
  }

  return {
    enabled: ttlMs > 0,
    get(key) {
      if (ttlMs <= 0) return undefined;
      const entry = fresh(key);
      return entry ? toHit(entry) : undefined;
    },
    async fill(key, produce) {
      const pending = inFlight.get(key) as Promise<{ hit: CacheHit | null; extra: never }> | undefined;
      if (pending) return { ...(await pending), shared: true };
      const startedIn = generation;
      const promise = produce().then(({ answer, extra }) => {
        if (!answer) return { hit: null, extra };
        // A write that happened while this answer was produced may not be in it: send it, do not keep it.
        return { hit: toHit(keep(key, answer, startedIn) ?? { ...answer, storedAt: now(), generation: -1, encoded: {} }), extra };
      });
      inFlight.set(key, promise);
      try {
        return { ...(await promise), shared: false };
      } finally {
        inFlight.delete(key);
      }
    },
    store(key, answer, startedIn) {
      keep(key, answer, startedIn);
    },
    get generation() {
      return generation;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** `compute` of a header value, worked out once per distinct value; at most `limit` values are kept (then it starts over). */
function rememberedPerValue<T>(limit: number, compute: (value: string) => T): (value: string) => T {
  const known = new Map<string, T>();
  return (value) => {
    let answer = known.get(value);
    if (answer === undefined) {
      answer = compute(value);
      if (known.size >= limit) known.clear();
      known.set(value, answer);
    }
    return answer;
  };
}

// Browsers send a handful of distinct Accept-Encoding values: each is read once.
const encodingOf = rememberedPerValue(256, readAcceptEncoding);

/** The best encoding the client accepts among br and gzip (RFC 9110 §12.5.3, q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  return acceptEncoding ? encodingOf(acceptEncoding) : 'identity';
}

function readAcceptEncoding(acceptEncoding: string): ContentEncoding {
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName.trim().toLowerCase();
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}

/** Methods that change nothing (a guest answer is kept only for GET; any other success empties the cache). */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Cookies that carry a session or a one-time message: a request with one is never a guest's. */
const PERSONAL_COOKIES = [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, PREVIOUS_TOKEN_COOKIE, NOTIFICATION_COOKIE];

export interface KeyableRequest {
  method: string;
  protocol: string;
  host: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The cache key of a guest's GET, or null when the answer may be personal. Everything a guest
 * sends that can change the answer is in it: scheme, host, path and query, all cookies, and the
 * locale and language headers, and whether entry.server.tsx treats the client as a crawler (isbot:
 * crawlers get the whole document at once).
 */
export function guestCacheKey(request: KeyableRequest, personalCookies: readonly string[] = PERSONAL_COOKIES): string | null {
  if (request.method !== 'GET') return null;
  const cookie = typeof request.headers.cookie === 'string' ? request.headers.cookie : '';
  if (cookie) {
    for (const part of cookie.split(';')) {
      const name = part.split('=')[0].trim();
      if (personalCookies.includes(name)) return null;
    }
  }
  const { headers } = request;
  return `${request.protocol}\n${request.host}\n${request.url}\n${cookie}\n${headerText(headers[LOCALE_HEADER])}\n${headerText(headers['accept-language'])}\n${isCrawler(headerText(headers['user-agent'])) ? 'bot' : 'browser'}`;
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

// isbot's pattern is long; a site sees few distinct user agents at a time, so each is tested once.
const isCrawler = rememberedPerValue(1024, isbot);

/**
 * Sends a kept answer straight to the socket (reply.hijack): the headers the hooks set so far
 * (security, rate limit), the answer's own, and the body in the encoding the client takes. No send
 * hooks run: the body is final, already compressed.
 */
export function writeHit(reply: FastifyReply, hit: CacheHit, acceptEncoding: string | undefined): void {
  const { body, head } = hit.bodyFor(preferredEncoding(acceptEncoding));
  // A flat list, the answer's own headers winning over the hooks': Node reads it without making an object per request.
  const headers: (string | number | string[])[] = [];
  const set = reply.getHeaders();
  for (const name in set) {
    const value = set[name];
    if (value !== undefined && !OWN_HEADERS.has(name) && !Object.hasOwn(hit.headers, name)) headers.push(name, value);
  }
  reply.hijack();
  reply.raw.writeHead(hit.status, headers.concat(head) as string[]);
  reply.raw.end(body);
}

/** Headers a kept answer always sets itself. */
const OWN_HEADERS: ReadonlySet<string> = new Set(['vary', 'content-length', 'content-encoding']);
