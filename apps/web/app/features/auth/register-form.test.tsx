import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useActionData } from 'react-router';
import type { Failure } from './failures';
import { RegisterForm, type RegisterResult } from './register-form';
import { renderPage } from './test-router';

function Page() {
  const result = useActionData() as RegisterResult | undefined;
  return <RegisterForm locale="en" result={result} defaults={{ referralCode: 'FRIEND1' }} />;
}

describe('RegisterForm', () => {
  it('offers private and company accounts; company reveals its fields and four flags', async () => {
    const user = userEvent.setup();
    renderPage(<Page />);
    expect(screen.getByRole('radio', { name: 'Private person' })).toBeChecked();
    expect(screen.queryByTestId('company-fields')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Company registration number/ })).toBeInTheDocument();
    for (const name of [
      'I am authorised to represent the company',
      'I am the director (head) of the company',
      'The company is a subsidiary of another company',
      'I am an ultimate beneficial owner of the company',
    ]) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
  });

  it('prefills the referral code and shows live password hints', async () => {
    const user = userEvent.setup();
    renderPage(<Page />);
    expect(screen.getByRole('textbox', { name: /^Referral code/ })).toHaveValue('FRIEND1');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'short');
    expect(screen.getByText('At least 10 characters').closest('li')).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'er-and-2026');
    expect(screen.getByText('At least 10 characters').closest('li')).toHaveAttribute('data-met', 'true');
  });

  it('posts the form and shows EMAIL_TAKEN next to the email', async () => {
    const user = userEvent.setup();
    const action = vi.fn(async ({ request }: { request: Request }) => {
      const form = await request.formData();
      expect(form.get('type')).toBe('private');
      expect(form.get('email')).toBe('taken@example.com');
      return {
        failure: { code: 'EMAIL_TAKEN', fieldErrors: { email: ['taken'] } },
        values: {
          type: 'private',
          email: 'taken@example.com',
          referralCode: '',
          promoCode: '',
          companyName: '',
          registrationNumber: '',
          isRepresentative: false,
          isDirector: false,
          isSubsidiary: false,
          isUbo: false,
        },
      };
    });
    renderPage(<Page />, { action });
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'taken@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Green-invest-2026');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(action).toHaveBeenCalledOnce();
  });

  it('comes back with the company fields open after a post without JavaScript', () => {
    function Failed() {
      return (
        <RegisterForm
          locale="en"
          result={{
            failure: { code: 'VALIDATION_FAILED', fieldErrors: { companyName: ['required'] } },
            values: {
              type: 'company',
              email: 'a@b.lt',
              referralCode: '',
              promoCode: '',
              companyName: '',
              registrationNumber: '',
              isRepresentative: true,
              isDirector: false,
              isSubsidiary: false,
              isUbo: false,
            },
          }}
        />
      );
    }
    renderPage(<Failed />);
    expect(screen.getByRole('radio', { name: 'Company' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: 'I am authorised to represent the company' })).toBeChecked();
  });

  it('says under each field why the server refused the invite or promo code (REFERRAL_CODE_UNKNOWN, PROMO_CODE_INVALID)', () => {
    const values = {
      type: 'private' as const,
      email: 'a@b.lt',
      referralCode: 'NOSUCH',
      promoCode: 'OLD1',
      companyName: '',
      registrationNumber: '',
      isRepresentative: false,
      isDirector: false,
      isSubsidiary: false,
      isUbo: false,
    };
    const cases: { failure: Failure; field: RegExp; text: string }[] = [
      { failure: { code: 'REFERRAL_CODE_UNKNOWN', fieldErrors: { referralCode: ['unknown'] } }, field: /^Referral code/, text: 'This code does not exist.' },
      { failure: { code: 'PROMO_CODE_INVALID', fieldErrors: { promoCode: ['unknown'] } }, field: /^Promo code/, text: 'This code does not exist.' },
      { failure: { code: 'PROMO_CODE_INVALID', fieldErrors: { promoCode: ['not_started'] } }, field: /^Promo code/, text: 'This code is not valid yet.' },
      { failure: { code: 'PROMO_CODE_INVALID', fieldErrors: { promoCode: ['ended'] } }, field: /^Promo code/, text: 'This code has expired.' },
      { failure: { code: 'PROMO_CODE_INVALID', fieldErrors: { promoCode: ['used_up'] } }, field: /^Promo code/, text: 'This code is used up.' },
    ];
    for (const { failure, field, text } of cases) {
      const view = renderPage(<RegisterForm locale="en" result={{ failure, values }} />);
      const input = screen.getByRole('textbox', { name: field });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
      expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not filled in correctly.');
      view.unmount();
    }
  });

  it('in Lithuanian too', () => {
    const values = {
      type: 'private' as const,
      email: 'a@b.lt',
      referralCode: 'NOSUCH',
      promoCode: '',
      companyName: '',
      registrationNumber: '',
      isRepresentative: false,
      isDirector: false,
      isSubsidiary: false,
      isUbo: false,
    };
    renderPage(<RegisterForm locale="lt" result={{ failure: { code: 'REFERRAL_CODE_UNKNOWN', fieldErrors: { referralCode: ['unknown'] } }, values }} />, {
      locale: 'lt',
    });
    expect(screen.getByText('Tokio kodo nėra.')).toBeInTheDocument();
  });
});
