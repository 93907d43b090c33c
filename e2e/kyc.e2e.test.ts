/**
 * Identity verification in the browser with the sandbox provider: a fresh user starts the check on
 * /identify, declines it on the sandbox page with a reason, sees the reason back on /identify,
 * starts again and approves. The sandbox sends signed webhooks to the real handler.
 *
 * The server runs without PUBLIC_URL, so it names itself http://localhost:<port>; the journey uses
 * that origin (as users of a deployment use its PUBLIC_URL), so the provider's continue URL and the
 * way back share the session cookies.
 */
import { describe, expect, it } from 'vitest';
import { openPage, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

describe('identity verification (sandbox)', () => {
  it('decline with a reason, then verify again and approve', async () => {
    const origin = suite.baseUrl.replace('127.0.0.1', 'localhost');
    const { page, problems, close } = await openPage(suite.browser, origin);
    try {
      // Register from the page's own context, so the session cookies are the browser's.
      const email = `e2e-kyc-${Date.now().toString(36)}@example.test`;
      const registered = await page.request.post('/api/security/register', {
        data: { email, password: 'Green-Journey-2026', type: 'private', locale: 'en' },
        headers: { origin },
      });
      expect(registered.status()).toBe(201);

      await page.goto('/identify');
      expect(new URL(page.url()).pathname).toBe('/identify');
      expect(await page.locator('h1').textContent()).toBe(t('en', 'page.identify.title'));
      await expect.poll(() => page.getByTestId('identify-status').getAttribute('data-status')).toBe('none');
      await waitForHydration(page, '[data-testid="identify-start"]');
      await page.getByRole('button', { name: t('en', 'kyc.action.verify') }).click();

      // The sandbox provider's page.
      await page.waitForURL((url) => url.pathname.startsWith('/sandbox/kyc/'));
      expect(await page.getByRole('note').textContent()).toContain('SANDBOX — no real identity check');
      await page.getByLabel('Reason for declining').fill('The photo is blurred');
      await page.getByRole('button', { name: 'Decline' }).click();

      await page.waitForURL((url) => url.pathname === '/identify');
      await poll(() => page.getByTestId('identify-status').getAttribute('data-status')).toBe('declined');
      expect(await page.getByTestId('identify-reason').textContent()).toBe(t('en', 'kyc.status.declined.reason').replace('{{reason}}', 'The photo is blurred'));

      await waitForHydration(page, '[data-testid="identify-start"]');
      await page.getByRole('button', { name: t('en', 'kyc.action.verify_again') }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/sandbox/kyc/'));
      await page.getByRole('button', { name: 'Approve' }).click();

      await page.waitForURL((url) => url.pathname === '/identify');
      await poll(() => page.getByTestId('identify-status').getAttribute('data-status')).toBe('approved');
      expect(await page.getByTestId('identify-start').count()).toBe(0);
      expect(await page.getByTestId('identify-documents').getAttribute('href')).toBe('/account/documents');

      const status = await page.request.get('/api/get/identify-status');
      expect(await status.json()).toEqual({ identify_status: 'approved', reason: null });
      expect(problemsExcept(problems)).toEqual([]);
    } finally {
      await close();
    }
  });
});
