import { defineEndpoint } from '../endpoint';
import { transactionFiltersSchema, transactionsQuerySchema, transactionsResponseSchema } from '../transactions';

/** The caller's own transactions and their exports (issue 5); the exports answer a file, not JSON. */
export const TRANSACTIONS_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/get/transactions',
    query: transactionsQuerySchema,
    response: { 200: transactionsResponseSchema },
    access: 'user',
  }),
  exportCsv: defineEndpoint({ method: 'GET', path: '/api/get/transactions/export.csv', query: transactionFiltersSchema, response: {}, access: 'user' }),
  exportXlsx: defineEndpoint({ method: 'GET', path: '/api/get/transactions/export.xlsx', query: transactionFiltersSchema, response: {}, access: 'user' }),
} as const;
