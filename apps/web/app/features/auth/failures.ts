import { PASSWORD_MIN_LENGTH, PROMO_CODE_PROBLEMS, type PasswordProblem } from '@platform/contract';

/**
 * What went wrong with a form post, as the page shows it: an error code (the API's codes of
 * packages/contract/src/errors.ts, or VALIDATION_FAILED from the form's own checks), reasons per
 * field, and the wait for RATE_LIMITED. Only codes and reason words travel; the texts come from
 * the translations, never from the server.
 */
export interface Failure {
  code: string;
  fieldErrors?: Record<string, string[]>;
  retryAfterSeconds?: number;
}

/** A translation key with its values, translated where it is shown. */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

/** Codes with a text of their own (`auth.error.<CODE>`); anything else shows the generic text. */
export const TRANSLATED_CODES = [
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'WEAK_PASSWORD',
  'TWO_STEP_INVALID',
  'INVALID_TOKEN',
  'RATE_LIMITED',
  'VALIDATION_FAILED',
  'READ_ONLY',
  'IMPERSONATION_READ_ONLY',
  'CAPTCHA_FAILED',
  'UNAUTHORIZED',
  'CONFLICT',
  'CSRF_FAILED',
  'MAINTENANCE',
] as const;

const CODE_BY_STATUS: Record<number, string> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 409: 'CONFLICT', 429: 'RATE_LIMITED', 503: 'MAINTENANCE' };

export interface ApiAnswer {
  status: number;
  data: unknown;
  /** Present when the caller can see response headers (Retry-After). */
  headers?: Record<string, string | string[] | number | undefined>;
}

function retryAfterOf(answer: ApiAnswer): number | undefined {
  const raw = answer.headers?.['retry-after'] ?? answer.headers?.['Retry-After'];
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (first === undefined) return undefined;
  const seconds = Number(first);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(String(first));
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

/** Reads an error answer `{code, message, fieldErrors?}`; the message (server prose) is dropped on purpose. */
export function failureFromAnswer(answer: ApiAnswer): Failure {
  const body = answer.data as { code?: unknown; fieldErrors?: unknown } | null;
  const code = typeof body?.code === 'string' ? body.code : (CODE_BY_STATUS[answer.status] ?? 'INTERNAL');
  const failure: Failure = { code };
  if (body && typeof body.fieldErrors === 'object' && body.fieldErrors !== null) {
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, reasons] of Object.entries(body.fieldErrors as Record<string, unknown>)) {
      if (Array.isArray(reasons)) fieldErrors[field] = reasons.filter((r): r is string => typeof r === 'string');
    }
    if (Object.keys(fieldErrors).length > 0) failure.fieldErrors = fieldErrors;
  }
  const retryAfter = code === 'RATE_LIMITED' ? retryAfterOf(answer) : undefined;
  if (retryAfter !== undefined) failure.retryAfterSeconds = retryAfter;
  return failure;
}

/** The alert text of a failure; `overrides` gives a code a text that fits the form (a wrong current password). */
export function failureMessage(failure: Failure, overrides: Partial<Record<string, string>> = {}): Message {
  const override = overrides[failure.code];
  if (override) return { key: override };
  // A refused invite or promo code is said under its field; the alert only points there.
  if (failure.code === 'REFERRAL_CODE_UNKNOWN' || failure.code === 'PROMO_CODE_INVALID') return { key: 'auth.error.VALIDATION_FAILED' };
  if (failure.code === 'RATE_LIMITED' && failure.retryAfterSeconds !== undefined) {
    return { key: 'auth.error.RATE_LIMITED_seconds', values: { seconds: failure.retryAfterSeconds } };
  }
  if ((TRANSLATED_CODES as readonly string[]).includes(failure.code)) return { key: `auth.error.${failure.code}` };
  return { key: 'auth.error.generic' };
}

const PASSWORD_PROBLEMS: readonly PasswordProblem[] = ['too_short', 'too_long', 'needs_letter', 'needs_digit', 'contains_email', 'too_common'];

/** Server paths of nested fields -> the form field that shows them. */
const FIELD_ALIASES: Record<string, string> = {
  'company.name': 'companyName',
  'company.registrationNumber': 'registrationNumber',
  company: 'companyName',
  token: 'password',
};

/** The text under one field for the reasons the server or the form check gave. */
export function fieldMessage(field: string, reasons: readonly string[]): Message {
  const reason = reasons[0] ?? '';
  if (reason === 'required') return { key: 'auth.field.required' };
  if (reason === 'mismatch') return { key: 'auth.field.password_mismatch' };
  if (reason === 'taken') return { key: 'auth.error.EMAIL_TAKEN' };
  if (reason === 'wrong') return { key: 'auth.field.wrong_password' };
  if (reason === 'code_format') return { key: 'auth.two_step.code_format' };
  // Registration's invite and promo codes (REFERRAL_CODE_UNKNOWN, PROMO_CODE_INVALID; decision 0044).
  if (field === 'referralCode' && reason === 'unknown') return { key: 'promo.unknown' };
  if (field === 'promoCode' && reason !== 'already_used' && (PROMO_CODE_PROBLEMS as readonly string[]).includes(reason)) return { key: `promo.${reason}` };
  const problem = reasons.find((r): r is PasswordProblem => (PASSWORD_PROBLEMS as readonly string[]).includes(r));
  if (problem) return passwordRuleMessage(problem);
  if (field === 'email') return { key: 'auth.field.email_invalid' };
  return { key: 'auth.field.invalid' };
}

/** Field texts keyed by form field name. */
export function fieldMessages(failure: Failure | null | undefined): Record<string, Message> {
  const out: Record<string, Message> = {};
  for (const [field, reasons] of Object.entries(failure?.fieldErrors ?? {})) {
    const name = FIELD_ALIASES[field] ?? field;
    if (!out[name]) out[name] = fieldMessage(field, reasons);
  }
  return out;
}

/** Text of one password rule (used for the live hints and for a server's WEAK_PASSWORD reason). */
export function passwordRuleMessage(problem: PasswordProblem): Message {
  if (problem === 'too_short') return { key: 'auth.password.rule.too_short', values: { min: PASSWORD_MIN_LENGTH } };
  if (problem === 'too_long') return { key: 'auth.password.rule.too_long', values: { max: 128 } };
  return { key: `auth.password.rule.${problem}` };
}
