// Zod-free: browser code imports these without pulling zod in.
import { TRANSFER_CODES, type TransferCode } from './ledger-rules';

/** The user's transactions screen and its exports (issue 5). */
export const TRANSACTIONS_API = {
  list: '/api/get/transactions',
  exportCsv: '/api/get/transactions/export.csv',
  exportXlsx: '/api/get/transactions/export.xlsx',
} as const;

/** The table's default page size (also the API default). */
export const TRANSACTIONS_PAGE_SIZE = 100;
export const TRANSACTIONS_MAX_PAGE_SIZE = 500;

/** State of one line: a posted transfer, a hold still pending, or a hold released without moving money. */
export const TRANSACTION_STATUSES = ['posted', 'pending', 'voided'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export type TransactionTypeFilter = TransferCode | 'all';

/** Filters of the screen, as the URL query and the API query carry them (all optional strings). */
export interface TransactionFilters {
  type: TransactionTypeFilter;
  dateFrom: string;
  dateTo: string;
  amountMin: string;
  amountMax: string;
}

export const EMPTY_TRANSACTION_FILTERS: TransactionFilters = { type: 'all', dateFrom: '', dateTo: '', amountMin: '', amountMax: '' };

const FILTER_KEYS = ['type', 'dateFrom', 'dateTo', 'amountMin', 'amountMax'] as const;

/** Reads the filters from a query string; unknown types fall back to all (the API validates the rest). */
export function readTransactionFilters(search: URLSearchParams): TransactionFilters {
  const type = search.get('type') ?? 'all';
  return {
    type: (TRANSFER_CODES as readonly string[]).includes(type) ? (type as TransferCode) : 'all',
    dateFrom: (search.get('dateFrom') ?? '').trim().slice(0, 10),
    dateTo: (search.get('dateTo') ?? '').trim().slice(0, 10),
    amountMin: (search.get('amountMin') ?? '').trim().slice(0, 20),
    amountMax: (search.get('amountMax') ?? '').trim().slice(0, 20),
  };
}

/** The non-empty filters (and page when > 1) as a query object, for links and API calls. */
export function transactionQuery(filters: TransactionFilters, extra: Record<string, string | number | undefined> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value && !(key === 'type' && value === 'all')) out[key] = value;
  }
  for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== '') out[key] = String(value);
  return out;
}
