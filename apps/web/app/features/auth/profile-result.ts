import type { Failure } from './failures';

export type ProfileIntent = 'change-password' | 'change-locale' | 'two-step-setup' | 'two-step-enable' | 'two-step-disable';

export interface TwoStepSetup {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** What the profile page's action answers; `at` changes with every answer (forms reset on success). */
export interface ProfileResult {
  intent: ProfileIntent | 'unknown';
  ok: boolean;
  at: number;
  failure?: Failure;
  /** two-step-setup (and a failed enable, so the QR code stays on screen). */
  setup?: TwoStepSetup | null;
  /** two-step-enable: shown once. */
  recoveryCodes?: string[];
}

const SECRET = /^[A-Z2-7]{16,128}=*$/;
const QR = /^data:image\/(png|svg\+xml|gif|jpeg);base64,[A-Za-z0-9+/]+=*$/;

/**
 * The set-up data a failed enable posts back (hidden fields), checked before it is shown again:
 * a base32 secret, an otpauth URL and an image data URL, nothing else.
 */
export function echoedSetup(fields: { secret: string; otpauthUrl: string; qrCodeDataUrl: string }): TwoStepSetup | null {
  const { secret, otpauthUrl, qrCodeDataUrl } = fields;
  if (!SECRET.test(secret)) return null;
  if (!otpauthUrl.startsWith('otpauth://totp/') || otpauthUrl.length > 1000) return null;
  if (qrCodeDataUrl.length > 60_000 || !QR.test(qrCodeDataUrl)) return null;
  return { secret, otpauthUrl, qrCodeDataUrl };
}
