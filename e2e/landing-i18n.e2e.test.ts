/** Journey a: the landing page in all six locales, server-rendered, and the language switcher. */
import { buildPath, LOCALES, LOCALE_COOKIE, type Locale } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { markDocument, problemsExcept, waitForHydration } from './support/browser';
import { decodeHtml, PUBLIC_DEMO_PROJECTS, SECRET_DEMO_PROJECT, t, titlesOf } from './support/demo';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

const GATHERING = PUBLIC_DEMO_PROJECTS.filter((p) => p.status === 'GATHERING');
const LAST_STATUSES = new Set(['FUNDED', 'ACTIVE', 'REPAID']);
const FINISHED = PUBLIC_DEMO_PROJECTS.filter((p) => LAST_STATUSES.has(p.status));

const sorted = (values: string[]) => [...values].sort();

/** Card titles in server-rendered HTML (no JavaScript ran). */
function cardTitlesInHtml(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*class="project-card__link"[^>]*>([^<]*)<\/a>/g)].map((m) => decodeHtml(m[1]));
}

describe('landing page in every locale', () => {
  it.each(LOCALES)('%s: localized, server-rendered, with its locale cookie', async (locale: Locale) => {
    const path = buildPath('landing', locale);
    const expectedOpen = sorted(titlesOf(GATHERING, locale));

    // Server-side rendering: the cards are in the HTML before any script runs.
    const plain = await suite.fetch(path);
    expect(plain.status).toBe(200);
    const html = await plain.text();
    const htmlTitles = cardTitlesInHtml(html);
    expect(html.match(/data-testid="project-card"/g)?.length ?? 0).toBe(htmlTitles.length);
    expect(sorted(htmlTitles.slice(0, expectedOpen.length))).toEqual(expectedOpen);
    expect(html).toContain(`<html lang="${locale}"`);
    expect(plain.headers.getSetCookie().some((c) => c.startsWith(`${LOCALE_COOKIE}=${locale};`))).toBe(true);

    const { page, context, problems, close } = await suite.open();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    await poll(() => page.title()).toBe(t(locale, 'landing.meta.title'));
    expect(await page.locator('h1').allTextContents()).toEqual([t(locale, 'landing.hero.title')]);

    const openTitles = await page.locator('section[aria-labelledby="open-projects"] [data-testid="project-card"] .project-card__link').allTextContents();
    expect(sorted(openTitles)).toEqual(expectedOpen);
    const lastTitles = await page.locator('section[aria-labelledby="last-projects"] [data-testid="project-card"] .project-card__link').allTextContents();
    expect(lastTitles).toHaveLength(3);
    for (const title of lastTitles) expect(titlesOf(FINISHED, locale)).toContain(title);
    // The browser shows what the server rendered.
    expect([...openTitles, ...lastTitles]).toEqual(htmlTitles);
    expect(htmlTitles).not.toContain(SECRET_DEMO_PROJECT.texts[locale].title);
    if (locale !== 'en') {
      // Localized, not the English fallback.
      for (const title of openTitles) expect(titlesOf(GATHERING, 'en')).not.toContain(title);
    }

    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === LOCALE_COOKIE)?.value).toBe(locale);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('the language switcher opens the same page in Lithuanian', async () => {
    const { page, problems, close } = await suite.open();
    await page.goto(buildPath('projects-page', 'en', { page: 1 }));
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).toBe(t('en', 'projects.title'));

    const target = buildPath('projects-page', 'lt', { page: 1 });
    expect(target).toBe('/lt/projektai/1');
    const link = page.getByTestId('sidebar').getByTestId('lang-lt');
    expect(await link.getAttribute('href')).toBe(target);
    const serverTitle = /<title>([^<]*)<\/title>/.exec(await (await page.request.get(target)).text())?.[1];
    expect(serverTitle).toBeTruthy();
    const isSameDocument = await markDocument(page);
    await link.click();
    await page.waitForURL((url) => url.pathname === target);

    // A client navigation: the browser updates <html lang> and the head's title itself (decision 0059).
    expect(await isSameDocument()).toBe(true);
    await poll(() => page.locator('html').getAttribute('lang')).toBe('lt');
    await poll(() => page.title()).toBe(decodeHtml(serverTitle!));
    await poll(() => page.locator('h1').textContent()).toBe(t('lt', 'projects.title'));
    const titles = await page.locator('[data-testid="project-card"] .project-card__link').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(titlesOf(PUBLIC_DEMO_PROJECTS, 'lt')).toContain(title);
    expect(await page.getByTestId('sidebar').getByTestId('lang-lt').getAttribute('aria-current')).toBe('true');
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
