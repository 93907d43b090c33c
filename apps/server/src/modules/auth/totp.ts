import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { createToken, hashToken } from './crypto';

export const TOTP_ISSUER = 'Greenvest';

export function createTotpSecret(): string {
  return generateSecret();
}

export async function describeTotpSetup(secret: string, email: string) {
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

/** Accepts the current 30-second code and one step either side (clock skew of a phone). */
export async function verifyTotp(secret: string, code: string, epochSeconds?: number): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret, token: code, epochTolerance: 30, ...(epochSeconds === undefined ? {} : { epoch: epochSeconds }) });
  return result.valid;
}

/** Ten single-use recovery codes like `k3j9d-x82mq`; only their hashes are stored. */
export function createRecoveryCodes(count = 10): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: count }, () => {
    const raw = createToken(16);
    let out = '';
    for (let i = 0; out.length < 10; i += 1) out += alphabet[raw.charCodeAt(i % raw.length) % alphabet.length];
    return `${out.slice(0, 5)}-${out.slice(5, 10)}`;
  });
  return { codes, hashes: codes.map(hashToken) };
}
