import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useActionData } from 'react-router';
import { LoginForm, type LoginResult } from './login-form';
import { renderPage } from './test-router';

function Page() {
  const result = useActionData() as LoginResult | undefined;
  return <LoginForm locale="en" result={result} />;
}

describe('LoginForm', () => {
  it('labels every field and links to forgot-password and register', () => {
    renderPage(<Page />);
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('posts email and password and shows the translated error of the answer', async () => {
    const user = userEvent.setup();
    const action = vi.fn(async ({ request }: { request: Request }) => {
      const form = await request.formData();
      return { failure: { code: 'INVALID_CREDENTIALS' }, email: String(form.get('email')) };
    });
    renderPage(<Page />, { action });
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'nobody@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not correct.');
    expect(action).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('nobody@example.com');
  });

  it('shows the wait of RATE_LIMITED in seconds', async () => {
    const user = userEvent.setup();
    renderPage(<Page />, { action: () => ({ failure: { code: 'RATE_LIMITED', retryAfterSeconds: 42 }, email: 'a@b.lt' }) });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 42 s.');
  });

  it('marks the fields the answer names', async () => {
    const user = userEvent.setup();
    renderPage(<Page />, {
      action: () => ({ failure: { code: 'VALIDATION_FAILED', fieldErrors: { email: ['required'], password: ['required'] } }, email: '' }),
    });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(2);
  });

  it('shows the captcha failure message when a site key is configured but the script cannot load', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => null);
    (window as unknown as { __ENV?: unknown }).__ENV = { RECAPTCHA_SITE_KEY: '' };
    try {
      renderPage(<Page />, { action });
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByTestId('captcha-error')).toHaveTextContent('ReCaptcha error: No key provided');
      expect(action).not.toHaveBeenCalled();
    } finally {
      delete (window as unknown as { __ENV?: unknown }).__ENV;
    }
  });
});
