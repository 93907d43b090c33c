import { z } from 'zod';
import { PAYMENT_PROVIDERS, TRANSFER_CODES } from './ledger-rules';
import { readWire } from './money';
import { moneyAmount, moneyString } from './money-schema';
import { TRANSACTION_STATUSES, TRANSACTIONS_MAX_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE } from './transactions-paths';
import { LOCALES } from './locales';

export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'not a calendar date');

/** A non-negative filter amount in euros ("100", "100.5", "100.50"). */
const filterAmount = moneyAmount({ message: 'expected an amount like 100.50' });

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const filterFields = {
  type: z.enum(['all', ...TRANSFER_CODES]).default('all'),
  dateFrom: optional(isoDay),
  dateTo: optional(isoDay),
  amountMin: optional(filterAmount),
  amountMax: optional(filterAmount),
  /** Language of the export's headings and type names (the browser's download link carries it). */
  locale: z.enum(LOCALES).optional(),
};

function checkRanges(value: { dateFrom?: string; dateTo?: string; amountMin?: string; amountMax?: string }, ctx: z.RefinementCtx): void {
  if (value.dateFrom && value.dateTo && value.dateFrom > value.dateTo) {
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'dateTo must not be before dateFrom' });
  }
  // Runs even when a field failed its own check: read the amounts without throwing.
  const min = value.amountMin ? readWire(value.amountMin) : null;
  const max = value.amountMax ? readWire(value.amountMax) : null;
  if (min !== null && max !== null && min > max) {
    ctx.addIssue({ code: 'custom', path: ['amountMax'], message: 'amountMax must not be below amountMin' });
  }
}

/** Filters of the exports of GET /api/get/transactions (query string). */
export const transactionFiltersSchema = z.object(filterFields).superRefine(checkRanges);
export type TransactionFiltersInput = z.infer<typeof transactionFiltersSchema>;

/** GET /api/get/transactions: the filters plus the page. */
export const transactionsQuerySchema = z
  .object({
    ...filterFields,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(TRANSACTIONS_MAX_PAGE_SIZE).default(TRANSACTIONS_PAGE_SIZE),
  })
  .superRefine(checkRanges);
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const transactionItemSchema = z.object({
  /** The ledger transfer id; a transfer between two of the user's own wallets gives two lines (id:debit, id:credit). */
  id: z.string(),
  /** When the transfer was made (ISO 8601). */
  date: z.string(),
  type: z.enum(TRANSFER_CODES),
  description: z.string().nullable(),
  reference: z.string().nullable(),
  wallet: z.enum(PAYMENT_PROVIDERS),
  /** + credit to the wallet, − debit from it. */
  amount: moneyString,
  status: z.enum(TRANSACTION_STATUSES),
  /** Posted balance of the user's wallets after this line (pending and voided lines leave it unchanged). */
  balance: moneyString,
  /** When a hold was posted or voided (ISO 8601), null otherwise. */
  resolvedAt: z.string().nullable(),
});
export type TransactionItem = z.infer<typeof transactionItemSchema>;

export const transactionsResponseSchema = z.object({
  items: z.array(transactionItemSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;
