import type { PhoneState } from '@platform/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useActionData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import type { PhoneResult } from './phone-result';
import { PhoneSection } from './phone-section';

const waitingState = (overrides: Partial<PhoneState> = {}): PhoneState => ({
  phone: null,
  temporaryPhone: '+370 6** **123',
  resendInSeconds: 60,
  expiresInSeconds: 600,
  codeLocked: false,
  ...overrides,
});

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('phone section: resend countdown (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down "Resend in 1:00 … 0:01" with the button disabled, then offers "Resend code" which posts the resend intent', async () => {
    const intents: string[] = [];
    renderPage(<PhoneSection data={{ state: waitingState(), loadedAt: 1 }} locked={false} />, {
      action: async ({ request }) => {
        intents.push(String((await request.formData()).get('intent')));
        return null;
      },
    });
    expect(screen.getByTestId('phone-sent-to')).toHaveTextContent('We sent a code to +370 6** **123.');
    const button = screen.getByTestId('phone-resend');
    expect(screen.getByRole('timer')).toHaveTextContent('Resend in 1:00');
    expect(button).toBeDisabled();
    tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('Resend in 0:59');
    tick(49_000);
    expect(screen.getByRole('timer')).toHaveTextContent('Resend in 0:10');
    expect(button).toBeDisabled();
    tick(9_000);
    expect(screen.getByRole('timer')).toHaveTextContent('Resend in 0:01');
    tick(1000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Resend code');
    fireEvent.click(button);
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(intents).toEqual(['phone-resend']);
  });

  it('a fresh answer of the server (a new loadedAt) restarts the countdown', () => {
    function Harness() {
      const [data, setData] = useState({ state: waitingState({ resendInSeconds: 5 }), loadedAt: 1 });
      return (
        <>
          <button type="button" onClick={() => setData({ state: waitingState({ resendInSeconds: 60 }), loadedAt: 2 })}>
            fresh
          </button>
          <PhoneSection data={data} locked={false} />
        </>
      );
    }
    renderPage(<Harness />);
    tick(5000);
    expect(screen.getByTestId('phone-resend')).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'fresh' }));
    expect(screen.getByRole('timer')).toHaveTextContent('Resend in 1:00');
    expect(screen.getByTestId('phone-resend')).toBeDisabled();
    tick(2000);
    expect(screen.getByRole('timer')).toHaveTextContent('Resend in 0:58');
  });
});

describe('phone section: states and errors', () => {
  it('no number yet: the number form; a refused number shows its translated reason under the field', async () => {
    const u = userEvent.setup();
    const posted: string[] = [];
    function Page() {
      const result = useActionData() as PhoneResult | undefined;
      return <PhoneSection data={{ state: waitingState({ temporaryPhone: null, resendInSeconds: 0 }), loadedAt: 1 }} result={result} locked={false} />;
    }
    renderPage(<Page />, {
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push(`${String(form.get('intent'))} ${String(form.get('phone'))}`);
        return {
          intent: 'phone-start',
          ok: false,
          at: 2,
          failure: { code: 'VALIDATION_FAILED', fieldErrors: { phone: ['not_mobile'] } },
        } satisfies PhoneResult;
      },
    });
    expect(screen.getByTestId('phone-status')).toHaveTextContent('Not added');
    await u.type(screen.getByRole('textbox', { name: /Mobile number/ }), '+370 5 212 3456');
    await u.keyboard('{Enter}');
    expect(await screen.findByText('This is not a mobile number. The code is sent by SMS.')).toBeInTheDocument();
    expect(posted).toEqual(['phone-start +370 5 212 3456']);
  });

  it('a wrong code and a dead code show their texts; a dead code disables the input until a new SMS', () => {
    const wrong: PhoneResult = {
      intent: 'phone-confirm',
      ok: false,
      at: 3,
      failure: { code: 'CONFIRMATION_CODE_INVALID', fieldErrors: { code: ['confirmation_code_invalid'] } },
    };
    const { unmount } = renderPage(<PhoneSection data={{ state: waitingState(), loadedAt: 1 }} result={wrong} locked={false} />);
    expect(screen.getByText('The code is not correct.')).toBeInTheDocument();
    expect(screen.getByTestId('phone-confirm')).toBeEnabled();
    unmount();
    renderPage(<PhoneSection data={{ state: waitingState({ codeLocked: true, resendInSeconds: 0 }), loadedAt: 1 }} locked={false} />);
    expect(screen.getByText('Too many wrong codes. Ask for a new one.')).toBeInTheDocument();
    expect(screen.getByTestId('phone-confirm')).toBeDisabled();
    expect(screen.getByTestId('phone-resend')).toBeEnabled();
  });

  it('a resend refused by the timer shows the wait', () => {
    const refused: PhoneResult = { intent: 'phone-resend', ok: false, at: 4, failure: { code: 'RATE_LIMITED', retryAfterSeconds: 42 } };
    renderPage(<PhoneSection data={{ state: waitingState({ resendInSeconds: 42 }), loadedAt: 1 }} result={refused} locked={false} />);
    expect(screen.getByTestId('phone-error')).toHaveTextContent('Please wait 42 s before asking for another code.');
  });

  it('confirmed: the number with "Change", which opens the number form (Cancel goes back)', async () => {
    const u = userEvent.setup();
    const state = waitingState({
      phone: { number: '+37061234123', display: '+370 612 34123', confirmedAt: '2026-01-01T00:00:00.000Z' },
      temporaryPhone: null,
      resendInSeconds: 0,
    });
    renderPage(<PhoneSection data={{ state, loadedAt: 1 }} locked={false} />);
    expect(screen.getByTestId('phone-status')).toHaveTextContent('Confirmed');
    expect(screen.getByTestId('phone-confirmed')).toHaveTextContent('+370 612 34123');
    await u.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('phone-confirmed')).toBeInTheDocument();
  });

  it('read-only or impersonated: everything disabled; a state that could not be read shows an error', () => {
    const { unmount } = renderPage(<PhoneSection data={{ state: waitingState({ resendInSeconds: 0 }), loadedAt: 1 }} locked />);
    expect(screen.getByTestId('phone-confirm')).toBeDisabled();
    expect(screen.getByTestId('phone-resend')).toBeDisabled();
    expect(screen.getByTestId('phone-other-number')).toBeDisabled();
    unmount();
    renderPage(<PhoneSection data={{ state: null, loadedAt: 1 }} locked={false} />);
    expect(screen.getByTestId('phone-load-error')).toHaveTextContent('Something went wrong. Please try again.');
  });
});
