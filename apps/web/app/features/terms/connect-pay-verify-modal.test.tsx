import { TERMS_API, TERMS_DOCUMENT_PATH, type UserData } from '@platform/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadingOverlay } from '../app-shell/loading-overlay-store';
import { modalFlags } from '../app-shell/modal-flags';
import { renderPage } from '../auth/test-router';
import { ConnectPayVerifyModal, shouldForceTerms } from './connect-pay-verify-modal';

type Viewer = Pick<UserData, 'readonly' | 'impersonatedBy' | 'connectPay'>;
const viewer = (force: boolean, extra: Partial<Viewer> = {}): Viewer => ({
  readonly: false,
  impersonatedBy: null,
  connectPay: { migrationPopUp: false, displayRepaymentAccountDetailsPopup: false, forceAcceptTermsAndConditionsPopup: force },
  ...extra,
});
const operator = { id: 1, email: 'operator@demo.invest' };
const TITLE = 'Terms and conditions';
const settle = () => new Promise((r) => setTimeout(r, 50));

beforeEach(() => modalFlags.reset());
afterEach(() => {
  vi.unstubAllGlobals();
  modalFlags.reset();
  loadingOverlay.unlock();
  loadingOverlay.hide();
});

describe('shouldForceTerms', () => {
  it('forces when the user data says so and the session may accept', () => {
    expect(shouldForceTerms(viewer(true))).toBe(true);
    expect(shouldForceTerms(viewer(false))).toBe(false);
    expect(shouldForceTerms(viewer(true, { readonly: true }))).toBe(false);
    expect(shouldForceTerms(viewer(true, { impersonatedBy: operator }))).toBe(false);
  });
});

describe('ConnectPayVerifyModal', () => {
  it('forced: shows the terms with no way to close it but "I accept"; accepting posts once and closes it', async () => {
    const calls: { url: string; method?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method });
        return new Response(JSON.stringify({ termsAcceptedVersion: 1, termsAcceptedAt: '2026-01-01T00:00:00.000Z', changed: true }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderPage(<ConnectPayVerifyModal viewer={viewer(true)} />);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent('Our terms and conditions have changed (version 1');
    expect(screen.getByRole('link', { name: 'Read the terms and conditions' })).toHaveAttribute('href', TERMS_DOCUMENT_PATH);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    await userEvent.keyboard('{Escape}');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    fireEvent.mouseDown(overlay!);
    fireEvent.click(overlay!);
    await settle();
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(calls).toEqual([{ url: TERMS_API.accept, method: 'POST' }]);
    // The overlay was locked for the call and is released afterwards.
    expect(loadingOverlay.getState()).toEqual({ visible: false, locked: false });
  });

  it('forced: a refused acceptance says so and the modal stays', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'INTERNAL', message: 'x' }), { status: 500, headers: { 'content-type': 'application/json' } })),
    );
    renderPage(<ConnectPayVerifyModal viewer={viewer(true)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'I accept' }));
    expect(await screen.findByTestId('terms-accept-failed')).toHaveTextContent('could not be saved');
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('is not forced on a read-only session or an operator logged in as the user', async () => {
    renderPage(<ConnectPayVerifyModal viewer={viewer(true, { readonly: true })} />);
    renderPage(<ConnectPayVerifyModal viewer={viewer(true, { impersonatedBy: operator })} />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opened to review: closable by its button and by Escape; nothing to accept when the terms are current', async () => {
    renderPage(<ConnectPayVerifyModal viewer={viewer(false)} />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => modalFlags.openConnectPayVerify(true));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent('You have accepted the terms and conditions in force (version 1');
    expect(screen.queryByRole('button', { name: 'I accept' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(modalFlags.get().connectPayVerify.opened).toBe(false);

    act(() => modalFlags.openConnectPayVerify(true));
    await screen.findByRole('dialog', { name: TITLE });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());

    act(() => modalFlags.openConnectPayVerify(true));
    await screen.findByRole('dialog', { name: TITLE });
    fireEvent.click(document.querySelector('.mantine-Modal-overlay')!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
  });

  it('opened to review by an operator logged in as the user: "I accept" is disabled and says why', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderPage(<ConnectPayVerifyModal viewer={viewer(true, { impersonatedBy: operator })} />);
    act(() => modalFlags.openConnectPayVerify(true));
    await screen.findByRole('dialog', { name: TITLE });
    expect(screen.getByRole('button', { name: 'I accept' })).toBeDisabled();
    expect(screen.getByTestId('terms-not-in-this-session')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
