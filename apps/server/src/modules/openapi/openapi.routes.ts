import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { DOCS_ENDPOINTS, ENDPOINT_AREAS, type Endpoint } from '@platform/contract/endpoints';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { route } from '../../http/endpoint';
import { pageNonce, type SecurityHeaders } from '../../http/security-headers';
import { buildOpenApiDocument } from './openapi.document';

/**
 * The API's description (decision 0050): `GET /api/openapi.json`, made from the endpoint table on
 * first request and kept (with its compressed forms and an ETag), and a reference page drawn by
 * Scalar's bundled script, served from here (no CDN) under the app's CSP with the page's nonce.
 * Both public: every operation states its access level, and the server checks it on each call.
 */
export interface OpenApiRoutesOptions {
  security: SecurityHeaders;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A body answered many times: compressed once, with its ETag. */
interface Asset {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

async function assetOf(body: string | Buffer): Promise<Asset> {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzipAsync(raw, { level: 9 }),
  ]);
  return { raw, br, gzip: gz, etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"` };
}

/** Answers a kept asset: 304 for a matching If-None-Match, else the smallest form the client accepts. */
function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset, type: string, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', asset.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
  reply.type(type);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  // A content-encoding set here makes @fastify/compress leave the body as it is.
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(asset.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(asset.gzip);
  return reply.send(asset.raw);
}

/** Scalar's standalone script (about 4 MB), read from its Fastify plugin, which keeps it bundled (no CDN). */
async function loadScalarScript(): Promise<Buffer> {
  const { default: scalar } = await import('@scalar/fastify-api-reference');
  const scratch = Fastify({ logger: false });
  try {
    await scratch.register(scalar, { routePrefix: '/reference', configuration: { url: '/openapi.json' } });
    const answer = await scratch.inject({ method: 'GET', url: '/reference/js/scalar.js' });
    if (answer.statusCode !== 200 || answer.rawPayload.length < 1000) throw new Error(`Scalar's script answered ${answer.statusCode}`);
    return answer.rawPayload;
  } finally {
    await scratch.close();
  }
}

/**
 * Scalar's light theme, darkened where axe finds text under 4.5:1 (grey text, method names, code
 * highlighting on the light grey cards); the page stays in that one checked theme.
 */
const ACCESSIBLE_THEME = `.light-mode {
  --scalar-color-2: #595959 !important;
  --scalar-color-3: #616161 !important;
  --scalar-color-accent: #0062ad !important;
  --scalar-color-blue: #005a9e !important;
  --scalar-color-green: #00704a !important;
  --scalar-color-orange: #a63a00 !important;
  --scalar-color-red: #b50000 !important;
  --scalar-color-yellow: #7a5c00 !important;
  --scalar-color-purple: #5203d1 !important;
  --scalar-color-query: #006266 !important;
}`;

/** What the page passes to Scalar: nothing from another origin (fonts, proxy, telemetry), which the CSP would refuse anyway. */
export function scalarConfiguration(documentUrl: string) {
  return {
    url: documentUrl,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    hideClientButton: false,
    persistAuth: false,
    defaultOpenAllTags: false,
    forceDarkModeState: 'light',
    hideDarkModeToggle: true,
    customCss: ACCESSIBLE_THEME,
  };
}

/**
 * What axe finds missing in Scalar's page, added as it draws: a name for its icon-only copy buttons
 * (their "Copy" text is display:none until hovered), "Show More" buttons labelled with the words
 * they show, and keyboard focus for the operation lists that scroll sideways on a narrow screen.
 */
const A11Y_FIXES = `new MutationObserver(function () {
  document.querySelectorAll('button[class*="copy-button"]:not([aria-label])').forEach(function (b) { b.setAttribute('aria-label', 'Copy'); });
  document.querySelectorAll('button.show-more[aria-label^="Show all "]').forEach(function (b) { b.setAttribute('aria-label', 'Show more: ' + b.getAttribute('aria-label').slice(9)); });
  document.querySelectorAll('ul.endpoints:not([tabindex])').forEach(function (list) { list.setAttribute('tabindex', '0'); });
}).observe(document.getElementById('app'), { childList: true, subtree: true });`;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function referencePage(nonce: string): string {
  const config = JSON.stringify(scalarConfiguration(DOCS_ENDPOINTS.openapi.path)).replace(/</g, '\\u003c');
  const attribute = escapeAttribute(nonce);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta property="csp-nonce" content="${attribute}" />
    <link rel="icon" href="data:," />
    <title>API reference</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${DOCS_ENDPOINTS.script.path}"></script>
    <script nonce="${attribute}">
Scalar.createApiReference('#app', ${config});
${A11Y_FIXES}
    </script>
  </body>
</html>
`;
}

/** The value of `load`, made on first call and kept; a failure is not kept (the next call tries again). */
function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      pending = load();
      pending.catch(() => {
        pending = null;
      });
    }
    return pending;
  };
}

/** `METHOD /api/path` of the routes registered with `hide: true`: left out of the document. */
function hiddenRoutes(app: FastifyInstance): Set<string> {
  return new Set(app.apiRoutes.filter((r) => (r.schema as { hide?: boolean } | undefined)?.hide).map((r) => `${r.method} ${r.url}`));
}

export function registerOpenApiRoutes(app: FastifyInstance, options: OpenApiRoutesOptions): void {
  // Built on first request, when every route is registered; then kept for the process's life.
  const documentAsset = memo(() =>
    assetOf(JSON.stringify(buildOpenApiDocument(ENDPOINT_AREAS as unknown as Record<string, Record<string, Endpoint>>, { hidden: hiddenRoutes(app) }))),
  );
  const scriptAsset = memo(async () => assetOf(await loadScalarScript()));

  route(app, DOCS_ENDPOINTS.openapi, async (request, reply) => {
    // Integrators' tools may read it from another origin; it holds nothing private.
    reply.header('access-control-allow-origin', '*');
    return sendAsset(request, reply, await documentAsset(), 'application/json; charset=utf-8', 'public, max-age=300');
  });

  route(
    app,
    DOCS_ENDPOINTS.page,
    async (_request, reply) => {
      const nonce = pageNonce(reply, options.security);
      reply.header('cache-control', 'no-store');
      return reply.type('text/html; charset=utf-8').send(referencePage(nonce));
    },
    { hide: true },
  );

  route(
    app,
    DOCS_ENDPOINTS.script,
    async (request, reply) => {
      return sendAsset(request, reply, await scriptAsset(), 'text/javascript; charset=utf-8', 'public, max-age=3600');
    },
    { hide: true },
  );
}
