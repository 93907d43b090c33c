/**
 * Referral programme and promo codes back office (decision 0044): the demo operator opens
 * /admin/referrals from the sidebar, saves new programme amounts (a logged-in investor's
 * GET /api/get/referrals then shows them), creates a promo code through the form, sees it in the
 * table, and disables it after confirming.
 */
import type { ReferralsResponse } from '@platform/contract';
import { REFERRAL_ENDPOINTS } from '@platform/contract/endpoints/referrals';
import { describe, expect, it } from 'vitest';
import { problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

describe('referral programme and promo codes back office', () => {
  it('the operator saves the programme, creates a promo code and disables it; the investor sees the new amounts', async () => {
    const operator = await suite.open();
    const { page } = operator;
    await logIn(page, 'operator@demo.invest');
    await page.goto('/');
    await waitForHydration(page, '[data-testid="sidebar"] a');
    await page
      .getByTestId('sidebar')
      .getByRole('link', { name: t('en', 'adminReferrals.nav') })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/referrals');
    await waitForHydration(page, '[data-testid="admin-referrals-programme"] button[type="submit"]');

    // The programme: new amounts, saved from the keyboard (Enter in a field submits the form).
    const programme = page.getByTestId('admin-referrals-programme');
    await programme.getByRole('textbox', { name: t('en', 'adminReferrals.programme.referrer_bonus') }).fill('12.50');
    await programme.getByRole('textbox', { name: t('en', 'adminReferrals.programme.friend_bonus') }).fill('7');
    await programme.getByRole('textbox', { name: t('en', 'adminReferrals.programme.min_investment') }).fill('150');
    const days = programme.getByRole('textbox', { name: t('en', 'adminReferrals.programme.within_days') });
    await days.fill('45');
    await days.press('Enter');
    await poll(() => page.getByTestId('admin-referrals-programme-notice').textContent()).toBe(t('en', 'adminReferrals.programme.saved'));

    // A promo code through the form; its window defaults to the next 30 days, so it is active at once.
    const form = page.getByTestId('admin-referrals-promo-form');
    await form.getByRole('textbox', { name: t('en', 'adminReferrals.promo.code') }).fill('e2e-spring 26');
    await form.getByRole('textbox', { name: t('en', 'adminReferrals.promo.bonus') }).fill('5');
    await form.getByRole('textbox', { name: t('en', 'adminReferrals.promo.min_investment') }).fill('50');
    await form.getByRole('checkbox', { name: t('en', 'adminReferrals.promo.unlimited') }).uncheck();
    await form.getByRole('textbox', { name: t('en', 'adminReferrals.promo.max_uses') }).fill('20');
    await form.getByRole('button', { name: t('en', 'adminReferrals.promo.create') }).click();
    await poll(() => page.getByTestId('admin-referrals-promo-notice').textContent()).toBe(
      t('en', 'adminReferrals.promo.created').replace('{{code}}', 'E2ESPRING26'),
    );
    const row = page.getByTestId('admin-referrals-promo-table').getByRole('row').filter({ hasText: 'E2ESPRING26' });
    await poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('0 / 20');
    expect(await row.textContent()).toContain(t('en', 'adminReferrals.promo.status.active'));

    // Still there after a reload: it came from the server, not only from the form's answer.
    await page.reload();
    await waitForHydration(page, '[data-testid="admin-referrals-programme"] button[type="submit"]');
    await poll(() => row.count()).toBe(1);
    expect(await programme.getByRole('textbox', { name: t('en', 'adminReferrals.programme.referrer_bonus') }).inputValue()).toBe('€12.50');

    // Disabling asks first.
    await row.getByRole('button', { name: t('en', 'adminReferrals.promo.disable_label').replace('{{code}}', 'E2ESPRING26') }).click();
    const dialog = page.getByRole('dialog', { name: t('en', 'adminReferrals.promo.disable.title') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t('en', 'adminReferrals.promo.disable.confirm') }).click();
    await poll(() => page.getByTestId('admin-referrals-promo-notice').textContent()).toBe(
      t('en', 'adminReferrals.promo.disabled').replace('{{code}}', 'E2ESPRING26'),
    );
    await poll(() => row.textContent()).toContain(t('en', 'adminReferrals.promo.status.disabled'));
    expect(await row.getByRole('button').count()).toBe(0);
    expect(problemsExcept(operator.problems)).toEqual([]);
    await operator.close();

    // The investor's referral page data carries the saved programme.
    const investor = await suite.open();
    await logIn(investor.page, 'investor@demo.invest');
    const answer = await investor.page.evaluate(async (url) => {
      const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
      return { status: res.status, json: (await res.json()) as ReferralsResponse };
    }, REFERRAL_ENDPOINTS.referrals.path);
    expect(answer.status).toBe(200);
    expect(answer.json.programme).toEqual({ enabled: true, referrerBonus: '12.50', friendBonus: '7.00', minInvestment: '150.00', withinDays: 45 });
    expect(problemsExcept(investor.problems)).toEqual([]);
    await investor.close();
  });

  it('works at 375 px (the tables scroll sideways inside their panel) and at 1440 px', async () => {
    const { page, problems, close } = await suite.open({ viewport: { width: 375, height: 800 } });
    await logIn(page, 'operator@demo.invest');
    await page.goto('/admin/referrals');
    await waitForHydration(page, '[data-testid="admin-referrals-programme"] button[type="submit"]');
    // A code so that the promo table is there.
    const form = page.getByTestId('admin-referrals-promo-form');
    await form.getByRole('textbox', { name: t('en', 'adminReferrals.promo.code') }).fill('NARROW1');
    await form.getByRole('textbox', { name: t('en', 'adminReferrals.promo.bonus') }).fill('3');
    await form.getByRole('textbox', { name: t('en', 'adminReferrals.promo.min_investment') }).fill('0');
    await form.getByRole('button', { name: t('en', 'adminReferrals.promo.create') }).click();
    const table = page.getByTestId('admin-referrals-promo-table');
    await poll(() => table.getByRole('row').filter({ hasText: 'NARROW1' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The table is wider than the phone: its panel's scroll container scrolls, not the page.
    const scrolls = await table.evaluate((el) => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return node.scrollWidth > node.clientWidth && node.getBoundingClientRect().width <= window.innerWidth;
      }
      return false;
    });
    expect(scrolls).toBe(true);

    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await table.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1440);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
