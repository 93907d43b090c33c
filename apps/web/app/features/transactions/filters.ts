import { fromWire, parseMoneyInput, toWire, type TransactionFilters } from '@platform/contract';

export type FilterField = 'dateFrom' | 'dateTo' | 'amountMin' | 'amountMax';
export type FilterErrors = Partial<Record<FilterField, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * Checks the filters as typed (amounts may carry spaces, € and a decimal comma) and gives the API
 * form (two-decimal amounts), or translation keys per field for what is wrong.
 */
export function normalizeFilters(filters: TransactionFilters): { api: TransactionFilters; errors: FilterErrors } {
  const errors: FilterErrors = {};
  const api: TransactionFilters = { ...filters };
  for (const field of ['dateFrom', 'dateTo'] as const) {
    if (filters[field] && !isDay(filters[field])) errors[field] = 'transactions.filter.error.date';
  }
  for (const field of ['amountMin', 'amountMax'] as const) {
    if (!filters[field]) continue;
    const cents = parseMoneyInput(filters[field]);
    if (cents === null || cents < 0) errors[field] = 'transactions.filter.error.amount';
    else api[field] = toWire(cents);
  }
  if (!errors.dateFrom && !errors.dateTo && filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo) {
    errors.dateTo = 'transactions.filter.error.date_order';
  }
  if (!errors.amountMin && !errors.amountMax && api.amountMin && api.amountMax && fromWire(api.amountMin) > fromWire(api.amountMax)) {
    errors.amountMax = 'transactions.filter.error.amount_order';
  }
  return { api, errors };
}

/** The `page` query parameter: a positive whole number, otherwise 1. */
export function pageFromQuery(raw: string | null): number {
  return raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** Maps the API's field errors (400 VALIDATION_FAILED) onto the form's fields. */
export function apiFieldErrors(fieldErrors: Record<string, string[]> | undefined): FilterErrors {
  const errors: FilterErrors = {};
  for (const key of Object.keys(fieldErrors ?? {})) {
    if (key === 'dateFrom' || key === 'dateTo') errors[key] = 'transactions.filter.error.date';
    if (key === 'amountMin' || key === 'amountMax') errors[key] = 'transactions.filter.error.amount';
  }
  return errors;
}
