/**
 * Operator-scheduled notices (decision 0045): the operator creates, on /admin/notices, an active
 * modal for everyone and an alert for logged-in users. The investor sees both, dismisses the modal,
 * reloads: the modal stays dismissed (local storage), the alert is still shown. A guest does not
 * see the users-only alert.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

const MODAL_TITLE = 'E2E: welcome to the new look';
const ALERT_TITLE = 'E2E: bank transfers arrive late today';

async function choose(page: Page, field: string, option: string) {
  await page.getByTestId(`notice-${field}`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createNotice(page: Page, notice: { kind: string; audience: string; title: string; body: string; ltTitle?: string }) {
  await page.getByRole('button', { name: t('en', 'notices.admin.new') }).click();
  const form = page.getByTestId('notice-form');
  await form.waitFor();
  await choose(page, 'kind', notice.kind);
  await choose(page, 'audience', notice.audience);
  // The window's defaults: from now for a week.
  await form.getByRole('textbox', { name: t('en', 'notices.admin.field.title') }).fill(notice.title);
  await form.getByRole('textbox', { name: t('en', 'notices.admin.field.body') }).fill(notice.body);
  if (notice.ltTitle) {
    await form.getByRole('tab', { name: 'LT' }).click();
    await form.getByRole('textbox', { name: t('en', 'notices.admin.field.title') }).fill(notice.ltTitle);
    await form.getByRole('textbox', { name: t('en', 'notices.admin.field.body') }).fill(`${notice.ltTitle}.`);
  }
  await form.getByRole('button', { name: t('en', 'notices.admin.create') }).click();
  await poll(() => page.getByTestId('notices-message').textContent()).toBe(t('en', 'notices.admin.saved'));
  await poll(() => page.getByRole('row').filter({ hasText: notice.title }).count()).toBe(1);
}

describe('operator-scheduled notices', () => {
  it('the operator schedules a modal and a users-only alert; the investor dismisses the modal for good; a guest does not see the users-only alert', async () => {
    const operator = await suite.open();
    await logIn(operator.page, 'operator@demo.invest');
    await operator.page.goto('/admin/notices');
    await waitForHydration(operator.page, '[data-testid="notices-table"]');
    // The spec's dated notices are there as ended examples.
    const ended = operator.page.getByRole('row').filter({ hasText: 'Payment provider maintenance' });
    expect(await ended.textContent()).toContain(t('en', 'notices.admin.status.ended'));

    // A wrong window is refused before anything is sent.
    await operator.page.getByRole('button', { name: t('en', 'notices.admin.new') }).click();
    await operator.page.getByRole('textbox', { name: t('en', 'notices.admin.field.ends_at') }).fill('2020-01-01T00:00');
    await operator.page
      .getByTestId('notice-form')
      .getByRole('button', { name: t('en', 'notices.admin.create') })
      .click();
    await poll(() => operator.page.getByText(t('en', 'notices.admin.error.window')).count()).toBe(1);
    await operator.page.getByRole('button', { name: t('en', 'notices.admin.cancel') }).click();

    await createNotice(operator.page, {
      kind: t('en', 'notices.admin.kind.modal'),
      audience: t('en', 'notices.admin.audience.everyone'),
      title: MODAL_TITLE,
      body: 'Same team, a fresh look.',
    });
    await createNotice(operator.page, {
      kind: t('en', 'notices.admin.kind.alert'),
      audience: t('en', 'notices.admin.audience.users'),
      title: ALERT_TITLE,
      body: 'Deposits may take a few hours.',
      ltTitle: 'E2E: pavedimai šiandien vėluoja',
    });
    const row = operator.page.getByRole('row').filter({ hasText: ALERT_TITLE });
    expect(await row.textContent()).toContain(t('en', 'notices.admin.status.active'));
    expect(problemsExcept(operator.problems)).toEqual([]);
    await operator.close();

    const { page, problems, close } = await suite.open();
    await logIn(page, 'investor@demo.invest');
    await page.goto('/projects');
    await waitForHydration(page, '[data-testid="sidebar"] a');
    const modal = page.getByRole('dialog', { name: MODAL_TITLE });
    await poll(() => modal.isVisible()).toBe(true);
    const alert = page.getByTestId('alert-area').getByText(ALERT_TITLE);
    await poll(() => alert.isVisible()).toBe(true);

    // Dismissed from the keyboard.
    await modal.getByRole('button', { name: t('en', 'notices.show.dismiss') }).focus();
    await page.keyboard.press('Enter');
    await poll(() => modal.count()).toBe(0);

    await page.reload();
    await waitForHydration(page, '[data-testid="sidebar"] a');
    await poll(() => alert.isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: MODAL_TITLE }).count()).toBe(0);

    // In Lithuanian the alert has its own text.
    await page.goto('/lt');
    await poll(() => page.getByTestId('alert-area').getByText('E2E: pavedimai šiandien vėluoja', { exact: true }).isVisible()).toBe(true);
    expect(problemsExcept(problems)).toEqual([]);
    await close();

    // A guest (a fresh browser, nothing dismissed) gets the modal for everyone but not the users' alert.
    const guest = await suite.open();
    await guest.page.goto('/projects');
    await waitForHydration(guest.page, '[data-testid="sidebar"] a');
    await poll(() => guest.page.getByRole('dialog', { name: MODAL_TITLE }).isVisible()).toBe(true);
    expect(await guest.page.getByText(ALERT_TITLE).count()).toBe(0);
    expect(problemsExcept(guest.problems)).toEqual([]);
    await guest.close();
  });
});
