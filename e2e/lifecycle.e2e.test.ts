/**
 * Loan lifecycle journey (issue 6, decision 0015): an investor invests in an open project (through
 * the API: the invest panel has its own journey), the operator closes the project as funded, then in
 * the back-office project editor disburses it and records a borrower repayment after checking the
 * live preview of the split. The investor's wallet grows by exactly the share the preview showed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API, fromWire, LIFECYCLE_API, toWire } from '@platform/contract';
import { DESKTOP, problemsExcept, waitForHydration } from './support/browser';
import { OPEN_DEMO_PROJECT, t, TRANSLATIONS } from './support/demo';
import { poll, useSuite } from './support/suite';
import { logIn } from './support/session';

const suite = useSuite();

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

const tabLabel = (tab: string) => TRANSLATIONS.en[`adminProjects.tab.${tab}`] ?? `adminProjects.tab.${tab}`;

describe('loan lifecycle in the back office', () => {
  it('operator disburses a funded project and records a repayment; the investor receives exactly the previewed share', async () => {
    const investor = await suite.open({ viewport: DESKTOP });
    await logIn(investor.page, 'investor@demo.invest');
    const project = await call<{ projectData: { id: number } }>(investor.page, 'GET', API.project(OPEN_DEMO_PROJECT.slug));
    expect(project.status).toBe(200);
    const projectId = project.json.projectData.id;
    const invested = await call<{ investmentId: number }>(investor.page, 'POST', '/api/set/invest', { projectId, amount: '500.00', acknowledgeLargeAmount: true }, `e2e-invest-${Date.now()}`);
    expect(invested.status).toBe(201);

    const operator = await suite.open({ viewport: DESKTOP });
    await logIn(operator.page, 'operator@demo.invest');
    // Close the open project as funded with what it raised (the plain status action).
    const funded = await call<{ project: { status: string } }>(operator.page, 'POST', LIFECYCLE_API.status(projectId), { to: 'FUNDED', reason: 'e2e: close with what was raised' });
    expect(funded.status).toBe(200);

    await operator.page.goto(`/admin/projects/${projectId}`);
    await waitForHydration(operator.page, '[role="tab"]');
    await operator.page.getByRole('tab', { name: tabLabel('status') }).click();
    const actions = operator.page.getByTestId('project-status-actions');
    await actions.getByTestId('disburse-button').click();
    const dialog = operator.page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: t('en', 'lifecycle.confirm') }).click();
    await poll(() => actions.getByTestId('project-status').textContent()).toBe(t('en', 'lifecycle.status.ACTIVE'));
    // After disbursement the held 500.00 is posted: the wallet balance to compare with.
    const before = await call<{ balance: string }>(investor.page, 'GET', '/api/get/wallet');

    await operator.page.getByRole('tab', { name: tabLabel('repayments') }).click();
    const panel = operator.page.getByTestId('repayment-panel');
    await panel.getByTestId('loan-schedule').waitFor({ state: 'visible' });
    const loan = await call<{ dueNow: string; schedule: { principal: string; interest: string }[] }>(operator.page, 'GET', LIFECYCLE_API.adminLoan(projectId));
    const amount = loan.json.dueNow;
    expect(fromWire(amount)).toBeGreaterThan(0);
    await panel.getByLabel(t('en', 'lifecycle.repayment.amount')).fill(amount);
    const split = panel.getByTestId('repayment-split');
    await split.waitFor({ state: 'visible' });
    const preview = await call<{ holders: { userId: number; total: string }[] }>(operator.page, 'POST', LIFECYCLE_API.repaymentPreview(projectId), { amount });
    const share = preview.json.holders.reduce((a, h) => a + fromWire(h.total), 0);
    await panel.getByTestId('repayment-submit').click();
    await panel.getByTestId('repayment-recorded').waitFor({ state: 'visible' });

    // The holders' shares add up to the repayment, and the demo investor gets exactly theirs.
    expect(share).toBe(fromWire(amount));
    const me = await call<{ id: number }>(investor.page, 'GET', '/api/user/details');
    const mine = preview.json.holders.find((h) => h.userId === me.json.id);
    expect(mine).toBeDefined();
    const after = await call<{ balance: string }>(investor.page, 'GET', '/api/get/wallet');
    expect(toWire(fromWire(after.json.balance) - fromWire(before.json.balance))).toBe(mine!.total);
    const schedule = await call<{ items: { status: string }[] }>(investor.page, 'GET', LIFECYCLE_API.projectSchedule(projectId));
    expect(schedule.json.items[0]!.status).toBe('paid');
    expect(problemsExcept(operator.problems)).toEqual([]);
    await operator.close();
    await investor.close();
  });
});
