import { describe, expect, it } from 'vitest';
import { createToken, decryptSecret, deriveKey, encryptSecret, hashToken, signJwt, verifyJwt } from './crypto';

const key = deriveKey('a-session-secret-of-at-least-32-chars!!', 'access-jwt');

describe('access JWT', () => {
  const claims = { sub: 7, sid: 's1', iat: 1000, exp: 1900 };
  it('verifies its own tokens until they expire', () => {
    const jwt = signJwt(claims, key);
    expect(verifyJwt(jwt, key, 1899)).toEqual(claims);
    expect(verifyJwt(jwt, key, 1900)).toBeNull();
  });
  it('rejects a tampered payload, another key, another algorithm or garbage', () => {
    const jwt = signJwt(claims, key);
    const [h, , s] = jwt.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 8 })).toString('base64url');
    expect(verifyJwt(`${h}.${forged}.${s}`, key, 1000)).toBeNull();
    expect(verifyJwt(jwt, deriveKey('another-secret-another-secret-another', 'access-jwt'), 1000)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyJwt(`${none}.${jwt.split('.')[1]}.`, key, 1000)).toBeNull();
    expect(verifyJwt('x.y', key, 1000)).toBeNull();
  });
});

describe('tokens and secrets', () => {
  it('creates unique tokens and stores them hashed', () => {
    const a = createToken();
    expect(a).not.toBe(createToken());
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).not.toContain(a);
  });
  it('encrypts and decrypts secrets, refusing tampering', () => {
    const k = deriveKey('a-session-secret-of-at-least-32-chars!!', 'totp');
    const sealed = encryptSecret('JBSWY3DPEHPK3PXP', k);
    expect(decryptSecret(sealed, k)).toBe('JBSWY3DPEHPK3PXP');
    const [iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => decryptSecret([iv, tag, flipped.toString('base64url')].join('.'), k)).toThrow();
  });
});
