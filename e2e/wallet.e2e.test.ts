/**
 * Wallet journeys on the sandbox payment provider: the demo investor sees the balance panel,
 * simulates an incoming bank transfer (a signed webhook to the real handler) and sees the balance
 * grow on the page and in the panel; the demo lemonway user sees the lemonway panel style and moves
 * the lemonway balance to connectPay.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, waitForHydration, type PageProblem } from './support/browser';
import { t } from './support/demo';
import { poll, useSuite } from './support/suite';
import { logIn } from './support/session';

const suite = useSuite();

/** Script errors and failed loads; console noise of other panels' calls is not this journey's. */
const scriptErrors = (problems: PageProblem[]) => problems.filter((p) => p.kind !== 'console');

describe('wallet (sandbox provider)', () => {
  it('investor simulates a deposit and sees the balance grow on the page and in the panel', async () => {
    const { page, problems, close } = await suite.open({ viewport: DESKTOP });
    await logIn(page, 'investor@demo.invest');
    const panel = page.getByTestId('user-balance-panel');
    await poll(() => panel.getAttribute('data-variant')).toBe('connectPay');
    await poll(() => page.getByTestId('user-balance-amount').textContent()).toBe('€25,000.00');

    await page.goto('/account/wallet');
    expect(new URL(page.url()).pathname).toBe('/account/wallet');
    expect(await page.locator('h1').textContent()).toBe(t('en', 'payments.wallet.title'));
    expect(await page.getByTestId('wallet-balance').textContent()).toBe('€25,000.00');
    expect(await page.getByTestId('deposit-iban').textContent()).toMatch(/^LT\d{2}( \d{4}){4}$/);
    expect(await page.getByTestId('sandbox-deposit').textContent()).toContain(t('en', 'payments.sandbox.badge'));
    await page.getByTestId('withdrawal-panel').waitFor();

    await waitForHydration(page, '[data-testid="sandbox-submit"]');
    await page.getByLabel(t('en', 'payments.sandbox.amount')).fill('123.45');
    await page.getByTestId('sandbox-submit').click();
    await page.getByTestId('sandbox-done').waitFor();
    await poll(() => page.getByTestId('wallet-balance').textContent()).toBe('€25,123.45');
    await poll(() => page.getByTestId('user-balance-amount').textContent()).toBe('€25,123.45');

    // The payment account page lists the bank transfer.
    await page.goto('/account/e-wallet');
    expect(new URL(page.url()).pathname).toBe('/account/e-wallet');
    await poll(() => page.getByTestId('provider-transaction-amount').allTextContents()).toContain('+€123.45');
    expect(scriptErrors(problems)).toEqual([]);
    await close();
  });

  it('lemonway user sees the lemonway panel, cannot open the connectPay page, and migrates', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    await logIn(page, 'lemonway@demo.invest');
    const panel = page.getByTestId('user-balance-panel');
    await poll(() => panel.getAttribute('data-variant')).toBe('lemonway');
    await poll(() => page.getByTestId('user-balance-amount').textContent()).toBe('€3,456.78');

    // The migration pop-up; "Later" is remembered in local storage.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByTestId('migration-later').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => window.localStorage.getItem('connect-pay-migration-dismissed'))).toBe('true');
    await page.reload();
    await waitForHydration(page, '[data-testid="user-balance-panel"]');
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Spec section 6: the connectPay page only for connectPay users.
    await page.goto('/account/e-wallet');
    expect(new URL(page.url()).pathname).toBe('/projects/1');

    await page.goto('/account/lemonway');
    expect(new URL(page.url()).pathname).toBe('/account/lemonway');
    expect(await page.getByTestId('lemonway-balance').textContent()).toBe('€3,456.78');
    await waitForHydration(page, '[data-testid="lemonway-migrate"]');
    await page.getByTestId('lemonway-migrate').click();
    await page.waitForURL((url) => url.pathname === '/account/wallet');
    await poll(() => page.getByTestId('lemonway-done').textContent()).toContain('€3,456.78');
    await poll(() => page.getByTestId('wallet-balance').textContent()).toBe('€3,456.78');
    await poll(() => panel.getAttribute('data-variant')).toBe('connectPay');
    await poll(() => page.getByTestId('user-balance-amount').textContent()).toBe('€3,456.78');

    // Nothing left on lemonway and the source is connectPay: the lemonway page is closed now.
    await page.goto('/account/lemonway');
    expect(new URL(page.url()).pathname).toBe('/projects/1');
    expect(scriptErrors(problems)).toEqual([]);
    await close();
  });
});
