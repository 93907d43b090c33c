import { describe, expect, it, vi } from 'vitest';
import { executeRecaptcha, RECAPTCHA_ERROR_MESSAGES, RecaptchaError, recaptchaErrorMessage, readRecaptchaConfig, type RecaptchaDeps } from './recaptcha';

const working = (token = 'tok'): RecaptchaDeps => ({
  loadScript: vi.fn(async () => {}),
  getGrecaptcha: () => ({ ready: (cb) => cb(), execute: vi.fn(async () => token) }),
});

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return recaptchaErrorMessage(error);
  }
  throw new Error('expected a failure');
}

describe('reCAPTCHA hook point (spec section 8)', () => {
  it('keeps the four messages exactly as the spec writes them', () => {
    expect(Object.values(RECAPTCHA_ERROR_MESSAGES)).toEqual([
      'ReCaptcha error: No key provided',
      'ReCaptcha error: No version provided',
      'ReCaptcha error: Failed to load script',
      'ReCaptcha error: Failed to execute',
    ]);
  });

  it('is off without a configured site key (the embedded default)', () => {
    expect(readRecaptchaConfig(undefined)).toBeNull();
    expect(readRecaptchaConfig({})).toBeNull();
    expect(readRecaptchaConfig({ __ENV: {} })).toBeNull();
    expect(readRecaptchaConfig({ __ENV: { RECAPTCHA_SITE_KEY: 'k' } })).toEqual({ siteKey: 'k', version: 'v3' });
    expect(readRecaptchaConfig({ __ENV: { RECAPTCHA_SITE_KEY: '', RECAPTCHA_VERSION: '' } })).toEqual({ siteKey: '', version: '' });
  });

  it('returns the token for the action', async () => {
    const deps = working('abc');
    await expect(executeRecaptcha({ siteKey: 'site key', version: 'v3' }, 'login', deps)).resolves.toBe('abc');
    expect(deps.loadScript).toHaveBeenCalledWith('https://www.google.com/recaptcha/api.js?render=site%20key');
  });

  it('maps each failure to its message', async () => {
    expect(await failureOf(executeRecaptcha({ siteKey: '', version: 'v3' }, 'login', working()))).toBe('ReCaptcha error: No key provided');
    expect(await failureOf(executeRecaptcha({ siteKey: 'k', version: '' }, 'login', working()))).toBe('ReCaptcha error: No version provided');
    expect(await failureOf(executeRecaptcha({ siteKey: 'k', version: 'v2' }, 'login', working()))).toBe('ReCaptcha error: No version provided');

    const noScript: RecaptchaDeps = { loadScript: async () => Promise.reject(new Error('offline')), getGrecaptcha: () => undefined };
    expect(await failureOf(executeRecaptcha({ siteKey: 'k', version: 'v3' }, 'register', noScript))).toBe('ReCaptcha error: Failed to load script');
    const noGlobal: RecaptchaDeps = { loadScript: async () => {}, getGrecaptcha: () => undefined };
    expect(await failureOf(executeRecaptcha({ siteKey: 'k', version: 'v3' }, 'register', noGlobal))).toBe('ReCaptcha error: Failed to load script');
    // api.js loaded but its release script did not (blocked): `ready` never comes.
    const neverReady: RecaptchaDeps = {
      loadScript: async () => {},
      getGrecaptcha: () => ({ ready: () => {}, execute: async () => 'tok' }),
      readyTimeoutMs: 10,
    };
    expect(await failureOf(executeRecaptcha({ siteKey: 'k', version: 'v3' }, 'register', neverReady))).toBe('ReCaptcha error: Failed to load script');

    const throwing: RecaptchaDeps = {
      loadScript: async () => {},
      getGrecaptcha: () => ({ ready: (cb) => cb(), execute: async () => Promise.reject(new Error('boom')) }),
    };
    expect(await failureOf(executeRecaptcha({ siteKey: 'k', version: 'v3' }, 'forgot_password', throwing))).toBe('ReCaptcha error: Failed to execute');
    expect(await failureOf(executeRecaptcha({ siteKey: 'k', version: 'v3' }, 'login', working('')))).toBe('ReCaptcha error: Failed to execute');
  });

  it('reports anything unexpected as "Failed to execute"', () => {
    expect(recaptchaErrorMessage(new Error('x'))).toBe('ReCaptcha error: Failed to execute');
    expect(recaptchaErrorMessage(new RecaptchaError('noKey'))).toBe('ReCaptcha error: No key provided');
  });
});
