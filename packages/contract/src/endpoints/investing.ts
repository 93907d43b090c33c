import { defineEndpoint, defineExportEndpoints } from '../endpoint';
import { exportLocaleQuerySchema } from '../exports';
import {
  detailedInvestmentSchema,
  investAnswerSchema,
  investBodySchema,
  investmentIdParamsSchema,
  investmentScheduleResponseSchema,
  investOptionsSchema,
  investResponseSchema,
  userInvestmentsResponseSchema,
} from '../investing';

const params = investmentIdParamsSchema;

/**
 * Investing (issue 6, decision 0014). Investing and revoking move money: they need an
 * Idempotency-Key and are refused to read-only and impersonated sessions. Reads are owner-only.
 */
export const INVESTING_ENDPOINTS = {
  invest: defineEndpoint({ method: 'POST', path: '/api/set/invest', body: investBodySchema, response: { 201: investAnswerSchema }, access: 'user' }),
  revoke: defineEndpoint({ method: 'POST', path: '/api/set/investment/:id/revoke', params, response: { 200: investResponseSchema }, access: 'user' }),
  userInvestments: defineEndpoint({
    method: 'GET',
    path: '/api/get/user-investments',
    response: { 200: userInvestmentsResponseSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  /** The investments list as CSV and XLSX (decision 0039). */
  ...defineExportEndpoints('userInvestments', '/api/get/user-investments', exportLocaleQuerySchema, 'user'),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/get/detailed-investment-data/:id',
    params,
    response: { 200: detailedInvestmentSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  schedule: defineEndpoint({
    method: 'GET',
    path: '/api/get/investment-payments-schedule/:id',
    params,
    response: { 200: investmentScheduleResponseSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  /** What the invest panel needs for one project (:id) and viewer, guests included (decision 0014). */
  investOptions: defineEndpoint({
    method: 'GET',
    path: '/api/get/invest-options/:id',
    params,
    response: { 200: investOptionsSchema },
    access: 'public',
    allowReadonly: true,
    allowImpersonation: true,
  }),
} as const;
