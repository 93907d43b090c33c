/**
 * The debtor side in the browser (issue 6, decision 0019): the demo debtor logs in, is shown the
 * repayment account details pop-up, opens "My loans", sees a running loan's schedule, simulates the
 * bank transfer of the next installment in the sandbox and sees that installment paid. A guest and
 * an investor never reach the page; the pop-up stays closed once dismissed; 375 px works.
 */
import { describe, expect, it } from 'vitest';
import { MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

describe('debtor projects', () => {
  it('the demo debtor repays the next installment of a running loan through the sandbox bank', async () => {
    const { page, problems, close } = await suite.open();
    await logIn(page, 'debtor@demo.invest');

    // The pop-up with the repayment account details, on whatever page the login lands.
    await poll(() => page.getByText(t('en', 'debtor.popup.title')).count()).toBe(1);
    await poll(() => page.getByTestId('popup-reference').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('popup-reference').first().textContent()).toMatch(/RP-\d+-\d/);
    await page.getByTestId('repayment-details-open').click();
    await page.waitForURL((url) => url.pathname === '/account/debtor-projects');
    await poll(() => page.getByText(t('en', 'debtor.popup.title')).count()).toBe(0);

    await waitForHydration(page, 'h1');
    await poll(() => page.locator('h1').first().textContent()).toBe(t('en', 'debtor.title'));
    // The sidebar offers the page to debtors.
    expect(await page.locator(`a[href="/account/debtor-projects"]`).count()).toBeGreaterThan(0);

    // A running loan with an installment to pay.
    const card = page
      .locator('[data-testid^="debtor-project-"]')
      .filter({ has: page.getByTestId('debtor-schedule') })
      .filter({ has: page.getByTestId('sandbox-repayment-submit') })
      .first();
    expect(await card.count()).toBe(1);
    expect(await card.getByTestId('repayment-reference').textContent()).toMatch(/^RP-\d+-\d$/);
    expect(await card.getByTestId('repayment-iban').textContent()).toMatch(/^LT\d\d( \d{4}){4}$/);
    const nextRow = card.locator('tr[data-status]').filter({ hasText: t('en', 'debtor.item.next') });
    expect(await nextRow.count()).toBe(1);
    const nextTestId = (await nextRow.getAttribute('data-testid'))!;
    expect(await nextRow.getAttribute('data-status')).not.toBe('paid');
    const paidBefore = await card.locator('tr[data-status="paid"]').count();

    // The amount field holds the next installment; the sandbox bank sends it with the reference.
    expect(await card.getByTestId('sandbox-repayment-amount').inputValue()).toMatch(/^\d+\.\d{2}$/);
    await card.getByTestId('sandbox-repayment-submit').click();
    await poll(() => card.getByTestId('sandbox-repayment-done').count()).toBe(1);
    await poll(() => card.getByTestId(nextTestId).getAttribute('data-status')).toBe('paid');
    await poll(() => card.locator('tr[data-status="paid"]').count()).toBe(paidBefore + 1);

    // The dismissed pop-up stays closed on the next page.
    await page.goto('/projects/1');
    await waitForHydration(page, 'h1');
    await page.waitForTimeout(300);
    expect(await page.getByText(t('en', 'debtor.popup.title')).count()).toBe(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('works at 375 px without sideways scrolling', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    await logIn(page, 'debtor@demo.invest');
    await page.goto('/account/debtor-projects');
    await waitForHydration(page, 'h1');
    expect(await page.locator('[data-testid="debtor-schedule"]').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('is only for debtors: an investor and a guest go elsewhere', async () => {
    const { page, close } = await suite.open();
    await page.goto('/account/debtor-projects');
    await page.waitForURL((url) => url.pathname !== '/account/debtor-projects');
    await logIn(page, 'investor@demo.invest');
    await page.goto('/account/debtor-projects');
    await page.waitForURL((url) => url.pathname === '/projects/1');
    expect(await page.locator(`a[href="/account/debtor-projects"]`).count()).toBe(0);
    await close();
  });
});
