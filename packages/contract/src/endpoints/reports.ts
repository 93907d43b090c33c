import { defineEndpoint } from '../endpoint';
import { statementQuerySchema, statementSchema } from '../reports';

/** Reports (issue 15, decision 0036): always the caller's own; files stream (no JSON answer). */
export const REPORTS_ENDPOINTS = {
  statement: defineEndpoint({
    method: 'GET',
    path: '/api/get/reports/statement',
    query: statementQuerySchema,
    response: { 200: statementSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  statementPdf: defineEndpoint({ method: 'GET', path: '/api/get/reports/statement.pdf', query: statementQuerySchema, response: {}, access: 'user', allowReadonly: true, allowImpersonation: true }),
  statementCsv: defineEndpoint({ method: 'GET', path: '/api/get/reports/statement.csv', query: statementQuerySchema, response: {}, access: 'user', allowReadonly: true, allowImpersonation: true }),
  statementXlsx: defineEndpoint({ method: 'GET', path: '/api/get/reports/statement.xlsx', query: statementQuerySchema, response: {}, access: 'user', allowReadonly: true, allowImpersonation: true }),
} as const;
