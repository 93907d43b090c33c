import { createHmac, timingSafeEqual } from 'node:crypto';
import { KYC_SIGNATURE_TOLERANCE_SECONDS } from '@platform/contract';

/**
 * Webhook signatures: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The timestamp
 * is inside the signed text, so it cannot be moved forward without the secret.
 */
export function signKycPayload(rawBody: string, secret: Buffer | string, nowSeconds: number = Math.floor(Date.now() / 1000)): string {
  const t = Math.floor(nowSeconds);
  return `t=${t},v1=${hmacHex(secret, `${t}.${rawBody}`)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

export function verifyKycSignature(
  rawBody: string,
  header: string | string[] | undefined,
  secret: Buffer | string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
  toleranceSeconds: number = KYC_SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (typeof header !== 'string' || header === '') return { ok: false, reason: 'missing' };
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - parsed.t) > toleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(hmacHex(secret, `${parsed.t}.${rawBody}`), 'hex');
  // Any of several v1 values may match (a provider rotating its secret sends both).
  const matches = parsed.v1.some((given) => {
    const actual = Buffer.from(given, 'hex');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'mismatch' };
}

export function parseSignatureHeader(header: string): { t: number; v1: string[] } | null {
  let t: number | null = null;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const index = part.indexOf('=');
    if (index < 0) return null;
    const key = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value) || t !== null) return null;
      t = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return null;
      v1.push(value.toLowerCase());
    }
  }
  if (t === null || v1.length === 0) return null;
  return { t, v1 };
}

function hmacHex(secret: Buffer | string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}
