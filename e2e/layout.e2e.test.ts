/**
 * Journeys f, g and h: the mobile menu at 375 px, the desktop sidebar (260/113 px), keyboard
 * navigation, and the user-access layout's back link; the operator's long sidebar scrolls; status
 * badges are readable; the hero and the project page keep their paddings per breakpoint. (Every page
 * here is scanned by axe too: support/axe.ts.)
 */
import type { Page } from 'playwright-core';
import { buildPath, SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { DESKTOP, isOnScreen, markDocument, MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { OPEN_DEMO_PROJECT, t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

const projectsLabel = t('en', 'nav.projects');

describe('mobile menu at 375 px', () => {
  it('opens from the burger, navigates and closes', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    await page.goto('/');
    await waitForHydration(page, '[data-testid="mobile-menu-button"]');

    const sidebar = page.getByTestId('sidebar');
    const projectsLink = sidebar.getByRole('link', { name: projectsLabel, exact: true });
    const burger = page.getByTestId('mobile-menu-button');
    expect(await isOnScreen(page.getByTestId('mobile-navbar'))).toBe(true);
    expect(await isOnScreen(burger)).toBe(true);
    expect(await isOnScreen(sidebar)).toBe(false);
    expect(await isOnScreen(projectsLink)).toBe(false);
    // The closed menu's links are out of the Tab order: tabbing never focuses into it.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="sidebar"]')))).toBe(false);
    }

    expect(await burger.getAttribute('aria-label')).toBe(t('en', 'nav.open_menu'));
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await burger.getAttribute('aria-controls')).toBe(await sidebar.getAttribute('id'));

    await burger.click();
    await poll(() => isOnScreen(projectsLink)).toBe(true);
    await poll(() => sidebar.boundingBox().then((box) => box?.x)).toBe(0); // slid fully in
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    expect(await burger.getAttribute('aria-label')).toBe(t('en', 'nav.close_menu'));
    // In the menu the labels are shown (never the collapsed, icon-only sidebar).
    expect((await projectsLink.textContent())?.trim()).toBe(projectsLabel);

    const isSameDocument = await markDocument(page);
    await projectsLink.click();
    await page.waitForURL((url) => url.pathname === '/projects/1');
    await poll(() => page.locator('h1').textContent()).toBe(t('en', 'projects.title'));
    expect(await isSameDocument()).toBe(true);
    await poll(() => isOnScreen(sidebar)).toBe(false);
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await burger.getAttribute('aria-label')).toBe(t('en', 'nav.open_menu'));
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});

describe('desktop sidebar at 1440 px', () => {
  it('is 260 px wide and collapses to 113 px', async () => {
    const { page, problems, close } = await suite.open({ viewport: DESKTOP });
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    const collapse = sidebar.getByRole('button', { name: t('en', 'nav.collapse_sidebar') });
    await waitForHydration(page, '[data-testid="sidebar"] button');

    expect(await isOnScreen(page.getByTestId('mobile-navbar'))).toBe(false);
    expect(await isOnScreen(sidebar)).toBe(true);
    const expanded = await sidebar.boundingBox();
    expect(expanded?.x).toBe(0);
    expect(expanded?.width).toBeCloseTo(SIDEBAR_EXPANDED_PX, 0);
    expect(SIDEBAR_EXPANDED_PX).toBe(260);
    expect(await isOnScreen(sidebar.getByRole('link', { name: projectsLabel, exact: true }))).toBe(true);
    expect(await collapse.getAttribute('aria-expanded')).toBe('true');

    await collapse.click();
    await poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(SIDEBAR_COLLAPSED_PX);
    expect(SIDEBAR_COLLAPSED_PX).toBe(113);
    const expand = sidebar.getByRole('button', { name: t('en', 'nav.expand_sidebar') });
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    // Icon-only links keep their accessible name.
    const iconLink = sidebar.getByRole('link', { name: projectsLabel, exact: true });
    expect(await iconLink.getAttribute('aria-label')).toBe(projectsLabel);
    // The page content moved with it.
    const main = await page.locator('#content').boundingBox();
    expect(main?.x).toBeGreaterThanOrEqual(SIDEBAR_COLLAPSED_PX - 1);
    expect(main?.x).toBeLessThan(SIDEBAR_EXPANDED_PX);

    // The choice is remembered.
    await page.reload();
    await poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(SIDEBAR_COLLAPSED_PX);
    await expand.click();
    await poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(SIDEBAR_EXPANDED_PX);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});

describe('keyboard', () => {
  it('Tab reaches the Projects link in the sidebar and Enter opens the list', async () => {
    const { page, problems, close } = await suite.open({ viewport: DESKTOP });
    await page.goto('/');
    await waitForHydration(page, '[data-testid="sidebar"] a');

    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return {
          text: element?.textContent?.trim() ?? '',
          href: element?.getAttribute('href') ?? null,
          inSidebar: Boolean(element?.closest('[data-testid="sidebar"]')),
          focusVisible: element ? element.matches(':focus-visible') : false,
        };
      });
    let reached = false;
    for (let presses = 0; presses < 25 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      const now = await focused();
      reached = now.inSidebar && now.text === projectsLabel;
    }
    expect(reached).toBe(true);
    const onLink = await focused();
    expect(onLink.href).toBe('/projects/1');
    expect(onLink.focusVisible).toBe(true);

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/projects/1');
    await poll(() => page.locator('h1').textContent()).toBe(t('en', 'projects.title'));
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});

describe('user-access layout', () => {
  const projectPath = buildPath('projects-slug', 'en', { slug: OPEN_DEMO_PROJECT.slug });

  it('loaded directly, /login shows the back link to the project list', async () => {
    const { page, problems, close } = await suite.open();
    const response = await page.goto('/login');
    expect(response?.status()).toBe(200);
    await waitForHydration(page, '[data-testid="back-link"]');
    const back = page.getByTestId('back-link');
    expect(await back.isVisible()).toBe(true);
    expect((await back.textContent())?.trim()).toBe(t('en', 'user_access.back'));
    expect(await back.getAttribute('href')).toBe('/projects/1');
    // The user-access layout, not the default one.
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe(t('en', 'auth.login.title'));
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('arriving from a project page, the back link returns to that project', async () => {
    const { page, problems, close } = await suite.open();
    await page.goto(projectPath);
    const login = page.getByRole('link', { name: t('en', 'project.invest.login_to_invest') });
    await waitForHydration(page, 'main a[href="/login"]');
    expect(await login.getAttribute('href')).toBe('/login');
    const isSameDocument = await markDocument(page);
    await login.click();
    await page.waitForURL((url) => url.pathname === '/login');

    const back = page.getByTestId('back-link');
    await poll(() => back.getAttribute('href')).toBe(projectPath);
    expect(await isSameDocument()).toBe(true);
    await back.click();
    await page.waitForURL((url) => url.pathname === projectPath);
    await poll(() => page.locator('h1').textContent()).toBe(OPEN_DEMO_PROJECT.texts.en.title);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});

describe('operator sidebar at 1440 × 900', () => {
  it('scrolls, so Log out below the back-office entries is reachable and works', async () => {
    const { page, problems, close } = await suite.open({ viewport: DESKTOP });
    await logIn(page, 'operator@demo.invest');
    await page.goto('/');
    await waitForHydration(page, '[data-testid="sidebar"] a');
    const sidebar = page.getByTestId('sidebar');
    const logOut = sidebar.getByRole('link', { name: t('en', 'nav.logout'), exact: true });
    expect(await sidebar.getByRole('link', { name: t('en', 'adminProjects.nav'), exact: true }).count()).toBe(1);
    // The operator shell (decision 0041): the bell, but no invite strip and no investor balance.
    await waitForHydration(page, '[data-testid="notifications-bell"]');
    expect(await page.getByTestId('invite-friend-strip').count()).toBe(0);
    expect(await page.getByTestId('user-balance-panel').count()).toBe(0);

    // The operator's menu is taller than the window: the sidebar itself scrolls.
    const box = await sidebar.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
      overflowY: getComputedStyle(element).overflowY,
    }));
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    expect(box.clientHeight).toBeLessThanOrEqual(DESKTOP.height);
    expect(box.overflowY).toBe('auto');
    await sidebar.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await poll(() => isOnScreen(logOut)).toBe(true);

    // And by keyboard: focusing the last link brings it into view.
    await sidebar.evaluate((element) => element.scrollTo({ top: 0 }));
    await logOut.focus();
    await poll(() => isOnScreen(logOut)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await poll(() => page.getByTestId('notifications-bell').count()).toBe(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});

describe('status badges', () => {
  it('an investor’s investment badges have readable text (4.5:1 against their own background)', async () => {
    const { page, problems, close } = await suite.open({ viewport: DESKTOP });
    await logIn(page, 'backer1@demo.invest'); // a demo backer holding investments in the demo projects
    await page.goto('/account/investments');
    const badges = page.getByTestId('investment-status');
    await poll(() => badges.count()).toBeGreaterThan(0);
    const contrasts = await badges.evaluateAll((elements) => {
      const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (css: string) => {
        const [r, g, b] = channels(css).map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      return elements.map((element) => {
        const label = element.querySelector('.mantine-Badge-label') ?? element;
        const text = getComputedStyle(label).color;
        const background = getComputedStyle(element).backgroundColor;
        const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
        return { status: element.textContent, text, background, ratio: (light + 0.05) / (dark + 0.05) };
      });
    });
    for (const badge of contrasts) expect(badge.ratio, JSON.stringify(badge)).toBeGreaterThanOrEqual(4.5);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});

describe('logged-in layout parts (issue 11: loaded lazily)', () => {
  it('a guest page never loads them; a logged-in page hydrates the server-rendered ones in place', async () => {
    const { page, problems, close } = await suite.open({ viewport: DESKTOP });
    // Every script the browser fetches, by the text only the logged-in parts' code holds.
    const scripts: Array<{ url: string; viewerCode: boolean }> = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      void response.text().then(
        (body) => scripts.push({ url: response.url(), viewerCode: body.includes('user-balance-panel') }),
        () => undefined,
      );
    });
    // The first top bar the document ever holds, and whether one was ever taken out (a fallback swap).
    await page.addInitScript(() => {
      const seen = { first: null as Element | null, removed: 0 };
      new MutationObserver((records) => {
        seen.first ??= document.querySelector('[data-viewer-slots]');
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches('[data-viewer-slots]') || node.querySelector('[data-viewer-slots]'))) seen.removed += 1;
          }
        }
      }).observe(document, { childList: true, subtree: true });
      (window as unknown as { __viewerSlots: typeof seen }).__viewerSlots = seen;
    });

    await page.goto('/');
    await waitForHydration(page, '[data-testid="sidebar"] a');
    await page.getByTestId('sidebar').getByRole('link', { name: projectsLabel, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/projects/1');
    await waitForHydration(page, '[data-testid="projects-count"]');
    await poll(() => scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((s) => s.viewerCode)).toEqual([]);
    expect(await page.locator('[data-viewer-slots]').count()).toBe(0);

    // Logging in navigates in the browser: the parts arrive through the lazy path.
    await logIn(page, 'investor@demo.invest');
    await poll(() => page.getByTestId('user-balance-panel').count()).toBe(1);
    await poll(() => scripts.some((s) => s.viewerCode)).toBe(true);

    // A full load of a logged-in page: hydration keeps the server's nodes (no swap through an empty fallback).
    await page.goto('/projects/1');
    await waitForHydration(page, '[data-testid="user-balance-panel"]');
    await waitForHydration(page, '[data-testid="account-modal-button"]');
    const kept = () =>
      page.evaluate(() => {
        const seen = (window as unknown as { __viewerSlots: { first: Element | null; removed: number } }).__viewerSlots;
        return { sameNode: seen.first !== null && seen.first === document.querySelector('[data-viewer-slots]'), removed: seen.removed };
      });
    expect(await kept()).toEqual({ sameNode: true, removed: 0 });
    // Still so once the effects after hydration (balance sync, keep-alive, stored sidebar state) have run.
    await page.waitForLoadState('networkidle');
    expect(await kept()).toEqual({ sameNode: true, removed: 0 });
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});

/** Ids on the page that are not unique, and references (`for`, ARIA) naming no element. */
function idProblems(page: Page) {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    const dangling: string[] = [];
    for (const attribute of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) dangling.push(`${attribute}=${id}`);
        }
      }
    }
    return { duplicates, dangling };
  });
}

describe('element ids through hydration (issue 11, decision 0059)', () => {
  it('keeps the server’s elements with ids, each unique, and every label and ARIA reference names an element — also one rendered later', async () => {
    const { page, problems, close } = await suite.open({ viewport: DESKTOP });
    const html = await (await page.request.get('/projects/1')).text();
    const serverIds = [...html.matchAll(/\sid="(mantine-[^"]+)"/g)];
    // The filter form's inputs and select and the shell carry Mantine ids.
    expect(serverIds.length).toBeGreaterThan(5);
    await page.goto('/projects/1');
    await waitForHydration(page, '[data-testid="projects-count"]');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.querySelectorAll('[id^="mantine-"]').length)).toBe(serverIds.length);
    expect(await idProblems(page)).toEqual({ duplicates: [], dangling: [] });

    // The server wrote a tab's aria-controls; its panel is rendered only when the tab is chosen.
    await logIn(page, 'operator@demo.invest');
    await page.goto(`/admin/projects/1`);
    await waitForHydration(page, '[role="tab"]');
    const tabs = page.getByRole('tab');
    await tabs.nth((await tabs.count()) - 1).click();
    await poll(() => page.getByRole('tabpanel').count()).toBeGreaterThan(0);
    expect(await idProblems(page)).toEqual({ duplicates: [], dangling: [] });
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});

describe('page paddings per breakpoint (spec breakpoints: sm 430, md 768)', () => {
  it('the hero has 40 px above and below on a phone and 72 px from md; the project page’s sides are 12 px on a phone and 32 px from sm', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    const padding = (selector: string, side: 'top' | 'left') =>
      page.$eval(selector, (element, which) => getComputedStyle(element).getPropertyValue(`padding-${which}`), side);
    await page.goto('/');
    expect(await padding('.hero__container', 'top')).toBe('40px');
    await page.setViewportSize(DESKTOP);
    expect(await padding('.hero__container', 'top')).toBe('72px');
    await page.goto(buildPath('projects-slug', 'en', { slug: OPEN_DEMO_PROJECT.slug }));
    expect(await padding('.project-page', 'left')).toBe('32px');
    await page.setViewportSize(MOBILE);
    expect(await padding('.project-page', 'left')).toBe('12px');
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
