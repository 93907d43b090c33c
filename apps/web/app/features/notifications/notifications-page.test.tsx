import type { InvestmentNotification, NotificationsResponse, ProjectNotification } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import { NotificationsBell } from './notifications-bell';
import { NotificationsPage } from './notifications-page';

const en = TRANSLATIONS.en;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k]));

const investment = (over: Partial<InvestmentNotification>): InvestmentNotification => ({
  id: 1,
  investmentId: 7,
  event: 'invested',
  params: { amount: '250.00' },
  isRead: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  title: 'Solar park Utena',
  projectNumber: 1001,
  projectSlug: 'solar-park-utena',
  ...over,
});

const investments = (items: InvestmentNotification[], over: Partial<NotificationsResponse> = {}): NotificationsResponse =>
  ({
    type: 'investment',
    items,
    totalCount: items.length,
    page: 1,
    pageSize: 20,
    unread: { investment: items.filter((i) => !i.isRead).length, project: 4 },
    ...over,
  }) as NotificationsResponse;

describe('NotificationsPage', () => {
  it('shows each notification with its headline, project, amount, and highlights the unread ones', () => {
    renderPage(
      <NotificationsPage
        locale="en"
        type="investment"
        page={1}
        result={{ kind: 'ok', list: investments([investment({ id: 2, event: 'repayment', params: { amount: '12.34' } }), investment({ isRead: true })]) }}
      />,
    );
    const items = within(screen.getByTestId('notifications-list')).getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('data-read', 'false');
    expect(items[0]).toHaveClass('notification-item--unread');
    expect(within(items[0]).getByRole('heading', { level: 2 })).toHaveTextContent(en['notifications.event.repayment.title']);
    expect(items[0]).toHaveTextContent(fill(en['notifications.event.repayment.text'], { project: 'Solar park Utena (project no. 1001)' }));
    expect(within(items[0]).getByTestId('notification-amount')).toHaveTextContent('Amount: €12.34');
    expect(within(items[0]).getByTestId('notification-unread')).toHaveTextContent(en['notifications.unread']);
    expect(within(items[0]).getByRole('button', { name: en['notifications.mark_read'] })).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: en['notifications.open_project'] })).toHaveAttribute('href', '/project/solar-park-utena');
    // The read one: no highlight, no badge, no button.
    expect(items[1]).toHaveAttribute('data-read', 'true');
    expect(items[1]).not.toHaveClass('notification-item--unread');
    expect(within(items[1]).queryByTestId('notification-unread')).toBeNull();
    expect(within(items[1]).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('notifications-unread-count')).toHaveTextContent(fill(en['notifications.unread_count'], { count: 1 }));
  });

  it('marks one and then all as read through the page action', async () => {
    const posted: Array<Record<string, string>> = [];
    renderPage(
      <NotificationsPage locale="en" type="investment" page={1} result={{ kind: 'ok', list: investments([investment({ id: 5 }), investment({ id: 4 })]) }} />,
      {
        action: async ({ request }) => {
          posted.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
          return { ok: true, at: 1 };
        },
      },
    );
    const user = userEvent.setup();
    await user.click(within(screen.getAllByTestId('notification-item')[0]).getByRole('button', { name: en['notifications.mark_read'] }));
    await waitFor(() => expect(posted).toEqual([{ intent: 'one', id: '5' }]));
    await user.click(screen.getByRole('button', { name: en['notifications.mark_all_read'] }));
    await waitFor(() => expect(posted[1]).toEqual({ intent: 'all', type: 'investment' }));
  });

  it('links both kinds with their unread counts, the current one marked', () => {
    renderPage(<NotificationsPage locale="lt" type="investment" page={1} result={{ kind: 'ok', list: investments([investment({})]) }} />, { locale: 'lt' });
    const current = screen.getByTestId('notifications-tab-investment');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/lt/paskyra/pranesimai?type=investment');
    const other = screen.getByTestId('notifications-tab-project');
    expect(other).not.toHaveAttribute('aria-current');
    expect(other).toHaveAttribute('href', '/lt/paskyra/pranesimai?type=project');
    expect(within(other).getByLabelText(fill(TRANSLATIONS.lt['notifications.unread_count'], { count: 4 }))).toHaveTextContent('4');
  });

  it('pages with links that keep the kind', () => {
    const items: ProjectNotification[] = [{ ...investment({}), projectId: 3 }];
    renderPage(
      <NotificationsPage
        locale="en"
        type="project"
        page={1}
        result={{ kind: 'ok', list: { type: 'project', items, totalCount: 45, page: 1, pageSize: 20, unread: { investment: 0, project: 1 } } }}
      />,
    );
    expect(screen.getByRole('link', { name: fill(en['pagination.page'], { page: 3 }) })).toHaveAttribute('href', '/account/notifications/3?type=project');
  });

  it('shows the empty, error and failed-action states', () => {
    const { unmount } = renderPage(
      <NotificationsPage locale="en" type="project" page={1} result={{ kind: 'ok', list: { ...investments([]), type: 'project', items: [] } }} />,
    );
    expect(screen.getByTestId('notifications-empty')).toHaveTextContent(en['notifications.empty.project']);
    expect(screen.queryByRole('button', { name: en['notifications.mark_all_read'] })).toBeNull();
    unmount();
    const second = renderPage(<NotificationsPage locale="en" type="investment" page={2} result={{ kind: 'error' }} actionResult={{ ok: false, at: 1 }} />);
    expect(screen.getByTestId('notifications-error')).toHaveTextContent(en['notifications.error']);
    expect(screen.getByRole('link', { name: en['notifications.retry'] })).toHaveAttribute('href', '/account/notifications/2?type=investment');
    expect(screen.getByTestId('notifications-action-result')).toHaveTextContent(en['notifications.mark_failed']);
    second.unmount();
  });
});

describe('NotificationsBell', () => {
  it('shows the unread count and says it in its label', () => {
    const { unmount } = renderPage(<NotificationsBell count={3} />);
    const bell = screen.getByRole('link', { name: fill(en['notifications.bell'], { count: 3 }) });
    expect(bell).toHaveAttribute('href', '/account/notifications');
    expect(screen.getByTestId('notifications-bell-count')).toHaveTextContent('3');
    unmount();
    renderPage(<NotificationsBell count={0} />);
    expect(screen.getByRole('link', { name: en['notifications.bell_none'] })).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-bell-count')).toBeNull();
  });
});
