/**
 * reCAPTCHA on (decision 0023): the server runs with a site key, a secret and a stub verifier; the
 * browser gets a stub `grecaptcha` for Google's script URLs. Register, log out, log in, forgot and
 * reset password work through the platform's real client code and the page's real CSP; a refused
 * token and a script that cannot load stop the action with the captcha failure message.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { problemsExcept, waitForHydration, type PageProblem } from './support/browser';
import { t } from './support/demo';
import { routeRecaptchaToStub, startStubVerifier, STUB_SECRET_KEY, STUB_SITE_KEY, stubToken, type StubVerifier } from './support/recaptcha-stub';
import { poll, useSuite } from './support/suite';

let verifier: StubVerifier | null = null;
const suite = useSuite({
  env: async () => {
    verifier = await startStubVerifier();
    return { RECAPTCHA_SITE_KEY: STUB_SITE_KEY, RECAPTCHA_SECRET_KEY: STUB_SECRET_KEY, RECAPTCHA_VERIFY_URL: verifier.url };
  },
});
afterAll(() => verifier?.close());

const stubVerifier = (): StubVerifier => {
  if (!verifier) throw new Error('stub verifier not started');
  return verifier;
};

const OPERATOR = 'operator@demo.invest';
const DEMO_PASSWORD = 'Demo-invest-2026';
const PASSWORD = 'Green-Captcha-2026';

let serial = 0;
function freshEmail(tag: string): string {
  serial += 1;
  return `e2e-captcha-${tag}-${Date.now().toString(36)}-${serial}@example.test`;
}

const emailBox = (page: Page) => page.getByRole('textbox', { name: t('en', 'auth.field.email') });

/**
 * Clicks a form's submit button and waits for the page it leads to. On a timeout the error says
 * what the page showed and complained about (a CSP refusal, a captcha message), not only "timeout".
 */
async function submitAndLand(page: Page, problems: PageProblem[], submitTestId: string, pathname: string): Promise<void> {
  await page.getByTestId(submitTestId).click();
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout: 20_000 });
  } catch (error) {
    const alerts = await page.getByRole('alert').allTextContents();
    throw new Error(`${submitTestId} did not lead to ${pathname}; alerts: ${JSON.stringify(alerts)}; problems: ${JSON.stringify(problems)}`, { cause: error });
  }
}

/** The actions the stub verifier accepted, in order. */
const acceptedActions = () =>
  stubVerifier()
    .calls.filter((call) => call.success)
    .map((call) => call.action);

/** Logs in through the API with a token the stub accepts; answers the status and the session cookies. */
async function logInViaApi(email: string, password: string): Promise<{ status: number; cookie: string }> {
  const response = await suite.fetch('/api/security/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: suite.baseUrl },
    body: JSON.stringify({ email, password, captchaToken: stubToken('login') }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { status: response.status, cookie };
}

/**
 * The reset link of the dev mailbox, read as the operator (only an operator sees reset links there,
 * decision 0020). Not support/mailbox.ts: its operator login carries no captcha token.
 */
async function resetPathFor(email: string): Promise<string> {
  const operator = await logInViaApi(OPERATOR, DEMO_PASSWORD);
  expect(operator.status).toBe(200);
  let link = '';
  await poll(async () => {
    const response = await suite.fetch(`/api/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { cookie: operator.cookie } });
    if (response.status !== 200) return false;
    const body = (await response.json()) as { emails: { text: string }[] };
    link = body.emails.map((mail) => /https?:\/\/\S+\/reset-password\/[^\s)>"]+/.exec(mail.text)?.[0]).find(Boolean) ?? '';
    return link !== '';
  }).toBe(true);
  return new URL(link).pathname;
}

describe('reCAPTCHA on', () => {
  it('serves the site key and the Google hosts in the CSP, never the secret', async () => {
    const response = await suite.fetch('/login');
    const html = await response.text();
    expect(html).toContain(STUB_SITE_KEY);
    expect(html).not.toContain(STUB_SECRET_KEY);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  });

  it('registers, logs out, logs in, and resets a forgotten password', async () => {
    const email = freshEmail('journey');
    const { page, problems, close } = await suite.open();
    const google = await routeRecaptchaToStub(page);

    await page.goto('/register');
    await waitForHydration(page, 'form');
    expect(await page.evaluate(() => (window as unknown as { __ENV?: unknown }).__ENV)).toEqual({ RECAPTCHA_SITE_KEY: STUB_SITE_KEY });
    await emailBox(page).fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await submitAndLand(page, problems, 'register-submit', '/projects/1');
    await poll(() => page.getByTestId('user-balance-panel').count()).toBe(1);
    // The platform's client asked Google's script for our site key, and the server checked the token.
    expect(google.requests[0]).toBe(`https://www.google.com/recaptcha/api.js?render=${STUB_SITE_KEY}`);
    expect(acceptedActions()).toEqual(['register']);

    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await waitForHydration(page, 'form');
    await emailBox(page).fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await submitAndLand(page, problems, 'login-submit', '/projects/1');
    await poll(() => page.getByTestId('user-balance-panel').count()).toBe(1);
    expect(acceptedActions()).toEqual(['register', 'login']);

    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/forgot-password');
    await waitForHydration(page, 'form');
    await emailBox(page).fill(email);
    await page.getByTestId('forgot-password-submit').click();
    await poll(() => page.getByTestId('forgot-password-sent').textContent()).toContain(t('en', 'auth.forgot.sent'));
    expect(acceptedActions()).toEqual(['register', 'login', 'forgot_password']);

    await page.goto(await resetPathFor(email));
    await waitForHydration(page, 'form');
    const newPassword = 'Fresh-Captcha-2027';
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="passwordConfirm"]').fill(newPassword);
    await submitAndLand(page, problems, 'reset-password-submit', '/login');
    await poll(() => page.getByTestId('cookie-notification').textContent()).toContain(t('en', 'auth.reset.success'));

    await waitForHydration(page, 'form');
    await emailBox(page).fill(email);
    await page.locator('input[name="password"]').fill(newPassword);
    await submitAndLand(page, problems, 'login-submit', '/projects/1');
    await poll(() => page.getByTestId('user-balance-panel').count()).toBe(1);

    // Every verification carried the secret and the browser's address; no CSP violation or error on the way.
    expect(stubVerifier().calls.every((call) => call.secret === STUB_SECRET_KEY && call.remoteip === '127.0.0.1')).toBe(true);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('refuses the registration when the verifier refuses the token: the message shows, no account is made', async () => {
    const email = freshEmail('refused');
    const { page, problems, close } = await suite.open();
    await routeRecaptchaToStub(page);
    await page.goto('/register');
    await waitForHydration(page, 'form');
    await emailBox(page).fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    const before = stubVerifier().calls.length;
    stubVerifier().refuse = true;
    try {
      await page.getByTestId('register-submit').click();
      await poll(() => page.getByTestId('form-error').getAttribute('data-code')).toBe('CAPTCHA_FAILED');
    } finally {
      stubVerifier().refuse = false;
    }
    expect(await page.getByTestId('form-error').textContent()).toBe(t('en', 'auth.error.CAPTCHA_FAILED'));
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(
      stubVerifier()
        .calls.slice(before)
        .map((call) => [call.action, call.success]),
    ).toEqual([['register', false]]);
    // The account does not exist: its credentials are refused like any unknown email.
    expect((await logInViaApi(email, PASSWORD)).status).toBe(401);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('shows the spec message when Google\u2019s script cannot load, and does not post the form', async () => {
    const { page, close } = await suite.open();
    const google = await routeRecaptchaToStub(page, { failScript: true });
    await page.goto('/login');
    await waitForHydration(page, 'form');
    await emailBox(page).fill(OPERATOR);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    const before = stubVerifier().calls.length;
    await page.getByTestId('login-submit').click();
    await poll(() => page.getByTestId('captcha-error').textContent()).toBe('ReCaptcha error: Failed to load script');
    expect(google.requests).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(stubVerifier().calls.length).toBe(before);
    await close();
  });
});
