import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { preferredEncoding } from '../../http/response-cache';
import { etagOf } from '../../ssr/static-files';
import { DOCS_ENDPOINTS, ENDPOINT_AREAS, type Endpoint } from '@platform/contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../http/endpoint';
import { pageNonce, type SecurityHeaders } from '../../http/security-headers';
import { buildOpenApiDocument } from './openapi.document';

/**
 * The API's description (decision 0050): `GET /api/openapi.json`, made from the endpoint table on
 * first request and kept (with its compressed forms and an ETag), and a reference page drawn by
 * Swagger UI (swagger-ui-dist's bundle and stylesheet, served from here, no CDN) under the app's
 * CSP with the page's nonce.
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
  return { raw, br, gzip: gz, etag: etagOf(raw) };
}

/** Answers a kept asset: 304 for a matching If-None-Match, else the smallest form the client accepts. */
function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset, type: string, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', asset.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
  reply.type(type);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  // A content-encoding set here makes @fastify/compress leave the body as it is.
  if (encoding === 'identity') return reply.send(asset.raw);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? asset.br : asset.gzip);
}

/** A file of swagger-ui-dist, read once; its source-map comment is dropped (the maps are not served). */
async function loadSwaggerUiFile(name: 'swagger-ui-bundle.js' | 'swagger-ui.css'): Promise<Buffer> {
  const text = await readFile(createRequire(import.meta.url).resolve(`swagger-ui-dist/${name}`), 'utf8');
  return Buffer.from(text.replace(/\n?\/[/*]# sourceMappingURL=[^\n]*\s*$/, '\n'));
}

/** What the page passes to Swagger UI: the document of this origin, nothing from another one. */
export function swaggerUiConfiguration(documentUrl: string) {
  return {
    url: documentUrl,
    dom_id: '#app',
    // Swagger UI would send the document to validator.swagger.io for its badge otherwise.
    validatorUrl: null,
    // No `?url=`/`?configUrl=` from the address bar: the page shows this API's document only.
    queryConfigEnabled: false,
    layout: 'BaseLayout',
    // Deep links put an <a> inside each operation's open/close button (axe: nested-interactive).
    deepLinking: false,
    docExpansion: 'none',
    filter: true,
    defaultModelsExpandDepth: 0,
    displayOperationId: false,
    displayRequestDuration: true,
    persistAuthorization: false,
    tryItOutEnabled: false,
    syntaxHighlight: { activated: true, theme: 'idea' },
  };
}

/**
 * Swagger UI's colours, darkened where text is under 4.5:1 (axe at 1440 and 375 px): white method
 * names on light method colours, the version badges, links, the Authorize/Execute/Cancel buttons,
 * grey labels and the Download badge. Scoped to `.swagger-ui`.
 */
const ACCESSIBLE_THEME = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #005a9e; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #00704a; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4500; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #006266; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b50000; }
.swagger-ui .opblock.opblock-head .opblock-summary-method,
.swagger-ui .opblock.opblock-options .opblock-summary-method { background: #5203d1; }
.swagger-ui .info .title small { background: #4d5360; }
.swagger-ui .info .title small.version-stamp { background: #3d6000; }
.swagger-ui .info .title small pre { color: #fff; }
.swagger-ui .info a, .swagger-ui .scopes h2 a { color: #1d5fa8; }
.swagger-ui .btn.authorize { border-color: #00704a; color: #00704a; }
.swagger-ui .btn.authorize svg { color: #00704a; fill: #00704a; }
.swagger-ui .btn.execute { background-color: #1d5fa8; border-color: #1d5fa8; }
.swagger-ui .btn.cancel { border-color: #b50000; color: #b50000; }
.swagger-ui .parameter__in, .swagger-ui .response-undocumented i { color: #595959; }
.swagger-ui .download-contents { background: #4d5360; }
`;

/**
 * What axe finds missing in Swagger UI's markup, added as it draws: names for the filter box
 * (placeholder only) and each tag's open/close button (otherwise "Expand operation" for every tag;
 * aria-expanded says the state), and keyboard focus for code samples that scroll sideways.
 */
const A11Y_FIXES = `new MutationObserver(function () {
  document.querySelectorAll('input.operation-filter-input:not([aria-label])').forEach(function (input) { input.setAttribute('aria-label', 'Filter by tag'); });
  document.querySelectorAll('h3.opblock-tag[data-tag] > button.expand-operation:not([aria-label])').forEach(function (b) { b.setAttribute('aria-label', b.parentElement.getAttribute('data-tag')); });
  document.querySelectorAll('pre.microlight:not([tabindex])').forEach(function (code) { code.setAttribute('tabindex', '0'); });
}).observe(document.getElementById('app'), { childList: true, subtree: true });`;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function referencePage(nonce: string): string {
  const config = JSON.stringify(swaggerUiConfiguration(DOCS_ENDPOINTS.openapi.path)).replace(/</g, '\\u003c');
  const attribute = escapeAttribute(nonce);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="data:," />
    <title>API reference</title>
    <link rel="stylesheet" href="${DOCS_ENDPOINTS.stylesheet.path}" />
    <style>${ACCESSIBLE_THEME}</style>
  </head>
  <body>
    <main id="app"></main>
    <script src="${DOCS_ENDPOINTS.script.path}"></script>
    <script nonce="${attribute}">
SwaggerUIBundle(Object.assign(${config}, { presets: [SwaggerUIBundle.presets.apis] }));
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
  const scriptAsset = memo(async () => assetOf(await loadSwaggerUiFile('swagger-ui-bundle.js')));
  const stylesheetAsset = memo(async () => assetOf(await loadSwaggerUiFile('swagger-ui.css')));

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

  route(
    app,
    DOCS_ENDPOINTS.stylesheet,
    async (request, reply) => {
      return sendAsset(request, reply, await stylesheetAsset(), 'text/css; charset=utf-8', 'public, max-age=3600');
    },
    { hide: true },
  );
}
