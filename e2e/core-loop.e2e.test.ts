/**
 * The core loop of issue 6 ("Done means"): the operator creates a project in the back office and
 * opens it; the demo investor invests above the ECSP large-amount threshold through the project
 * page's invest panel (warning acknowledged); a second investor invests, revokes during the
 * reflection period and invests again so the project fills and becomes FUNDED; the operator's
 * disbursement then waits until the last reflection period has ended (decision 0024): the back
 * office shows the action disabled with that date and why, and both investors still hold
 * revocable investments. Disbursing and repaying a loan whose periods are over, with each holder's
 * exact share, is the lifecycle journey (a browser journey cannot wait four days).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INVESTING_API, LIFECYCLE_API, type UserInvestmentsResponse } from '@platform/contract';
import { DESKTOP, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

const SLUG = 'e2e-core-loop-flats';
const TITLE = 'E2E core loop flats in Vilnius';

/** A JSON call from the page (its session cookies, same origin). */
async function call<T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown, key?: string): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, url, body, key }) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (method === 'POST') headers['content-type'] = 'application/json';
      if (key) headers['idempotency-key'] = key;
      const res = await fetch(url, { method, headers, body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined, credentials: 'same-origin' });
      return { status: res.status, json: (await res.json()) as T };
    },
    { method, url, body, key },
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

describe('the core loop', () => {
  it('create and open a project, two investors (large amount, revocation), funded; disbursement waits for the reflection periods and says until when', async () => {
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

    // 4. Funded; the disbursement waits for the last reflection period, and the editor says until when and why.
    await op.goto(editorPath);
    await waitForHydration(op, '[role="tab"]');
    await poll(() => op.getByTestId('editor-status').textContent()).toBe(t('en', 'adminProjects.status.FUNDED'));
    await op.getByRole('tab', { name: t('en', 'adminProjects.tab.status') }).click();
    const actions = op.getByTestId('project-status-actions');
    const waiting = actions.getByTestId('disburse-waiting');
    await waiting.waitFor({ state: 'visible' });
    expect(await actions.getByTestId('disburse-button').isDisabled()).toBe(true);
    const ends = [];
    for (const page of [first.page, p2]) {
      const detail = await call<{ status: string; reflectionEndsAt: string }>(page, 'GET', INVESTING_API.detail(await liveInvestmentId(page, projectId)));
      expect(detail.json.status).toBe('reflection');
      ends.push(detail.json.reflectionEndsAt);
    }
    const last = ends.sort().at(-1)!;
    const loan = await call<{ canDisburse: boolean; disbursableFrom: string | null }>(op, 'GET', LIFECYCLE_API.adminLoan(projectId));
    expect(loan.json).toMatchObject({ canDisburse: false, disbursableFrom: last });
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Vilnius' }).format(new Date(last));
    expect(await waiting.textContent()).toContain(`${t('en', 'lifecycle.disburse.waiting').replace('{{date}}', '')}${day}`);
    // Sending it anyway (a stale page) is refused with the same date; nothing moves.
    const refused = await call<{ code: string; fieldErrors: Record<string, string[]> }>(
      op,
      'POST',
      LIFECYCLE_API.disburse(projectId),
      {},
      `e2e-disburse-${Date.now()}`,
    );
    expect(refused).toMatchObject({ status: 409, json: { code: 'DISBURSEMENT_REFLECTION_PENDING', fieldErrors: { disbursableFrom: [last] } } });
    expect(await actions.getByTestId('project-status').textContent()).toBe(t('en', 'lifecycle.status.FUNDED'));

    // The refused disbursement above is the only failed call.
    expect(problemsExcept(operator.problems, [{ path: LIFECYCLE_API.disburse(projectId), status: 409 }])).toEqual([]);
    expect(problemsExcept(first.problems)).toEqual([]);
    expect(problemsExcept(second.problems)).toEqual([]);
  }, 180_000);
});
