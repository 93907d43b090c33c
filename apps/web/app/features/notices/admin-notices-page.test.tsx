import { NOTICES_API, type AdminNotice } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { AdminNoticesPage } from './admin-notices-page';
import { noticeBodyOf, formValuesOf, validateNotice } from './notice-form';

const NOTICE: AdminNotice = {
  id: 4,
  kind: 'alert',
  tone: 'info',
  audience: 'users',
  startsAt: '2030-01-01T10:00:00.000Z',
  endsAt: '2030-01-08T10:00:00.000Z',
  dismissible: true,
  texts: { en: { title: 'Payments delayed', body: 'Deposits arrive late.' }, lt: { title: 'Mokėjimai vėluoja', body: 'Įmokos vėluoja.' } },
  videoUrl: null,
  status: 'active',
  createdByUserId: 1,
  createdAt: '2029-12-31T10:00:00.000Z',
  updatedAt: '2029-12-31T10:00:00.000Z',
};
const ENDED: AdminNotice = { ...NOTICE, id: 1, status: 'ended', kind: 'modal', audience: 'everyone', texts: { en: { title: 'Rebrand', body: 'New look.' } } };

function stubFetch(answer: (url: string, init: RequestInit) => { status: number; body?: unknown }) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
      const { status, body } = answer(url, init);
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminNoticesPage', () => {
  it('lists notices with their status, kind and audience', () => {
    renderPage(<AdminNoticesPage locale="en" notices={[NOTICE, ENDED]} />);
    const row = screen.getByTestId('notice-row-4');
    expect(row).toHaveTextContent('Payments delayed');
    expect(row).toHaveTextContent('Alert');
    expect(row).toHaveTextContent('Logged-in users');
    expect(row).toHaveTextContent('Active');
    expect(screen.getByTestId('notice-row-1')).toHaveTextContent('Ended');
    expect(screen.getByTestId('notice-row-1')).toHaveTextContent('Pop-up');
  });

  it('shows the load error with a retry, and the empty state', () => {
    const view = renderPage(<AdminNoticesPage locale="en" notices={null} />);
    expect(screen.getByTestId('notices-load-error')).toHaveTextContent('The notices could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    view.unmount();
    renderPage(<AdminNoticesPage locale="en" notices={[]} />);
    expect(screen.getByText('No notices yet.')).toBeInTheDocument();
  });

  it('checks the form before sending: English texts and a window that ends after it starts', async () => {
    const calls = stubFetch(() => ({ status: 201, body: NOTICE }));
    renderPage(<AdminNoticesPage locale="en" notices={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'New notice' }));
    const form = screen.getByTestId('notice-form');
    fireEvent.change(within(form).getByLabelText(/Shown until/), { target: { value: '2020-01-01T00:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create notice' }));
    expect(await within(form).findByText('The end must be after the start')).toBeInTheDocument();
    expect(within(form).getAllByText('Fill this in').length).toBe(2);
    expect(calls).toHaveLength(0);
  });

  it('creates a notice with texts in two languages, leaving the empty ones out', async () => {
    const calls = stubFetch(() => ({ status: 201, body: NOTICE }));
    renderPage(<AdminNoticesPage locale="en" notices={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'New notice' }));
    const form = screen.getByTestId('notice-form');
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Payments delayed' } });
    fireEvent.change(within(form).getByLabelText(/^Text/), { target: { value: 'Deposits arrive late.' } });
    fireEvent.mouseDown(within(form).getByRole('tab', { name: 'LT' }));
    fireEvent.click(within(form).getByRole('tab', { name: 'LT' }));
    fireEvent.change(await within(form).findByLabelText(/^Title/), { target: { value: 'Mokėjimai vėluoja' } });
    fireEvent.change(within(form).getByLabelText(/^Text/), { target: { value: 'Įmokos vėluoja.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create notice' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: NOTICES_API.adminCreate, method: 'POST' });
    const body = calls[0]!.body as { texts: Record<string, unknown>; kind: string; audience: string; videoUrl: unknown };
    expect(Object.keys(body.texts)).toEqual(['en', 'lt']);
    expect(body).toMatchObject({ kind: 'alert', audience: 'everyone', videoUrl: null });
    expect(await screen.findByTestId('notices-message')).toHaveTextContent('The notice was saved.');
  });

  it("shows the server's field errors on the fields", async () => {
    stubFetch(() => ({ status: 400, body: { code: 'VALIDATION_FAILED', message: 'x', fieldErrors: { videoUrl: ['bad'] } } }));
    renderPage(<AdminNoticesPage locale="en" notices={[{ ...NOTICE, kind: 'modal' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit “Payments delayed”' }));
    const form = screen.getByTestId('notice-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('An https video file (.mp4, .webm) or a YouTube or Vimeo player address')).toBeInTheDocument();
  });

  it('edits with PUT and deletes after a confirmation', async () => {
    const calls = stubFetch((_url, init) => (init.method === 'DELETE' ? { status: 204 } : { status: 200, body: NOTICE }));
    renderPage(<AdminNoticesPage locale="en" notices={[NOTICE]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit “Payments delayed”' }));
    const form = screen.getByTestId('notice-form');
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Payments delayed');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: NOTICES_API.adminOne(4), method: 'PUT' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Payments delayed”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this notice?' });
    expect(dialog).toHaveTextContent('“Payments delayed” disappears for everyone at once.');
    expect(calls).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ url: NOTICES_API.adminOne(4), method: 'DELETE' });
    expect(await screen.findByTestId('notices-message')).toHaveTextContent('The notice was deleted.');
  });
});

describe('notice form values', () => {
  it('reads datetime-local values as Vilnius time and flags a half-written language', () => {
    const values = formValuesOf(NOTICE);
    expect(values.startsAt).toBe('2030-01-01T12:00');
    expect(noticeBodyOf(values).startsAt).toBe(NOTICE.startsAt);
    const half = { ...values, texts: { ...values.texts, pl: { title: 'Tylko tytuł', body: '' } } };
    expect(validateNotice(half)).toEqual({ 'texts.pl.body': 'notices.admin.error.both_or_none' });
    expect(validateNotice(values)).toEqual({});
  });
});
