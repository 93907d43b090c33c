import { describe, expect, it } from 'vitest';
import {
  afterWrongCode,
  codeClocks,
  codeStateProblem,
  compactPhone,
  formatCountdown,
  maskPhone,
  PHONE_CODE_MAX_ATTEMPTS,
  phoneConfirmBodySchema,
  phoneStartBodySchema,
  resendVerdict,
  secondsUntil,
} from './phone';

const at = (iso: string) => new Date(iso);
const sent = at('2026-03-01T10:00:00.000Z');

describe('phone code rules (decision 0048)', () => {
  it('a code is good for ten minutes and may be resent after one', () => {
    const { expiresAt, resendAt } = codeClocks(sent);
    expect(expiresAt.toISOString()).toBe('2026-03-01T10:10:00.000Z');
    expect(resendAt.toISOString()).toBe('2026-03-01T10:01:00.000Z');
  });

  it('the resend timer refuses with the whole seconds left, then allows', () => {
    const { resendAt } = codeClocks(sent);
    expect(resendVerdict(resendAt, sent)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(resendVerdict(resendAt, at('2026-03-01T10:00:59.200Z'))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(resendVerdict(resendAt, at('2026-03-01T10:01:00.000Z'))).toEqual({
      allowed: true,
    });
    expect(resendVerdict(null, sent)).toEqual({ allowed: true });
  });

  it('secondsUntil rounds up and never goes negative', () => {
    expect(secondsUntil(at('2026-03-01T10:00:10.001Z'), sent)).toBe(11);
    expect(secondsUntil(sent, at('2026-03-01T11:00:00.000Z'))).toBe(0);
  });

  it('an expired code is refused without counting a try; a dead one stays locked after expiry', () => {
    const { expiresAt } = codeClocks(sent);
    expect(codeStateProblem({ attempts: 0, expiresAt }, at('2026-03-01T10:09:59.999Z'))).toBeNull();
    expect(codeStateProblem({ attempts: 0, expiresAt }, expiresAt)).toBe('CONFIRMATION_CODE_EXPIRED');
    expect(codeStateProblem({ attempts: PHONE_CODE_MAX_ATTEMPTS, expiresAt }, sent)).toBe('CONFIRMATION_CODE_LOCKED');
    expect(codeStateProblem({ attempts: PHONE_CODE_MAX_ATTEMPTS, expiresAt }, at('2026-03-01T12:00:00.000Z'))).toBe('CONFIRMATION_CODE_LOCKED');
  });

  it('the fifth wrong code kills the code', () => {
    expect(PHONE_CODE_MAX_ATTEMPTS).toBe(5);
    expect([0, 1, 2, 3].map((n) => afterWrongCode(n).problem)).toEqual(Array(4).fill('CONFIRMATION_CODE_INVALID'));
    expect(afterWrongCode(4)).toEqual({
      attempts: 5,
      problem: 'CONFIRMATION_CODE_LOCKED',
    });
  });
});

describe('phone formats', () => {
  it('masks all but the country code, the first digit and the last three', () => {
    expect(maskPhone('+370 612 34123')).toBe('+370 6** **123');
    expect(maskPhone('+44 7400 123456')).toBe('+44 7*** ***456');
    expect(maskPhone('+37061234123')).toBe('+3706****123');
  });

  it('the start body takes E.164 with separators and refuses anything else', () => {
    expect(compactPhone(' +370 (612) 34-123 ')).toBe('+37061234123');
    expect(phoneStartBodySchema.parse({ phone: '+370 612 34123' })).toEqual({
      phone: '+37061234123',
    });
    for (const bad of ['861234123', '+0 612 34123', '+370abc', '+1234567890123456', '', '+12345']) {
      expect(phoneStartBodySchema.safeParse({ phone: bad }).success, bad).toBe(false);
    }
  });

  it('the code is six digits', () => {
    expect(phoneConfirmBodySchema.parse({ code: ' 012345 ' })).toEqual({
      code: '012345',
    });
    for (const bad of ['12345', '1234567', '12a456', '']) expect(phoneConfirmBodySchema.safeParse({ code: bad }).success, bad).toBe(false);
  });

  it('a countdown reads m:ss', () => {
    expect([60, 59, 9, 0, -3, 600].map(formatCountdown)).toEqual(['1:00', '0:59', '0:09', '0:00', '0:00', '10:00']);
  });
});
