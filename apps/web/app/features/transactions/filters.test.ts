import { EMPTY_TRANSACTION_FILTERS, readTransactionFilters, transactionQuery } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { apiFieldErrors, normalizeFilters, pageFromQuery } from './filters';

const filters = (over: Partial<typeof EMPTY_TRANSACTION_FILTERS>) => ({ ...EMPTY_TRANSACTION_FILTERS, ...over });

describe('transaction filters', () => {
  it('reads the URL query and writes back only what is set', () => {
    const read = readTransactionFilters(new URLSearchParams('type=deposit&dateFrom=2026-01-01&amountMin=&junk=1'));
    expect(read).toEqual(filters({ type: 'deposit', dateFrom: '2026-01-01' }));
    expect(transactionQuery(read, { page: 2 })).toEqual({ type: 'deposit', dateFrom: '2026-01-01', page: '2' });
    expect(readTransactionFilters(new URLSearchParams('type=nonsense')).type).toBe('all');
  });

  it('turns typed amounts into two-decimal API amounts', () => {
    expect(normalizeFilters(filters({ amountMin: '1 234,5 €', amountMax: '2000' }))).toEqual({
      api: filters({ amountMin: '1234.50', amountMax: '2000.00' }),
      errors: {},
    });
  });

  it('flags bad dates, bad amounts and reversed ranges per field', () => {
    expect(normalizeFilters(filters({ dateFrom: '2026-02-30', amountMin: 'lots' })).errors).toEqual({
      dateFrom: 'transactions.filter.error.date',
      amountMin: 'transactions.filter.error.amount',
    });
    expect(normalizeFilters(filters({ amountMin: '-5' })).errors).toEqual({ amountMin: 'transactions.filter.error.amount' });
    expect(normalizeFilters(filters({ dateFrom: '2026-03-02', dateTo: '2026-03-01' })).errors).toEqual({ dateTo: 'transactions.filter.error.date_order' });
    expect(normalizeFilters(filters({ amountMin: '10', amountMax: '9.99' })).errors).toEqual({ amountMax: 'transactions.filter.error.amount_order' });
  });

  it('reads the page and maps API field errors', () => {
    expect([pageFromQuery(null), pageFromQuery('3'), pageFromQuery('0'), pageFromQuery('x')]).toEqual([1, 3, 1, 1]);
    expect(apiFieldErrors({ amountMax: ['bad'], page: ['bad'] })).toEqual({ amountMax: 'transactions.filter.error.amount' });
  });
});
