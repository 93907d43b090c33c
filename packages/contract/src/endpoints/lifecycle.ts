import { idOrSlugParamsSchema } from '../api';
import { defineEndpoint } from '../endpoint';
import {
  adminLoanSchema,
  changeStatusBodySchema,
  debtorScheduleResponseSchema,
  lifecycleProjectParamsSchema,
  projectScheduleResponseSchema,
  repaymentBodySchema,
  repaymentListSchema,
  repaymentResultSchema,
  repaymentSplitSchema,
} from '../lifecycle';

const params = lifecycleProjectParamsSchema;

/**
 * Lifecycle (issue 6, decision 0015): operator status changes, disbursement, repayments with preview;
 * the public project schedule and the debtor's own. Disbursing and recording a repayment need an
 * Idempotency-Key and refuse read-only and impersonated sessions; the reads and the preview do not.
 */
export const LIFECYCLE_ENDPOINTS = {
  /** Back-office facts the status buttons and the repayment panel need (not in the spec). */
  adminLoan: defineEndpoint({
    method: 'GET',
    path: '/api/admin/projects/:id/loan',
    params,
    response: { 200: adminLoanSchema },
    access: 'operator',
    allowReadonly: true,
  }),
  status: defineEndpoint({
    method: 'POST',
    path: '/api/admin/projects/:id/status',
    params,
    body: changeStatusBodySchema,
    response: { 200: adminLoanSchema },
    access: 'operator',
  }),
  disburse: defineEndpoint({ method: 'POST', path: '/api/admin/projects/:id/disburse', params, response: { 200: adminLoanSchema }, access: 'operator' }),
  repaymentPreview: defineEndpoint({
    method: 'POST',
    path: '/api/admin/projects/:id/repayments/preview',
    params,
    body: repaymentBodySchema,
    response: { 200: repaymentSplitSchema },
    access: 'operator',
    allowReadonly: true,
  }),
  recordRepayment: defineEndpoint({
    method: 'POST',
    path: '/api/admin/projects/:id/repayments',
    params,
    body: repaymentBodySchema,
    response: { 201: repaymentResultSchema },
    access: 'operator',
  }),
  repayments: defineEndpoint({
    method: 'GET',
    path: '/api/admin/projects/:id/repayments',
    params,
    response: { 200: repaymentListSchema },
    access: 'operator',
    allowReadonly: true,
  }),
  projectSchedule: defineEndpoint({
    method: 'GET',
    path: '/api/get/project-repayment-schedule/:id',
    params: idOrSlugParamsSchema,
    response: { 200: projectScheduleResponseSchema },
    access: 'public',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  debtorSchedule: defineEndpoint({
    method: 'GET',
    path: '/api/debtor-payment-schedule/:id',
    params: idOrSlugParamsSchema,
    response: { 200: debtorScheduleResponseSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
} as const;
