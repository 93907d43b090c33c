/**
 * reCAPTCHA v3 on register, login and forgot-password when keys are configured. Without keys (the
 * embedded default) the check is off. Google's verify endpoint cannot be reached from here; the
 * HTTP adapter is the one production uses, and tests use a verifier of their own.
 */
export interface CaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string | undefined, action: string, ip: string): Promise<boolean>;
}

export const captchaOff: CaptchaVerifier = { enabled: false, verify: async () => true };

export function createRecaptchaVerifier(secretKey: string, minScore = 0.5, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  return {
    enabled: true,
    async verify(token, action, ip) {
      if (!token) return false;
      const body = new URLSearchParams({ secret: secretKey, response: token, remoteip: ip });
      try {
        const response = await fetchImpl('https://www.google.com/recaptcha/api/siteverify', { method: 'POST', body, signal: AbortSignal.timeout(5000) });
        const result = (await response.json()) as { success?: boolean; score?: number; action?: string };
        return result.success === true && result.action === action && (result.score ?? 0) >= minScore;
      } catch {
        return false;
      }
    },
  };
}
