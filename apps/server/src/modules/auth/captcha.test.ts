import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../env';
import { createRecaptchaVerifier, GOOGLE_SITEVERIFY_URL } from './captcha';

/** A fetch that answers `answer` as JSON and records what it was asked. */
function fetchAnswering(answer: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
}

describe('reCAPTCHA verifier', () => {
  it('posts secret, token and address to the configured verify URL and accepts a matching answer', async () => {
    const fetchImpl = fetchAnswering({ success: true, score: 0.9, action: 'login' });
    const verifier = createRecaptchaVerifier({ secretKey: 's3cret', verifyUrl: 'http://127.0.0.1:9/verify', fetchImpl });
    expect(await verifier.verify('tok', 'login', '10.0.0.1')).toBe(true);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:9/verify');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({ secret: 's3cret', response: 'tok', remoteip: '10.0.0.1' });
  });

  it("uses Google's siteverify unless told otherwise", async () => {
    const fetchImpl = fetchAnswering({ success: true, score: 0.9, action: 'login' });
    await createRecaptchaVerifier({ secretKey: 's', fetchImpl }).verify('tok', 'login', '::1');
    expect(fetchImpl.mock.calls[0][0]).toBe(GOOGLE_SITEVERIFY_URL);
    expect(parseEnv({}).RECAPTCHA_VERIFY_URL).toBe(GOOGLE_SITEVERIFY_URL);
  });

  it('refuses a missing token, another action, a low score, a failed answer and an unreachable verifier', async () => {
    const verify = (answer: unknown, token?: string) =>
      createRecaptchaVerifier({ secretKey: 's', fetchImpl: fetchAnswering(answer) }).verify(token, 'register', '::1');
    expect(await verify({ success: true, score: 0.9, action: 'register' }, 'tok')).toBe(true);
    expect(await verify({ success: true, score: 0.9, action: 'register' })).toBe(false);
    expect(await verify({ success: true, score: 0.9, action: 'login' }, 'tok')).toBe(false);
    expect(await verify({ success: true, score: 0.3, action: 'register' }, 'tok')).toBe(false);
    expect(await verify({ success: false, action: 'register' }, 'tok')).toBe(false);
    const offline = createRecaptchaVerifier({ secretKey: 's', fetchImpl: async () => Promise.reject(new Error('offline')) });
    expect(await offline.verify('tok', 'register', '::1')).toBe(false);
  });

  it('stops start-up on a verify URL that is not a URL', () => {
    expect(() => parseEnv({ RECAPTCHA_VERIFY_URL: 'siteverify' })).toThrow(/RECAPTCHA_VERIFY_URL/);
  });
});
