import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../http/response-cache';
import type { SecurityHeaders } from '../http/security-headers';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|image\/svg|application\/(json|manifest))/;

interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/**
 * The built client files (1–2 MB), held in memory and served before any application hook: no
 * file system call, session, rate limit or compression per request. The build leaves compressed
 * copies next to them (brotli 11, gzip 9); a build without them is compressed once in the background.
 */
export function loadStaticFiles(
  root: string,
  /** Files made at start-up (the texts scripts), served like the built ones: hashed paths, cached for good. */
  generated: { path: string; body: string; type: string }[] = [],
): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of generated) {
    const body = Buffer.from(file.body);
    files.set(file.path, { body, type: file.type, etag: etagOf(body), cacheControl: 'public, max-age=31536000, immutable', encoded: {} });
  }
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) names.add(full);
    }
  };
  walk(root);
  for (const full of names) {
    // file.br and file.gz are the build's compressed copies of file (apps/web/scripts/precompress.mjs).
    if (/\.(br|gz)$/.test(full) && names.has(full.slice(0, -3).replace(/\.$/, ''))) continue;
    const urlPath = `/${path.relative(root, full).split(path.sep).join('/')}`;
    const body = readFileSync(full);
    const encoded: StaticFile['encoded'] = {};
    if (names.has(`${full}.br`)) encoded.br = readFileSync(`${full}.br`);
    if (names.has(`${full}.gz`)) encoded.gzip = readFileSync(`${full}.gz`);
    // Hashed build files never change; everything else (demo photos, favicon) may.
    const immutable = urlPath.startsWith('/assets/');
    files.set(urlPath, {
      body,
      type: TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream',
      etag: etagOf(body),
      cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      encoded,
    });
  }
  // Generated files, and a build without compressed copies (an older one): compressed in the background, once.
  void Promise.all(
    [...files.values()]
      .filter((file) => COMPRESSIBLE.test(file.type) && file.body.length >= 1024 && !file.encoded.br)
      .map(async (file) => {
        const params = { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length };
        const [br, gz] = await Promise.all([brotli(file.body, { params }), gzipAsync(file.body, { level: 9 })]);
        file.encoded = { br, gzip: gz };
      }),
  ).catch(() => undefined); // a file that cannot be compressed goes out as it is
  return files;
}

/** A strong ETag of a body served from memory (built files, the API reference's assets). */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Serves the files by path (GET and HEAD), with ETag revalidation; any other request goes on. */
export function registerStaticFiles(app: FastifyInstance, files: Map<string, StaticFile>, security: SecurityHeaders): void {
  const heads = new Map<StaticFile, string[]>();
  // The headers of a file, once: written straight to the socket with the body (reply.hijack), so a
  // file costs what a bare route costs plus its headers — no reply object, no send hooks.
  const headOf = (file: StaticFile) => {
    let head = heads.get(file);
    if (!head) {
      head = [
        ...Object.entries(security.forType(file.type)).flat(),
        'cache-control',
        file.cacheControl,
        'etag',
        file.etag,
        'content-type',
        file.type,
        ...(COMPRESSIBLE.test(file.type) ? ['vary', 'accept-encoding'] : []),
      ];
      heads.set(file, head);
    }
    return head;
  };
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const query = request.url.indexOf('?');
    const file = files.get(query === -1 ? request.url : request.url.slice(0, query));
    if (!file) return done();
    reply.hijack();
    const res = reply.raw;
    if (request.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headOf(file));
      res.end();
      return;
    }
    let body = file.body;
    let encoding: 'br' | 'gzip' | undefined;
    if (file.encoded.br || file.encoded.gzip) {
      const wanted = preferredEncoding(request.headers['accept-encoding']);
      if (wanted !== 'identity' && file.encoded[wanted]) {
        encoding = wanted;
        body = file.encoded[wanted];
      }
    }
    res.writeHead(200, [...headOf(file), ...(encoding ? ['content-encoding', encoding] : []), 'content-length', String(body.length)]);
    // Node sends no body for a HEAD request, only the headers.
    res.end(body);
  });
}
