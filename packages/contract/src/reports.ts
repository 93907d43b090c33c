import { z } from 'zod';
import { PAYMENT_PROVIDERS, TRANSFER_CODES } from './ledger-rules';
import { LOCALES } from './locales';
import { moneyString } from './money-schema';
import { isoDay } from './transactions';

/**
 * Reports (issue 15, decision 0036): the account statement of a period — opening balance, every
 * posted movement of the user's wallets, closing balance — as JSON for the screen and as PDF, CSV
 * and XLSX files. Days are Vilnius calendar days, inclusive.
 */

/** The longest period one statement covers. */
export const STATEMENT_MAX_DAYS = 3660;

export const statementQuerySchema = z
  .object({ from: isoDay, to: isoDay, locale: z.enum(LOCALES).optional() })
  .superRefine((value, ctx) => {
    if (value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to_before_from' });
    const days = (Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`)) / 86_400_000;
    if (days > STATEMENT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['from'], message: 'period_too_long' });
  });
export type StatementQuery = z.input<typeof statementQuerySchema>;

export const statementLineSchema = z.object({
  /** When the money moved (a held investment moves when its hold is posted). */
  date: z.string(),
  type: z.enum(TRANSFER_CODES),
  description: z.string().nullable(),
  reference: z.string().nullable(),
  wallet: z.enum(PAYMENT_PROVIDERS),
  /** Signed: + into the wallet, − out of it. */
  amount: moneyString,
  balance: moneyString,
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Posted balance of all the user's wallets at the start of `from` and at the end of `to`. */
  opening: moneyString,
  closing: moneyString,
  totalIn: moneyString,
  totalOut: moneyString,
  /** Money held at the end of `to` (investments in their reflection period, withdrawals on their way): not moved yet. */
  heldAtClose: moneyString,
  lines: z.array(statementLineSchema),
  generatedAt: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;
