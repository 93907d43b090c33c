// Zod-free: the browser bundles these rules (the bank account form checks an IBAN before sending).
import { calendarDate, DISPLAY_TIME_ZONE } from './datetime';
import { euros } from './money';

/**
 * Business rules of withdrawals (issue 5, decision 0010): IBAN checks, the holder-name match
 * against the verified identity, and the "a new bank account waits until the next calendar day"
 * rule. Pure functions; the server applies them, the web client uses them for early feedback.
 */

/** Smallest withdrawal: EUR 1.00. */
export const MIN_WITHDRAWAL_CENTS = euros(1);
/** Emailed confirmation codes: 6 digits, valid 10 minutes, 5 attempts. */
export const WITHDRAWAL_CODE_TTL_SECONDS = 600;
export const WITHDRAWAL_CODE_MAX_ATTEMPTS = 5;
/** A manual adjustment must say why (kept in the audit log). */
export const ADJUSTMENT_REASON_MIN_LENGTH = 10;
export const ADJUSTMENT_REASON_MAX_LENGTH = 500;
export const REJECT_REASON_MIN_LENGTH = 3;

export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'sent', 'paid', 'rejected', 'failed', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The calendar of the "next day" rule: the platform's home time zone (decision 0010). */
export const BANK_ACCOUNT_TIME_ZONE = DISPLAY_TIME_ZONE;

const SPECIAL_LETTERS: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ı: 'i' };

/**
 * A name reduced to comparable words: case, diacritics (ė -> e, ł -> l), punctuation and repeated
 * spaces do not matter. Cyrillic letters stay as they are.
 */
export function nameWords(name: string): string[] {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[łđøßæœþı]/g, (c) => SPECIAL_LETTERS[c] ?? c);
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * Does the bank account holder name belong to the verified identity? The same words in any order
 * (banks often print "SURNAME NAME"), after nameWords. Empty names never match.
 */
export function holderNameMatches(holderName: string, verifiedName: string | null | undefined): boolean {
  if (!verifiedName) return false;
  const a = nameWords(holderName).sort();
  const b = nameWords(verifiedName).sort();
  return a.length > 0 && a.length === b.length && a.every((word, i) => word === b[i]);
}

/** The calendar date ("2026-03-05") of an instant in a time zone (Vilnius unless told); lives in datetime.ts. */
export { calendarDate };

/** "2026-02-28" -> "2026-03-01" (calendar arithmetic, no time zone involved). */
export function nextCalendarDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return next.toISOString().slice(0, 10);
}

/** First calendar day (Europe/Vilnius) on which a bank account added at `addedAt` may receive a withdrawal. */
export function canWithdrawFromDate(addedAt: Date): string {
  return nextCalendarDate(calendarDate(addedAt));
}

/** True from the next calendar day (Europe/Vilnius) after the account was added. */
export function canWithdrawTo(addedAt: Date, now: Date): boolean {
  return calendarDate(now) >= canWithdrawFromDate(addedAt);
}

/** A withdrawal the owner may still cancel (the operator has not acted on it yet). */
export function isCancellable(status: WithdrawalStatus): boolean {
  return status === 'requested';
}
