import { describe, expect, it } from 'vitest';
import { KEY_NAMESPACES, TRANSLATIONS } from '@platform/contract/i18n/index';
import { failureFromAnswer, failureMessage, fieldMessage, fieldMessages, passwordRuleMessage, TRANSLATED_CODES } from './failures';

describe('failureFromAnswer', () => {
  it('keeps the code and the field reasons, never the server message', () => {
    const failure = failureFromAnswer({
      status: 409,
      data: { code: 'EMAIL_TAKEN', message: 'An account with this email exists', fieldErrors: { email: ['taken'] } },
    });
    expect(failure).toEqual({ code: 'EMAIL_TAKEN', fieldErrors: { email: ['taken'] } });
    expect(JSON.stringify(failure)).not.toContain('exists');
  });

  it('falls back to a code by status when the body is not an API error', () => {
    expect(failureFromAnswer({ status: 429, data: null }).code).toBe('RATE_LIMITED');
    expect(failureFromAnswer({ status: 503, data: 'x' }).code).toBe('MAINTENANCE');
    expect(failureFromAnswer({ status: 500, data: null }).code).toBe('INTERNAL');
  });

  it('reads Retry-After (seconds or a date) for RATE_LIMITED', () => {
    expect(failureFromAnswer({ status: 429, data: { code: 'RATE_LIMITED', message: '' }, headers: { 'retry-after': '42' } }).retryAfterSeconds).toBe(42);
    expect(failureFromAnswer({ status: 429, data: { code: 'RATE_LIMITED', message: '' }, headers: { 'retry-after': ['7'] } }).retryAfterSeconds).toBe(7);
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    const fromDate = failureFromAnswer({ status: 429, data: { code: 'RATE_LIMITED', message: '' }, headers: { 'retry-after': inAMinute } }).retryAfterSeconds;
    expect(fromDate).toBeGreaterThan(50);
    expect(fromDate).toBeLessThanOrEqual(60);
    expect(failureFromAnswer({ status: 429, data: { code: 'RATE_LIMITED', message: '' } }).retryAfterSeconds).toBeUndefined();
  });
});

describe('failureMessage', () => {
  it('has an English text for every translated code', () => {
    for (const code of TRANSLATED_CODES) {
      const { key } = failureMessage({ code });
      expect(TRANSLATIONS.en[key], code).toBeTruthy();
    }
    expect(TRANSLATIONS.en[failureMessage({ code: 'SOMETHING_NEW' }).key]).toBeTruthy();
  });

  it('says the same for an unknown email and a wrong password (one code)', () => {
    expect(failureMessage({ code: 'INVALID_CREDENTIALS' })).toEqual({ key: 'auth.error.INVALID_CREDENTIALS' });
  });

  it('shows the wait in seconds when Retry-After was known', () => {
    expect(failureMessage({ code: 'RATE_LIMITED', retryAfterSeconds: 30 })).toEqual({ key: 'auth.error.RATE_LIMITED_seconds', values: { seconds: 30 } });
    expect(TRANSLATIONS.en['auth.error.RATE_LIMITED_seconds']).toContain('{{seconds}}');
    expect(failureMessage({ code: 'RATE_LIMITED' })).toEqual({ key: 'auth.error.RATE_LIMITED' });
  });

  it('lets a form give a code its own text', () => {
    expect(failureMessage({ code: 'INVALID_CREDENTIALS' }, { INVALID_CREDENTIALS: 'auth.profile.password.wrong_current' }).key).toBe(
      'auth.profile.password.wrong_current',
    );
  });
});

describe('field messages', () => {
  it('maps reasons to texts and nested server paths to form fields', () => {
    expect(fieldMessages({ code: 'VALIDATION_FAILED', fieldErrors: { email: ['Invalid email address'], 'company.name': ['Too small'] } })).toEqual({
      email: { key: 'auth.field.email_invalid' },
      companyName: { key: 'auth.field.invalid' },
    });
    expect(fieldMessage('password', ['too_short', 'needs_digit'])).toEqual(passwordRuleMessage('too_short'));
    expect(fieldMessage('email', ['taken'])).toEqual({ key: 'auth.error.EMAIL_TAKEN' });
    expect(fieldMessage('currentPassword', ['wrong'])).toEqual({ key: 'auth.field.wrong_password' });
    expect(fieldMessage('passwordConfirm', ['mismatch'])).toEqual({ key: 'auth.field.password_mismatch' });
    expect(fieldMessage('x', ['required'])).toEqual({ key: 'auth.field.required' });
    expect(fieldMessages(null)).toEqual({});
  });

  it('says why an invite or promo code was refused at registration, in a text guests have (public namespace)', () => {
    expect(fieldMessage('referralCode', ['unknown'])).toEqual({ key: 'promo.unknown' });
    for (const reason of ['unknown', 'not_started', 'ended', 'used_up']) {
      const { key } = fieldMessage('promoCode', [reason]);
      expect(key).toBe(`promo.${reason}`);
      expect(KEY_NAMESPACES[key], key).toBe('public');
    }
    expect(fieldMessage('promoCode', ['something_else'])).toEqual({ key: 'auth.field.invalid' });
    expect(failureMessage({ code: 'PROMO_CODE_INVALID', fieldErrors: { promoCode: ['ended'] } })).toEqual({ key: 'auth.error.VALIDATION_FAILED' });
    expect(failureMessage({ code: 'REFERRAL_CODE_UNKNOWN' })).toEqual({ key: 'auth.error.VALIDATION_FAILED' });
  });

  it('every key it can produce exists in English', () => {
    const reasons = [
      'required',
      'mismatch',
      'taken',
      'wrong',
      'code_format',
      'too_short',
      'too_long',
      'needs_letter',
      'needs_digit',
      'contains_email',
      'too_common',
      'other',
    ];
    for (const reason of reasons) {
      for (const field of ['email', 'password']) {
        const { key } = fieldMessage(field, [reason]);
        expect(TRANSLATIONS.en[key], `${field}/${reason}`).toBeTruthy();
      }
    }
  });
});
