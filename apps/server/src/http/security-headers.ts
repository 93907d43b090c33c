import { randomBytes } from 'node:crypto';
import { NOTICE_VIDEO_EMBED_ORIGINS } from '@platform/contract/notices-rules';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The security headers of every answer, computed once at start-up (they were helmet's, whose
 * per-request directive parsing showed in profiles; decision 0029). Pages get a CSP with a fresh
 * script nonce (`pageNonce`); every other answer (JSON, files) a CSP without one: no inline script
 * may run from it.
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
  const base: Record<string, string> = {
    'content-security-policy': directives(null),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Not no-referrer: a plain form post must carry its Origin, which React Router actions and the
    // CSRF check compare with the platform's own.
    'referrer-policy': 'same-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  return {
    base,
    /** The CSP of a page whose inline scripts carry `nonce`. */
    pagePolicy: (nonce: string) => directives(nonce),
  };
}

export type SecurityHeaders = ReturnType<typeof securityHeaders>;

const nonces = new WeakMap<FastifyReply, string>();

/** Sends the fixed headers on every answer. Register first: even a file or a refusal carries them. */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers.base);
    done();
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
