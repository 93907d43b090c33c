/**
 * Shell state (decision 0047): a user whose terms are out of date meets the forced connect-pay verify
 * modal, cannot close it, accepts, and it stays gone after a reload; the account modal on a phone opens
 * the same modal closable; going offline shows the banner, coming back hides it.
 */
import { AUTH_API, TERMS_DOCUMENT_PATH } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();
const TERMS_USER = 'terms@demo.invest';

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

  it('going offline shows the banner; back online hides it', async () => {
    const { page, context, problems, close } = await suite.open();
    await page.goto('/projects/1');
    await waitForHydration(page, '[data-testid="sidebar"] a');
    const banner = page.getByTestId('offline-banner');
    expect(await banner.count()).toBe(0);
    await context.setOffline(true);
    await poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain(t('en', 'shell.offline.title'));
    await context.setOffline(false);
    await poll(() => banner.count()).toBe(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
