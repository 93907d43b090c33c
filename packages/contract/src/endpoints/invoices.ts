import { defineEndpoint, defineExportEndpoints } from '../endpoint';
import { exportLocaleQuerySchema } from '../exports';
import {
  adminInvoicesQuerySchema,
  adminInvoicesSchema,
  invoiceIdParamsSchema,
  invoicePdfQuerySchema,
  reissueBodySchema,
  reissueResultSchema,
  userInvoicesSchema,
  vatStatementQuerySchema,
  vatStatementSchema,
} from '../invoices';

const mine = { access: 'user', allowReadonly: true, allowImpersonation: true } as const;

/**
 * Invoices for the platform's fees (issue 15, decision 0037). The investor's calls are the caller's
 * own: another user's invoice answers 404 as if it did not exist. Files stream (no JSON answer).
 */
export const INVOICES_ENDPOINTS = {
  /** The spec's call: the caller's invoices (single-fee and aggregated) and credit notes, newest first. */
  list: defineEndpoint({ method: 'GET', path: '/api/get/aggregated-invoices-for-user', response: { 200: userInvoicesSchema }, ...mine }),
  ...defineExportEndpoints('list', '/api/get/aggregated-invoices-for-user', exportLocaleQuerySchema, 'user'),
  pdf: defineEndpoint({ method: 'GET', path: '/api/get/invoices/:id.pdf', params: invoiceIdParamsSchema, query: invoicePdfQuerySchema, response: {}, ...mine }),
} as const;

/** The back office: every invoice, re-issue, the monthly VAT statement. */
export const ADMIN_INVOICES_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/invoices',
    query: adminInvoicesQuerySchema,
    response: { 200: adminInvoicesSchema },
    access: 'operator',
  }),
  ...defineExportEndpoints('list', '/api/admin/invoices', adminInvoicesQuerySchema.omit({ page: true }).extend(exportLocaleQuerySchema.shape), 'operator'),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/admin/invoices/:id.pdf',
    params: invoiceIdParamsSchema,
    query: invoicePdfQuerySchema,
    response: {},
    access: 'operator',
  }),
  /** Credit note + new invoice in one transaction; an invoice already credited answers 409 INVOICE_ALREADY_CREDITED. */
  reissue: defineEndpoint({
    method: 'POST',
    path: '/api/admin/invoices/:id/reissue',
    params: invoiceIdParamsSchema,
    body: reissueBodySchema,
    response: { 201: reissueResultSchema },
    access: 'operator',
  }),
  vatStatement: defineEndpoint({
    method: 'GET',
    path: '/api/admin/invoices/vat-statement',
    query: vatStatementQuerySchema,
    response: { 200: vatStatementSchema },
    access: 'operator',
  }),
  vatStatementCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/invoices/vat-statement.csv',
    query: vatStatementQuerySchema,
    response: {},
    access: 'operator',
  }),
} as const;
