/**
 * Automatic investment (issue 14): investor2 grants a mandate and creates a strategy on
 * /account/auto-investment, and runs the backtest (a chart); the operator opens the demo project
 * that is COMING_SOON (#1014, Portugal, risk C, 12.25 %, 24 months) from its back-office status tab;
 * the investor's automatic investment appears on the page with its outcome, the allowance balance
 * goes down by it, and the operator's allocation report shows who got what. Every page visited is
 * scanned by axe (support/suite).
 */
import { type AllowanceDetails, formatMoney, fromWire, LOCALE_ISO, MANDATE_TERMS_VERSION, type StrategiesResponse } from '@platform/contract';
import { AUTOINVEST_ENDPOINTS, PROJECTS_ENDPOINTS } from '@platform/contract/endpoints';
import { urlOf } from '@platform/contract/endpoint';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();
const INVESTOR = 'investor2@demo.invest';
const PROJECT_SLUG = 'student-residence-porto';

async function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (target) => {
    const res = await fetch(target);
    if (!res.ok) throw new Error(`${target}: ${res.status}`);
    return (await res.json()) as T;
  }, url);
}

const euros = (wire: string) => formatMoney(fromWire(wire), LOCALE_ISO.en);
const balanceOf = (balance: string, max: string) =>
  t('en', 'autoinvest.mandate.balance_of').replace('{{balance}}', euros(balance)).replace('{{max}}', euros(max));

describe('automatic investment', () => {
  it('a mandate and a strategy invest automatically when a matching project opens; the backtest draws a chart', async () => {
    const investor = await suite.open();
    const page = investor.page;
    await logIn(page, INVESTOR);
    await page.goto('/account/auto-investment');
    await waitForHydration(page, '[data-testid="mandate-card"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('en', 'autoinvest.title'));

    // The mandate: EUR 1,000 for 90 days, interest 10–15 % and risk category C (two of the three ECSP parameters).
    await page.getByTestId('mandate-open-form').click();
    const mandate = page.getByTestId('mandate-form');
    await mandate.getByLabel(t('en', 'autoinvest.grant.amount')).fill('1000');
    await mandate.getByLabel(t('en', 'autoinvest.grant.days')).fill('90');
    await mandate.getByLabel(t('en', 'autoinvest.grant.interest_min')).fill('10');
    await mandate.getByLabel(t('en', 'autoinvest.grant.interest_max')).fill('15');
    await mandate.getByTestId('mandate-risk-groups').getByRole('checkbox', { name: 'C', exact: true }).check();
    expect(await mandate.getByTestId('mandate-terms').isVisible()).toBe(true);
    await mandate.getByRole('checkbox', { name: t('en', 'autoinvest.grant.accept').replace('{{version}}', String(MANDATE_TERMS_VERSION)) }).check();
    await mandate.getByRole('button', { name: t('en', 'autoinvest.grant.submit') }).click();
    await poll(() => page.getByTestId('mandate-balance-text').textContent()).toBe(balanceOf('1000.00', '1000.00'));
    // Not sophisticated: the reflection period runs once, for the mandate, and the page says until when.
    expect(await page.getByTestId('mandate-reflection-running').isVisible()).toBe(true);

    // The strategy: Portugal, risk C, 12–13 %, 24 months, EUR 100 per project.
    await page.getByTestId('strategy-new').click();
    const form = page.getByTestId('strategy-form');
    await form.getByLabel(t('en', 'autoinvest.form.name')).fill('Portuguese C loans');
    await form.getByTestId('new-countries').getByRole('checkbox', { name: 'Portugal' }).check();
    await form.getByTestId('new-risk-groups').getByRole('checkbox', { name: 'C', exact: true }).check();
    await form.getByLabel(t('en', 'autoinvest.form.interest_min')).fill('12');
    await form.getByLabel(t('en', 'autoinvest.form.interest_max')).fill('13');
    await form.getByLabel(t('en', 'autoinvest.form.term_min')).fill('24');
    await form.getByLabel(t('en', 'autoinvest.form.term_max')).fill('24');
    await form.getByLabel(t('en', 'autoinvest.form.amount')).fill('100');

    // The backtest before saving: a chart of what the strategy would have done (here: nothing matched yet).
    const backtest = page.getByTestId('backtest');
    await backtest.getByRole('button', { name: t('en', 'autoinvest.backtest.run') }).click();
    await poll(async () => (await backtest.getByTestId('backtest-result').isVisible()) || (await backtest.getByTestId('backtest-empty').isVisible())).toBe(
      true,
    );

    await form.getByRole('button', { name: t('en', 'autoinvest.form.create') }).click();
    await poll(async () => (await apiGet<StrategiesResponse>(page, urlOf(AUTOINVEST_ENDPOINTS.strategies, {}))).strategies.length).toBe(1);
    const [strategy] = (await apiGet<StrategiesResponse>(page, urlOf(AUTOINVEST_ENDPOINTS.strategies, {}))).strategies;
    expect(strategy).toMatchObject({ name: 'Portuguese C loans', amountPerProject: '100.00', active: true, investments: 0 });
    await poll(() => page.getByTestId(`strategy-${strategy!.id}`).isVisible()).toBe(true);

    // The operator opens the project from its status tab.
    const operator = await suite.open();
    await logIn(operator.page, 'operator@demo.invest');
    const project = await apiGet<{ projectData: { id: number } }>(operator.page, urlOf(PROJECTS_ENDPOINTS.project, { params: { id: PROJECT_SLUG } }));
    const projectId = project.projectData.id;
    await operator.page.goto(`/admin/projects/${projectId}`);
    await waitForHydration(operator.page, '[role="tab"]');
    await operator.page.getByRole('tab', { name: t('en', 'adminProjects.tab.status') }).click();
    const actions = operator.page.getByTestId('project-status-actions');
    await actions.getByRole('button', { name: t('en', 'lifecycle.status.move_to').replace('{{status}}', t('en', 'lifecycle.status.GATHERING')) }).click();
    await operator.page.getByTestId('confirm-status').click();
    await poll(() => actions.getByTestId('project-status').textContent()).toBe(t('en', 'lifecycle.status.GATHERING'));

    // The investor's automatic investment is there, with its outcome, and the allowance went down by it.
    await page.reload();
    await waitForHydration(page, `[data-testid="strategy-${strategy!.id}"]`);
    const outcome = page.getByTestId(`strategy-${strategy!.id}-last`).getByTestId('strategy-outcome').first();
    expect(await outcome.getAttribute('data-outcome')).toBe('invested');
    expect(await outcome.textContent()).toContain('#1014');
    expect(await outcome.textContent()).toContain(euros('100.00'));
    const allowance = await apiGet<AllowanceDetails>(page, urlOf(AUTOINVEST_ENDPOINTS.allowance, {}));
    expect(allowance).toMatchObject({ active: true, maxAllowanceAmount: '1000.00', balance: { value: '900.00' } });
    expect(await page.getByTestId('mandate-balance-text').textContent()).toBe(balanceOf('900.00', '1000.00'));

    // The operator's report names the investor and the amount.
    await operator.page.goto(`/admin/auto-investment?project=${projectId}`);
    await waitForHydration(operator.page, '[data-testid="admin-autoinvest-report"]');
    const report = operator.page.getByTestId('admin-autoinvest-report');
    await poll(() => report.getByTestId(`admin-autoinvest-row-${strategy!.id}`).textContent()).toContain(INVESTOR);

    // Back to the investor: the backtest now finds the opened project and draws it.
    await page
      .getByTestId(`strategy-${strategy!.id}`)
      .getByRole('button', { name: t('en', 'autoinvest.strategy.edit') })
      .click();
    await page
      .getByTestId('backtest')
      .getByRole('button', { name: t('en', 'autoinvest.backtest.run') })
      .click();
    await poll(() => page.getByTestId('backtest-chart').isVisible()).toBe(true);
    expect(await page.getByTestId('backtest-totals').textContent()).toContain(euros('100.00'));
  });
});
