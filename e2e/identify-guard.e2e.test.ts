/**
 * Decision 0040 in the browser: a new account is sent from the money pages to /identify and gets
 * "your registration continues" on the registration page; a verified investor reaches the wallet
 * and is bounced from registration; a guest in Polish on the account area lands on the en landing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { useSuite } from './support/suite';

const suite = useSuite();
const PASSWORD = 'Green-Journey-2026';

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page, 'form');
  await page.getByRole('textbox', { name: t('en', 'auth.field.email') }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('identify guard and the registration page (decision 0040)', () => {
  it('sends a new account from the money pages to identify and shows where its registration continues', async () => {
    const email = `e2e-identify-guard-${Date.now().toString(36)}@example.test`;
    const response = await suite.fetch('/api/security/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, type: 'private', locale: 'en' }),
    });
    expect(response.status).toBe(201);
    const { page, problems, close } = await suite.open();
    await logIn(page, email, PASSWORD);
    for (const path of ['/account/wallet', '/account/auto-investment', '/account/secondary-market']) {
      await page.goto(path);
      expect(pathOf(page), path).toBe('/identify');
    }
    await page.goto('/register');
    expect(pathOf(page)).toBe('/register');
    expect(await page.locator('h1').textContent()).toBe(t('en', 'auth.register.continue.title'));
    expect(await page.getByTestId('register-continue').getAttribute('href')).toBe('/questionnaire');
    expect(await page.getByTestId('register-submit').count()).toBe(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('lets a verified investor into the wallet and bounces them from registration', async () => {
    const { page, problems, close } = await suite.open();
    await logIn(page, 'investor@demo.invest', 'Demo-invest-2026');
    await page.goto('/account/wallet');
    expect(pathOf(page)).toBe('/account/wallet');
    await page.goto('/register');
    expect(pathOf(page)).toBe('/projects/1');
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('resets a guest in Polish on the account area to the en landing page, not on public pages', async () => {
    const { page, problems, close } = await suite.open();
    await page.goto('/pl/konto');
    expect(pathOf(page)).toBe('/');
    await page.goto('/pl/rejestracja');
    expect(pathOf(page)).toBe('/pl/rejestracja');
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
