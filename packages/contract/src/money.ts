/**
 * Money is an integer number of euro cents everywhere inside the platform.
 * On the wire it is a decimal string with exactly two places ("1234.50").
 * This module is the only place that converts between the two and the only place that rounds.
 */
import { LOCALE_ISO } from './locales';

declare const centsBrand: unique symbol;
export type Cents = number & { readonly [centsBrand]: true };

export const CURRENCY = 'EUR';

/** The one checked constructor: a safe integer becomes `Cents`; anything else throws. */
export function toCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Money must be a whole number of cents, got ${value}`);
  }
  return value as Cents;
}

/** Short name of `toCents` for literals in code and tests: `cents(100)` is one euro. */
export const cents = toCents;

/**
 * The database edge: a bigint column read in drizzle's number mode, or a raw SQL row where
 * PostgreSQL's bigint arrives as a string. Checked like `toCents` (a string must be an integer).
 */
export function asCents(value: number | string | bigint): Cents {
  if (typeof value === 'string') {
    if (!/^-?\d+$/.test(value)) throw new RangeError(`Money must be a whole number of cents, got ${JSON.stringify(value)}`);
    return toCents(Number(value));
  }
  return toCents(typeof value === 'bigint' ? Number(value) : value);
}

export const ZERO_CENTS = 0 as Cents;

/** Whole euros as cents, for amounts written in code (seeds, tests, limits): `euros(1000)`. */
export function euros(whole: number): Cents {
  if (!Number.isSafeInteger(whole)) throw new RangeError(`euros() takes whole euros, got ${whole}`);
  return toCents(whole * 100);
}

export function addCents(a: Cents, b: Cents): Cents {
  return toCents(a + b);
}

export function subCents(a: Cents, b: Cents): Cents {
  return toCents(a - b);
}

export function negCents(a: Cents): Cents {
  return toCents(a === 0 ? 0 : -a);
}

export function absCents(a: Cents): Cents {
  return toCents(Math.abs(a));
}

export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return toCents(total);
}

export function minCents(a: Cents, b: Cents): Cents {
  return a <= b ? a : b;
}

export function maxCents(a: Cents, b: Cents): Cents {
  return a >= b ? a : b;
}

/** -1, 0 or 1, for `sort`. */
export function compareCents(a: Cents, b: Cents): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

export type Rounding = 'floor' | 'ceil' | 'halfUp';

/**
 * `amount × numerator / denominator`, rounded as asked, exact beyond 2^53 (BigInt inside).
 * `halfUp` rounds halves away from zero. The denominator must be a positive integer.
 */
export function mulRatio(amount: Cents, numerator: number, denominator: number, rounding: Rounding): Cents {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`mulRatio needs integers and a positive denominator, got ${numerator}/${denominator}`);
  }
  const product = BigInt(amount) * BigInt(numerator);
  const den = BigInt(denominator);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  let quotient = abs / den;
  const rest = abs % den;
  if (rest !== 0n) {
    // Floor and ceil are directions on the number line, so they swap for negative products.
    const up = rounding === 'halfUp' ? rest * 2n >= den : (rounding === 'ceil') !== negative;
    if (up) quotient += 1n;
  }
  const value = Number(quotient);
  return toCents(negative && value !== 0 ? -value : value);
}

const WIRE_PATTERN = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * The largest amount a request may carry: 99 999 999 999.99 EUR. The parser reads up to 13 whole
 * digits (totals on the wire may be larger than one amount); a request's amount stays below this
 * so that sums of hundreds of them remain exact integers (Number.MAX_SAFE_INTEGER is about 9e15).
 * `moneyAmount` (money-schema.ts) is the one schema that enforces it.
 */
export const MAX_MONEY_INPUT_CENTS = 9_999_999_999_999;

/** "1234.5" | "1234.50" | "1234" -> 123450 cents. Throws on anything else. */
export function fromWire(value: string): Cents {
  const match = WIRE_PATTERN.exec(value);
  if (!match) throw new RangeError(`Not a money amount: ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return toCents(sign ? -cents : cents);
}

/** `fromWire` that answers null instead of throwing. */
export function readWire(value: string): Cents | null {
  try {
    return fromWire(value);
  } catch {
    return null;
  }
}

/** 123450 cents -> "1234.50" */
export function toWire(cents: Cents): string {
  const value = toCents(cents);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.trunc(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/**
 * Parses what a person typed: strips spaces (also non-breaking and narrow ones) and the euro sign,
 * accepts a comma or a dot as the decimal separator. Returns null when it is not an amount.
 */
export function parseMoneyInput(input: string): Cents | null {
  const cleaned = input.replace(/[\s\u00a0\u202f€]/g, '');
  if (cleaned === '') return null;
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  let normalized = cleaned;
  if (lastComma !== -1 && lastDot !== -1) {
    // The separator that comes last is the decimal one; the other groups thousands.
    const decimal = lastComma > lastDot ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    normalized = cleaned.split(group).join('').replace(decimal, '.');
  } else if (lastComma !== -1) {
    normalized = cleaned.replace(',', '.');
  }
  try {
    return fromWire(normalized);
  } catch {
    return null;
  }
}

/**
 * The tag Intl formats numbers with: a platform Locale ("pt") becomes its LOCALE_ISO tag ("pt-PT"),
 * any other tag ("lt-LT") stays. Intl reads a bare "pt" as Brazilian Portuguese ("€ 1.234,50"
 * instead of "1234,50 €"), and call sites hold either form.
 */
function numberLocale(locale: string): string {
  return Object.hasOwn(LOCALE_ISO, locale) ? LOCALE_ISO[locale as keyof typeof LOCALE_ISO] : locale;
}

// Keyed by the tag Intl gets: "pt" and "pt-PT" share one formatter (a browser's first costs 15–30 ms).
const formatters = new Map<string, Intl.NumberFormat>();

/** Display format: EUR, two decimals, per locale ("€1,234.50", "1 234,50 €"); a Locale or its LOCALE_ISO tag alike. */
export function formatMoney(cents: Cents, locale: string): string {
  const tag = numberLocale(locale);
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(tag, formatter);
  }
  // Formatting a decimal string keeps exactness for amounts beyond 2^53 / 100 precision.
  return formatter.format(toWire(cents) as unknown as number);
}

/**
 * Splits `total` cents into parts proportional to `weights` with the largest-remainder method:
 * the parts always add up to exactly `total`. Ties go to the earlier weight.
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  const amount = toCents(total);
  if (weights.length === 0) throw new RangeError('allocate needs at least one weight');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError('weights must be non-negative integers');
  }
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (weightSum === 0) throw new RangeError('weights must not all be zero');
  const sign = amount < 0 ? -1 : 1;
  const abs = BigInt(Math.abs(amount));
  const sum = BigInt(weightSum);
  const parts = weights.map((w) => (abs * BigInt(w)) / sum);
  const remainders = weights.map((w, index) => ({ index, rest: (abs * BigInt(w)) % sum }));
  let left = abs - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] += 1n;
    left -= 1n;
  }
  // `p === 0n` keeps zero parts +0 (never -0) for negative totals.
  return parts.map((p) => toCents(p === 0n ? 0 : sign * Number(p)));
}

/** Percentage of `part` in `whole`, floored to whole percent points, clamped to 0..100. */
export function percentOf(part: Cents, whole: Cents): number {
  if (whole <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((part * 100) / whole)));
}

/** Basis points (1150) -> percent string with two decimals ("11.50"). */
export function bpsToPercentString(bps: number): string {
  if (!Number.isSafeInteger(bps) || bps < 0) throw new RangeError(`Not a rate in basis points: ${bps}`);
  return `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
}

/** "8" | "8.5" | "8.50" -> 850 basis points, exact (no float); null when not digits with at most two decimals. */
export function percentStringToBps(percent: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(percent);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const percentFormatters = new Map<string, Intl.NumberFormat>();

/** Display a wire percent ("10.50") per locale ("10.50%", "10,50 %"); exact, no float parsing. A Locale or its LOCALE_ISO tag alike. */
export function formatPercent(percent: string, locale: string): string {
  if (!/^\d+\.\d{2}$/.test(percent)) throw new RangeError(`Not a percent: ${percent}`);
  const tag = numberLocale(locale);
  let formatter = percentFormatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    percentFormatters.set(tag, formatter);
  }
  const [whole, fraction] = percent.split('.');
  // 10.50 % == 0.1050 as a fraction of one, written as a decimal string.
  const asFraction = `${whole.padStart(3, '0').slice(0, -2)}.${whole.padStart(3, '0').slice(-2)}${fraction}`;
  return formatter.format(asFraction as unknown as number);
}
