import { describe, expect, it } from 'vitest';
import { isRegistrationBlocked } from '@platform/contract';
import { normalizeTwoStepCode, parseForgotPassword, parseLogin, parseNewPassword, parseRegister, parseTwoStepCode, registerValues } from './forms';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe('parseLogin', () => {
  it('asks for both fields before calling the API', () => {
    expect(parseLogin(form({}))).toEqual({ ok: false, failure: { code: 'VALIDATION_FAILED', fieldErrors: { email: ['required'], password: ['required'] } } });
  });
  it('passes the captcha token only when there is one', () => {
    expect(parseLogin(form({ email: ' a@b.lt ', password: ' pw ' }))).toEqual({ ok: true, body: { email: 'a@b.lt', password: ' pw ' } });
    expect(parseLogin(form({ email: 'a@b.lt', password: 'pw', captchaToken: 't' }))).toEqual({
      ok: true,
      body: { email: 'a@b.lt', password: 'pw', captchaToken: 't' },
    });
  });
});

describe('parseForgotPassword', () => {
  it('checks the email shape', () => {
    expect(parseForgotPassword(form({ email: 'nope' }))).toMatchObject({ ok: false, failure: { fieldErrors: { email: ['email'] } } });
    expect(parseForgotPassword(form({ email: 'a@b.lt' }))).toEqual({ ok: true, body: { email: 'a@b.lt' } });
  });
});

describe('parseRegister', () => {
  const strong = 'Green-invest-2026';
  it('builds a private registration with the page locale', () => {
    expect(parseRegister(form({ type: 'private', email: 'ona@example.lt', password: strong, referralCode: ' ', promoCode: 'SPRING' }), 'lt')).toEqual({
      ok: true,
      body: { email: 'ona@example.lt', password: strong, type: 'private', locale: 'lt', promoCode: 'SPRING' },
    });
  });

  it('reports the password problems of the shared rules', () => {
    const result = parseRegister(form({ type: 'private', email: 'ona@example.lt', password: 'short' }), 'en');
    expect(result).toMatchObject({ ok: false, failure: { fieldErrors: { password: ['too_short', 'needs_digit'] } } });
  });

  it('needs the company fields for a company and carries the four flags', () => {
    expect(parseRegister(form({ type: 'company', email: 'ceo@firm.lt', password: strong }), 'en')).toMatchObject({
      ok: false,
      failure: { fieldErrors: { companyName: ['required'], registrationNumber: ['required'] } },
    });
    const ok = parseRegister(
      form({
        type: 'company',
        email: 'ceo@firm.lt',
        password: strong,
        companyName: 'UAB Saulė',
        registrationNumber: '304000111',
        isDirector: 'on',
        isUbo: 'on',
      }),
      'en',
    );
    expect(ok).toEqual({
      ok: true,
      body: {
        email: 'ceo@firm.lt',
        password: strong,
        type: 'company',
        locale: 'en',
        company: { name: 'UAB Saulė', registrationNumber: '304000111', isRepresentative: false, isDirector: true, isSubsidiary: false, isUbo: true },
      },
    });
  });

  it('gives back what was typed, without the password', () => {
    const values = registerValues(form({ type: 'company', email: 'x@y.lt', password: 'secret', companyName: 'A' }));
    expect(values.type).toBe('company');
    expect(JSON.stringify(values)).not.toContain('secret');
  });
});

describe('parseNewPassword', () => {
  it('needs both entries to match', () => {
    expect(
      parseNewPassword(form({ password: 'Green-invest-2026', passwordConfirm: 'Green-invest-2027' }), { password: 'password', confirm: 'passwordConfirm' }),
    ).toMatchObject({
      ok: false,
      failure: { fieldErrors: { passwordConfirm: ['mismatch'] } },
    });
    expect(
      parseNewPassword(form({ password: 'Green-invest-2026', passwordConfirm: 'Green-invest-2026' }), { password: 'password', confirm: 'passwordConfirm' }),
    ).toEqual({
      ok: true,
      body: 'Green-invest-2026',
    });
  });
  it('uses the email for the strength check when known', () => {
    expect(parseNewPassword(form({ newPassword: 'jonaitis12345' }), { password: 'newPassword' }, 'jonaitis@example.lt')).toMatchObject({
      ok: false,
      failure: { fieldErrors: { newPassword: ['contains_email'] } },
    });
  });
});

describe('two-step codes', () => {
  it('accepts six digits and recovery codes', () => {
    expect(normalizeTwoStepCode(' 123 456 ')).toBe('123456');
    expect(normalizeTwoStepCode('123-456')).toBe('123456');
    expect(normalizeTwoStepCode('ABCDE-12345')).toBe('abcde-12345');
    expect(parseTwoStepCode(form({ code: '123456' }))).toEqual({ ok: true, body: '123456' });
    expect(parseTwoStepCode(form({ code: 'k3j9d-x82mq' }))).toEqual({ ok: true, body: 'k3j9d-x82mq' });
    expect(parseTwoStepCode(form({ code: '12345' }))).toMatchObject({ ok: false, failure: { fieldErrors: { code: ['code_format'] } } });
    expect(parseTwoStepCode(form({ code: 'k3j9d-x82mq' }), 'code', { recoveryAllowed: false })).toMatchObject({ ok: false });
    expect(parseTwoStepCode(form({}))).toMatchObject({ ok: false, failure: { fieldErrors: { code: ['required'] } } });
  });
});

describe('isRegistrationBlocked (spec section 6)', () => {
  const user = (current: string, shouldVerify = false, shouldReidentify = false) => ({
    registrationStep: { current, identify: null },
    shouldVerify,
    shouldReidentify,
  });
  it('blocks only a completed registration without pending verification or re-identification', () => {
    expect(isRegistrationBlocked(null)).toBe(false);
    expect(isRegistrationBlocked(user('completed'))).toBe(true);
    expect(isRegistrationBlocked(user('completed', true))).toBe(false);
    expect(isRegistrationBlocked(user('completed', false, true))).toBe(false);
    expect(isRegistrationBlocked(user('questionnaire'))).toBe(false);
  });
});
