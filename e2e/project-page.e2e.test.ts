/** The project page (decision 0016): its sections, the KIIS PDF, anonymised investments and asking a question. */
import { describe, expect, it } from 'vitest';
import { HYDRATING_ATTRIBUTE } from '../apps/web/app/lib/hydrate-later';
import { markDocument, MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { OPEN_DEMO_PROJECT, t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();
const projectPath = `/project/${OPEN_DEMO_PROJECT.slug}`;
const SECTIONS = ['documents', 'schedule', 'updates', 'debtor-updates', 'investments', 'history', 'comments'];

describe('project page', () => {
  it('hydrates in short tasks: the parts wait while the document hydrates, then each works (decision 0059)', async () => {
    const { page, problems, close } = await suite.open();
    // What <html> carries while parts of the first hydration wait for their own task (lib/hydrate-later.tsx).
    await page.addInitScript((hydrating) => {
      const seen: string[] = [];
      (window as unknown as { __hydrating: string[] }).__hydrating = seen;
      new MutationObserver(() => seen.push(document.documentElement.hasAttribute(hydrating) ? 'waiting' : 'done')).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: [hydrating],
      });
    }, HYDRATING_ATTRIBUTE);
    await page.goto(projectPath);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __hydrating: string[] }).__hydrating)).toEqual(['waiting', 'done']);
    // The footer was one of the parts: its links now navigate in the page.
    const isSameDocument = await markDocument(page);
    await page
      .locator('footer')
      .getByRole('link', { name: t('en', 'nav.statistics') })
      .click();
    await page.waitForURL((url) => url.pathname === '/statistics');
    await poll(() => page.locator('h1').textContent()).toBe(t('en', 'statistics.title'));
    expect(await isSameDocument()).toBe(true);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('a guest sees every section, the reflection notice and a real KIIS PDF', async () => {
    const { page, problems, close } = await suite.open();
    const response = await page.goto(projectPath);
    expect(response?.status()).toBe(200);
    await waitForHydration(page, '[data-testid="section-comments"]');
    for (const id of SECTIONS) expect(await page.getByTestId(`section-${id}`).isVisible(), id).toBe(true);
    expect(await page.getByTestId('reflection-notice').textContent()).toContain('4 calendar days');
    expect(await page.getByTestId('project-facts').textContent()).toContain(t('en', `project.repayment.${OPEN_DEMO_PROJECT.repaymentMethod}`));
    // Seeded content: an update and an answered question, authors masked.
    expect(await page.getByTestId('section-updates').textContent()).toContain('Construction works have started');
    const comments = await page.getByTestId('comments-list').textContent();
    expect(comments).toContain(t('en', 'projectPage.comments.answer'));
    expect(comments).toMatch(/Investor #[0-9A-F]{4}/);
    expect(comments).not.toContain('@demo.invest');
    expect(await page.getByText(t('en', 'projectPage.comments.login')).getAttribute('href')).toBe('/login');
    // The KIIS link serves a PDF made from the project's data.
    const href = await page.getByTestId('kiis-link').getAttribute('href');
    const pdf = await suite.fetch(href!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('fits a 375 px screen without sideways scrolling', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    await page.goto(projectPath);
    await waitForHydration(page, '[data-testid="section-comments"]');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('a logged-in investor asks a question and sees it as their own', async () => {
    const { page, problems, close } = await suite.open();
    await logIn(page, 'investor@demo.invest');
    await page.goto(projectPath);
    await waitForHydration(page, '[data-testid="comment-form"] textarea');
    const question = `Will the borrower publish quarterly reports? ${Date.now()}`;
    await page.locator('[data-testid="comment-form"] textarea').fill(question);
    await page.getByRole('button', { name: t('en', 'projectPage.comments.submit') }).click();
    await poll(() => page.getByText(t('en', 'projectPage.comments.sent')).count()).toBe(1);
    const mine = page.locator('[data-testid="comments-list"] article', { hasText: question });
    await poll(() => mine.count()).toBe(1);
    expect(await mine.textContent()).toContain(t('en', 'projectPage.comments.you'));
    expect(await page.locator('[data-testid="comment-form"] textarea').inputValue()).toBe('');
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
