/**
 * The core loop of issue 6 ("Done means"): the operator creates a project in the back office and
 * opens it; the demo investor invests above the ECSP large-amount threshold through the project
 * page's invest panel (warning acknowledged); a second investor invests, revokes during the
 * reflection period and invests again so the project fills and becomes FUNDED; the operator
 * disburses it and records a repayment after its preview; both investors then see their exact
 * share (principal and interest, to the cent) in their transactions and in their investment's
 * schedule.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney, fromWire, INVESTING_API, LIFECYCLE_API, LOCALE_ISO, type RepaymentSplit, type UserInvestmentsResponse } from '@platform/contract';
import { DESKTOP, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

const SLUG = 'e2e-core-loop-flats';
const TITLE = 'E2E core loop flats in Vilnius';
const money = (wire: string) => formatMoney(fromWire(wire), LOCALE_ISO.en);

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

/** Invests through the invest panel of the project page; acknowledges the large-amount warning when it shows. */
async function investThroughPanel(page: Page, amount: string, expected: string, large: boolean): Promise<void> {
  await page.goto(`/project/${SLUG}`);
  await waitForHydration(page, '[data-testid="invest-panel"]');
  const panel = page.getByTestId('invest-panel');
  await poll(() => panel.getByTestId('invest-available').isVisible()).toBe(true);
  await panel.getByLabel(t('en', 'investing.panel.amount')).fill(amount);
  await panel.getByLabel(t('en', 'investing.panel.kiis_ack')).check();
  await panel.getByRole('button', { name: t('en', 'investing.panel.submit') }).click();
  if (large) {
    const warning = page.getByTestId('large-amount-warning');
    await poll(() => warning.isVisible()).toBe(true);
    expect(await warning.textContent()).toContain(expected);
    const confirm = page.getByRole('button', { name: t('en', 'investing.warning.confirm') });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel(t('en', 'investing.warning.ack')).check();
    await confirm.click();
  }
  await poll(async () => (await panel.getByTestId('invest-success').textContent()) ?? '').toContain(expected);
}

async function liveInvestmentId(page: Page, projectId: number): Promise<number> {
  const mine = await call<UserInvestmentsResponse>(page, 'GET', INVESTING_API.userInvestments);
  const live = mine.json.investments.filter((i) => i.projectId === projectId && i.status !== 'revoked');
  expect(live).toHaveLength(1);
  return live[0]!.id;
}

/** The share in the transactions page (principal and interest lines) and in the investment's schedule. */
async function expectShareShown(page: Page, investmentId: number, share: RepaymentSplit['holders'][number]): Promise<void> {
  await page.goto('/account/transactions');
  await waitForHydration(page, '[data-testid="transactions-table"]');
  const rows = page.getByTestId('transactions-table').getByTestId('transaction-row');
  const principal = rows.and(page.locator('[data-type="principal"]'));
  const interest = rows.and(page.locator('[data-type="interest"]'));
  await poll(() => principal.count()).toBe(1);
  expect(await principal.getByTestId('transaction-amount').textContent()).toBe(`+${money(share.principal)}`);
  expect(await principal.textContent()).toContain(t('en', 'transactions.type.principal'));
  expect(await interest.count()).toBe(1);
  expect(await interest.getByTestId('transaction-amount').textContent()).toBe(`+${money(share.interest)}`);

  await page.goto(`/account/investments/${investmentId}`);
  await waitForHydration(page, '[data-testid="investment-schedule"]');
  const first = page.getByTestId('investment-schedule').locator('tbody tr').first();
  const cells = first.locator('td');
  expect(await cells.nth(0).textContent()).toBe('1');
  // The repayment paid exactly the first installment: the holder's part of it, principal and interest, to the cent.
  expect(await cells.nth(2).textContent()).toBe(money(share.principal));
  expect(await cells.nth(3).textContent()).toBe(money(share.interest));
  expect(await cells.nth(4).textContent()).toBe(money(share.total));
}

describe('the core loop', () => {
  it('create and open a project, two investors (large amount, revocation), funded, disbursed, repaid: each sees the exact share', async () => {
    // 1. The operator creates the project with its facts and texts and opens it for investment.
    const operator = await suite.open({ viewport: DESKTOP });
    const op = operator.page;
    await logIn(op, 'operator@demo.invest');
    await op.goto('/admin/projects/new');
    await waitForHydration(op, '[data-testid="facts-save"]');
    await op.locator('input[name="number"]').fill('7788');
    await op.locator('input[name="slug"]').fill(SLUG);
    await op.locator('input[name="ownerName"]').fill('UAB Vilniaus butai');
    await op.locator('input[name="interestRate"]').fill('12');
    await op.locator('input[name="termMonths"]').fill('12');
    await op.locator('input[name="targetAmount"]').fill('10 000');
    await op.locator('input[name="minInvestment"]').fill('50');
    await op.locator('input[name="fundingDeadline"]').fill('2031-06-01T12:00');
    await op.getByTestId('facts-save').click();
    await op.waitForURL((url) => /^\/admin\/projects\/\d+$/.test(url.pathname));
    const editorPath = new URL(op.url()).pathname;
    const projectId = Number(editorPath.split('/').pop());
    await waitForHydration(op, '[data-testid="facts-save"]');
    await op.getByRole('tab', { name: t('en', 'adminProjects.tab.texts') }).click();
    await op.locator('input[name="texts.en.title"]').fill(TITLE);
    await op.locator('textarea[name="texts.en.shortDescription"]').fill('Eight renovated flats in Žvėrynas.');
    await op.getByTestId('texts-save').click();
    await poll(() => op.getByTestId('editor-saved').count()).toBe(1);
    await op.getByRole('tab', { name: t('en', 'adminProjects.tab.status') }).click();
    const gathering = t('en', 'lifecycle.status.move_to').replace('{{status}}', t('en', 'lifecycle.status.GATHERING'));
    await op.getByRole('button', { name: gathering }).click();
    await op.getByTestId('confirm-status').click();
    await poll(() => op.getByTestId('editor-status').textContent()).toBe(t('en', 'adminProjects.status.GATHERING'));

    // 2. The demo investor (net worth EUR 120,000: threshold EUR 6,000) invests EUR 7,000 with the warning.
    const first = await suite.open({ viewport: DESKTOP });
    await logIn(first.page, 'investor@demo.invest');
    await investThroughPanel(first.page, '7000', '€7,000.00', true);

    // 3. The second investor invests EUR 1,000, revokes it in the reflection period, then fills the project.
    const second = await suite.open({ viewport: DESKTOP });
    const p2 = second.page;
    await logIn(p2, 'investor2@demo.invest');
    await investThroughPanel(p2, '1000', '€1,000.00', false);
    await p2.goto('/account/investments');
    await waitForHydration(p2, '[data-testid="investments-table"]');
    const revocable = p2.getByTestId('investments-table').locator('tbody tr').filter({ hasText: TITLE }).filter({ hasText: '€1,000.00' });
    expect(await revocable.getByTestId('investment-status').textContent()).toBe(t('en', 'investing.status.reflection'));
    await revocable.getByRole('link').first().click();
    await p2.waitForURL(/\/account\/investments\/\d+$/);
    await waitForHydration(p2, '[data-testid="schedule-empty"]');
    await p2.getByRole('button', { name: t('en', 'investing.detail.revoke') }).click();
    await p2.getByRole('button', { name: t('en', 'investing.detail.revoke_confirm') }).click();
    await poll(() => p2.getByTestId('revoked').isVisible()).toBe(true);
    await poll(async () => (await p2.getByTestId('investment-status').textContent()) ?? '').toBe(t('en', 'investing.status.revoked'));
    // What is left is exactly EUR 3,000: this investment fills the project.
    await investThroughPanel(p2, '3000', '€3,000.00', false);

    // 4. Funded; the operator disburses in the editor.
    await op.goto(editorPath);
    await waitForHydration(op, '[role="tab"]');
    await poll(() => op.getByTestId('editor-status').textContent()).toBe(t('en', 'adminProjects.status.FUNDED'));
    await op.getByRole('tab', { name: t('en', 'adminProjects.tab.status') }).click();
    const actions = op.getByTestId('project-status-actions');
    await actions.getByTestId('disburse-button').click();
    const dialog = op.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: t('en', 'lifecycle.confirm') }).click();
    await poll(() => actions.getByTestId('project-status').textContent()).toBe(t('en', 'lifecycle.status.ACTIVE'));

    // 5. A repayment of the first installment: preview, then confirm.
    const loan = await call<{ dueNow: string; schedule: { principal: string; interest: string; total: string }[] }>(op, 'GET', LIFECYCLE_API.adminLoan(projectId));
    expect(loan.status).toBe(200);
    const amount = loan.json.schedule[0]!.total;
    expect(fromWire(amount)).toBeGreaterThan(0);
    await op.getByRole('tab', { name: t('en', 'adminProjects.tab.repayments') }).click();
    const panel = op.getByTestId('repayment-panel');
    await panel.getByTestId('loan-schedule').waitFor({ state: 'visible' });
    await panel.getByLabel(t('en', 'lifecycle.repayment.amount')).fill(amount);
    const split = panel.getByTestId('repayment-split');
    await split.waitFor({ state: 'visible' });
    const preview = await call<RepaymentSplit>(op, 'POST', LIFECYCLE_API.repaymentPreview(projectId), { amount });
    expect(preview.status).toBe(200);
    expect(preview.json.holders).toHaveLength(2);
    // The preview on screen shows each holder's total.
    for (const h of preview.json.holders) expect(await split.locator('tbody tr').filter({ hasText: h.name }).textContent()).toContain(money(h.total));
    await panel.getByTestId('repayment-submit').click();
    await panel.getByTestId('repayment-recorded').waitFor({ state: 'visible' });
    expect(await panel.getByTestId('repayment-recorded').textContent()).toContain(money(amount));

    // 6. Each investor sees exactly the previewed share.
    const firstInvestment = await liveInvestmentId(first.page, projectId);
    const secondInvestment = await liveInvestmentId(p2, projectId);
    const shareOf = (investmentId: number) => {
      const share = preview.json.holders.find((h) => h.investmentId === investmentId);
      expect(share, `investment ${investmentId} in the preview`).toBeDefined();
      return share!;
    };
    const firstShare = shareOf(firstInvestment);
    const secondShare = shareOf(secondInvestment);
    // 7,000 and 3,000 of 10,000: the shares are pro rata and add up to the repayment.
    expect(fromWire(firstShare.total) + fromWire(secondShare.total)).toBe(fromWire(amount));
    expect(fromWire(firstShare.principal)).toBeGreaterThan(fromWire(secondShare.principal) * 2);
    await expectShareShown(first.page, firstInvestment, firstShare);
    await expectShareShown(p2, secondInvestment, secondShare);

    expect(problemsExcept(operator.problems)).toEqual([]);
    expect(problemsExcept(first.problems)).toEqual([]);
    expect(problemsExcept(second.problems)).toEqual([]);
  }, 180_000);
});
