import { agreementIdParamsSchema, agreementListSchema, debtorDocumentsSchema } from '../agreements';
import { defineEndpoint } from '../endpoint';

const file = { response: {}, access: 'user', allowReadonly: true, allowImpersonation: true } as const;

/**
 * Agreements and the debtor's documents (issue 15, decision 0038). Every call is the caller's own: another user's
 * investment, trade, project or repayment answers 404 as if it did not exist. Files stream (no JSON answer).
 */
export const AGREEMENTS_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/get/agreements',
    response: { 200: agreementListSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  investmentPdf: defineEndpoint({ method: 'GET', path: '/api/get/agreements/investment/:id.pdf', params: agreementIdParamsSchema, ...file }),
  assignmentPdf: defineEndpoint({ method: 'GET', path: '/api/get/agreements/assignment/:id.pdf', params: agreementIdParamsSchema, ...file }),
  debtorDocuments: defineEndpoint({
    method: 'GET',
    path: '/api/debtor/documents',
    response: { 200: debtorDocumentsSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  debtorLoanPdf: defineEndpoint({ method: 'GET', path: '/api/debtor/agreements/loan/:id.pdf', params: agreementIdParamsSchema, ...file }),
  /** The PDF beside the spec's JSON `GET /api/debtor-payment-schedule/{id}`. */
  debtorSchedulePdf: defineEndpoint({ method: 'GET', path: '/api/debtor-payment-schedule/:id.pdf', params: agreementIdParamsSchema, ...file }),
  debtorRepaymentConfirmation: defineEndpoint({ method: 'GET', path: '/api/debtor/repayments/:id/confirmation.pdf', params: agreementIdParamsSchema, ...file }),
} as const;
