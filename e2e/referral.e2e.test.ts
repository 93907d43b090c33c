/**
 * Referral programme and promo codes in the browser (decision 0044). The demo investor opens
 * /referral and reads the invite link; a new browser opens it, registers with the code prefilled,
 * passes the questionnaire asking for sophisticated status, verifies the identity in the KYC
 * sandbox and uploads a proof of address; the operator approves the document and the sophisticated
 * status (no reflection period, so the investment counts at once); the friend deposits in the
 * sandbox and invests EUR 100 in an open demo project. Both then see a EUR 10.00 bonus on their
 * transactions page, and /referral shows the friend as rewarded. Second journey: an operator's
 * advertised promo code shows in the layout for guests; a `?promo=` link registers with it, and
 * /referral lists the code pending (at 375 px).
 *
 * The KYC sandbox sends the browser back to PUBLIC_URL (localhost), so these journeys run there.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REFERRAL_ENDPOINTS } from '@platform/contract/endpoints/referrals';
import { MOBILE, openPage, problemsExcept, waitForHydration } from './support/browser';
import { OPEN_DEMO_PROJECT, t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();
const PASSWORD = 'Green-Journey-2026';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082',
  'hex',
);

/** A JSON call from the page (its session cookies, same origin). */
async function call<T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (method === 'POST') headers['content-type'] = 'application/json';
      const res = await fetch(url, { method, headers, body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined, credentials: 'same-origin' });
      return { status: res.status, json: (await res.json()) as T };
    },
    { method, url, body },
  );
}

const choose = (page: Page, question: string, option: string) => page.locator(`input[name="${question}"][value="${option}"]`).check();

/** The investor questionnaire, passed, asking to be a sophisticated investor. */
async function passQuestionnaire(page: Page): Promise<void> {
  await page.goto('/questionnaire');
  await waitForHydration(page, 'form');
  await page.getByRole('checkbox', { name: t('en', 'questionnaire.sophisticated.request') }).check();
  await page.locator('input[name="grossIncome"]').fill('65000');
  await page.getByRole('checkbox', { name: t('en', 'questionnaire.sophisticated.professional_experience') }).check();
  for (const [question, option] of [
    ['experience_years', 'lt_2'],
    ['experience_products', 'deposits'],
    ['experience_frequency', 'yearly'],
    ['objective_goal', 'income'],
    ['objective_horizon', 'y1_3'],
    ['objective_share', 'lt_10'],
    ['risk_capital_loss', 'all'],
    ['risk_liquidity', 'may_not_sell'],
    ['risk_guarantee', 'not_covered'],
    ['risk_diversification', 'spread'],
  ]) {
    await choose(page, question, option);
  }
  await page.locator('input[name="financial_income"]').fill('30000');
  await page.locator('input[name="financial_liquid_assets"]').fill('20000');
  await page.locator('input[name="financial_commitments"]').fill('5000');
  await page.getByTestId('questionnaire-submit').click();
  await page.waitForURL((url) => url.pathname === '/identify');
}

/** The bonus rows of /account/transactions, filtered to bonuses. */
async function bonusAmounts(page: Page): Promise<string[]> {
  await page.goto('/account/transactions?type=bonus');
  await waitForHydration(page, '[data-testid="transactions-filters"] button[type="submit"]');
  return page.getByTestId('transactions-table').getByTestId('transaction-row').getByTestId('transaction-amount').allTextContents();
}

describe('referral programme', () => {
  it('invite link → friend registers, verifies, is approved, deposits and invests EUR 100 → both get EUR 10.00', async () => {
    const origin = suite.baseUrl.replace('127.0.0.1', 'localhost');

    // 1. The referrer reads the invite link on /referral.
    const referrer = await openPage(suite.browser, origin);
    await logIn(referrer.page, 'investor@demo.invest');
    await referrer.page.goto('/referral');
    await waitForHydration(referrer.page, '[data-testid="invite-copy"]');
    expect(await referrer.page.locator('h1').textContent()).toBe(t('en', 'referral.title'));
    const code = (await referrer.page.getByTestId('invite-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const link = await referrer.page.getByRole('textbox', { name: t('en', 'referral.link.label') }).inputValue();
    expect(link).toBe(`${origin}/register?ref=${code}`);
    expect(await referrer.page.getByTestId('friends-empty').textContent()).toBe(t('en', 'referral.friends.empty'));
    // Copy from the keyboard: announced in the live region.
    await referrer.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await referrer.page.getByTestId('invite-copy').focus();
    await referrer.page.keyboard.press('Enter');
    await poll(() => referrer.page.getByTestId('invite-copy-status').textContent()).toBe(t('en', 'referral.link.copied'));
    expect(await referrer.page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // 2. The friend opens the link in another browser and registers; the code is prefilled.
    const friend = await openPage(suite.browser, origin);
    const page = friend.page;
    await page.goto(link);
    await waitForHydration(page, 'form');
    expect(await page.locator('input[name="referralCode"]').inputValue()).toBe(code);
    const email = `e2e-referral-${Date.now().toString(36)}@example.test`;
    await page.getByRole('textbox', { name: t('en', 'auth.field.email') }).fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.pathname === '/projects/1');

    // 3. Questionnaire (sophisticated requested), KYC sandbox, proof of address.
    await passQuestionnaire(page);
    await waitForHydration(page, '[data-testid="identify-start"]');
    await page.getByRole('button', { name: t('en', 'kyc.action.verify') }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/kyc/'));
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((url) => url.pathname === '/identify');
    await poll(() => page.getByTestId('identify-status').getAttribute('data-status')).toBe('approved');
    await page.goto('/account/documents');
    await waitForHydration(page, '[data-testid="dropzone-proof_of_address"]');
    await page.getByTestId('dropzone-proof_of_address').locator('input[type="file"]').setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PNG });
    await poll(() => page.getByTestId('user-file-row').count()).toBe(1);

    // The referrer sees a verified friend, waiting.
    await referrer.page.goto('/referral');
    const friendRow = referrer.page.getByTestId('friend-row');
    await poll(() => friendRow.count()).toBe(1);
    expect(await friendRow.getAttribute('data-status')).toBe('pending');
    expect(await friendRow.getByRole('rowheader').textContent()).toBe('Friend 1');
    expect(await friendRow.getByTestId('friend-verified').textContent()).toContain(t('en', 'referral.yes'));
    expect(await referrer.page.getByTestId('referral-friends').textContent()).not.toContain(email);

    // 4. The operator approves the document and the sophisticated status.
    const operator = await openPage(suite.browser, origin);
    await logIn(operator.page, 'operator@demo.invest');
    await operator.page.goto('/admin/documents');
    const doc = operator.page.getByTestId('admin-document-row').filter({ hasText: email });
    await poll(() => doc.count()).toBe(1);
    await waitForHydration(operator.page, '[data-testid="admin-document-row"] button');
    await doc.getByRole('button', { name: t('en', 'files.admin.approve') }).click();
    await poll(() => doc.getByTestId('file-status').getAttribute('data-status')).toBe('approved');
    await operator.page.goto('/admin/sophisticated-investors');
    await waitForHydration(operator.page, 'h1');
    const request = operator.page.locator('li', { hasText: email });
    await poll(() => request.count()).toBe(1);
    await request.getByTestId('sophisticated-approve').click();
    await poll(() => operator.page.getByTestId('sophisticated-result').textContent()).toBe(t('en', 'admin.sophisticated.done.approved'));
    expect(problemsExcept(operator.problems)).toEqual([]);
    await operator.close();

    // 5. The friend deposits in the sandbox and invests EUR 100.
    await page.goto('/account/wallet');
    // A new user opens the payment account first, in the holder's name (decision 0041).
    const open = page.getByTestId('open-account');
    await waitForHydration(page, '[data-testid="open-account"] button[type="submit"]');
    await open.getByRole('textbox', { name: t('en', 'payments.open.holder') }).fill('Rasa Draugė');
    await open.getByRole('button', { name: t('en', 'payments.open.submit') }).click();
    await page.getByTestId('sandbox-submit').waitFor();
    await waitForHydration(page, '[data-testid="sandbox-submit"]');
    await page.getByLabel(t('en', 'payments.sandbox.amount')).fill('500');
    await page.getByTestId('sandbox-submit').click();
    await page.getByTestId('sandbox-done').waitFor();
    await poll(() => page.getByTestId('wallet-balance').textContent()).toBe('€500.00');
    await page.goto(`/project/${OPEN_DEMO_PROJECT.slug}`);
    await waitForHydration(page, '[data-testid="invest-panel"]');
    const panel = page.getByTestId('invest-panel');
    await poll(() => panel.getByTestId('invest-available').isVisible()).toBe(true);
    await panel.getByLabel(t('en', 'investing.panel.amount')).fill('100');
    await panel.getByLabel(t('en', 'investing.panel.kiis_ack')).check();
    await panel.getByRole('button', { name: t('en', 'investing.panel.submit') }).click();
    await poll(async () => (await panel.getByTestId('invest-success').textContent()) ?? '').toContain('€100.00');

    // 6. Both see the bonus: transactions pages, and the friend rewarded on /referral.
    await poll(() => bonusAmounts(page)).toEqual(['+€10.00']);
    await page.goto('/referral');
    await waitForHydration(page, '[data-testid="invite-copy"]');
    expect(await page.getByTestId('referral-welcome-status').textContent()).toBe(t('en', 'referral.status.rewarded'));
    expect(await page.getByTestId('reward-row').getAttribute('data-kind')).toBe('friend');
    expect(problemsExcept(friend.problems)).toEqual([]);
    await friend.close();

    expect(await bonusAmounts(referrer.page)).toEqual(['+€10.00']);
    await referrer.page.goto('/referral');
    await waitForHydration(referrer.page, '[data-testid="invite-copy"]');
    expect(await referrer.page.getByTestId('friend-row').getAttribute('data-status')).toBe('rewarded');
    expect(await referrer.page.getByTestId('friend-row').getByTestId('friend-bonus').textContent()).toBe('€10.00');
    expect(await referrer.page.getByTestId('referral-total-rewarded').textContent()).toContain('1');
    expect(await referrer.page.getByTestId('reward-row').getAttribute('data-kind')).toBe('referrer');
    expect(problemsExcept(referrer.problems)).toEqual([]);
    await referrer.close();
  }, 240_000);

  it('an advertised promo code shows to guests; a ?promo= link registers with it; /referral lists it pending (375 px)', async () => {
    // The operator creates an advertised code running now.
    const operator = await suite.open();
    await logIn(operator.page, 'operator@demo.invest');
    const created = await call<{ code: string }>(operator.page, 'POST', REFERRAL_ENDPOINTS.adminCreatePromoCode.path, {
      code: 'E2E-BONUS2',
      bonus: '2.00',
      minInvestment: '0',
      withinDays: 30,
      maxUses: null,
      advertised: true,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(created).toMatchObject({ status: 201, json: { code: 'E2EBONUS2' } });
    await operator.close();

    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    await page.goto('/');
    await waitForHydration(page, '[data-testid="alert-area"]');
    const alert = page.getByTestId('promo-campaign-alert');
    await poll(() => alert.textContent()).toBe(t('en', 'promo.alert').replace('{{amount}}', '€2.00').replace('{{code}}', 'E2EBONUS2'));

    await page.goto('/register?promo=E2EBONUS2');
    await waitForHydration(page, 'form');
    expect(await page.locator('input[name="promoCode"]').inputValue()).toBe('E2EBONUS2');
    await page.getByRole('textbox', { name: t('en', 'auth.field.email') }).fill(`e2e-promo-${Date.now().toString(36)}@example.test`);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.pathname === '/projects/1');

    await page.goto('/referral');
    await waitForHydration(page, '[data-testid="promo-submit"]');
    const row = page.getByTestId('promo-row');
    expect(await row.getAttribute('data-code')).toBe('E2EBONUS2');
    expect(await row.getByTestId('promo-status').textContent()).toBe(t('en', 'referral.promo.status.pending'));
    expect(await row.textContent()).toContain(t('en', 'referral.promo.condition.verify'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    // Entering it again is refused with the reason under the field.
    await page.getByRole('textbox', { name: t('en', 'referral.promo.field') }).fill('e2e-bonus2');
    await page.getByTestId('promo-submit').click();
    await poll(() => page.getByText(t('en', 'referral.promo.already_used')).count()).toBe(1);

    // The alert, dismissed, stays away on the next page.
    await alert.getByRole('button', { name: t('en', 'ui.close') }).click();
    await poll(() => alert.count()).toBe(0);
    await page.goto('/projects/1');
    await waitForHydration(page, '[data-testid="alert-area"]');
    await page.waitForTimeout(500);
    expect(await alert.count()).toBe(0);
    expect(problemsExcept(problems, [{ path: REFERRAL_ENDPOINTS.enterPromoCode.path, status: 422 }])).toEqual([]);
    await close();
  }, 120_000);
});
