import { describe, expect, it } from 'vitest';
import { NOT_A_DOCUMENT_POLICY, securityHeaders } from './security-headers';

const { forType } = securityHeaders();
const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy', 'x-frame-options', 'x-xss-protection'];

describe('security headers by content type', () => {
  it('gives what a browser never shows as a page the short set: nosniff, HSTS, resource policy, a CSP that allows nothing', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/problem+json',
      'application/x-ndjson; charset=utf-8',
      'text/javascript; charset=utf-8',
      'application/javascript',
      'text/css',
      'image/png',
      'image/webp',
      'image/x-icon',
      'font/woff2',
    ]) {
      const set = forType(type);
      expect(set['content-security-policy'], type).toBe(NOT_A_DOCUMENT_POLICY);
      expect(set['x-content-type-options'], type).toBe('nosniff');
      expect(set['cross-origin-resource-policy'], type).toBe('same-origin');
      expect(set['strict-transport-security'], type).toContain('max-age=');
      for (const name of DOCUMENT_ONLY) expect(set, `${type} ${name}`).not.toHaveProperty(name);
    }
  });

  it('gives anything a browser may render as a page, or an unknown type, every header and the page CSP', () => {
    for (const type of [
      undefined,
      'text/html; charset=utf-8',
      'image/svg+xml',
      'application/pdf',
      'text/plain',
      'application/xml',
      'application/octet-stream',
      'application/jsonp',
      'text/csv',
    ]) {
      const set = forType(type);
      expect(set['content-security-policy'], type).toContain("script-src 'self'");
      expect(set['content-security-policy'], type).toContain("frame-ancestors 'none'");
      for (const name of DOCUMENT_ONLY) expect(set, `${type} ${name}`).toHaveProperty(name);
      expect(set['x-content-type-options'], type).toBe('nosniff');
    }
  });

  it('puts extra script, frame and form sources only into the page CSP', () => {
    const extra = securityHeaders({
      scriptSrc: ['https://www.google.com/recaptcha/'],
      frameSrc: ['https://www.google.com'],
      formAction: ['https://magic.veriff.me'],
    });
    const page = extra.forType('text/html')['content-security-policy'];
    expect(page).toContain("script-src 'self' https://www.google.com/recaptcha/");
    expect(page).toContain('https://magic.veriff.me');
    expect(extra.forType('application/json')['content-security-policy']).toBe(NOT_A_DOCUMENT_POLICY);
    expect(extra.pagePolicy('abc')).toContain("script-src 'self' 'nonce-abc' https://www.google.com/recaptcha/");
  });
});
