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

/**
 * The RFC 6238 time step a code belongs to: the current 30-second step or one either side (clock
 * skew of a phone), and only a step after `afterStep`, the last one this user spent. Null when the
 * code matches none. Spend the step with `spendTotpStep` (users/user.commands) before acting on it.
 */
export async function matchTotpStep(secret: string, code: string, options: { afterStep?: number | null; epochSeconds?: number } = {}): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(options.afterStep === null || options.afterStep === undefined ? {} : { afterTimeStep: options.afterStep }),
    ...(options.epochSeconds === undefined ? {} : { epoch: options.epochSeconds }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
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
