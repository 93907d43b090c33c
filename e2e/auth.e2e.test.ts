/**
 * Accounts and sessions in the browser: register, log out, log in (keyboard, 375 px, without
 * JavaScript), wrong password, rate limit, two-step set-up and login, forgot/reset password through
 * the dev mailbox, and the profile's password and language forms. Each journey that changes an
 * account uses a fresh one.
 */
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isOnScreen, MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { readMailbox } from './support/mailbox';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

const INVESTOR = 'investor@demo.invest';
const INVESTOR_PASSWORD = 'Demo-invest-2026';
const FRESH_PASSWORD = 'Green-Journey-2026';

let serial = 0;
function freshEmail(tag: string): string {
  serial += 1;
  return `e2e-${tag}-${Date.now().toString(36)}-${serial}@example.test`;
}

/** A new private account straight through the API (the browser journey under test starts later). */
async function registerViaApi(email: string, password = FRESH_PASSWORD): Promise<void> {
  const response = await suite.fetch('/api/security/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password, type: 'private', locale: 'en' }),
  });
  expect(response.status, `register ${email}`).toBe(201);
}

const digitLabel = (index: number) => t('en', 'input.one_time_code.digit').replace('{{index}}', String(index)).replace('{{length}}', '6');

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page, 'form');
  await page.getByRole('textbox', { name: t('en', 'auth.field.email') }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await fillLogin(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/');
}

/** The sidebar's account link (in the DOM also while the mobile menu is closed). */
function accountLink(page: Page) {
  return page.getByTestId('sidebar').locator('a[href="/account"]');
}

async function expectLoggedIn(page: Page): Promise<void> {
  await poll(() => page.getByTestId('user-balance-panel').count()).toBe(1);
  expect(await accountLink(page).count()).toBe(1);
}

async function expectGuest(page: Page): Promise<void> {
  await poll(() => page.getByTestId('user-balance-panel').count()).toBe(0);
  expect(await accountLink(page).count()).toBe(0);
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: digitLabel(1), exact: true }).click();
  await page.keyboard.type(code);
}

async function mailboxText(email: string, includes: string): Promise<string> {
  let found = '';
  await poll(async () => {
    const emails = await readMailbox(suite, email);
    found = emails.find((mail) => mail.text.includes(includes))?.text ?? '';
    return found !== '';
  }).toBe(true);
  return found;
}

describe('register and log out', () => {
  it('registers a private user who lands logged in on projects page 1, then logs out', async () => {
    const { page, problems, close } = await suite.open();
    await page.goto('/register');
    await waitForHydration(page, 'form');
    expect(await page.locator('h1').textContent()).toBe(t('en', 'auth.register.title'));
    await page.getByRole('textbox', { name: t('en', 'auth.field.email') }).fill(freshEmail('register'));
    const password = page.locator('input[name="password"]');
    await password.fill('short');
    await poll(() => page.locator('[data-rule="too_short"]').getAttribute('data-met')).toBe('false');
    await password.fill(FRESH_PASSWORD);
    await poll(() => page.locator('[data-rule="too_short"]').getAttribute('data-met')).toBe('true');
    await page.getByTestId('register-submit').click();

    await page.waitForURL((url) => url.pathname === '/projects/1');
    await expectLoggedIn(page);
    expect(await isOnScreen(page.getByTestId('user-balance-panel'))).toBe(true);

    await logOut(page);
    await expectGuest(page);
    await page.goto('/account/profile');
    expect(new URL(page.url()).pathname).toBe('/projects/1');
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('shows EMAIL_TAKEN next to the email of an existing account', async () => {
    const { page, problems, close } = await suite.open();
    await page.goto('/register');
    await waitForHydration(page, 'form');
    await page.getByRole('textbox', { name: t('en', 'auth.field.email') }).fill(INVESTOR);
    await page.locator('input[name="password"]').fill(FRESH_PASSWORD);
    await page.getByTestId('register-submit').click();
    await poll(() => page.getByTestId('form-error').getAttribute('data-code')).toBe('EMAIL_TAKEN');
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await page.getByRole('textbox', { name: t('en', 'auth.field.email') }).getAttribute('aria-invalid')).toBe('true');
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});

describe('log in', () => {
  it('logs in the demo investor by keyboard at 375 px', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto('/login');
    await waitForHydration(page, 'form');
    await page.getByRole('textbox', { name: t('en', 'auth.field.email') }).focus();
    await page.keyboard.type(INVESTOR);
    // Tab on to the password field (past the required marks, which take focus for their tooltip).
    for (let i = 0; i < 4 && !(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'password')); i += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(INVESTOR_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/projects/1');
    await expectLoggedIn(page);
    // A logged-in user is bounced from the guest-only pages.
    await page.goto('/login');
    expect(new URL(page.url()).pathname).toBe('/projects/1');
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('shows one message for a wrong password and for an unknown email', async () => {
    const { page, problems, close } = await suite.open();
    const message = t('en', 'auth.error.INVALID_CREDENTIALS');
    await fillLogin(page, INVESTOR, 'Not-the-password-1');
    await poll(() => page.getByTestId('form-error').textContent()).toBe(message);
    expect(new URL(page.url()).pathname).toBe('/login');
    await fillLogin(page, freshEmail('nobody'), 'Not-the-password-1');
    await poll(() => page.getByTestId('form-error').textContent()).toBe(message);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  // Needs a Referrer-Policy other than no-referrer: under no-referrer Chrome sends `Origin: null`
  // with a plain form post and React Router refuses the action (400).
  it('works without JavaScript', async () => {
    const { page, close } = await suite.open({ javaScriptEnabled: false });
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(INVESTOR);
    await page.locator('input[name="password"]').fill(INVESTOR_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/projects/1');
    expect(await page.getByTestId('user-balance-panel').count()).toBe(1);
    await close();
  });

  it('says to wait after too many attempts', async () => {
    const email = freshEmail('limited');
    // Five go through, then the growing delay answers 429 (unless 2 s pass); ten use up this address's share.
    for (let i = 0; i < 10; i += 1) {
      const response = await suite.fetch('/api/security/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, password: 'Not-the-password-1' }),
      });
      expect(i < 5 ? [401] : [401, 429]).toContain(response.status);
    }
    const { page, problems, close } = await suite.open();
    await fillLogin(page, email, 'Not-the-password-1');
    await poll(() => page.getByTestId('form-error').getAttribute('data-code')).toBe('RATE_LIMITED');
    const text = (await page.getByTestId('form-error').textContent()) ?? '';
    // With the wait known (Retry-After) the text names the seconds; either way it is the translated one.
    const escaped = t('en', 'auth.error.RATE_LIMITED_seconds').replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    const withSeconds = new RegExp(`^${escaped.replace('{{seconds}}', '\\d+')}$`);
    expect(text === t('en', 'auth.error.RATE_LIMITED') || withSeconds.test(text), text).toBe(true);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});

describe('two-step authentication', () => {
  it('guards the two-step page and the reset page without a pending login or a valid token', async () => {
    const twoStep = await suite.fetch('/two-step-auth/google');
    expect([302, 303]).toContain(twoStep.status);
    expect(twoStep.headers.get('location')).toBe('/projects/1');
    const reset = await suite.fetch('/reset-password/not-a-real-token');
    expect(reset.status).toBe(404);
  });

  it('is set up on the profile page and then asked for at login', async () => {
    const email = freshEmail('two-step');
    await registerViaApi(email);
    const { page, problems, close } = await suite.open();
    await logIn(page, email, FRESH_PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/projects/1');

    await page.goto('/account/profile');
    await waitForHydration(page, '[data-testid="two-step-setup"]');
    expect(await page.getByTestId('profile-email').textContent()).toBe(email);
    expect(await page.getByTestId('profile-type').textContent()).toBe(t('en', 'auth.register.type.private'));
    expect(await page.getByTestId('two-step-status').getAttribute('data-enabled')).toBe('false');
    await page.getByTestId('two-step-setup').click();
    const secretBox = page.getByTestId('two-step-secret');
    await secretBox.waitFor();
    expect(await page.getByTestId('two-step-qr').getAttribute('src')).toMatch(/^data:image\//);
    const secret = ((await secretBox.textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await typeCode(page, await generate({ secret }));
    await page.getByTestId('recovery-codes').waitFor();
    expect(await page.getByTestId('recovery-code').count()).toBe(10);
    await poll(() => page.getByTestId('two-step-status').getAttribute('data-enabled')).toBe('true');

    await logOut(page);
    await logIn(page, email, FRESH_PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/two-step-auth/google');
    await waitForHydration(page, 'form');
    await typeCode(page, '000000');
    await poll(() => page.getByTestId('form-error').textContent()).toBe(t('en', 'auth.error.TWO_STEP_INVALID'));
    expect(new URL(page.url()).pathname).toBe('/two-step-auth/google');
    // The next 30-second step's code: accepted (one step of clock skew), never the one used above.
    await typeCode(page, await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.waitForURL((url) => url.pathname === '/projects/1');
    await expectLoggedIn(page);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});

describe('forgot and reset password', () => {
  it('sends a reset link, sets a new password and logs in with it', async () => {
    const email = freshEmail('reset');
    await registerViaApi(email);
    const { page, problems, close } = await suite.open();

    // An unknown email gets the very same confirmation (no enumeration).
    for (const address of [freshEmail('unknown'), email]) {
      await page.goto('/forgot-password');
      await waitForHydration(page, 'form');
      await page.getByRole('textbox', { name: t('en', 'auth.field.email') }).fill(address);
      await page.getByTestId('forgot-password-submit').click();
      await poll(() => page.getByTestId('forgot-password-sent').textContent()).toContain(t('en', 'auth.forgot.sent'));
    }

    const text = await mailboxText(email, '/reset-password/');
    const link = /https?:\/\/\S+\/reset-password\/[^\s)>"]+/.exec(text)?.[0];
    expect(link, text).toBeTruthy();
    const resetPath = new URL(link!).pathname;
    await page.goto(resetPath);
    await waitForHydration(page, 'form');
    const newPassword = 'Fresh-Reset-2027';
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="passwordConfirm"]').fill('Fresh-Reset-2028');
    await page.getByTestId('reset-password-submit').click();
    await poll(() => page.getByText(t('en', 'auth.field.password_mismatch')).count()).toBe(1);
    await page.locator('input[name="passwordConfirm"]').fill(newPassword);
    await page.getByTestId('reset-password-submit').click();

    await page.waitForURL((url) => url.pathname === '/login');
    await poll(() => page.getByTestId('cookie-notification').textContent()).toContain(t('en', 'auth.reset.success'));
    expect(await page.getByTestId('cookie-notification').getAttribute('data-type')).toBe('success');

    // The link is spent: its page is gone.
    const again = await suite.fetch(resetPath);
    expect(again.status).toBe(404);

    await fillLogin(page, email, FRESH_PASSWORD);
    await poll(() => page.getByTestId('form-error').getAttribute('data-code')).toBe('INVALID_CREDENTIALS');
    await logIn(page, email, newPassword);
    expect(new URL(page.url()).pathname).toBe('/projects/1');
    await expectLoggedIn(page);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});

describe('profile', () => {
  it('changes the password and the interface language', async () => {
    const email = freshEmail('profile');
    await registerViaApi(email);
    const { page, problems, close } = await suite.open();
    await logIn(page, email, FRESH_PASSWORD);
    await page.goto('/account/profile');
    await waitForHydration(page, '[data-testid="change-password-submit"]');
    expect(await page.locator('h1').textContent()).toBe(t('en', 'auth.profile.title'));

    const section = page.getByTestId('profile-password');
    await section.locator('input[name="currentPassword"]').fill('Wrong-current-1');
    await section.locator('input[name="newPassword"]').fill('Changed-Pass-2027');
    await page.getByTestId('change-password-submit').click();
    await poll(() => section.getByTestId('form-error').textContent()).toBe(t('en', 'auth.profile.password.wrong_current'));
    await section.locator('input[name="currentPassword"]').fill(FRESH_PASSWORD);
    await section.locator('input[name="newPassword"]').fill('Changed-Pass-2027');
    await page.getByTestId('change-password-submit').click();
    await poll(() => page.getByTestId('password-changed').count()).toBe(1);
    expect(await section.locator('input[name="newPassword"]').inputValue()).toBe('');

    await page.getByTestId('locale-select').selectOption('lt');
    await page.getByTestId('change-locale-submit').click();
    await page.waitForURL((url) => url.pathname === '/lt/paskyra/profilis');
    await poll(() => page.locator('h1').textContent()).toBe(t('lt', 'auth.profile.title'));
    expect(await page.getByTestId('locale-select').inputValue()).toBe('lt');

    await logOut(page);
    await logIn(page, email, 'Changed-Pass-2027');
    await expectLoggedIn(page);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
