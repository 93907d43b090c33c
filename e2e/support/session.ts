import type { Page } from 'playwright-core';
import { waitForHydration } from './browser';

/** The seeded demo accounts' password (apps/server/src/seed/seed.ts). */
export const DEMO_PASSWORD = 'Demo-invest-2026';

/** Logs in through the /login form, as a person would. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page, 'form [type="submit"]');
  await page.locator('form input[name="email"]').fill(email);
  await page.locator('form input[name="password"]').fill(password);
  await page.locator('form [type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Logs out through /logout, which lands on the landing page. */
export async function logOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/');
}
