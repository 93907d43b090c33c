/**
 * reCAPTCHA v3 hook point for the sign-in forms (login, register, forgot-password).
 *
 * Off in the embedded default: it runs only when the page carries a site key in
 * `window.__ENV.RECAPTCHA_SITE_KEY` (the root loader puts it there when RECAPTCHA_SITE_KEY is
 * configured, decision 0023). Then the form asks Google for a token before posting and sends it as
 * the optional `captchaToken` field; the server verifies it.
 * Failures show the four messages of spec section 8 exactly as written (they are not translated).
 */

export const RECAPTCHA_ERROR_MESSAGES = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  loadScript: 'ReCaptcha error: Failed to load script',
  execute: 'ReCaptcha error: Failed to execute',
} as const;

export type RecaptchaErrorKind = keyof typeof RECAPTCHA_ERROR_MESSAGES;

/** Actions the server checks the token against. */
export type RecaptchaAction = 'login' | 'register' | 'forgot_password';

export class RecaptchaError extends Error {
  constructor(readonly kind: RecaptchaErrorKind) {
    super(RECAPTCHA_ERROR_MESSAGES[kind]);
    this.name = 'RecaptchaError';
  }
}

/** The message to show for anything `executeRecaptcha` threw; unknown failures count as "Failed to execute". */
export function recaptchaErrorMessage(error: unknown): string {
  return error instanceof RecaptchaError ? error.message : RECAPTCHA_ERROR_MESSAGES.execute;
}

export interface RecaptchaConfig {
  siteKey: string;
  version: string;
}

interface EnvHolder {
  __ENV?: { RECAPTCHA_SITE_KEY?: string; RECAPTCHA_VERSION?: string };
}

/**
 * The captcha settings the page was given, or null when captcha is off (no site key configured).
 * A configured but empty key or version is passed on, so that `executeRecaptcha` reports it.
 */
export function readRecaptchaConfig(holder: EnvHolder | undefined = typeof window === 'undefined' ? undefined : (window as EnvHolder)): RecaptchaConfig | null {
  const env = holder?.__ENV;
  if (!env || env.RECAPTCHA_SITE_KEY === undefined) return null;
  return { siteKey: env.RECAPTCHA_SITE_KEY, version: env.RECAPTCHA_VERSION ?? 'v3' };
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export interface RecaptchaDeps {
  /** Adds the script once; resolves when it loaded. */
  loadScript(src: string): Promise<void>;
  /** The global the script defines. */
  getGrecaptcha(): Grecaptcha | undefined;
  /** How long to wait for `ready` (default READY_TIMEOUT_MS). */
  readyTimeoutMs?: number;
}

/**
 * api.js calls `ready` once the release script it loads (from www.gstatic.com) has run. If that
 * script is blocked (CSP, network), `ready` never comes: give up rather than spin forever.
 */
export const READY_TIMEOUT_MS = 10_000;

const SCRIPT_BASE = 'https://www.google.com/recaptcha/api.js';

function loadScriptInDocument(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[data-recaptcha="${CSS.escape(src)}"]`);
    if (existing?.dataset.loaded === 'true') {
      resolve();
      return;
    }
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error('script failed')));
    if (!existing) {
      script.src = src;
      script.async = true;
      // Google asks for the page's CSP nonce on api.js. Browsers hide the nonce attribute's value
      // but keep the property, so any nonced script of the page tells it.
      const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
      if (nonce) script.nonce = nonce;
      script.dataset.recaptcha = src;
      document.head.appendChild(script);
    }
  });
}

const browserDeps: RecaptchaDeps = {
  loadScript: loadScriptInDocument,
  getGrecaptcha: () => (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha,
};

/** Loads reCAPTCHA v3 for the site key and returns a token for `action`; throws a RecaptchaError. */
export async function executeRecaptcha(config: RecaptchaConfig, action: RecaptchaAction, deps: RecaptchaDeps = browserDeps): Promise<string> {
  if (!config.siteKey.trim()) throw new RecaptchaError('noKey');
  if (config.version !== 'v3') throw new RecaptchaError('noVersion');
  try {
    await deps.loadScript(`${SCRIPT_BASE}?render=${encodeURIComponent(config.siteKey)}`);
  } catch {
    throw new RecaptchaError('loadScript');
  }
  const grecaptcha = deps.getGrecaptcha();
  if (!grecaptcha) throw new RecaptchaError('loadScript');
  let isReady: boolean;
  try {
    isReady = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), deps.readyTimeoutMs ?? READY_TIMEOUT_MS);
      grecaptcha.ready(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  } catch {
    throw new RecaptchaError('execute');
  }
  if (!isReady) throw new RecaptchaError('loadScript');
  try {
    const token = await grecaptcha.execute(config.siteKey, { action });
    if (typeof token !== 'string' || token === '') throw new Error('empty token');
    return token;
  } catch {
    throw new RecaptchaError('execute');
  }
}
