/**
 * The API reference page (decision 0050) in a real browser: Swagger UI draws the document of
 * /api/openapi.json under the app's CSP (its script and stylesheet served from here, the inline
 * start-up script by nonce), asks nothing of another origin, and passes axe at desktop and phone widths.
 */
import { AUTH_ENDPOINTS, DOCS_ENDPOINTS, PROJECTS_ENDPOINTS } from '@platform/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { MOBILE, problemsExcept } from './support/browser';
import { expectAccessible } from './support/axe';
import { useSuite } from './support/suite';

const suite = useSuite();

/** `/api/get/project/:id` as the document writes it: `/api/get/project/{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

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
    await page.getByRole('heading', { name: /^Loan platform API/ }).waitFor({ timeout: 30_000 });
    // Swagger UI's own stylesheet applied (served from here): its wrapper is laid out by it.
    expect(
      await page
        .locator('.swagger-ui .wrapper')
        .first()
        .evaluate((el) => getComputedStyle(el).maxWidth),
    ).toBe('1460px');
    await expectAccessible(page);

    // An operation of the table, with its access line and body, opened by keyboard-reachable buttons: the "Auth" tag, then the login call.
    const auth = page.getByRole('button', { name: 'Auth', exact: true });
    await auth.click();
    await expect.poll(() => auth.getAttribute('aria-expanded')).toBe('true');
    const login = page.getByRole('button', { name: new RegExp(`^POST ${AUTH_ENDPOINTS.login.path}\\b`) });
    await login.click();
    await expect.poll(() => login.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByText('Access: public', { exact: false }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('captchaToken', { exact: false }).count()).toBeGreaterThan(0);
    await expectAccessible(page);

    // "Try it out" on a call with a path parameter: the call goes to this origin and its answer is shown.
    const projects = page.getByRole('button', { name: 'Projects', exact: true });
    await projects.click();
    const project = page.locator(`.opblock-get:has(.opblock-summary-path[data-path="${openApiPath(PROJECTS_ENDPOINTS.project.path)}"])`);
    await project.getByRole('button', { name: new RegExp(`^GET ${escapeRegExp(openApiPath(PROJECTS_ENDPOINTS.project.path))}`) }).click();
    await project.getByRole('button', { name: 'Try it out' }).click();
    await project.getByRole('textbox').first().fill('no-such-project');
    await project.getByRole('button', { name: 'Execute' }).click();
    await project.locator('.responses-table.live-responses-table .response-col_status', { hasText: '404' }).first().waitFor();
    await expectAccessible(page);

    await page.setViewportSize(MOBILE);
    await page.goto(DOCS_ENDPOINTS.page.path);
    await page.getByRole('heading', { name: /^Loan platform API/ }).waitFor({ timeout: 30_000 });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Auth', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`^POST ${AUTH_ENDPOINTS.login.path}\\b`) }).click();
    await page.getByText('captchaToken', { exact: false }).first().waitFor();
    await expectAccessible(page);

    expect(foreign).toEqual([]);
    // Swagger UI needs no eval and no inline script of its own: the CSP refuses nothing.
    expect(blocked).toEqual([]);
    // The browser logs the 404 the "Try it out" call was expected to get; nothing else.
    expect(problemsExcept(problems, [{ path: '/api/get/project/no-such-project', status: 404 }])).toEqual([]);
    await close();
  });
});
