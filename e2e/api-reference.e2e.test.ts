/**
 * The API reference page (decision 0050) in a real browser: Scalar draws the document of
 * /api/openapi.json under the app's CSP (its script served from here, the inline start-up script
 * by nonce), asks nothing of another origin, and passes axe at desktop and phone widths.
 */
import { DOCS_ENDPOINTS } from '@platform/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { MOBILE } from './support/browser';
import { expectAccessible } from './support/axe';
import { useSuite } from './support/suite';

const suite = useSuite();

describe('API reference page', () => {
  it('renders the document under the CSP, from this origin only, accessible at 1440 and 375 px', async () => {
    const { page, problems, close } = await suite.open();
    const foreign: string[] = [];
    const blocked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(suite.baseUrl).origin && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await page.exposeFunction('reportCspViolation', (text: string) => blocked.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    const response = await page.goto(DOCS_ENDPOINTS.page.path);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Loan platform API' }).waitFor({ timeout: 30_000 });

    // An operation of the table, with its body's required fields, opened from the sidebar.
    await page.getByText('Auth', { exact: true }).first().click();
    await page.getByText('Login', { exact: true }).first().click();
    const login = page.getByRole('heading', { name: 'Login', exact: true });
    await login.waitFor();
    await expect.poll(() => page.getByText('Access: public', { exact: false }).count()).toBeGreaterThan(0);
    await expectAccessible(page);

    await page.setViewportSize(MOBILE);
    await page.goto(DOCS_ENDPOINTS.page.path);
    await page.getByRole('heading', { name: 'Loan platform API' }).waitFor({ timeout: 30_000 });
    await expectAccessible(page);

    expect(foreign).toEqual([]);
    // The zod inside Scalar probes `Function('')` in a try/catch and goes on without it; nothing else may be refused.
    expect(blocked.filter((text) => text !== 'script-src eval')).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
