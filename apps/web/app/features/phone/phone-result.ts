import type { PhoneCodeSent, PhoneState } from '@platform/contract';
import type { Failure, Message } from '../auth/failures';

export const PHONE_INTENTS = ['phone-start', 'phone-resend', 'phone-confirm'] as const;
export type PhoneIntent = (typeof PHONE_INTENTS)[number];

export function isPhoneIntent(value: string): value is PhoneIntent {
  return (PHONE_INTENTS as readonly string[]).includes(value);
}

/** What the profile page's action answers for the phone section's posts; `at` changes with every answer. */
export interface PhoneResult {
  intent: PhoneIntent;
  ok: boolean;
  at: number;
  failure?: Failure;
  sent?: PhoneCodeSent;
}

/** The phone section's data from the page loader: null when the state could not be read. */
export interface PhoneSectionData {
  state: PhoneState | null;
  /** When the state was read: a new value restarts the countdown. */
  loadedAt: number;
}

/** Field reasons with a text of their own (`phone.error.<reason>`). */
const FIELD_REASONS = new Set(['invalid', 'not_mobile', 'same', 'code_format']);
/** Codes with a text of their own (`phone.error.<CODE>`). */
const CODES = new Set(['CONFIRMATION_CODE_INVALID', 'CONFIRMATION_CODE_EXPIRED', 'CONFIRMATION_CODE_LOCKED', 'NOT_FOUND']);

/**
 * How the section shows a failure: a text under the field for a field reason the form knows, else
 * one alert (the code's own text, the wait for RATE_LIMITED, the session's refusals, or the generic one).
 */
export function phoneFailure(failure: Failure | undefined): { alert?: Message; phone?: Message; code?: Message } {
  if (!failure) return {};
  const phoneReason = failure.fieldErrors?.phone?.[0];
  if (phoneReason && FIELD_REASONS.has(phoneReason)) return { phone: { key: `phone.error.${phoneReason}` } };
  const codeReason = failure.fieldErrors?.code?.[0];
  if (failure.code === 'VALIDATION_FAILED' && codeReason === 'code_format') return { code: { key: 'phone.error.code_format' } };
  if (CODES.has(failure.code))
    return failure.code.startsWith('CONFIRMATION_CODE_') ? { code: { key: `phone.error.${failure.code}` } } : { alert: { key: `phone.error.${failure.code}` } };
  if (failure.code === 'RATE_LIMITED') return { alert: { key: 'phone.error.RATE_LIMITED', values: { seconds: failure.retryAfterSeconds ?? 60 } } };
  if (failure.code === 'READ_ONLY' || failure.code === 'IMPERSONATION_READ_ONLY') return { alert: { key: `auth.error.${failure.code}` } };
  return { alert: { key: 'phone.error.generic' } };
}
