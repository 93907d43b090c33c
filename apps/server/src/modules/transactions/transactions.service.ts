import { calendarDate, fromWire, toWire, toZonedIso, type Locale, type TransactionItem, type TransactionsResponse, type TransferCode } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import type { Db } from '../../db/client';
import { transfersTouching, userWallets } from '../ledger/ledger.history';
import { neutralizeFormula, toCsv } from '../exports/csv';
import { filterLines, pageOf, presentTransfers, type LineFilters, type TransactionLine } from './transactions.rules';
import { buildXlsx, type XlsxCell } from '../exports/xlsx';

export interface FilterInput {
  type: TransferCode | 'all';
  dateFrom?: string;
  dateTo?: string;
  amountMin?: string;
  amountMax?: string;
}

const toLineFilters = (input: FilterInput): LineFilters => ({
  type: input.type,
  dateFrom: input.dateFrom,
  dateTo: input.dateTo,
  amountMin: input.amountMin === undefined ? undefined : fromWire(input.amountMin),
  amountMax: input.amountMax === undefined ? undefined : fromWire(input.amountMax),
});

export const toItem = (line: TransactionLine): TransactionItem => ({
  id: line.id,
  date: line.date.toISOString(),
  type: line.type,
  description: line.description,
  reference: line.reference,
  wallet: line.wallet,
  amount: toWire(line.amount),
  status: line.status,
  balance: toWire(line.balance),
  resolvedAt: line.resolvedAt?.toISOString() ?? null,
});

const EXPORT_COLUMNS = ['date', 'type', 'description', 'reference', 'wallet', 'amount', 'status', 'balance'] as const;

/**
 * The user's transactions: every transfer touching the caller's own wallets (never anyone
 * else's: the wallets are looked up by the caller's id), presented by transactions.rules.ts.
 */
export function createTransactionsService(db: Db) {
  /** Every matching line, oldest first, with balances over the whole history. */
  async function lines(userId: number, filters: FilterInput): Promise<TransactionLine[]> {
    const wallets = await userWallets(db, userId);
    const transfers = await transfersTouching(
      db,
      wallets.map((w) => w.id),
    );
    return filterLines(presentTransfers(transfers, wallets), toLineFilters(filters));
  }

  function labels(locale: Locale) {
    const texts = TRANSLATIONS[locale];
    return {
      heading: (column: (typeof EXPORT_COLUMNS)[number]) => texts[`transactions.column.${column}`] ?? column,
      type: (code: string) => texts[`transactions.type.${code}`] ?? code,
      status: (status: string) => texts[`transactions.status.${status}`] ?? status,
      sheet: texts['transactions.title'] ?? 'Transactions',
    };
  }

  return {
    async list(userId: number, query: FilterInput & { page: number; pageSize: number }): Promise<TransactionsResponse> {
      const all = await lines(userId, query);
      return { items: pageOf(all, query.page, query.pageSize).map(toItem), totalCount: all.length, page: query.page, pageSize: query.pageSize };
    },

    /** All matching lines (not one page), newest first, as RFC 4180 CSV with plain decimal amounts. */
    async csv(userId: number, filters: FilterInput, locale: Locale): Promise<string> {
      const all = pageOf(await lines(userId, filters), 1, Number.MAX_SAFE_INTEGER);
      const l = labels(locale);
      return toCsv([
        EXPORT_COLUMNS.map(l.heading),
        ...all.map((line) => [
          toZonedIso(line.date),
          l.type(line.type),
          neutralizeFormula(line.description ?? ''),
          neutralizeFormula(line.reference ?? ''),
          line.wallet,
          toWire(line.amount),
          l.status(line.status),
          toWire(line.balance),
        ]),
      ]);
    },

    /** The same rows as a real workbook: dates as date cells, amounts as numbers with two decimals. */
    async xlsx(userId: number, filters: FilterInput, locale: Locale): Promise<Buffer> {
      const all = pageOf(await lines(userId, filters), 1, Number.MAX_SAFE_INTEGER);
      const l = labels(locale);
      const rows: XlsxCell[][] = all.map((line) => [
        { date: line.date },
        { text: l.type(line.type) },
        line.description ? { text: line.description } : null,
        line.reference ? { text: line.reference } : null,
        { text: line.wallet },
        { decimal: toWire(line.amount) },
        { text: l.status(line.status) },
        { decimal: toWire(line.balance) },
      ]);
      return buildXlsx(l.sheet, EXPORT_COLUMNS.map(l.heading), rows, [18, 18, 36, 22, 12, 14, 12, 14]);
    },

    /** For the file names: ISO is unambiguous; the day is the Vilnius day, as on every screen. */
    fileName(extension: 'csv' | 'xlsx', now = new Date()): string {
      return `transactions-${calendarDate(now)}.${extension}`;
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
