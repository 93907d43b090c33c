import { MERGE_MODAL_DISMISSED_KEY, type UserData } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { AccountMergeModal, shouldOpenMergeModal } from './account-merge-modal';
import { isMergeResult, mergeErrorKey } from './merge-form';
import { MergePage } from './merge-page';

const en = TRANSLATIONS.en;
const counterpart = { userId: 7, email: 'i***@demo.invest', linkedAt: '2026-01-02T00:00:00.000Z' };

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('account merge modal', () => {
  it('opens for a duplicate account, not on the merge page, not read-only, not once dismissed', () => {
    const viewer = { hasDuplicateAccounts: true, readonly: false };
    expect(shouldOpenMergeModal(viewer, 'landing', false)).toBe(true);
    expect(shouldOpenMergeModal(viewer, 'account-merge', false)).toBe(false);
    expect(shouldOpenMergeModal(viewer, 'landing', true)).toBe(false);
    expect(shouldOpenMergeModal({ hasDuplicateAccounts: false, readonly: false }, 'landing', false)).toBe(false);
    expect(shouldOpenMergeModal({ hasDuplicateAccounts: true, readonly: true }, 'landing', false)).toBe(false);
    expect(shouldOpenMergeModal(null, 'landing', false)).toBe(false);
  });

  it('remembers the dismissal in local storage', async () => {
    const viewer = { hasDuplicateAccounts: true, readonly: false } as UserData;
    const first = renderPage(<AccountMergeModal viewer={viewer} />);
    expect(await screen.findByText(en['merge.modal.text'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en['merge.modal.continue'] })).toHaveAttribute('href', '/account/merge');
    await userEvent.click(screen.getByRole('button', { name: en['merge.modal.later'] }));
    expect(window.localStorage.getItem(MERGE_MODAL_DISMISSED_KEY)).toBe('1');
    first.unmount();
    renderPage(<AccountMergeModal viewer={viewer} />);
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByText(en['merge.modal.text'])).toBeNull();
  });
});

describe('merge page', () => {
  it('posts the other account’s password with an idempotency key and shows the outcome', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ code: 'MERGE_PASSWORD_INVALID', message: 'x', fieldErrors: { password: ['wrong'] } }), {
          status: 422,
          headers: { 'content-type': 'application/json' },
        }),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ code: 'MERGE_PENDING_HOLDS', message: 'x' }), { status: 409, headers: { 'content-type': 'application/json' } }),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ verifiedUserId: 9, duplicateUserId: 7, movedAmount: '123.45', callerClosed: false }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<MergePage locale="en" duplicates={[counterpart]} verifiedUsers={[]} />);
    expect(screen.getByTestId('merge-counterpart')).toHaveTextContent('i***@demo.invest');
    const password = screen.getByLabelText(en['merge.password.label'].replace('{{email}}', 'i***@demo.invest'), { exact: false });
    await userEvent.type(password, 'secret-1');
    await userEvent.click(screen.getByTestId('merge-submit'));
    await waitFor(() => expect(screen.getByText(en['merge.error.password'])).toBeInTheDocument());
    const firstCall = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(firstCall[0]).toBe('/api/user/merge');
    const firstKey = new Headers(firstCall[1].headers).get('idempotency-key');
    expect(firstKey).toBeTruthy();
    expect(JSON.parse(String(firstCall[1].body))).toEqual({ userId: 7, password: 'secret-1' });

    const secondIndex = fetchMock.mock.calls.length;
    await userEvent.click(screen.getByTestId('merge-submit'));
    await waitFor(() => expect(screen.getByTestId('merge-error')).toHaveTextContent(en['merge.error.pending']));
    const secondCall = fetchMock.mock.calls[secondIndex] as [string, RequestInit];
    expect(new Headers(secondCall[1].headers).get('idempotency-key')).not.toBe(firstKey);

    await userEvent.click(screen.getByTestId('merge-submit'));
    await waitFor(() => expect(screen.getByTestId('merge-done')).toHaveTextContent('€123.45'));
    expect(screen.queryByTestId('merge-form')).toBeNull();
  });

  it('maps error codes to texts', () => {
    expect(mergeErrorKey(404, { code: 'NOT_FOUND', message: '' })).toBe('merge.error.not_found');
    expect(mergeErrorKey(409, { code: 'CONFLICT', message: '' })).toBe('merge.error.conflict');
    expect(mergeErrorKey(429, null)).toBe('merge.error.rate_limited');
    expect(mergeErrorKey(500, null)).toBe('merge.error.generic');
    expect(isMergeResult({ verifiedUserId: 1, duplicateUserId: 2, movedAmount: '0.00', callerClosed: true })).toBe(true);
    expect(isMergeResult({ verifiedUserId: 1, duplicateUserId: 2, movedAmount: '1e3', callerClosed: true })).toBe(false);
  });
});
