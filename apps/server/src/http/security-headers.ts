import { randomBytes } from 'node:crypto';
import { NOTICE_VIDEO_EMBED_ORIGINS } from '@platform/contract/notices-rules';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The security headers, computed once at start-up (they were helmet's, whose per-request directive
 * parsing showed in profiles; decision 0029), chosen by what the answer is:
 *
 * - every answer: HSTS, `nosniff` and `cross-origin-resource-policy: same-origin`;
 * - an answer a browser may show as a page (HTML, SVG, PDF, anything not listed below): the page
 *   CSP and the headers that only act on documents (opener and agent-cluster isolation, referrer,
 *   framing, DNS prefetch, the legacy download, cross-domain and XSS-filter switches); pages get a
 *   CSP with a fresh script nonce (`pageNonce`);
 * - an answer a browser never shows as a page under `nosniff` (JSON, scripts, stylesheets, raster
 *   images, fonts): `default-src 'none'; frame-ancestors 'none'` instead, the API answer set of
 *   OWASP's REST Security Cheat Sheet. The document-only headers do nothing on these; they were a
 *   third of every JSON answer's headers (decision 0029, 2026-11-28).
 */
export interface SecurityHeadersOptions {
  /** Extra script and frame sources (Google's reCAPTCHA hosts, only while it is on). */
  scriptSrc?: readonly string[];
  frameSrc?: readonly string[];
  /** Extra form targets: hosts a form post may be redirected to (Veriff's hosted flow, only while it is the KYC provider). */
  formAction?: readonly string[];
}

export function securityHeaders(options: SecurityHeadersOptions = {}) {
  const directives = (nonce: string | null): string =>
    [
      "default-src 'self'",
      "base-uri 'self'",
      "font-src 'self' data:",
      ['form-action', "'self'", ...(options.formAction ?? [])].join(' '),
      "frame-ancestors 'none'",
      "img-src 'self' data: blob:",
      "object-src 'none'",
      ['script-src', "'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...(options.scriptSrc ?? [])].join(' '),
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
      // Scheduled notices' videos (decision 0045): files from any https origin, players from the listed hosts only.
      "media-src 'self' https:",
      ['frame-src', "'self'", ...NOTICE_VIDEO_EMBED_ORIGINS, ...(options.frameSrc ?? [])].join(' '),
      "connect-src 'self'",
    ].join(';');
  const always = {
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
  };
  const document: Readonly<Record<string, string>> = {
    ...always,
    'content-security-policy': directives(null),
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Not no-referrer: a plain form post must carry its Origin, which React Router actions and the
    // CSRF check compare with the platform's own.
    'referrer-policy': 'same-origin',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const notADocument: Readonly<Record<string, string>> = { ...always, 'content-security-policy': NOT_A_DOCUMENT_POLICY };
  return {
    /** The headers of an answer of this content type (none or unknown: a document's). */
    forType: (contentType: string | undefined): Readonly<Record<string, string>> =>
      contentType !== undefined && NOT_A_DOCUMENT.test(contentType) ? notADocument : document,
    /** The CSP of a page whose inline scripts carry `nonce`. */
    pagePolicy: (nonce: string) => directives(nonce),
  };
}

/** Content types a browser does not render as a page when `nosniff` is set. */
const NOT_A_DOCUMENT =
  /^(?:application\/(?:json|[\w.-]+\+json|x-ndjson|javascript)|text\/(?:javascript|css)|image\/(?:png|jpeg|webp|gif|avif|x-icon|vnd\.microsoft\.icon)|font\/[\w.+-]+)\s*(?:;|$)/i;

/** The CSP of an answer that is not a page: it may load nothing and be framed by nobody. */
export const NOT_A_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

export type SecurityHeaders = ReturnType<typeof securityHeaders>;

const nonces = new WeakMap<FastifyReply, string>();

/**
 * Adds the security headers of each answer's content type as it is sent, keeping any the route set
 * itself (a page's CSP with its nonce). Answers written straight to the socket (built files, guest
 * cache hits) carry the same set, built once per file or kept answer with `forType`.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const set = headers.forType(reply.getHeader('content-type') as string | undefined);
    for (const name in set) if (!reply.hasHeader(name)) reply.header(name, set[name]);
    done(null, payload);
  });
}

/** This page's script nonce (made on first use), with the page CSP that allows it. */
export function pageNonce(reply: FastifyReply, headers: SecurityHeaders): string {
  let nonce = nonces.get(reply);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(reply, nonce);
    reply.header('content-security-policy', headers.pagePolicy(nonce));
  }
  return nonce;
}
