/** Journey d: the 404 page in English and Lithuanian, and JSON 404 for unknown API paths. */
import { buildPath, type Locale } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

const CASES: { locale: Locale; path: string }[] = [
  { locale: 'en', path: '/this/does/not/exist' },
  { locale: 'lt', path: '/lt/nera-tokio' },
];

describe('404 page', () => {
  it.each(CASES)('$path answers 404 in $locale with a button to the project list', async ({ locale, path }) => {
    const plain = await suite.fetch(path);
    expect(plain.status).toBe(404);
    expect(plain.headers.get('content-type')).toContain('text/html');

    const { page, problems, close } = await suite.open();
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    expect((await page.locator('.error-page__code').textContent())?.trim()).toBe('404');
    expect(await page.locator('h1').textContent()).toBe(t(locale, 'error.not_found'));
    if (locale === 'en') expect(t(locale, 'error.not_found')).toBe('This page could not be found');

    const listPath = buildPath('projects-page', locale, { page: 1 });
    expect(listPath).toBe(locale === 'en' ? '/projects/1' : '/lt/projektai/1');
    const button = page.locator('.error-page').getByRole('link', { name: t(locale, 'error.go_to_main_page') });
    expect(await button.count()).toBe(1);
    expect(await button.getAttribute('href')).toBe(listPath);
    await button.click();
    await page.waitForURL((url) => url.pathname === listPath);
    await poll(() => page.locator('h1').textContent()).toBe(t(locale, 'projects.title'));
    expect(await page.getByTestId('project-card').count()).toBeGreaterThan(0);

    expect(problemsExcept(problems, [{ path, status: 404 }])).toEqual([]);
    await close();
  });

  it('unknown API paths answer JSON 404, never the HTML page', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await suite.fetch('/api/no/such/thing', { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await response.json()) as { code?: string };
      expect(body.code).toBe('NOT_FOUND');
    }
  });
});
