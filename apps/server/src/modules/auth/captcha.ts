/**
 * reCAPTCHA v3 on register, login and forgot-password when keys are configured. Without keys (the
 * embedded default) the check is off. Google's verify endpoint cannot be reached from here; the
 * HTTP adapter is the one production uses, and tests point it at a stub verifier
 * (RECAPTCHA_VERIFY_URL) or give it a fetch of their own (decision 0023).
 */
export interface CaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string | undefined, action: string, ip: string): Promise<boolean>;
}

export const captchaOff: CaptchaVerifier = { enabled: false, verify: async () => true };

export const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaVerifierOptions {
  secretKey: string;
  verifyUrl?: string;
  minScore?: number;
  fetchImpl?: typeof fetch;
}

export function createRecaptchaVerifier({
  secretKey,
  verifyUrl = GOOGLE_SITEVERIFY_URL,
  minScore = 0.5,
  fetchImpl = fetch,
}: RecaptchaVerifierOptions): CaptchaVerifier {
  return {
    enabled: true,
    async verify(token, action, ip) {
      if (!token) return false;
      const body = new URLSearchParams({ secret: secretKey, response: token, remoteip: ip });
      try {
        const response = await fetchImpl(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
        const result = (await response.json()) as { success?: boolean; score?: number; action?: string };
        return result.success === true && result.action === action && (result.score ?? 0) >= minScore;
      } catch {
        return false;
      }
    },
  };
}

/**
 * What the page's Content-Security-Policy must allow for reCAPTCHA v3 (Google's reCAPTCHA FAQ,
 * host-list form): api.js from www.google.com, the release script it loads from www.gstatic.com,
 * and the invisible anchor iframe. Added only while reCAPTCHA is on.
 */
export const RECAPTCHA_CSP = {
  scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;
