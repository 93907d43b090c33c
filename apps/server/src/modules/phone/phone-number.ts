import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type PhoneNumberProblem = 'invalid' | 'not_mobile';

/**
 * A number the contract's E.164 check let through, checked against libphonenumber-js's full
 * metadata (decision 0048): it must exist in its country's numbering plan and be able to take an
 * SMS (mobile, or a plan that does not tell mobile from fixed line).
 */
export function checkPhoneNumber(e164: string): { ok: true; e164: string; international: string } | { ok: false; problem: PhoneNumberProblem } {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed || !parsed.isValid() || parsed.number !== e164) return { ok: false, problem: 'invalid' };
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { ok: false, problem: 'not_mobile' };
  return {
    ok: true,
    e164: parsed.number,
    international: parsed.formatInternational(),
  };
}

/** International format with spaces, for display; the E.164 itself when the library cannot format it. */
export function internationalOf(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
