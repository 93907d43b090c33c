import { NOTICES_API, noticeDismissKey, type ActiveNotice } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../components/ui/test-utils';
import { renderPage } from '../auth/test-router';
import { ScheduledNotices } from './scheduled-notices';

const base = { dismissible: true, videoUrl: null, endsAt: '2031-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z' };
const OUTAGE: ActiveNotice = { ...base, id: 1, kind: 'alert', tone: 'warning', title: 'Payments delayed', body: 'Deposits arrive late today.' };
const FIXED: ActiveNotice = { ...base, id: 2, kind: 'alert', tone: 'success', dismissible: false, title: 'New projects', body: 'Three projects opened.' };
const REBRAND: ActiveNotice = {
  ...base,
  id: 3,
  kind: 'modal',
  tone: 'info',
  title: 'Our new look',
  body: 'Watch the video.',
  videoUrl: 'https://media.example.com/rebrand.mp4',
};

function stubNotices(notices: ActiveNotice[]) {
  const calls: { url: string; locale: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, locale: new Headers(init.headers).get('x-locale') ?? new Headers(init.headers).get('accept-language') });
      return new Response(JSON.stringify({ notices }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('ScheduledNotices', () => {
  it('shows the active alerts with their tone; only dismissible ones can be closed, and stay closed', async () => {
    const calls = stubNotices([OUTAGE, FIXED]);
    const view = renderPage(<ScheduledNotices viewerId={null} />);
    const outage = await screen.findByTestId('notice-alert-1');
    expect(calls[0]!.url).toBe(NOTICES_API.active);
    expect(outage).toHaveTextContent('Payments delayed');
    expect(outage).toHaveTextContent('Deposits arrive late today.');
    expect(outage.getAttribute('style') ?? '').toContain('yellow');
    const fixed = screen.getByTestId('notice-alert-2');
    expect(fixed.getAttribute('style') ?? '').toContain('teal');
    expect(within(fixed).queryByRole('button', { name: 'Close' })).toBeNull();

    fireEvent.click(within(outage).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('notice-alert-1')).toBeNull();
    expect(window.localStorage.getItem(noticeDismissKey(OUTAGE))).not.toBeNull();

    // A new page load: the dismissed alert stays hidden, the other one shows.
    view.unmount();
    renderPage(<ScheduledNotices viewerId={null} />);
    expect(await screen.findByTestId('notice-alert-2')).toBeInTheDocument();
    expect(screen.queryByTestId('notice-alert-1')).toBeNull();
  });

  it('shows an edited notice again (the key holds updatedAt)', async () => {
    window.localStorage.setItem(noticeDismissKey(OUTAGE), 'x');
    stubNotices([{ ...OUTAGE, updatedAt: '2030-02-01T00:00:00.000Z' }]);
    renderPage(<ScheduledNotices viewerId={null} />);
    expect(await screen.findByTestId('notice-alert-1')).toBeInTheDocument();
  });

  it('opens the modal with its video; closing by keyboard remembers it', async () => {
    stubNotices([REBRAND]);
    const user = userEvent.setup();
    const view = renderPage(<ScheduledNotices viewerId={7} />);
    const dialog = await screen.findByRole('dialog', { name: 'Our new look' });
    expect(dialog).toHaveTextContent('Watch the video.');
    const video = within(dialog).getByTestId('notice-video');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', REBRAND.videoUrl);
    expect(video).toHaveAttribute('aria-label', 'Video: Our new look');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(noticeDismissKey(REBRAND))).not.toBeNull();

    view.unmount();
    stubNotices([REBRAND]);
    renderPage(<ScheduledNotices viewerId={7} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts a video page (not a file) in an iframe, and a non-dismissible modal comes back on the next load', async () => {
    const page = { ...REBRAND, dismissible: false, videoUrl: 'https://www.youtube-nocookie.com/embed/abc' };
    stubNotices([page]);
    const view = renderPage(<ScheduledNotices viewerId={7} />);
    const dialog = await screen.findByRole('dialog', { name: 'Our new look' });
    expect(within(dialog).getByTitle('Video: Our new look').tagName).toBe('IFRAME');
    fireEvent.click(within(dialog).getByTestId('notice-modal-dismiss'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(noticeDismissKey(page))).toBeNull();
    view.unmount();
    renderPage(<ScheduledNotices viewerId={7} />);
    expect(await screen.findByRole('dialog', { name: 'Our new look' })).toBeInTheDocument();
  });

  it('shows nothing when the call fails, and renders nothing on the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderPage(<ScheduledNotices viewerId={null} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId(/notice-alert/)).toBeNull();

    const router = createMemoryRouter([{ path: '/', element: <ScheduledNotices viewerId={null} /> }]);
    const html = renderToString(
      <TestProviders i18n={createTestI18n('en')}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(html).not.toContain('notice-alert');
  });
});
