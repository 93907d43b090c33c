/**
 * Loan lifecycle journeys (issue 6, decisions 0015 and 0024). An investor invests in an open project
 * (through the API: the invest panel has its own journey) and the operator closes it as funded: the
 * back-office project editor shows the disbursement held back, with the date the investor's
 * reflection period ends and why. Then the operator disburses a funded demo project whose reflection
 * periods are over and records a borrower repayment after checking the live preview of the split: a
 * holder's wallet grows by exactly the share the preview showed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API, formatMoney, fromWire, INVESTING_API, LIFECYCLE_API, LOCALE_ISO, subCents, sumCents, toWire } from '@platform/contract';
import { plannedDemoInvestments, DEMO_BACKER_EMAILS } from '../apps/server/src/seed/seed-demo-loans';
import { DESKTOP, problemsExcept, waitForHydration } from './support/browser';
import { DEMO_PROJECTS, OPEN_DEMO_PROJECT, t, TRANSLATIONS } from './support/demo';
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

const money = (wire: string) => formatMoney(fromWire(wire), LOCALE_ISO.en);
const tabLabel = (tab: string) => TRANSLATIONS.en[`adminProjects.tab.${tab}`] ?? `adminProjects.tab.${tab}`;

async function projectIdOf(page: Page, slug: string): Promise<number> {
  const project = await call<{ projectData: { id: number } }>(page, 'GET', API.project(slug));
  expect(project.status).toBe(200);
  return project.json.projectData.id;
}

async function openStatusTab(page: Page, projectId: number) {
  await page.goto(`/admin/projects/${projectId}`);
  await waitForHydration(page, '[role="tab"]');
  await page.getByRole('tab', { name: tabLabel('status') }).click();
  return page.getByTestId('project-status-actions');
}

describe('loan lifecycle in the back office', () => {
  it('holds the disbursement back while the investor may revoke, and says until when and why', async () => {
    const investor = await suite.open({ viewport: DESKTOP });
    await logIn(investor.page, 'investor@demo.invest');
    const projectId = await projectIdOf(investor.page, OPEN_DEMO_PROJECT.slug);
    const invested = await call<{ investmentId: number }>(
      investor.page,
      'POST',
      INVESTING_API.invest,
      { projectId, amount: '500.00', acknowledgeLargeAmount: true },
      `e2e-invest-${Date.now()}`,
    );
    expect(invested.status).toBe(201);
    const detail = await call<{ status: string; reflectionEndsAt: string }>(investor.page, 'GET', INVESTING_API.detail(invested.json.investmentId));
    expect(detail.json.status).toBe('reflection');

    const operator = await suite.open({ viewport: DESKTOP });
    await logIn(operator.page, 'operator@demo.invest');
    // Close the open project as funded with what it raised (the plain status action).
    const funded = await call<{ project: { status: string } }>(operator.page, 'POST', LIFECYCLE_API.status(projectId), {
      to: 'FUNDED',
      reason: 'e2e: close with what was raised',
    });
    expect(funded.status).toBe(200);

    const actions = await openStatusTab(operator.page, projectId);
    await poll(() => actions.getByTestId('project-status').textContent()).toBe(t('en', 'lifecycle.status.FUNDED'));
    expect(await actions.getByTestId('disburse-button').isDisabled()).toBe(true);
    // From the end of the investor's reflection period (Vilnius time), and why.
    const waiting = actions.getByTestId('disburse-waiting');
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Vilnius' }).format(
      new Date(detail.json.reflectionEndsAt),
    );
    const text = (await waiting.textContent()) ?? '';
    expect(text).toContain(`${t('en', 'lifecycle.disburse.waiting').replace('{{date}}', '')}${day}`);
    expect(text).toContain(t('en', 'lifecycle.disburse.waiting_reason'));
    const loan = await call<{ canDisburse: boolean; disbursableFrom: string | null }>(operator.page, 'GET', LIFECYCLE_API.adminLoan(projectId));
    expect(loan.json).toMatchObject({ canDisburse: false, disbursableFrom: detail.json.reflectionEndsAt });
    // The investor's right to revoke is intact.
    const revoked = await call<{ status: string }>(investor.page, 'POST', INVESTING_API.revoke(invested.json.investmentId), {}, `e2e-revoke-${Date.now()}`);
    expect(revoked).toMatchObject({ status: 200, json: { status: 'revoked' } });

    expect(problemsExcept(operator.problems)).toEqual([]);
    expect(problemsExcept(investor.problems)).toEqual([]);
    await operator.close();
    await investor.close();
  });

  it('operator disburses a funded project whose reflection periods are over and records a repayment; a holder receives exactly the previewed share', async () => {
    const operator = await suite.open({ viewport: DESKTOP });
    await logIn(operator.page, 'operator@demo.invest');
    // The demo has funded projects in both states; take the one nobody may revoke in any more.
    let chosen: { projectId: number; number: number } | null = null;
    for (const demo of DEMO_PROJECTS.filter((p) => p.status === 'FUNDED')) {
      const projectId = await projectIdOf(operator.page, demo.slug);
      const facts = await call<{ canDisburse: boolean }>(operator.page, 'GET', LIFECYCLE_API.adminLoan(projectId));
      if (facts.json.canDisburse) chosen = { projectId, number: demo.number };
    }
    expect(chosen, 'a funded demo project whose reflection periods are over').not.toBeNull();
    const { projectId, number } = chosen!;
    // One of its demo backers, whose share the repayment pays.
    const backerEmail = DEMO_BACKER_EMAILS[plannedDemoInvestments().find((p) => p.projectNumber === number)!.backer]!;
    const investor = await suite.open({ viewport: DESKTOP });
    await logIn(investor.page, backerEmail);

    const actions = await openStatusTab(operator.page, projectId);
    const button = actions.getByTestId('disburse-button');
    await button.waitFor({ state: 'visible' });
    expect(await button.isDisabled()).toBe(false);
    expect(await actions.getByTestId('disburse-waiting').count()).toBe(0);
    await button.click();
    const dialog = operator.page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: t('en', 'lifecycle.confirm') }).click();
    await poll(() => actions.getByTestId('project-status').textContent()).toBe(t('en', 'lifecycle.status.ACTIVE'));
    // After disbursement every hold is posted: the wallet balance to compare with.
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
    const preview = await call<{ holders: { userId: number; investmentId: number; principal: string; interest: string; total: string }[] }>(
      operator.page,
      'POST',
      LIFECYCLE_API.repaymentPreview(projectId),
      { amount },
    );
    const share = preview.json.holders.reduce((a, h) => a + fromWire(h.total), 0);
    await panel.getByTestId('repayment-submit').click();
    await panel.getByTestId('repayment-recorded').waitFor({ state: 'visible' });

    // The holders' shares add up to the repayment, and the demo backer gets exactly theirs.
    expect(share).toBe(fromWire(amount));
    const me = await call<{ id: number }>(investor.page, 'GET', '/api/user/details');
    const mine = preview.json.holders.filter((h) => h.userId === me.json.id);
    expect(mine.length).toBeGreaterThan(0);
    const after = await call<{ balance: string }>(investor.page, 'GET', '/api/get/wallet');
    expect(toWire(subCents(fromWire(after.json.balance), fromWire(before.json.balance)))).toBe(toWire(sumCents(mine.map((h) => fromWire(h.total)))));
    // The holding's own schedule shows the first installment paid with exactly that share.
    const first = mine[0]!;
    await investor.page.goto(`/account/investments/${first.investmentId}`);
    await waitForHydration(investor.page, '[data-testid="investment-schedule"]');
    const cells = investor.page.getByTestId('investment-schedule').locator('tbody tr').first().locator('td');
    expect(await cells.nth(0).textContent()).toBe('1');
    expect(await cells.nth(2).textContent()).toBe(money(first.principal));
    expect(await cells.nth(3).textContent()).toBe(money(first.interest));
    expect(await cells.nth(4).textContent()).toBe(money(first.total));
    const schedule = await call<{ items: { status: string }[] }>(investor.page, 'GET', LIFECYCLE_API.projectSchedule(projectId));
    expect(schedule.json.items[0]!.status).toBe('paid');
    expect(problemsExcept(operator.problems)).toEqual([]);
    await operator.close();
    await investor.close();
  });
});
