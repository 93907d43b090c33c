// Zod-free: the browser bundles these rules (the bank account form checks an IBAN before sending).
/**
 * Business rules of withdrawals (issue 5, decision 0010): IBAN checks, the holder-name match
 * against the verified identity, and the "a new bank account waits until the next calendar day"
 * rule. Pure functions; the server applies them, the web client uses them for early feedback.
 */

/** Smallest withdrawal: EUR 1.00. */
export const MIN_WITHDRAWAL_CENTS = 100;
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
export const BANK_ACCOUNT_TIME_ZONE = 'Europe/Vilnius';

/** IBAN lengths by country (SWIFT IBAN registry), EU/EEA and the usual neighbours. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FO: 18, FR: 27,
  GB: 22, GI: 23, GL: 18, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27,
  MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22, UA: 29, RS: 22, ME: 22,
  MK: 19, AL: 28, BA: 20, MD: 24, TR: 26, GE: 22, XK: 20,
};

/** Spaces and dashes out, upper case: "lt12 1000 0111 0100 1000" -> "LT121000011101001000". */
export function normalizeIban(input: string): string {
  return input.replace(/[\s\u00a0\u202f-]/g, '').toUpperCase();
}

/** ISO 13616 check digits: move the first four characters to the end, letters to numbers, mod 97 = 1. */
export function ibanChecksumOk(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? code - 55 : code - 48;
    if (value < 0 || value > 35) return false;
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/** An IBAN with correct check digits for a country and BBAN (test data, sandbox accounts). */
export function ibanWithCheckDigits(country: string, bban: string): string {
  const body = (bban + country.toUpperCase() + '00').toUpperCase();
  let remainder = 0;
  for (const char of body) {
    const code = char.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? code - 55 : code - 48;
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return `${country.toUpperCase()}${String(98 - remainder).padStart(2, '0')}${bban.toUpperCase()}`;
}

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/** Why an IBAN is not valid, or null when it is (format, known country and its length, mod-97). */
export function ibanProblem(input: string): IbanProblem | null {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return ibanChecksumOk(iban) ? null : 'checksum';
}

export function isValidIban(input: string): boolean {
  return ibanProblem(input) === null;
}

/** "LT121000011101001000" -> "LT12 1000 0111 0100 1000" */
export function groupIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Only the last four characters visible: "LT12 **** **** **** 1000". */
export function maskIban(iban: string): string {
  const clean = normalizeIban(iban);
  if (clean.length <= 8) return groupIban(clean);
  return groupIban(clean.slice(0, 4) + '*'.repeat(clean.length - 8) + clean.slice(-4));
}

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

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date ("2026-03-05") of an instant in a time zone. */
export function calendarDate(instant: Date, timeZone: string = BANK_ACCOUNT_TIME_ZONE): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

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
