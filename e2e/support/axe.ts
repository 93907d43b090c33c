/**
 * Accessibility scans with axe-core in the browser journeys (decision 0025). Every page a journey
 * opens is scanned where the journey waits for it (goto, reload, goBack/goForward, waitForURL) and
 * once more when the journey closes its page; `expectAccessible` scans an in-between state (an
 * open dialog, say). A scan fails the journey on any "serious" or "critical" violation and lists
 * each rule with the elements it found. No rule is switched off: fix the page, not the scan.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail a journey; "minor" and "moderate" findings are left to Lighthouse. */
export const BLOCKING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

/** How many elements of one rule a failure message names (the count says how many there were). */
const TARGETS_SHOWN = 8;

export interface AxeFinding {
  rule: string;
  impact: ImpactValue;
  help: string;
  nodeCount: number;
  /** CSS selectors of the offending elements, each with axe's reason (e.g. the contrast ratio found). */
  targets: string[];
}

/**
 * Waits until the page stands still: the document has loaded, the router is idle, nothing is
 * aria-busy, no finite CSS transition or animation is running (a dialog that is fading in has no
 * final colours yet), and the DOM is the same 100 ms later. The last one matters: the router can
 * be idle before React has committed what it rendered meanwhile — a quick client navigation left
 * the old list dimmed (aria-busy, opacity 0.6) on the screen after the router was done, and axe,
 * started in that gap, judged the dimmed cards (CI failed so on /projects/2). Polls from Node, not
 * with the page's timers, so a journey that installed a fake clock is not stalled.
 */
async function waitForStillPage(page: Page): Promise<void> {
  // Generous: on a busy 2-core CI machine a client navigation can take seconds.
  const deadline = Date.now() + 15_000;
  let loading = false;
  let stillSignature: string | null = null;
  while (Date.now() < deadline) {
    const state = await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter?: { state: { navigation: { state: string }; revalidation: string } } })
        .__reactRouterDataRouter;
      return {
        loading:
          document.readyState !== 'complete' ||
          // A navigation or revalidation still loading: the old screen is dimmed (aria-busy) until it ends.
          (router !== undefined && (router.state.navigation.state !== 'idle' || router.state.revalidation !== 'idle')) ||
          document.querySelector('[aria-busy="true"]') !== null,
        animating: document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity),
      };
    });
    loading = state.loading;
    if (!state.loading && !state.animating) {
      const signature = await signatureOf(page);
      if (signature === stillSignature) return;
      stillSignature = signature;
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    stillSignature = null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // A transition that never ends under a journey's fake clock is scanned as it is; a page that is
  // still loading is not a state to judge.
  if (loading) throw new Error(`page still loading after 15 s: ${page.url()}`);
}

/** Runs axe on the page's main frame and returns the serious and critical findings. */
export async function scanPage(page: Page): Promise<AxeFinding[]> {
  await waitForStillPage(page);
  // A download or a JSON answer opened in the tab is not a page of the app.
  if ((await page.evaluate(() => document.contentType)) !== 'text/html') return [];
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    // Third-party frames (the reCAPTCHA anchor) are not this app's pages; axe would wait for them to answer.
    const { violations } = await axe.run(document, { resultTypes: ['violations'], iframes: false });
    return violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.any.concat(node.all, node.none)[0]?.message ?? '' })),
    }));
  });
  return results
    .filter((result) => BLOCKING_IMPACTS.includes(result.impact))
    .map((result) => ({
      rule: result.rule,
      impact: result.impact,
      help: result.help,
      nodeCount: result.nodes.length,
      targets: result.nodes.slice(0, TARGETS_SHOWN).map((node) => (node.summary ? `${node.target} — ${node.summary}` : node.target)),
    }));
}

export function describeFindings(url: string, findings: AxeFinding[]): string {
  const lines = findings.flatMap((finding) => [
    `  ${finding.rule} (${finding.impact}, ${finding.nodeCount} element${finding.nodeCount === 1 ? '' : 's'}): ${finding.help}`,
    ...finding.targets.map((target) => `      ${target}`),
    ...(finding.nodeCount > finding.targets.length ? [`      … and ${finding.nodeCount - finding.targets.length} more`] : []),
  ]);
  return [`axe: ${findings.length} serious/critical accessibility violation${findings.length === 1 ? '' : 's'} on ${url}`, ...lines].join('\n');
}

export class AccessibilityError extends Error {
  constructor(
    message: string,
    readonly findings: AxeFinding[],
  ) {
    super(message);
    this.name = 'AccessibilityError';
  }
}

/**
 * What a scan result depends on, hashed: address, viewport, the text, and every element's tag,
 * classes, role and state attributes. Journeys revisit the same screens (the login form before
 * every journey); a state that passed once in this test file is not scanned again.
 */
function signatureOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    let hash = 0x811c9dc5;
    const add = (text: string) => {
      for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    };
    add(`${location.pathname}${location.search}|${innerWidth}x${innerHeight}|${document.body?.innerText ?? ''}`);
    for (const element of Array.from(document.querySelectorAll('*'))) {
      add(`<${element.tagName} ${element.getAttribute('class') ?? ''} ${element.getAttribute('role') ?? ''} ${element.getAttribute('style') ?? ''}`);
      for (const name of ['aria-hidden', 'aria-expanded', 'aria-label', 'data-variant', 'data-status', 'hidden', 'disabled'])
        add(element.getAttribute(name) ?? '');
    }
    return (hash >>> 0).toString(16);
  });
}

const passedStates = new Set<string>();

/** Scans the page as it is now and throws, listing every serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  await waitForStillPage(page);
  const signature = await signatureOf(page).catch(() => null);
  if (signature !== null && passedStates.has(signature)) return;
  const findings = await scanPage(page);
  if (findings.length > 0) throw new AccessibilityError(describeFindings(page.url(), findings), findings);
  if (signature !== null) passedStates.add(signature);
}

/**
 * Makes every wait for a page on `page` end with a scan: goto, reload, goBack, goForward and
 * waitForURL resolve only once the page they waited for has passed axe. Returns the scan to run
 * when the journey is done with the page.
 */
export function scanOnNavigation(page: Page): () => Promise<void> {
  const afterwards =
    <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await navigate(...args);
      await expectAccessible(page);
      return result;
    };
  page.goto = afterwards(page.goto.bind(page));
  page.reload = afterwards(page.reload.bind(page));
  page.goBack = afterwards(page.goBack.bind(page));
  page.goForward = afterwards(page.goForward.bind(page));
  page.waitForURL = afterwards(page.waitForURL.bind(page));
  return async () => {
    if (!page.isClosed()) await expectAccessible(page);
  };
}
