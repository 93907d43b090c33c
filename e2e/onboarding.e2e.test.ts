/**
 * Issue 4's whole journey on the embedded default: register → questionnaire (failing the knowledge
 * test, so the risk warning must be acknowledged) → identity check in the KYC sandbox → proof of
 * address upload → an operator approves it → the investor is allowed to invest. At every step the
 * layout shows exactly the one onboarding alert the spec's priority picks.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { poll, useSuite } from './support/suite';

const suite = useSuite();
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082',
  'hex',
);

/** The onboarding alerts the layout shows on `path` (test ids), once hydrated with its signed-in slots. */
async function alertsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForHydration(page, '[data-testid="alert-area"]');
  return page.locator('[data-testid^="onboarding-alert-"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
}

const choose = (page: Page, question: string, option: string) => page.locator(`input[name="${question}"][value="${option}"]`).check();

describe('onboarding from registration to "allowed to invest"', () => {
  it('walks every step with the right single alert', async () => {
    // The KYC sandbox sends the browser back to PUBLIC_URL (localhost), so the journey runs there.
    const origin = suite.baseUrl.replace('127.0.0.1', 'localhost');
    const { page, problems, close } = await openPage(suite.browser, origin);
    const email = `e2e-onboarding-${Date.now().toString(36)}@example.test`;
    const details = async () => (await page.request.get('/api/user/details')).json();

    // 1. Register.
    await page.goto('/register');
    await waitForHydration(page, 'form');
    await page.getByRole('textbox', { name: t('en', 'auth.field.email') }).fill(email);
    await page.locator('input[name="password"]').fill('Green-Journey-2026');
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.pathname === '/projects/1');
    expect(await alertsOn(page, '/projects/1')).toEqual(['onboarding-alert-verify-yourself']);
    expect((await details()).allowedToInvest).toBe(false);

    // 2. Questionnaire, failing the knowledge test: the risk warning must be acknowledged.
    await page.goto('/questionnaire');
    await waitForHydration(page, 'form');
    for (const [question, option] of [
      ['experience_years', 'lt_2'],
      ['experience_products', 'deposits'],
      ['experience_frequency', 'yearly'],
      ['objective_goal', 'income'],
      ['objective_horizon', 'y1_3'],
      ['objective_share', 'lt_10'],
      ['risk_capital_loss', 'none'],
      ['risk_liquidity', 'always_sell'],
      ['risk_guarantee', 'not_covered'],
      ['risk_diversification', 'spread'],
    ]) {
      await choose(page, question, option);
    }
    await page.locator('input[name="financial_income"]').fill('30000');
    await page.locator('input[name="financial_liquid_assets"]').fill('20000');
    await page.locator('input[name="financial_commitments"]').fill('5000');
    await page.getByTestId('questionnaire-submit').click();
    await poll(() => page.getByTestId('questionnaire-risk-warning').count()).toBe(1);
    await page.getByRole('checkbox', { name: t('en', 'questionnaire.warning.acknowledge') }).check();
    await page.getByTestId('questionnaire-submit').click();
    await page.waitForURL((url) => url.pathname === '/identify');
    // Never an onboarding alert on the identify page.
    await poll(() => page.locator('[data-testid^="onboarding-alert-"]').count()).toBe(0);
    expect((await details()).questionsAnswered).toBe(true);

    // 3. Identity check in the KYC sandbox: approve.
    await waitForHydration(page, '[data-testid="identify-start"]');
    await page.getByRole('button', { name: t('en', 'kyc.action.verify') }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/kyc/'));
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((url) => url.pathname === '/identify');
    await poll(() => page.getByTestId('identify-status').getAttribute('data-status')).toBe('approved');
    // Identified and questionnaire done, but the proof of address is missing.
    expect(await alertsOn(page, '/projects/1')).toEqual(['onboarding-alert-finish-onboarding']);
    // "Continue" goes straight to the step the person is on: the document upload (decision 0041).
    expect(await page.getByTestId('onboarding-alert-finish-onboarding').getByRole('link').getAttribute('href')).toBe('/account/documents');
    expect((await details()).registrationStep.current).toBe('documents');

    // 4. Upload the proof of address.
    await page.goto('/account/documents');
    await waitForHydration(page, '[data-testid="dropzone-proof_of_address"]');
    await page.getByTestId('dropzone-proof_of_address').locator('input[type="file"]').setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PNG });
    await poll(() => page.getByTestId('user-file-row').count()).toBe(1);
    // Only the operator's review is left: "under review", not "finish onboarding" (decision 0041).
    expect(await alertsOn(page, '/projects/1')).toEqual(['onboarding-alert-under-review']);
    const waiting = await details();
    expect(waiting.registrationStep.current).toBe('completed');
    expect(waiting.verificationStep.current).toBe('review');
    expect(waiting.allowedToInvest).toBe(false);

    // 5. An operator approves it in the back office.
    const operator = await openPage(suite.browser, origin);
    await operator.page.goto('/');
    const login = await operator.page.request.post('/api/security/login', {
      data: { email: 'operator@demo.invest', password: 'Demo-invest-2026' },
      headers: { origin },
    });
    expect(login.status()).toBe(200);
    await operator.page.goto('/admin/documents');
    const row = operator.page.getByTestId('admin-document-row').filter({ hasText: email });
    await poll(() => row.count()).toBe(1);
    await waitForHydration(operator.page, '[data-testid="admin-document-row"] button');
    await row.getByRole('button', { name: t('en', 'files.admin.approve') }).click();
    await poll(() => row.getByTestId('file-status').getAttribute('data-status')).toBe('approved');
    await operator.close();

    // 6. Allowed to invest; no alert is left.
    const done = await details();
    expect(done.verificationStep.current).toBe('completedVerification');
    expect(done.allowedToInvest).toBe(true);
    expect(await alertsOn(page, '/projects/1')).toEqual([]);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
