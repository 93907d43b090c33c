/** Journey e: maintenance on gives every page a 503 without a way out; off brings the pages back. */
import { API, buildPath, MAINTENANCE_POLL_MS, type Locale } from '@platform/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { markDocument, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { setMaintenance } from './support/server';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

afterAll(async () => {
  // Never leave the switch on, whatever failed (the server is stopped after this anyway).
  try {
    await setMaintenance(suite.server, false);
  } catch {
    // The server did not start, or is gone already.
  }
});

const checkInPage = (page: Page) =>
  page.evaluate(async (url) => {
    const response = await window.fetch(url);
    return { status: response.status, body: (await response.json()) as unknown };
  }, API.checkMaintenance);

/** The whole document is the maintenance page, on a page load and after a client-side navigation alike. */
async function expectMaintenancePage(page: Page, locale: Locale): Promise<void> {
  await poll(() => page.locator('h1').textContent()).toBe(t(locale, 'error.maintenance.title'));
  expect(await page.locator('html').getAttribute('lang')).toBe(locale);
  expect(await page.getByText(t(locale, 'error.maintenance.description')).isVisible()).toBe(true);
  // No go-to-main-page button, and no other way back to the list.
  expect(await page.getByText(t(locale, 'error.go_to_main_page')).count()).toBe(0);
  expect(await page.locator(`a[href="${buildPath('projects-page', locale, { page: 1 })}"]`).count()).toBe(0);
  expect(await page.locator('a, button').count()).toBe(0); // nothing to click at all
  expect(await page.locator('.error-page a, .error-page button').count()).toBe(0);
}

describe('maintenance mode', () => {
  it('answers 503 on pages and API calls while on, and the pages come back when off', async () => {
    const { page, problems, close } = await suite.open();
    const first = await page.goto('/');
    expect(first?.status()).toBe(200);
    await waitForHydration(page);
    expect(await checkInPage(page)).toEqual({ status: 200, body: false });

    await setMaintenance(suite.server, true);
    try {
      // The client's check (polled every 60 s by the app) sees it at once; no need to wait for the poll.
      expect(await checkInPage(page)).toEqual({ status: 200, body: true });

      const api = await suite.fetch(API.projects('ALL', 1));
      expect(api.status).toBe(503);
      expect(api.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await api.json()) as { code?: string }).code).toBe('MAINTENANCE');

      for (const [locale, path] of [
        ['en', '/'],
        ['en', buildPath('projects-page', 'en', { page: 1 })],
        ['lt', buildPath('projects-page', 'lt', { page: 2 })],
        ['pt', '/pt'],
      ] as [Locale, string][]) {
        const plain = await suite.fetch(path);
        expect(plain.status, path).toBe(503);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(503);
        await waitForHydration(page);
        await expectMaintenancePage(page, locale);
      }
    } finally {
      await setMaintenance(suite.server, false);
    }

    expect(await checkInPage(page)).toEqual({ status: 200, body: false });
    const back = await page.goto('/');
    expect(back?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe(t('en', 'landing.hero.title'));
    expect(await page.getByTestId('project-card').count()).toBeGreaterThan(0);
    expect((await suite.fetch(API.projects('ALL', 1))).status).toBe(200);

    const expected503 = ['/', '/projects/1', '/lt/projektai/2', '/pt'].map((path) => ({ path, status: 503 }));
    expect(problemsExcept(problems, expected503)).toEqual([]);
    await close();
  });

  it('a client-side navigation during maintenance shows the maintenance page', async () => {
    const { page, problems, close } = await suite.open();
    await page.goto('/');
    await waitForHydration(page, '[data-testid="sidebar"] a');
    await setMaintenance(suite.server, true);
    try {
      const projectsLink = page.getByTestId('sidebar').getByRole('link', { name: t('en', 'nav.projects'), exact: true });
      await projectsLink.click();
      await expectMaintenancePage(page, 'en');
      expect(new URL(page.url()).pathname).toBe('/projects/1');
    } finally {
      await setMaintenance(suite.server, false);
    }
    // The loader data requests of that navigation answered 503 on purpose.
    const unexpected = problemsExcept(problems).filter((p) => !/status of 503/.test(p.text));
    expect(unexpected).toEqual([]);
    await close();
  });

  it('the 60 s client poll (clock fast-forwarded) shows the maintenance page, and reloads once it ends', async () => {
    const { page, problems, close } = await suite.open();
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const isSameDocument = await markDocument(page);
    await setMaintenance(suite.server, true);
    try {
      await page.clock.fastForward(MAINTENANCE_POLL_MS - 5_000);
      expect(await page.locator('h1').textContent()).toBe(t('en', 'landing.hero.title')); // not polled yet
      await page.clock.fastForward(10_000);
      await expectMaintenancePage(page, 'en');
      expect(await isSameDocument()).toBe(true); // revalidated in place, no reload
    } finally {
      await setMaintenance(suite.server, false);
    }
    await page.clock.fastForward(MAINTENANCE_POLL_MS + 5_000);
    await poll(() => isSameDocument().catch(() => false)).toBe(false); // reloaded
    await poll(() => page.locator('h1').textContent()).toBe(t('en', 'landing.hero.title'));
    const unexpected = problemsExcept(problems).filter((p) => !/status of 503/.test(p.text));
    expect(unexpected).toEqual([]);
    await close();
  });

  it('a logged-in person sees the maintenance page too, stays logged in, and is back when it ends', async () => {
    const { page, problems, close } = await suite.open();
    await logIn(page, 'investor@demo.invest');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const wallet = buildPath('account-wallet', 'en');
    await setMaintenance(suite.server, true);
    try {
      for (const path of ['/', wallet]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(503);
        await waitForHydration(page);
        await expectMaintenancePage(page, 'en');
      }
      // Give a client-side loop (to /logout and back) the time it took before the fix.
      await page.waitForTimeout(1_500);
      expect(new URL(page.url()).pathname).toBe(wallet);
      expect(visited.filter((path) => path.includes('logout'))).toEqual([]);
    } finally {
      await setMaintenance(suite.server, false);
    }
    const back = await page.goto(wallet);
    expect(back?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(wallet); // still logged in: no redirect to /login
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'access_token' && cookie.value !== '')).toBe(true);
    const unexpected = problemsExcept(problems).filter((p) => !/status of 503/.test(p.text));
    expect(unexpected).toEqual([]);
    await close();
  });
});
