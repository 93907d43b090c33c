/**
 * Manual KYC: the operator asks the fresh investor for information; the investor sees the modal
 * on every page but the manual KYC page, answers there, and the page is gone afterwards.
 */
import { AUTH_API, MANUAL_KYC_API } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

async function loginInPage(page: import('playwright-core').Page, email: string) {
  await page.goto('/');
  const status = await page.evaluate(
    async (body) => (await fetch('/api/security/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
    JSON.stringify({ email, password: 'Demo-invest-2026' }),
  );
  expect(status).toBe(200);
}

describe('manual KYC', () => {
  it('the operator asks, the investor sees the modal, answers on the page, and the page closes', async () => {
    const operator = await suite.open();
    await loginInPage(operator.page, 'operator@demo.invest');
    const created = await operator.page.evaluate(
      async ({ list, create }) => {
        const users = (await (await fetch(`${list}?search=new@demo.invest`)).json()) as { users: { id: number }[] };
        const response = await fetch(create.replace('{id}', String(users.users[0].id)), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ fields: ['occupation'], documents: ['bank_statement'], note: 'Tell us about your work.' }),
        });
        return response.status;
      },
      { list: AUTH_API.adminUsers, create: MANUAL_KYC_API.adminCreate(0).replace('/0/', '/{id}/') },
    );
    expect(created).toBe(201);
    await operator.close();

    const { page, problems, close } = await suite.open();
    await loginInPage(page, 'new@demo.invest');
    await page.goto('/projects/1');
    await waitForHydration(page, '[data-testid="sidebar"] a');
    const modal = page.getByRole('dialog');
    await poll(() => modal.isVisible()).toBe(true);
    expect(await modal.textContent()).toContain(t('en', 'manual_kyc.modal.title'));
    await modal.getByRole('link', { name: t('en', 'manual_kyc.modal.continue') }).click();
    await page.waitForURL((url) => url.pathname === '/manual_kyc');
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText('Tell us about your work.').isVisible()).toBe(true);
    await page.getByLabel(t('en', 'manual_kyc.field.occupation')).fill('Civil engineer');
    await page.getByRole('button', { name: t('en', 'manual_kyc.submit') }).click();
    await page.waitForURL((url) => url.pathname === '/account/documents');
    // Answered: the page is no longer reachable and the modal is gone.
    await page.goto('/manual_kyc');
    expect(new URL(page.url()).pathname).toBe('/projects/1');
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('a user without a request cannot open the page', async () => {
    const { page, close } = await suite.open();
    await loginInPage(page, 'investor@demo.invest');
    await page.goto('/manual_kyc');
    expect(new URL(page.url()).pathname).toBe('/projects/1');
    await close();
  });
});
