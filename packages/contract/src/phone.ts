import { z } from 'zod';

/**
 * Phone number confirmation by SMS code (issue 16, decision 0048): the spec's "temporary phone
 * number" is the number waiting for its code, and "the time left before the authentication code can
 * be resent" is `resendInSeconds`. The rules below are pure so the server, the page and the tests
 * share them.
 */

export const PHONE_CODE_LENGTH = 6;
/** A code is good for ten minutes. */
export const PHONE_CODE_TTL_SECONDS = 10 * 60;
/** Another SMS may be asked for one minute after the last one. */
export const PHONE_RESEND_SECONDS = 60;
/** Wrong codes a code survives: the fifth wrong one kills it (a new SMS brings a new code). */
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/** Characters people type between the digits of a number; dropped before the E.164 check. */
const PHONE_SEPARATORS = /[\s().-]/g;
/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
export const E164 = /^\+[1-9]\d{6,14}$/;

/** "+370 612 34567" and "+370-612-34567" become "+37061234567"; anything else is left for the E.164 check to refuse. */
export function compactPhone(input: string): string {
  return input.trim().replace(PHONE_SEPARATORS, '');
}

/** POST start: the number to confirm, in E.164 (spaces, dashes, dots and brackets allowed between digits). */
export const phoneStartBodySchema = z.object({
  phone: z.string().max(40, 'invalid').transform(compactPhone).pipe(z.string().regex(E164, 'invalid')),
});
export type PhoneStartBody = z.input<typeof phoneStartBodySchema>;

/** POST confirm: the six digits of the SMS. */
export const phoneConfirmBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), 'code_format'),
});
export type PhoneConfirmBody = z.infer<typeof phoneConfirmBodySchema>;

/** What start and resend answer: where the code went (masked) and the two clocks. */
export const phoneCodeSentSchema = z.object({
  /** Masked: "+370 6** **567". */
  phone: z.string(),
  resendInSeconds: z.number().int().min(0),
  expiresInSeconds: z.number().int().min(0),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** GET state (and the answer of confirm). */
export const phoneStateSchema = z.object({
  /** The confirmed number: whole for its owner, masked in a "logged in as another user" session. */
  phone: z
    .object({
      /** E.164, or masked for an operator acting as the user. */
      number: z.string(),
      /** International format with spaces ("+370 612 34567"), masked the same way. */
      display: z.string(),
      confirmedAt: z.string(),
    })
    .nullable(),
  /** The number waiting for its code, masked; null when none waits. */
  temporaryPhone: z.string().nullable(),
  /** Seconds before another code may be sent (0: now). */
  resendInSeconds: z.number().int().min(0),
  /** Seconds the waiting code stays good (0: none, or it expired). */
  expiresInSeconds: z.number().int().min(0),
  /** The waiting code took too many wrong tries: only a new SMS helps. */
  codeLocked: z.boolean(),
});
export type PhoneState = z.infer<typeof phoneStateSchema>;

/** Whole seconds from `now` until `at`, never negative (a clock shown to the person). */
export function secondsUntil(at: Date, now: Date): number {
  return Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));
}

/** The two clocks of a code sent at `sentAt`. */
export function codeClocks(sentAt: Date): { expiresAt: Date; resendAt: Date } {
  return {
    expiresAt: new Date(sentAt.getTime() + PHONE_CODE_TTL_SECONDS * 1000),
    resendAt: new Date(sentAt.getTime() + PHONE_RESEND_SECONDS * 1000),
  };
}

/** May another SMS go now? The answer holds the wait when not. */
export function resendVerdict(resendAt: Date | null, now: Date): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  const wait = resendAt ? secondsUntil(resendAt, now) : 0;
  return wait === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: wait };
}

export type CodeProblem = 'CONFIRMATION_CODE_INVALID' | 'CONFIRMATION_CODE_EXPIRED' | 'CONFIRMATION_CODE_LOCKED';

/**
 * What a code check may say before the code is compared: a dead code (too many wrong tries) is
 * locked even after it expired; an expired one is refused without counting a try.
 */
export function codeStateProblem(row: { attempts: number; expiresAt: Date }, now: Date): CodeProblem | null {
  if (row.attempts >= PHONE_CODE_MAX_ATTEMPTS) return 'CONFIRMATION_CODE_LOCKED';
  if (row.expiresAt.getTime() <= now.getTime()) return 'CONFIRMATION_CODE_EXPIRED';
  return null;
}

/** A wrong code: the tries after it, and whether the code is now dead. */
export function afterWrongCode(attempts: number): {
  attempts: number;
  problem: CodeProblem;
} {
  const next = attempts + 1;
  return {
    attempts: next,
    problem: next >= PHONE_CODE_MAX_ATTEMPTS ? 'CONFIRMATION_CODE_LOCKED' : 'CONFIRMATION_CODE_INVALID',
  };
}

/**
 * "+370 612 34567" → "+370 6** **567": the country code, the first digit after it and the last
 * three stay; every other digit becomes a star, spaces stay where they were. A number without a
 * space after its country code (E.164) keeps its first four characters.
 */
export function maskPhone(international: string): string {
  const value = international.trim();
  const space = value.indexOf(' ');
  const head = space > 0 ? value.slice(0, space + 1) : value.slice(0, 4);
  const rest = value.slice(head.length);
  const digits = rest.replace(/\D/g, '').length;
  let seen = 0;
  let out = '';
  for (const ch of rest) {
    if (!/\d/.test(ch)) {
      out += ch;
      continue;
    }
    out += seen === 0 || seen >= digits - 3 ? ch : '*';
    seen += 1;
  }
  return head + out;
}

/** "0:59", "1:00", "10:00": minutes and zero-padded seconds of a countdown. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * GET /api/dev/sms: the SMS the sandbox kept, newest first. Answers only in the embedded demo mode and
 * only to requests from this machine (404 otherwise); the texts only to operators (decision 0048).
 */
export const DEV_SMS_API = '/api/dev/sms';
export const devSmsInboxQuerySchema = z.object({
  to: z
    .string()
    .max(40)
    .optional()
    .transform((value) => (value ? compactPhone(value) : undefined) || undefined),
});
export const devSmsInboxResponseSchema = z.object({
  messages: z.array(z.object({ id: z.number().int(), to: z.string(), text: z.string(), createdAt: z.string() })),
});
export type DevSmsInbox = z.infer<typeof devSmsInboxResponseSchema>;
