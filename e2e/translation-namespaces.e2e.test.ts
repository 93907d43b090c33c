/**
 * Translations arrive per namespace (decision 0026): a page gets `public` plus what it needs. These
 * journeys log in through the form and move on by clicking links (client-side navigation), so the
 * texts of the account area and of the back office must come with the navigation: the page shows
 * them translated, never as raw keys.
 */
import { KEY_NAMESPACES } from '@platform/contract/i18n/index';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, markDocument, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { poll, useSuite } from './support/suite';

const suite = useSuite();
const PASSWORD = 'Demo-invest-2026';

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page, 'form');
  await page.getByRole('textbox', { name: t('en', 'auth.field.email') }).fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/projects/1');
}

/** Keys of the page namespaces that show raw in the page text (none should). */
async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return Object.keys(KEY_NAMESPACES).filter((key) => key.includes('.') && KEY_NAMESPACES[key] !== 'public' && text.includes(key));
}

/** Root loader calls of client-side navigations (the `.data` requests that include the root route). */
function watchRootLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.data') && (url.searchParams.get('_routes') ?? 'root').split(',').includes('root')) loads.push(url.pathname);
  });
  return loads;
}

describe('translations follow client-side navigation', () => {
  it('an investor logs in and opens the account pages from the menu: account texts, translated', async () => {
    const { page, problems, close } = await suite.open({ viewport: DESKTOP });
    await logIn(page, 'investor@demo.invest');
    await waitForHydration(page, '[data-testid="sidebar"]');
    const sameDocument = await markDocument(page);

    await page.getByTestId('sidebar').locator('a[href="/account/profile"]').click();
    await page.waitForURL((url) => url.pathname === '/account/profile');
    await poll(() => page.locator('h1').textContent()).toBe(t('en', 'auth.profile.title'));
    await page.getByTestId('sidebar').locator('a[href="/account/transactions"]').click();
    await page.waitForURL((url) => url.pathname === '/account/transactions');
    await poll(() => page.locator('h1').textContent()).toBe(t('en', 'transactions.title'));

    expect(await sameDocument()).toBe(true);
    expect(await rawKeys(page)).toEqual([]);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('a guest goes from the landing page to a project, the statistics and the login page: each brings its own texts', async () => {
    const { page, problems, close } = await suite.open({ viewport: DESKTOP });
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/i18n/')) fetched.push(pathname.replace(/^\/i18n\/[^/]+\//, ''));
    });
    await page.goto('/');
    await waitForHydration(page, '[data-testid="sidebar"] a');
    // The landing page needs the shell's and the cards' texts only.
    expect(fetched).toEqual(['en.public.js']);
    const sameDocument = await markDocument(page);

    await page.locator('.project-card__link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/project/'));
    await poll(() => page.getByTestId('reflection-notice').textContent()).toContain(t('en', 'projectPage.reflection.title'));
    expect(await rawKeys(page)).toEqual([]);

    await page.getByTestId('sidebar').locator('a[href="/statistics"]').click();
    await page.waitForURL((url) => url.pathname === '/statistics');
    await poll(() => page.locator('h1').textContent()).toBe(t('en', 'statistics.title'));
    expect(await rawKeys(page)).toEqual([]);

    await page.getByTestId('create-account-prompt').locator('a[href="/login"]').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await poll(() => page.locator('h1').textContent()).toBe(t('en', 'auth.login.title'));
    expect(await rawKeys(page)).toEqual([]);

    expect(fetched).toEqual(['en.public.js', 'en.project.js', 'en.statistics.js', 'en.auth.js']);
    expect(await sameDocument()).toBe(true);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('an operator opens the back office from the menu: the admin namespace is fetched before the page shows', async () => {
    const { page, problems, close } = await suite.open({ viewport: DESKTOP });
    await logIn(page, 'operator@demo.invest');
    await waitForHydration(page, '[data-testid="sidebar"]');
    const sameDocument = await markDocument(page);
    const rootLoads = watchRootLoads(page);

    await page.getByTestId('sidebar').locator('a[href="/admin/users"]').click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    await poll(() => page.locator('h1').textContent()).toBe(t('en', 'admin.users.title'));
    // The root loader ran with the navigation (React Router renders the page once every loader answered).
    expect(rootLoads).toContain('/admin/users.data');
    expect(await rawKeys(page)).toEqual([]);

    // Back to a public page and on to another back-office page: nothing more to fetch for the texts.
    rootLoads.length = 0;
    await page.getByTestId('sidebar').locator('a[href="/projects/1"]').click();
    await page.waitForURL((url) => url.pathname === '/projects/1');
    await page.getByTestId('sidebar').locator('a[href="/admin/withdrawals"]').click();
    await page.waitForURL((url) => url.pathname === '/admin/withdrawals');
    await poll(() => page.locator('h1').textContent()).toBe(t('en', 'withdrawals.admin.title'));
    expect(rootLoads).toEqual([]);

    expect(await sameDocument()).toBe(true);
    expect(await rawKeys(page)).toEqual([]);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
