/**
 * Debian Chromium through playwright-core, one browser per test file, a fresh context per journey,
 * and a record of everything the page complained about (uncaught errors, console errors).
 */
import { scanOnNavigation } from './axe';
import { HYDRATING_ATTRIBUTE } from '../../apps/web/app/lib/hydrate-later';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageProblem {
  kind: 'pageerror' | 'console';
  text: string;
  /** Where a console message came from (the failed resource for "Failed to load resource"). */
  url?: string;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblem[];
  close(): Promise<void>;
}

/**
 * A fresh context and page. Every page the journey waits for is scanned by axe (support/axe.ts),
 * and `close()` scans the last state once more before it closes the context.
 */
export async function openPage(browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP, locale: 'en-GB', ...options });
  const page = await context.newPage();
  // Without JavaScript the page cannot run axe (its promises never settle); the same server-rendered
  // pages are scanned in the journeys that have it.
  const scanLastState = options.javaScriptEnabled === false ? async () => undefined : scanOnNavigation(page);
  const problems: PageProblem[] = [];
  page.on('pageerror', (error) => problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}` }));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ kind: 'console', text: message.text(), url: message.location().url });
  });
  const close = async () => {
    try {
      await scanLastState();
    } finally {
      await context.close();
    }
  };
  return { context, page, problems, close };
}

/**
 * Fails on any page error or console error. `allowMissing` lists document paths that are missing
 * on purpose (the 404 journeys) or answer 503 on purpose (maintenance): the browser's
 * "Failed to load resource: ... status of 404" for exactly those documents is expected.
 */
export function problemsExcept(problems: PageProblem[], allowMissing: { path: string; status: number }[] = []): PageProblem[] {
  return problems.filter((problem) => {
    if (problem.kind !== 'console' || !problem.url) return true;
    const failed = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(problem.text);
    if (!failed) return true;
    const pathname = new URL(problem.url).pathname;
    return !allowMissing.some((allowed) => allowed.path === pathname && allowed.status === Number(failed[1]));
  });
}

/**
 * Waits until the page has hydrated `selector`, so a click is handled by the client router rather
 * than by a full page load. The browser runs on Preact (decision 0059): it hydrates the document
 * at once from its root (which then holds Preact's tree as `__k`), except lazily loaded parts still
 * on their way, and marks each element it attached listeners to (`__a`): a form, or anything in
 * one, counts once the form has its submit handler.
 */
export async function waitForHydration(page: Page, selector = 'body'): Promise<void> {
  await page.waitForFunction(
    ({ sel, hydrating }) => {
      const element = document.querySelector(sel);
      const root = document.documentElement;
      // Parts hydrated in tasks of their own (lib/hydrate-later.tsx) mark the root until all are in.
      if (element === null || !('__k' in root) || root.hasAttribute(hydrating)) return false;
      const form = element.closest('form');
      return form === null || '__a' in form;
    },
    { sel: selector, hydrating: HYDRATING_ATTRIBUTE },
    { timeout: 15_000 },
  );
}

/** Leaves a marker on `window`; it survives client-side navigation and disappears on a full page load. */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  const token = `m${Math.random().toString(36).slice(2)}`;
  await page.evaluate((value) => {
    (window as unknown as { __e2eMarker?: string }).__e2eMarker = value;
  }, token);
  return () => page.evaluate((value) => (window as unknown as { __e2eMarker?: string }).__e2eMarker === value, token);
}

/**
 * Playwright counts an element moved out of the screen by a transform as "visible"; this asks
 * whether a person could see it: displayed, not hidden, and overlapping the viewport.
 */
export async function isOnScreen(locator: Locator): Promise<boolean> {
  if ((await locator.count()) === 0) return false;
  return locator.first().evaluate((element) => {
    const style = window.getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    return box.right > 0 && box.bottom > 0 && box.left < window.innerWidth && box.top < window.innerHeight;
  });
}
