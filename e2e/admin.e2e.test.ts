/**
 * Back office journey: the operator finds a user, sets the account read-only (the user then sees
 * the read-only banner), clears it, logs in as another user (impersonation banner) and returns to
 * the operator account. Guests and investors never reach /admin/users.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, isOnScreen, MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { poll, useSuite } from './support/suite';
import { logIn, logOut } from './support/session';

const suite = useSuite();

const OPERATOR = 'operator@demo.invest';
const INVESTOR = 'investor@demo.invest';
const FRESH = 'new@demo.invest';

async function openUserList(page: Page, search: string): Promise<void> {
  await page.goto('/admin/users');
  expect(new URL(page.url()).pathname).toBe('/admin/users');
  await waitForHydration(page, 'form[role="search"] button');
  const box = page.getByRole('searchbox', { name: t('en', 'admin.users.search.label') });
  await box.fill(search);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/admin/users' && url.searchParams.get('search') === search);
  await poll(() => page.getByTestId('admin-user-row').count()).toBe(1);
  await poll(() => page.getByTestId('admin-user-row').first().textContent()).toContain(search);
}

function row(page: Page, email: string) {
  return page.getByTestId('admin-user-row').filter({ hasText: email });
}

/** Clicks a row action, then the action's own button in the confirm dialog. */
async function confirmRowAction(page: Page, email: string, labelKey: string): Promise<void> {
  const label = t('en', labelKey);
  await row(page, email).getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: label, exact: true }).click();
}

describe('back office users', () => {
  it('keeps guests and investors out of /admin/users', async () => {
    const { page, problems, close } = await suite.open();
    await page.goto('/admin/users');
    expect(new URL(page.url()).pathname).toBe('/projects/1');

    await logIn(page, INVESTOR);
    await page.goto('/admin/users');
    expect(new URL(page.url()).pathname).toBe('/projects/1');
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('sets read-only, clears it, logs in as a user and returns', async () => {
    const { page, problems, close } = await suite.open({ viewport: DESKTOP });

    // Operator: find the investor and set the account read-only.
    await logIn(page, OPERATOR);
    await openUserList(page, INVESTOR);
    await confirmRowAction(page, INVESTOR, 'admin.users.action.set_readonly');
    await poll(() => page.getByTestId('admin-users-done').textContent()).toBe(t('en', 'admin.users.done.readonly_set').replace('{{email}}', INVESTOR));
    await poll(() =>
      row(page, INVESTOR)
        .getByRole('button', { name: t('en', 'admin.users.action.clear_readonly') })
        .count(),
    ).toBe(1);
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await logOut(page);

    // The investor sees the read-only banner.
    await logIn(page, INVESTOR);
    await page.goto('/projects/1');
    const readonlyBanner = page.getByTestId('readonly-banner');
    await readonlyBanner.waitFor({ state: 'visible' });
    expect(await readonlyBanner.textContent()).toContain(t('en', 'session.readonly.title'));
    await logOut(page);
    expect(await page.getByTestId('readonly-banner').count()).toBe(0);

    // Operator: clear read-only again.
    await logIn(page, OPERATOR);
    await openUserList(page, INVESTOR);
    await confirmRowAction(page, INVESTOR, 'admin.users.action.clear_readonly');
    await poll(() => page.getByTestId('admin-users-done').textContent()).toBe(t('en', 'admin.users.done.readonly_cleared').replace('{{email}}', INVESTOR));
    await poll(() =>
      row(page, INVESTOR)
        .getByRole('button', { name: t('en', 'admin.users.action.set_readonly') })
        .count(),
    ).toBe(1);

    // Log in as the fresh investor: the project list with the impersonation banner.
    await openUserList(page, FRESH);
    await confirmRowAction(page, FRESH, 'admin.users.action.impersonate');
    await page.waitForURL((url) => url.pathname === '/projects/1');
    const banner = page.getByTestId('impersonation-banner');
    await banner.waitFor({ state: 'visible' });
    expect((await page.getByTestId('impersonation-text').textContent())?.trim()).toBe(
      t('en', 'session.impersonation.text').replace('{{email}}', FRESH).replace('{{operatorEmail}}', OPERATOR),
    );
    expect(await page.getByTestId('readonly-banner').count()).toBe(0);
    // The session is the user's: the back office is closed to it.
    await page.goto('/admin/users');
    expect(new URL(page.url()).pathname).toBe('/projects/1');

    // Return to the operator account.
    await waitForHydration(page, '[data-testid="impersonation-banner"] button');
    await page.getByRole('button', { name: t('en', 'session.impersonation.return') }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    await poll(() => page.locator('h1').textContent()).toBe(t('en', 'admin.users.title'));
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
    await poll(() => page.getByTestId('admin-user-row').filter({ hasText: OPERATOR }).count()).toBe(1);
    // Really the operator again, also after a full page load.
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/admin/users');
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);

    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('is readable at 375 px (stacked rows) and at 1440 px (a table)', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    await logIn(page, OPERATOR);
    await page.goto('/admin/users');
    await waitForHydration(page, 'form[role="search"] button');
    const firstRow = page.getByTestId('admin-user-row').first();
    // No sideways scrolling; every row is a card as wide as the content, its actions on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    // The header row is only there for screen readers; each cell shows its own label instead.
    expect(await page.locator('[data-testid="admin-users-table"] thead').evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    expect(await isOnScreen(firstRow.getByText(t('en', 'admin.users.col.name'), { exact: true }))).toBe(true);
    const box = await firstRow.boundingBox();
    expect(box?.width).toBeGreaterThan(MOBILE.width * 0.8);
    const investorRow = row(page, INVESTOR);
    await investorRow.scrollIntoViewIfNeeded();
    expect(await isOnScreen(investorRow.getByRole('button', { name: t('en', 'admin.users.action.impersonate') }))).toBe(true);

    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => window.scrollTo(0, 0));
    await poll(() => isOnScreen(page.getByRole('columnheader', { name: t('en', 'admin.users.col.email') }))).toBe(true);
    expect(await isOnScreen(firstRow.getByText(t('en', 'admin.users.col.name'), { exact: true }))).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    // One table row per user: the row's actions sit inside the row of its email.
    const emailBox = await investorRow.getByRole('rowheader').boundingBox();
    const actionBox = await investorRow.getByRole('button', { name: t('en', 'admin.users.action.impersonate') }).boundingBox();
    expect(emailBox && actionBox).toBeTruthy();
    if (emailBox && actionBox) {
      expect(actionBox.y).toBeGreaterThanOrEqual(emailBox.y);
      expect(actionBox.y + actionBox.height).toBeLessThanOrEqual(emailBox.y + emailBox.height + 0.5);
      expect(actionBox.x).toBeGreaterThan(emailBox.x + emailBox.width);
    }
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
