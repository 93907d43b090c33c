import { fromWire, toWire, type Locale, type TransactionItem, type TransactionsResponse, type TransferCode } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import type { Db } from '../../db/client';
import { transfersTouching, userWallets } from '../ledger/ledger.history';
import { dateCell, decimalCell, textCell, type ExportTable } from '../exports/table-export';
import { describeTransfer } from './transfer-descriptions';
import { filterLines, pageOf, presentTransfers, type LineFilters, type TransactionLine } from './transactions.rules';

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

/** One line for the API; the stored description is translated by its pattern (decision 0043). */
export const toItem = (line: TransactionLine, locale: Locale = 'en'): TransactionItem => ({
  id: line.id,
  date: line.date.toISOString(),
  type: line.type,
  description: describeTransfer(line.description, locale),
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
    async list(userId: number, query: FilterInput & { page: number; pageSize: number }, locale: Locale = 'en'): Promise<TransactionsResponse> {
      const all = await lines(userId, query);
      return {
        items: pageOf(all, query.page, query.pageSize).map((line) => toItem(line, locale)),
        totalCount: all.length,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** All matching lines (not one page), newest first, for the CSV and XLSX downloads (exports/table-export.ts). */
    async exportTable(userId: number, filters: FilterInput, locale: Locale): Promise<ExportTable> {
      const all = pageOf(await lines(userId, filters), 1, Number.MAX_SAFE_INTEGER);
      const l = labels(locale);
      const widths = [18, 18, 36, 22, 12, 14, 12, 14];
      return {
        sheet: l.sheet,
        columns: EXPORT_COLUMNS.map((column, i) => ({ heading: l.heading(column), width: widths[i] })),
        rows: all.map((line) => [
          dateCell(line.date),
          textCell(l.type(line.type)),
          textCell(describeTransfer(line.description, locale)),
          textCell(line.reference),
          textCell(line.wallet),
          decimalCell(toWire(line.amount)),
          textCell(l.status(line.status)),
          decimalCell(toWire(line.balance)),
        ]),
      };
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
