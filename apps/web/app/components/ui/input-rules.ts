/**
 * Pure rules behind the form primitives (spec section 5). No React and no DOM here, so every rule
 * is unit-tested on its own; the components only wire them to events.
 */

export type TextFieldType = 'text' | 'email' | 'password' | 'number' | 'tel';

const HIGH_SURROGATE_MIN = 0xd800;
const HIGH_SURROGATE_MAX = 0xdbff;

/**
 * Cuts `value` to `maxLength` UTF-16 units, the unit the native maxlength counts in. Pasted text
 * bypasses maxlength in some browsers, so the field applies this on every change. Never leaves
 * half of a surrogate pair (an emoji) at the end.
 */
export function truncateToMaxLength(value: string, maxLength?: number): string {
  if (maxLength === undefined || maxLength < 0 || value.length <= maxLength) return value;
  const cut = value.slice(0, maxLength);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= HIGH_SURROGATE_MIN && last <= HIGH_SURROGATE_MAX ? cut.slice(0, -1) : cut;
}

/** Number value of a field, or null while it is empty or not (yet) a number ("-", "1e"). */
function toNumber(value: string): number | null {
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A number above `max` becomes `max`; anything else stays as typed. */
export function clampToMax(value: string, max?: number): string {
  if (max === undefined) return value;
  const parsed = toNumber(value);
  return parsed !== null && parsed > max ? String(max) : value;
}

/**
 * A number below `min` becomes `min`. Applied on blur only: while typing "15" with min 10 the
 * field passes through "1", which must not jump to 10.
 */
export function clampToMin(value: string, min?: number): string {
  if (min === undefined) return value;
  const parsed = toNumber(value);
  return parsed !== null && parsed < min ? String(min) : value;
}

/**
 * Decimal separator keys. '.' is the one the spec names; ',' is the decimal key a number input
 * accepts under the lt, pl, lv, bg and pt keyboard locales, so it is refused for the same reason.
 */
const DECIMAL_KEYS: ReadonlySet<string> = new Set(['.', ',']);

/** A number input without `step` takes whole numbers only, so the decimal key does nothing. */
export function shouldBlockKey({ type, step, key }: { type: TextFieldType; step?: number; key: string }): boolean {
  return type === 'number' && step === undefined && DECIMAL_KEYS.has(key);
}

/** What a change to a text field stores: truncated to maxLength, numbers clamped to max. */
export function applyInputRules(value: string, { type = 'text', maxLength, max }: { type?: TextFieldType; maxLength?: number; max?: number }): string {
  const truncated = truncateToMaxLength(value, maxLength);
  return type === 'number' ? clampToMax(truncated, max) : truncated;
}

/**
 * The code inside pasted or autofilled text. SMS texts and copied codes come as "123 456",
 * "123-456" or "Your code is 123456": a run of exactly `length` digits wins, otherwise all digits
 * in order, cut to `length`.
 */
export function extractOneTimeCode(text: string, length: number): string {
  const run = new RegExp(`(?<!\\d)\\d{${length}}(?!\\d)`).exec(text);
  if (run) return run[0];
  return text.replace(/\D/g, '').slice(0, length);
}
