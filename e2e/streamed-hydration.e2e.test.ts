/**
 * The browser hydrates the server's HTML once all of it is in place (lib/preact-hydration.ts
 * `streamRevealed`, decision 0059). React streams the page's large parts after the shell and reveals
 * them in batches; a hydration started before that rendered the part anew and React's reveal then
 * put the server's copy beside it (CI, stop 31: two headings on the Lithuanian market page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, openPage, problemsExcept, waitForHydration, type OpenedPage } from './support/browser';
import { t } from './support/demo';
import { startHeldStreamProxy, type HeldStreamProxy } from './support/held-stream-proxy';
import { useSuite } from './support/suite';

const suite = useSuite();
let proxy: HeldStreamProxy;

beforeAll(async () => {
  proxy = await startHeldStreamProxy(suite.baseUrl, 1_500);
});

afterAll(async () => {
  await proxy.close();
});

/** Records every `<h1>` that was ever in the document: hydration that reuses the server's has one. */
async function trackHeadings(page: OpenedPage['page']): Promise<() => Promise<{ ever: number; now: number; shown: boolean }>> {
  await page.addInitScript(() => {
    const seen = new Set<Element>();
    (window as unknown as { __headings: Set<Element> }).__headings = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element) for (const h1 of [node, ...node.querySelectorAll('h1')]) if (h1.tagName === 'H1') seen.add(h1);
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });
  return () =>
    page.evaluate(() => {
      const headings = document.querySelectorAll('h1');
      return {
        ever: (window as unknown as { __headings: Set<Element> }).__headings.size,
        now: headings.length,
        shown: headings.length === 1 && headings[0]!.closest('[hidden]') === null,
      };
    });
}

describe('hydrating a streamed page', () => {
  it('waits for the streamed parts of a slow answer and hydrates the server’s copy, once (Lithuanian market, phone)', async () => {
    const opened = await openPage(suite.browser, proxy.baseUrl, { viewport: MOBILE });
    const headings = await trackHeadings(opened.page);
    await opened.page.goto('/lt/antrine-rinka');
    await waitForHydration(opened.page, '[data-testid="market-results"]');
    expect(proxy.held()).toBeGreaterThan(0);
    expect(await opened.page.getByRole('heading', { level: 1 }).textContent()).toBe(t('lt', 'market.title'));
    expect(await headings()).toEqual({ ever: 1, now: 1, shown: true });
    expect(problemsExcept(opened.problems)).toEqual([]);
    await opened.close();
  });

  it('waits for React’s queued reveals and hydrates the server’s copy, once (project list)', async () => {
    const { page, problems, close } = await suite.open();
    // React's runtime reveals arrived parts at `$RT` (the first paint) + 300 ms; this moves that 1.5 s later.
    await page.addInitScript(() => {
      Object.defineProperty(window, '$RT', { configurable: true, get: () => performance.now() + 1_500, set: () => undefined });
    });
    const headings = await trackHeadings(page);
    await page.goto('/projects');
    await waitForHydration(page, '[data-testid="project-card"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('en', 'projects.title'));
    expect(await headings()).toEqual({ ever: 1, now: 1, shown: true });
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
