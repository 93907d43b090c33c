import { defineEndpoint } from '../endpoint';
import { debtorProjectsResponseSchema, sandboxDebtorRepaymentBodySchema, sandboxDebtorRepaymentResponseSchema } from '../debtor';

/** The debtor side (issue 6, decision 0019): the borrower's projects and the sandbox's repayment transfer. */
export const DEBTOR_ENDPOINTS = {
  projects: defineEndpoint({
    method: 'GET',
    path: '/api/debtor-projects',
    response: { 200: debtorProjectsResponseSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  /** Sandbox only: "the bank" sends the borrower's transfer to the platform's repayment account. */
  sandboxRepayment: defineEndpoint({
    method: 'POST',
    path: '/api/set/sandbox/debtor-repayment',
    body: sandboxDebtorRepaymentBodySchema,
    response: { 200: sandboxDebtorRepaymentResponseSchema },
    access: 'user',
  }),
} as const;
