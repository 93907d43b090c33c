/**
 * The ECSP investor questionnaire in the browser: a fresh user fails the knowledge test, must
 * acknowledge the mandated risk warning (at 375 px), lands on the identity step, sees the verify
 * alert, and cannot open the questionnaire again; a second user passes without any warning and
 * submits with the keyboard, asking to be a sophisticated investor, which an operator approves.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { poll, useSuite } from './support/suite';

const suite = useSuite();
const PASSWORD = 'Green-Journey-2026';

let serial = 0;
const freshEmail = () => `e2e-questionnaire-${Date.now().toString(36)}-${++serial}@example.test`;

async function register(page: Page): Promise<string> {
  const email = freshEmail();
  await page.goto('/register');
  await waitForHydration(page, 'form');
  await page.getByRole('textbox', { name: t('en', 'auth.field.email') }).fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await page.waitForURL((url) => url.pathname === '/projects/1');
  return email;
}

const choose = (page: Page, question: string, option: string) => page.locator(`input[name="${question}"][value="${option}"]`).check();

async function answer(page: Page, knowledge: 'pass' | 'fail'): Promise<void> {
  await choose(page, 'experience_years', 'lt_2');
  await choose(page, 'experience_products', 'deposits');
  await choose(page, 'experience_frequency', 'yearly');
  await choose(page, 'objective_goal', 'income');
  await choose(page, 'objective_horizon', 'y1_3');
  await choose(page, 'objective_share', 'lt_10');
  await choose(page, 'risk_capital_loss', knowledge === 'pass' ? 'all' : 'none');
  await choose(page, 'risk_liquidity', knowledge === 'pass' ? 'may_not_sell' : 'always_sell');
  await choose(page, 'risk_guarantee', 'not_covered');
  await choose(page, 'risk_diversification', 'spread');
  await page.locator('input[name="financial_income"]').fill('30000');
  await page.locator('input[name="financial_liquid_assets"]').fill('20 000,50');
  await page.locator('input[name="financial_commitments"]').fill('5000');
}

describe('investor questionnaire', () => {
  it('failing the knowledge test needs the risk warning acknowledged, then continues to identification (375 px)', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    await register(page);
    await page.goto('/questionnaire');
    await waitForHydration(page, 'form');
    expect(await page.locator('h1').textContent()).toBe(t('en', 'questionnaire.title'));

    // Nothing answered: the page names the problems and stays.
    await page.getByTestId('questionnaire-submit').click();
    await poll(() => page.getByTestId('questionnaire-error').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/questionnaire');

    await answer(page, 'fail');
    // The simulation: 30,000 + 20,000.50 − 5,000 = 45,000.50; 10 % = 4,500.05.
    await poll(() => page.getByTestId('questionnaire-net-worth').textContent()).toBe('€45,000.50');
    expect(await page.getByTestId('questionnaire-loss-capacity').textContent()).toBe('€4,500.05');
    expect(await page.getByTestId('questionnaire-risk-warning').count()).toBe(0);

    await page.getByTestId('questionnaire-submit').click();
    await poll(() => page.getByTestId('questionnaire-risk-warning').count()).toBe(1);
    expect(await page.getByTestId('questionnaire-risk-warning').textContent()).toContain(t('en', 'questionnaire.warning.text'));
    expect(new URL(page.url()).pathname).toBe('/questionnaire');

    // Submitting again without ticking the box is refused.
    await page.getByTestId('questionnaire-submit').click();
    await poll(() => page.getByText(t('en', 'questionnaire.warning.required')).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/questionnaire');

    await page.getByRole('checkbox', { name: t('en', 'questionnaire.warning.acknowledge') }).check();
    await page.getByTestId('questionnaire-submit').click();
    await page.waitForURL((url) => url.pathname === '/identify');

    // Answered: the questionnaire is closed until re-assessment; the layout now asks to verify.
    await page.goto('/questionnaire');
    await page.waitForURL((url) => url.pathname === '/projects/1');
    await poll(() => page.getByTestId('onboarding-alert-verify-yourself').count()).toBe(1);
    expect(await page.getByTestId('onboarding-alert-complete-questionnaire').count()).toBe(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('passing the knowledge test shows no warning; Enter submits; the operator approves the sophisticated request', async () => {
    const { page, problems, close } = await suite.open();
    const email = await register(page);
    await page.goto('/questionnaire');
    await waitForHydration(page, 'form');
    await page.getByRole('checkbox', { name: t('en', 'questionnaire.sophisticated.request') }).check();
    await page.locator('input[name="grossIncome"]').fill('65000');
    await page.getByRole('checkbox', { name: t('en', 'questionnaire.sophisticated.professional_experience') }).check();
    await answer(page, 'pass');
    await page.locator('input[name="financial_commitments"]').press('Enter');
    await page.waitForURL((url) => url.pathname === '/identify');
    expect(await page.getByTestId('questionnaire-risk-warning').count()).toBe(0);
    const details = await page.evaluate(async () => (await fetch('/api/user/details')).json());
    expect(details).toMatchObject({ questionsAnswered: true, registrationStep: { current: 'identify' } });
    expect(problemsExcept(problems)).toEqual([]);
    await close();

    const operator = await suite.open();
    await operator.page.goto('/login');
    await waitForHydration(operator.page, 'form');
    await operator.page.getByRole('textbox', { name: t('en', 'auth.field.email') }).fill('operator@demo.invest');
    await operator.page.locator('input[name="password"]').fill('Demo-invest-2026');
    await operator.page.getByTestId('login-submit').click();
    await operator.page.waitForURL((url) => url.pathname !== '/login');
    await operator.page.goto('/admin/sophisticated-investors');
    await waitForHydration(operator.page, 'h1');
    const item = operator.page.locator('li', { hasText: email });
    await poll(() => item.count()).toBe(1);
    await item.getByTestId('sophisticated-approve').click();
    await poll(() => operator.page.getByTestId('sophisticated-result').textContent()).toBe(t('en', 'admin.sophisticated.done.approved'));
    await poll(() => item.textContent()).toContain(t('en', 'admin.sophisticated.status.approved'));
    expect(problemsExcept(operator.problems)).toEqual([]);
    await operator.close();
  });
});
