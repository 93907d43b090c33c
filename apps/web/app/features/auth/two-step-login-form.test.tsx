import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useActionData } from 'react-router';
import { TwoStepLoginForm, type TwoStepLoginResult } from './two-step-login-form';
import { renderPage } from './test-router';

function Page() {
  const result = useActionData() as TwoStepLoginResult | undefined;
  return <TwoStepLoginForm locale="en" result={result} />;
}

const digits = () => screen.getAllByRole('textbox', { name: /^Digit/ }) as HTMLInputElement[];

describe('TwoStepLoginForm', () => {
  it('posts by itself once six digits are in, and shows TWO_STEP_INVALID with empty boxes', async () => {
    const user = userEvent.setup();
    const posted: Record<string, string>[] = [];
    const action = vi.fn(async ({ request }: { request: Request }) => {
      posted.push(Object.fromEntries(await request.formData()) as Record<string, string>);
      return { via: 'app', failure: { code: 'TWO_STEP_INVALID' }, at: Date.now() };
    });
    renderPage(<Page />, { action });
    await user.click(digits()[0]);
    await user.paste('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid.');
    expect(posted).toEqual([{ via: 'app', code: '123456' }]);
    expect(
      digits()
        .map((d) => d.value)
        .join(''),
    ).toBe('');
  });

  it('takes a recovery code in a labelled text field', async () => {
    const user = userEvent.setup();
    const posted: Record<string, string>[] = [];
    renderPage(<Page />, {
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()) as Record<string, string>);
        return { via: 'recovery', failure: { code: 'TWO_STEP_INVALID' }, at: 1 };
      },
    });
    await user.click(screen.getByText('Use a recovery code'));
    await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Log in with the recovery code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid.');
    expect(posted).toEqual([{ via: 'recovery', code: 'abcde-12345' }]);
  });
});
