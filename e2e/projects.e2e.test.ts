/** Journeys b and c: the project list with its pages, and a project page (guards, head tags). */
import { buildPath } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { markDocument, problemsExcept, waitForHydration } from './support/browser';
import { decodeHtml, fundedPercent, OPEN_DEMO_PROJECT, PROJECT_LIST_PAGE_SIZE, PUBLIC_DEMO_PROJECTS, SECRET_DEMO_PROJECT, t, titlesOf } from './support/demo';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

const CARD_TITLES = '[data-testid="project-card"] .project-card__link';
const paginationNav = `nav[aria-label="${t('en', 'pagination.label')}"]`;
const pageLink = (page: number) => `${paginationNav} a[aria-label="${t('en', 'pagination.page').replace('{{page}}', String(page))}"]`;

describe('project list paging', () => {
  it('shows 12 cards, then the rest on page 2 by client navigation, and back', async () => {
    const total = PUBLIC_DEMO_PROJECTS.length;
    expect(total).toBeGreaterThan(PROJECT_LIST_PAGE_SIZE); // otherwise there is no page 2 to test
    const { page, problems, close } = await suite.open();

    const response = await page.goto('/projects');
    expect(response?.status()).toBe(200);
    await waitForHydration(page, paginationNav);
    const firstPage = await page.locator(CARD_TITLES).allTextContents();
    expect(firstPage).toHaveLength(PROJECT_LIST_PAGE_SIZE);
    expect(await page.getByTestId('projects-count').textContent()).toContain(String(total));
    expect(await page.locator(paginationNav).isVisible()).toBe(true);
    expect(await page.locator(`${paginationNav} a`).count()).toBeGreaterThanOrEqual(2);

    const isSameDocument = await markDocument(page);
    await page.locator(pageLink(2)).click();
    await page.waitForURL((url) => url.pathname === '/projects/2');
    await poll(() => page.locator(CARD_TITLES).count()).toBe(total - PROJECT_LIST_PAGE_SIZE);
    const secondPage = await page.locator(CARD_TITLES).allTextContents();
    expect(await isSameDocument()).toBe(true); // client-side navigation, not a page load
    expect(await page.locator(pageLink(2)).getAttribute('aria-current')).toBe('page');

    // Together the two pages show every public demo project once, and never the SECRET one.
    const shown = [...firstPage, ...secondPage];
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual(titlesOf(PUBLIC_DEMO_PROJECTS, 'en').sort());
    expect(shown).not.toContain(SECRET_DEMO_PROJECT.texts.en.title);

    // Page 1's link is the canonical /projects.
    expect(await page.locator(pageLink(1)).getAttribute('href')).toBe('/projects');
    await page.locator(pageLink(1)).click();
    await page.waitForURL((url) => url.pathname === '/projects');
    await poll(() => page.locator(CARD_TITLES).count()).toBe(PROJECT_LIST_PAGE_SIZE);
    expect(await page.locator(CARD_TITLES).allTextContents()).toEqual(firstPage);
    expect(await isSameDocument()).toBe(true);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('answers 404 for a page number that is not a number', async () => {
    const plain = await suite.fetch('/projects/abc');
    expect(plain.status).toBe(404);
    const { page, problems, close } = await suite.open();
    const response = await page.goto('/projects/abc');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe(t('en', 'error.not_found'));
    expect(await page.getByTestId('project-card').count()).toBe(0);
    expect(problemsExcept(problems, [{ path: '/projects/abc', status: 404 }])).toEqual([]);
    await close();
  });
});

describe('project page', () => {
  const project = OPEN_DEMO_PROJECT;
  const projectPath = buildPath('projects-slug', 'en', { slug: project.slug });

  it('opens from its card with title, photo and funding progress', async () => {
    const { page, problems, close } = await suite.open();
    await page.goto(buildPath('projects-page', 'en', { page: 1 }));
    const card = page.getByTestId('project-card').filter({ hasText: project.texts.en.title });
    expect(await card.count()).toBe(1);
    await waitForHydration(page, '[data-testid="project-card"] .project-card__link');
    await card.locator('.project-card__link').click();
    await page.waitForURL((url) => url.pathname === projectPath);
    expect(projectPath).toBe(`/project/${project.slug}`);

    await poll(() => page.locator('h1').textContent()).toBe(project.texts.en.title);
    const photo = page.getByTestId('project-photo');
    expect(await photo.isVisible()).toBe(true);
    await poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const progress = page.getByTestId('funding-progress');
    expect(await progress.count()).toBe(1);
    expect(await progress.getAttribute('data-value')).toBe(String(fundedPercent(project)));
    await poll(() => page.title()).toBe(project.texts.en.metaTitle);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('renders the localized title and description into the server HTML head', async () => {
    const path = buildPath('projects-slug', 'lt', { slug: project.slug });
    expect(path).toBe(`/lt/projektas/${project.slug}`);
    const plain = await suite.fetch(path);
    expect(plain.status).toBe(200);
    const html = await plain.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const title = /<title>([^<]*)<\/title>/.exec(head);
    expect(title && decodeHtml(title[1])).toBe(project.texts.lt.metaTitle);
    const description = /<meta name="description" content="([^"]*)"/.exec(head);
    expect(description && decodeHtml(description[1])).toBe(project.texts.lt.metaDescription);
    expect(project.texts.lt.metaTitle).not.toBe(project.texts.en.metaTitle);
  });

  it('sends a missing project and a SECRET project (for a guest) to the list', async () => {
    const { page, problems, close } = await suite.open();
    for (const slug of ['nope', SECRET_DEMO_PROJECT.slug]) {
      await page.goto(buildPath('projects-slug', 'en', { slug }));
      expect(new URL(page.url()).pathname).toBe('/projects/1');
      expect(await page.locator('h1').textContent()).toBe(t('en', 'projects.title'));
    }
    expect(await page.getByTestId('project-card').filter({ hasText: SECRET_DEMO_PROJECT.texts.en.title }).count()).toBe(0);
    const plain = await suite.fetch(buildPath('projects-slug', 'en', { slug: SECRET_DEMO_PROJECT.slug }));
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/projects/1');
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});

describe('catalogue filters (decision 0016)', () => {
  it('filters by status through the form, keeps the filter in the URL and in the page links', async () => {
    const { page, problems, close } = await suite.open();
    await page.goto('/projects');
    await waitForHydration(page, '[data-testid="catalogue-filters"]');
    await page.getByLabel(t('en', 'project.status.REPAID')).check();
    await page.getByRole('button', { name: t('en', 'projectPage.filter.apply') }).click();
    await page.waitForURL((url) => url.search === '?status=REPAID');
    const repaid = PUBLIC_DEMO_PROJECTS.filter((p) => p.status === 'REPAID');
    await poll(() => page.locator(CARD_TITLES).count()).toBe(repaid.length);
    expect((await page.locator(CARD_TITLES).allTextContents()).sort()).toEqual(titlesOf(repaid, 'en').sort());
    expect(await page.getByLabel(t('en', 'project.status.REPAID')).isChecked()).toBe(true);

    // Sorting keeps its query on every page link.
    await page.goto('/projects?sort=rate_desc');
    await waitForHydration(page, paginationNav);
    expect(await page.locator(pageLink(2)).getAttribute('href')).toBe('/projects/2?sort=rate_desc');
    const rates = PUBLIC_DEMO_PROJECTS.map((p) => p.interestRateBps).sort((a, b) => b - a);
    const top = PUBLIC_DEMO_PROJECTS.filter((p) => p.interestRateBps === rates[0]).map((p) => p.texts.en.title);
    expect(top).toContain(await page.locator(CARD_TITLES).first().textContent());

    // An invalid value in a typed-in address is ignored with a notice (the API would answer 400).
    const response = await page.goto('/projects?rateMin=abc');
    expect(response?.status()).toBe(200);
    expect(await page.getByTestId('filter-ignored').isVisible()).toBe(true);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
