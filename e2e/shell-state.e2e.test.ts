/**
 * Shell state (decision 0047): a user whose terms are out of date meets the forced connect-pay verify
 * modal, cannot close it, accepts, and it stays gone after a reload; the account modal on a phone opens
 * the same modal closable; going offline shows the banner, coming back hides it.
 */
import { AUTH_API, TERMS_DOCUMENT_PATH } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { MOBILE, problemsExcept, waitForHydration, type PageProblem } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();
const TERMS_USER = 'terms@demo.invest';
/** A chunk the shell imports lazily after hydration (the notifications container). */
const LAZY_CHUNK = /\/assets\/notifications-container-[\w-]+\.js$/;

describe('shell state', () => {
  it('a user with terms to accept cannot close the verify modal, accepts, and it stays gone after reload', async () => {
    const { page, problems, close } = await suite.open();
    await logIn(page, TERMS_USER);
    await page.goto('/projects/1');
    await waitForHydration(page, '[data-testid="sidebar"] a');
    const modal = page.getByRole('dialog', { name: t('en', 'shell.terms.title') });
    await poll(() => modal.isVisible()).toBe(true);
    expect(await modal.textContent()).toContain('(version 1,');
    expect(await modal.getByRole('button', { name: t('en', 'ui.close') }).count()).toBe(0);
    expect(await modal.getByRole('link', { name: t('en', 'shell.terms.document') }).getAttribute('href')).toBe(TERMS_DOCUMENT_PATH);
    expect((await suite.fetch(TERMS_DOCUMENT_PATH)).status).toBe(200);

    // Neither Escape nor a click outside closes it.
    await page.keyboard.press('Escape');
    await page.mouse.click(8, 400);
    await page.waitForTimeout(400);
    expect(await modal.isVisible()).toBe(true);

    await modal.getByRole('button', { name: t('en', 'shell.terms.accept') }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    const flag = await page.evaluate(
      async (url) => ((await (await fetch(url)).json()) as { connectPay: { forceAcceptTermsAndConditionsPopup: boolean } }).connectPay,
      AUTH_API.userDetails,
    );
    expect(flag.forceAcceptTermsAndConditionsPopup).toBe(false);

    await page.reload();
    await waitForHydration(page, '[data-testid="sidebar"] a');
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('on a phone, the account modal opens the terms for review, closable by Escape', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    await logIn(page, 'investor@demo.invest');
    await page.goto('/projects/1');
    await waitForHydration(page, '[data-testid="account-modal-button"]');
    await page.getByRole('button', { name: t('en', 'shell.account_modal.open') }).click();
    const account = page.getByRole('dialog', { name: t('en', 'shell.account_modal.title') });
    await poll(() => account.isVisible()).toBe(true);
    expect(await account.textContent()).toContain('investor@demo.invest');
    await account.getByRole('button', { name: t('en', 'shell.account_modal.terms') }).click();
    const terms = page.getByRole('dialog', { name: t('en', 'shell.terms.title') });
    await poll(() => terms.isVisible()).toBe(true);
    expect(await terms.textContent()).toContain(t('en', 'shell.terms.current').split(' (')[0]);
    expect(await terms.getByRole('button', { name: t('en', 'shell.terms.accept') }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('going offline shows the banner and keeps the page even when a chunk fails; back online reloads and hides it', async () => {
    const { page, context, problems, close } = await suite.open();
    // One lazily loaded chunk is held back until the browser is offline, so it fails like on a lost connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const failedChunks: string[] = [];
    page.on('requestfailed', (request) => {
      if (LAZY_CHUNK.test(request.url())) failedChunks.push(request.url());
    });
    await page.route(LAZY_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/projects/1');
    await waitForHydration(page, '[data-testid="sidebar"] a');
    const banner = page.getByTestId('offline-banner');
    expect(await banner.count()).toBe(0);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    await context.setOffline(true);
    await poll(() => banner.isVisible()).toBe(true);
    release();
    await poll(() => failedChunks.length).toBe(1);
    // A reload now could only end on the browser's offline page: the page stays, with its banner.
    await page.waitForTimeout(1_000);
    expect(navigations).toEqual([]);
    expect(await banner.textContent()).toContain(t('en', 'shell.offline.title'));

    await context.setOffline(false);
    await poll(() => navigations.length).toBe(1);
    await waitForHydration(page, '[data-testid="sidebar"] a');
    expect(await banner.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/projects/1');
    // The lost connection's own traces (the failed request, React reporting the error LazyPart caught) and nothing else.
    const offlineOnly = (problem: PageProblem) =>
      !(problem.kind === 'console' && /ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/.test(problem.text));
    expect(problemsExcept(problems).filter(offlineOnly)).toEqual([]);
    await close();
  });
});
