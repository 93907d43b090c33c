/**
 * Merging accounts: the seeded duplicate account sees the merge modal, merges itself into the demo
 * investor's account through the page, is logged out and closed; the money shows on the investor's
 * transactions. Operators link accounts on the same page.
 */
import { AUTH_API } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { DEMO_PASSWORD, logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

describe('account merge', () => {
  it('the duplicate account merges into the investor through the page', async () => {
    const { page, problems, close } = await suite.open();
    await logIn(page, 'duplicate@demo.invest');
    await page.goto('/projects/1');
    await waitForHydration(page, '[data-testid="sidebar"] a');
    const modal = page.getByRole('dialog');
    await poll(() => modal.isVisible()).toBe(true);
    expect(await modal.textContent()).toContain(t('en', 'merge.modal.title'));
    await modal.getByRole('link', { name: t('en', 'merge.modal.continue') }).click();
    await page.waitForURL((url) => url.pathname === '/account/merge');
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    const form = page.getByTestId('merge-form');
    expect(await form.getByTestId('merge-counterpart').textContent()).toBe('i***@demo.invest');
    const password = form.locator('input[name="password"]');
    await password.fill('wrong-password');
    await form.getByTestId('merge-submit').click();
    // argon2 on a busy machine: give the answer time.
    await expect.poll(() => form.getByText(t('en', 'merge.error.password')).isVisible(), { timeout: 30_000 }).toBe(true);
    await password.fill(DEMO_PASSWORD);
    await form.getByTestId('merge-submit').click();
    await expect.poll(() => page.getByTestId('merge-done').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByTestId('merge-done').textContent()).toContain(t('en', 'merge.done_closed'));
    // The closed account's session ends.
    await page.waitForURL((url) => !url.pathname.startsWith('/account'), { timeout: 15_000 });
    const details = await page.evaluate(async (url) => (await fetch(url)).status, AUTH_API.userDetails);
    expect(details).toBe(401);
    const relogin = await page.evaluate(
      async (body) => (await fetch('/api/security/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
      JSON.stringify({ email: 'duplicate@demo.invest', password: DEMO_PASSWORD }),
    );
    expect(relogin).toBe(401);
    expect(problemsExcept(problems).filter((p) => !/status of (401|422)/.test(p.text))).toEqual([]);
    await close();

    // The investor's transactions show the merged money.
    const investor = await suite.open();
    await logIn(investor.page, 'investor@demo.invest');
    await investor.page.goto('/account/transactions?type=merge');
    await waitForHydration(investor.page, '[data-testid="transactions-filters"] button[type="submit"]');
    const row = investor.page.getByTestId('transactions-table').getByTestId('transaction-row');
    await poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('transaction-amount').textContent()).toBe('+€123.45');
    await investor.close();
  });

  it('an operator links two accounts as duplicates', async () => {
    const { page, problems, close } = await suite.open();
    await logIn(page, 'operator@demo.invest');
    const ids = await page.evaluate(async (list) => {
      const find = async (email: string) => ((await (await fetch(`${list}?search=${email}`)).json()) as { users: { id: number }[] }).users[0].id;
      return { fresh: await find('new@demo.invest'), debtor: await find('debtor@demo.invest') };
    }, AUTH_API.adminUsers);
    await page.goto('/account/merge');
    await waitForHydration(page, '[data-testid="merge-admin-form"] button[type="submit"]');
    await page.getByLabel(t('en', 'merge.admin.duplicate_id')).fill(String(ids.fresh));
    await page.getByLabel(t('en', 'merge.admin.verified_id')).fill(String(ids.debtor));
    await page.getByRole('button', { name: t('en', 'merge.admin.submit') }).click();
    await poll(() => page.getByTestId('merge-admin-done').isVisible()).toBe(true);
    await poll(() => page.getByTestId('merge-admin-pairs').textContent()).toContain('new@demo.invest');
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
