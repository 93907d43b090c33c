import { describe, expect, it } from 'vitest';
import { parseSignatureHeader, signKycPayload, verifyKycSignature } from './kyc.signature';

const SECRET = 'a-webhook-secret-for-tests';
const BODY = JSON.stringify({ eventId: 'e1', sessionId: 's1', status: 'approved', occurredAt: '2026-01-01T00:00:00.000Z' });
const NOW = 1_770_000_000;

describe('KYC webhook signatures', () => {
  it('verifies what it signs', () => {
    const header = signKycPayload(BODY, SECRET, NOW);
    expect(header).toMatch(/^t=1770000000,v1=[0-9a-f]{64}$/);
    expect(verifyKycSignature(BODY, header, SECRET, NOW)).toEqual({ ok: true });
    expect(verifyKycSignature(BODY, header, Buffer.from(SECRET), NOW + 300)).toEqual({ ok: true });
  });

  it('refuses another body, another secret or a moved timestamp', () => {
    const header = signKycPayload(BODY, SECRET, NOW);
    expect(verifyKycSignature(`${BODY} `, header, SECRET, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyKycSignature(BODY, header, 'another-secret', NOW)).toEqual({ ok: false, reason: 'mismatch' });
    const moved = header.replace(`t=${NOW}`, `t=${NOW + 10}`);
    expect(verifyKycSignature(BODY, moved, SECRET, NOW)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses timestamps more than 300 s away, in either direction', () => {
    expect(verifyKycSignature(BODY, signKycPayload(BODY, SECRET, NOW - 301), SECRET, NOW)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyKycSignature(BODY, signKycPayload(BODY, SECRET, NOW + 301), SECRET, NOW)).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses missing and malformed headers', () => {
    expect(verifyKycSignature(BODY, undefined, SECRET, NOW).ok).toBe(false);
    expect(verifyKycSignature(BODY, ['t=1,v1=00'], SECRET, NOW).ok).toBe(false);
    for (const bad of ['', 'v1=abc', `t=${NOW}`, `t=abc,v1=${'0'.repeat(64)}`, `t=${NOW},v1=xyz`, 'garbage', `t=${NOW},t=${NOW},v1=${'0'.repeat(64)}`]) {
      expect(verifyKycSignature(BODY, bad, SECRET, NOW).ok, bad).toBe(false);
    }
  });

  it('accepts any of several v1 values (secret rotation)', () => {
    const good = signKycPayload(BODY, SECRET, NOW).split('v1=')[1];
    expect(verifyKycSignature(BODY, `t=${NOW},v1=${'0'.repeat(64)},v1=${good}`, SECRET, NOW)).toEqual({ ok: true });
    expect(parseSignatureHeader(`t=${NOW},v1=${good},v0=ignored`)).toEqual({ t: NOW, v1: [good] });
  });
});
