/**
 * Investing (issue 6): the demo investor (EUR 25,000.00 in the wallet, net worth EUR 120,000 →
 * large-amount threshold EUR 6,000) invests in a GATHERING demo project from its page: reads the
 * KIIS link, acknowledges it, enters an amount above the threshold, gets the ECSP warning, confirms
 * it explicitly; invests a small amount too; sees both in /account/investments and revokes the
 * small one during its reflection period.
 */
import { describe, expect, it } from 'vitest';
import { MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();
const PROJECT = 'solar-park-utena';

describe('investing', () => {
  it('invests with the large-amount warning, sees the investments, revokes one', async () => {
    const investor = await suite.open();
    const { page } = investor;
    await logIn(page, 'investor@demo.invest');
    await page.goto(`/project/${PROJECT}`);
    await waitForHydration(page, '[data-testid="invest-panel"]');
    const panel = page.getByTestId('invest-panel');
    await poll(() => panel.getByTestId('invest-available').isVisible()).toBe(true);
    expect(await panel.getByTestId('invest-available').textContent()).toContain('€25,000.00');
    expect(await panel.getByTestId('kiis-link').getAttribute('href')).toMatch(/^\/api\/get\/project-kiis\/\d+/);
    expect(await panel.getByTestId('invest-reflection-notice').isVisible()).toBe(true);

    // Above max(EUR 1,000, 5 % of net worth): the warning needs an explicit acknowledgement.
    await panel.getByLabel(t('en', 'investing.panel.amount')).fill('7 000 €');
    await panel.getByLabel(t('en', 'investing.panel.kiis_ack')).check();
    await panel.getByRole('button', { name: t('en', 'investing.panel.submit') }).click();
    const warning = page.getByTestId('large-amount-warning');
    await poll(() => warning.isVisible()).toBe(true);
    expect(await warning.textContent()).toContain('€7,000.00');
    const confirm = page.getByRole('button', { name: t('en', 'investing.warning.confirm') });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel(t('en', 'investing.warning.ack')).check();
    await confirm.click();
    await poll(() => panel.getByTestId('invest-success').isVisible()).toBe(true);
    expect(await panel.getByTestId('invest-success').textContent()).toContain('€7,000.00');
    await poll(async () => (await panel.getByTestId('invest-available').textContent()) ?? '').toContain('€18,000.00');

    // A small one, no warning.
    await panel.getByLabel(t('en', 'investing.panel.amount')).fill('50');
    await panel.getByLabel(t('en', 'investing.panel.kiis_ack')).check();
    await panel.getByRole('button', { name: t('en', 'investing.panel.submit') }).click();
    await poll(async () => (await panel.getByTestId('invest-success').textContent()) ?? '').toContain('€50.00');
    expect(await warning.isVisible()).toBe(false);

    await page.goto('/account/investments');
    await waitForHydration(page, '[data-testid="investments-table"]');
    const rows = page.getByTestId('investments-table').locator('tbody tr');
    const small = rows.filter({ hasText: '€50.00' }).first();
    expect(await small.textContent()).toContain(t('en', 'investing.status.reflection'));
    expect(await rows.filter({ hasText: '€7,000.00' }).count()).toBe(1);

    await small.getByRole('link').click();
    await page.waitForURL(/\/account\/investments\/\d+$/);
    await waitForHydration(page, '[data-testid="schedule-empty"]');
    await page.getByRole('button', { name: t('en', 'investing.detail.revoke') }).click();
    await page.getByRole('button', { name: t('en', 'investing.detail.revoke_confirm') }).click();
    await poll(() => page.getByTestId('revoked').isVisible()).toBe(true);
    await poll(async () => (await page.getByTestId('investment-status').textContent()) ?? '').toContain(t('en', 'investing.status.revoked'));

    await page.goto('/account/investments');
    await waitForHydration(page, '[data-testid="investments-table"]');
    expect(await page.getByTestId('investments-table').locator('tbody tr').filter({ hasText: '€50.00' }).first().textContent()).toContain(
      t('en', 'investing.status.revoked'),
    );
    expect(problemsExcept(investor.problems)).toEqual([]);
  });

  it('at 375 px the panel and the investments page fit the screen, in Lithuanian too', async () => {
    const { page, problems } = await suite.open({ viewport: MOBILE });
    await logIn(page, 'investor@demo.invest');
    await page.goto(`/lt/projektas/${PROJECT}`);
    await waitForHydration(page, '[data-testid="invest-panel"]');
    await poll(() => page.getByTestId('invest-panel').getByLabel(t('lt', 'investing.panel.amount')).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.goto('/lt/paskyra/investicijos');
    await waitForHydration(page, 'h1');
    expect(await page.locator('h1').textContent()).toBe(t('lt', 'investing.list.title'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    expect(problemsExcept(problems)).toEqual([]);
  });
});
