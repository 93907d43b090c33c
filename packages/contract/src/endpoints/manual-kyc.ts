import { z } from 'zod';
import { userIdParamsSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import { adminManualKycListSchema, createManualKycBodySchema, manualKycAnswerBodySchema, manualKycRequestSchema } from '../manual-kyc';

/** Manual KYC (issue 4): an operator asks a user for fields and documents; the user answers. */
export const MANUAL_KYC_ENDPOINTS = {
  /** The caller's open request; 404 when there is none. */
  current: defineEndpoint({ method: 'GET', path: '/api/manual-kyc/', response: { 200: manualKycRequestSchema }, access: 'user' }),
  answer: defineEndpoint({ method: 'POST', path: '/api/manual-kyc/answer', body: manualKycAnswerBodySchema, response: { 204: z.null() }, access: 'user' }),
  /** The id is the user's. */
  adminCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/manual-kyc',
    params: userIdParamsSchema,
    body: createManualKycBodySchema,
    response: { 201: manualKycRequestSchema },
    access: 'operator',
  }),
  adminList: defineEndpoint({ method: 'GET', path: '/api/admin/manual-kyc', response: { 200: adminManualKycListSchema }, access: 'operator' }),
  /** The id is the request's. */
  adminClose: defineEndpoint({
    method: 'POST',
    path: '/api/admin/manual-kyc/:id/close',
    params: userIdParamsSchema,
    response: { 204: z.null() },
    access: 'operator',
  }),
} as const;
