/**
 * Withdrawals (issue 5): the demo investor (seeded with a verified bank account added yesterday)
 * asks for an emailed code, reads it in the dev mailbox, requests a withdrawal on the wallet page;
 * the operator approves it in the back office; the sandbox provider pays it out (signed webhook),
 * and the investor sees it paid. The operator's ledger page shows a balanced trial balance.
 */
import { describe, expect, it } from 'vitest';
import { problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { readMailbox } from './support/mailbox';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();
const INVESTOR = 'investor@demo.invest';

async function latestCode(email: string, after: number): Promise<string | null> {
  const mails = await readMailbox(suite, email);
  const mail = mails.find((m) => m.id > after && m.subject === t('en', 'withdrawals.email.code.subject'));
  return mail ? (/\b(\d{6})\b/.exec(mail.text)?.[1] ?? null) : null;
}

async function lastMailId(email: string): Promise<number> {
  const mails = await readMailbox(suite, email);
  return mails.reduce((max, m) => Math.max(max, m.id), 0);
}

describe('withdrawals', () => {
  it('investor requests with an emailed code, operator approves, the payout is paid', async () => {
    const investor = await suite.open();
    await logIn(investor.page, INVESTOR);
    await investor.page.goto('/account/wallet');
    await waitForHydration(investor.page, '[data-testid="withdrawal-panel"]');
    const panel = investor.page.getByTestId('withdrawal-panel');
    await poll(() => panel.getByTestId('bank-account').isVisible()).toBe(true);
    expect(await panel.getByTestId('bank-account').textContent()).toContain(t('en', 'withdrawals.bank.verified'));

    const before = await lastMailId(INVESTOR);
    await panel.getByRole('button', { name: t('en', 'withdrawals.form.send_code') }).click();
    let code: string | null = null;
    await poll(async () => {
      code = await latestCode(INVESTOR, before);
      return code !== null;
    }).toBe(true);

    await panel.getByLabel(t('en', 'withdrawals.form.amount')).fill('12.34');
    await panel.getByLabel(t('en', 'withdrawals.form.code_email')).fill(code!);
    await panel.getByRole('button', { name: t('en', 'withdrawals.form.submit') }).click();
    await poll(() => panel.getByText(t('en', 'withdrawals.form.requested')).isVisible()).toBe(true);
    const row = panel.getByTestId('withdrawals-table').getByRole('row').nth(1);
    expect(await row.textContent()).toContain('€12.34');
    expect(await row.textContent()).toContain(t('en', 'withdrawals.status.requested'));

    const operator = await suite.open();
    await logIn(operator.page, 'operator@demo.invest');
    await operator.page.goto('/admin/withdrawals?status=requested');
    await waitForHydration(operator.page, '[data-testid="admin-withdrawals-table"]');
    const queued = operator.page.locator('[data-testid^="admin-withdrawal-"]', { hasText: INVESTOR }).first();
    expect(await queued.textContent()).toContain('€12.34');
    await queued.getByRole('button', { name: t('en', 'withdrawals.admin.approve') }).click();
    // The sandbox answers with a signed payout.paid webhook shortly after.
    await poll(async () => {
      await operator.page.goto('/admin/withdrawals?status=paid');
      return operator.page.locator('[data-testid^="admin-withdrawal-"]', { hasText: INVESTOR }).count();
    }).toBe(1);

    await operator.page.goto('/admin/ledger');
    await waitForHydration(operator.page, '[data-testid="trial-balance-check"]');
    expect(await operator.page.getByTestId('trial-balance-check').textContent()).toContain(t('en', 'withdrawals.ledger.balanced'));
    expect(problemsExcept(operator.problems)).toEqual([]);
    await operator.close();

    await investor.page.reload();
    await waitForHydration(investor.page, '[data-testid="withdrawals-table"]');
    const paid = investor.page.getByTestId('withdrawals-table').getByRole('row').nth(1);
    await poll(() => paid.textContent()).toContain(t('en', 'withdrawals.status.paid'));
    expect(problemsExcept(investor.problems)).toEqual([]);
    await investor.close();
  });
});
