import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useActionData } from 'react-router';
import type { ProfileResult } from './profile-result';
import { AccountSection, ChangePasswordSection, TwoStepSection } from './profile-sections';
import { renderPage } from './test-router';

const user = (overrides: Partial<{ twoStepEnabled: boolean; type: 'private' | 'company' }> = {}) => ({
  email: 'ona@example.lt',
  type: overrides.type ?? ('private' as const),
  locale: 'en' as const,
  twoStepEnabled: overrides.twoStepEnabled ?? false,
  readonly: false,
  impersonatedBy: null,
  company: null,
});

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Greenvest:ona?secret=JBSWY3DPEHPK3PXP', qrCodeDataUrl: QR };

describe('profile sections', () => {
  it('shows email and account type', () => {
    renderPage(<AccountSection user={user({ type: 'company' })} />);
    expect(screen.getByTestId('profile-email')).toHaveTextContent('ona@example.lt');
    expect(screen.getByTestId('profile-type')).toHaveTextContent('Company');
  });

  it('two-step off: "Set up" posts the setup intent; the answer shows the QR code, the key and the code input', async () => {
    const u = userEvent.setup();
    const intents: string[] = [];
    function Page() {
      const result = useActionData() as ProfileResult | undefined;
      return <TwoStepSection user={user()} result={result} locked={false} />;
    }
    renderPage(<Page />, {
      action: async ({ request }) => {
        const form = await request.formData();
        intents.push(String(form.get('intent')));
        if (form.get('intent') === 'two-step-setup') return { intent: 'two-step-setup', ok: true, at: 1, setup: SETUP };
        expect(form.get('code')).toBe('654321');
        expect(form.get('setupSecret')).toBe(SETUP.secret);
        return { intent: 'two-step-enable', ok: false, at: 2, failure: { code: 'TWO_STEP_INVALID' }, setup: SETUP };
      },
    });
    expect(screen.getByTestId('two-step-status')).toHaveTextContent('Off');
    await u.click(screen.getByRole('button', { name: 'Set up' }));
    expect(await screen.findByRole('img', { name: 'QR code to add your account to an authenticator app' })).toHaveAttribute('src', QR);
    expect(screen.getByTestId('two-step-secret')).toHaveTextContent(SETUP.secret);
    await u.click(screen.getAllByRole('textbox', { name: /^Digit/ })[0]);
    await u.paste('654321');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid.');
    expect(screen.getByTestId('two-step-secret')).toBeInTheDocument();
    expect(intents).toEqual(['two-step-setup', 'two-step-enable']);
  });

  it('shows the recovery codes once with a copy button, then the disable form', () => {
    const result: ProfileResult = { intent: 'two-step-enable', ok: true, at: 3, recoveryCodes: ['aaaaa-11111', 'bbbbb-22222'] };
    renderPage(<TwoStepSection user={user({ twoStepEnabled: true })} result={result} locked={false} />);
    expect(screen.getAllByTestId('recovery-code').map((c) => c.textContent)).toEqual(['aaaaa-11111', 'bbbbb-22222']);
    expect(screen.getByRole('button', { name: 'Copy the codes' })).toBeInTheDocument();
    expect(screen.getByTestId('two-step-status')).toHaveTextContent('On');
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Code from the app or a recovery code/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('change password: a wrong current password gets its own text', async () => {
    const u = userEvent.setup();
    function Page() {
      const result = useActionData() as ProfileResult | undefined;
      return <ChangePasswordSection user={user()} result={result} locked={false} />;
    }
    const action = vi.fn(() => ({
      intent: 'change-password',
      ok: false,
      at: 1,
      failure: { code: 'INVALID_CREDENTIALS', fieldErrors: { currentPassword: ['wrong'] } },
    }));
    renderPage(<Page />, { action });
    await u.type(screen.getByLabelText(/^Current password/), 'nope');
    await u.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'Green-invest-2026');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('locked (read-only) disables the buttons', () => {
    renderPage(<ChangePasswordSection user={user()} locked />);
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
  });
});
