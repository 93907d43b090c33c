/**
 * Notifications (issue 6): the demo investor sees the bell's unread count, opens the notifications
 * page from it, switches to project notifications, marks one and then all as read, and the bell
 * follows. On a phone (in Lithuanian) the page fits the screen and works by keyboard.
 */
import { NOTIFICATIONS_API, type NotificationsResponse } from '@platform/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

async function apiList(page: Page, type: 'investment' | 'project'): Promise<NotificationsResponse> {
  return page.evaluate(async (url) => (await (await fetch(url)).json()) as NotificationsResponse, `${NOTIFICATIONS_API.list}?type=${type}`);
}

const bellCount = async (page: Page) => Number(await page.getByTestId('notifications-bell').getAttribute('data-count'));

describe('notifications', () => {
  it('on a phone the Lithuanian page fits the screen and marks one read by keyboard', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    await logIn(page, 'investor@demo.invest');
    await page.goto('/lt/paskyra/pranesimai?type=project');
    await waitForHydration(page, '[data-testid="notifications-list"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('lt', 'notifications.title'));
    const truth = await apiList(page, 'project');
    expect(truth.unread.project).toBeGreaterThanOrEqual(2);
    const unreadItems = page.locator('[data-testid="notification-item"][data-read="false"]');
    await poll(() => unreadItems.count()).toBe(Math.min(truth.unread.project, 20));
    expect(await bellCount(page)).toBe(truth.unread.investment + truth.unread.project);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Keyboard: focus the first unread one's button and press Enter; the list and the bell follow.
    await unreadItems.first().getByTestId('notification-mark-read').focus();
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('notifications-action-result').isVisible()).toBe(true);
    expect(await page.getByTestId('notifications-action-result').textContent()).toBe(t('lt', 'notifications.marked'));
    await poll(() => unreadItems.count()).toBe(Math.min(truth.unread.project, 20) - 1);
    expect((await apiList(page, 'project')).unread.project).toBe(truth.unread.project - 1);
    await poll(() => bellCount(page)).toBe(truth.unread.investment + truth.unread.project - 1);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('the investor opens the page from the bell and marks all as read', async () => {
    const { page, problems, close } = await suite.open({ viewport: DESKTOP });
    await logIn(page, 'investor@demo.invest');
    await page.goto('/account/profile');
    await waitForHydration(page, '[data-testid="notifications-bell"]');
    const before = (await apiList(page, 'project')).unread;
    const total = before.investment + before.project;
    expect(before.project).toBeGreaterThanOrEqual(1);
    expect(await bellCount(page)).toBe(total);
    expect(await page.getByTestId('notifications-bell-count').textContent()).toBe(String(total));
    expect(await page.getByTestId('notifications-bell').getAttribute('aria-label')).toBe(t('en', 'notifications.bell').replace('{{count}}', String(total)));

    await page.getByTestId('notifications-bell').click();
    await page.waitForURL((url) => url.pathname === '/account/notifications');
    await waitForHydration(page, '[data-testid="notifications-tabs"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('en', 'notifications.title'));
    expect(await page.getByTestId('notifications-tab-investment').getAttribute('aria-current')).toBe('page');

    // Project notifications: the unread ones are highlighted; "mark all" clears them and the bell.
    await page.getByTestId('notifications-tab-project').click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'project');
    await poll(() => page.getByTestId('notifications-tab-project').getAttribute('aria-current')).toBe('page');
    const unreadItems = page.locator('[data-testid="notification-item"][data-read="false"]');
    await poll(() => unreadItems.count()).toBe(Math.min(before.project, 20));
    expect(await page.getByTestId('notification-item').first().getByRole('heading', { level: 2 }).textContent()).toBe(
      t('en', 'notifications.event.update.title'),
    );
    await page.getByTestId('notifications-mark-all').click();
    await poll(() => unreadItems.count()).toBe(0);
    await poll(() => bellCount(page)).toBe(before.investment);
    expect(await page.getByTestId('notifications-mark-all').count()).toBe(0);

    // Investment notifications (when an earlier seed step gave the investor some): all read too.
    await page.getByTestId('notifications-tab-investment').click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'investment');
    if (before.investment > 0) {
      await page.getByTestId('notifications-mark-all').click();
    } else {
      await poll(() => page.getByTestId('notifications-empty').isVisible()).toBe(true);
    }
    await poll(() => bellCount(page)).toBe(0);
    expect(await page.getByTestId('notifications-bell').getAttribute('aria-label')).toBe(t('en', 'notifications.bell_none'));
    expect(await page.getByTestId('notifications-bell-count').count()).toBe(0);
    const after = (await apiList(page, 'project')).unread;
    expect(after).toEqual({ investment: 0, project: 0 });
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
