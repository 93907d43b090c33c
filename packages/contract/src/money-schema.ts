import { z } from 'zod';
import { fromWire, MAX_MONEY_INPUT_CENTS, maxCents, minCents, readWire, toCents, toWire } from './money';

/**
 * An amount the server answers with: what `toWire` writes ("-12.50"), so every sum fits. Only for
 * responses; a request's amount is `moneyAmount`.
 */
export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/);

export interface MoneyAmountOptions {
  /** Smallest amount accepted, in cents (default 0; 1 for "positive"). */
  min?: number;
  /** Largest amount accepted, in cents (default and at most MAX_MONEY_INPUT_CENTS). */
  max?: number;
  /** Message of every refusal (some web forms translate it as a key). */
  message?: string;
  /** Messages for an amount that parses but is below `min` / above `max`. */
  tooSmall?: string;
  tooLarge?: string;
}

/**
 * The one schema of an amount a request carries (decision 0021). Its check IS the money parser:
 * it accepts exactly the strings `fromWire` reads ("10", "10.5", "10.50") whose cents lie in
 * [min, max], so the parser can never refuse what the schema let through, and the schema never
 * refuses what the parser reads within the documented maximum (MAX_MONEY_INPUT_CENTS).
 * Decoding a request hands the handler the canonical two-decimal form ("10.50"); encoding an answer
 * (response schemas reuse request fields) checks the value and leaves it as it is.
 */
export function moneyAmount(options: MoneyAmountOptions = {}) {
  const min = toCents(options.min ?? 0);
  const max = toCents(Math.min(options.max ?? MAX_MONEY_INPUT_CENTS, MAX_MONEY_INPUT_CENTS));
  const message = options.message ?? 'amount';
  const wire = z
    .string()
    .superRefine((value, ctx) => {
      const cents = readWire(value);
      const problem = cents === null ? message : cents < min ? (options.tooSmall ?? message) : cents > max ? (options.tooLarge ?? message) : null;
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem, input: value });
    })
    .meta({
      description: `Amount in EUR with at most two decimals, ${toWire(min)} to ${toWire(max)}`,
      examples: [toWire(maxCents(min, minCents(max, toCents(10_000))))],
    });
  return z.codec(wire, z.string(), { decode: (value) => toWire(fromWire(value)), encode: (value) => value });
}

/** An amount above zero: what every request that moves money sends. */
export const positiveMoneyAmount = moneyAmount({ min: 1 });
