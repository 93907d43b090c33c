import { z } from 'zod';
import { userIdParamsSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import {
  adminKycSessionListSchema,
  adminKycSessionsQuerySchema,
  identifyStatusResponseSchema,
  kycWebhookParamsSchema,
  kycWebhookResponseSchema,
  setIdentifyResponseSchema,
} from '../kyc';

/** Identity verification through a KYC provider (issue 4): the person's calls, the operator's, and the provider's webhook. */
export const KYC_ENDPOINTS = {
  identifyStatus: defineEndpoint({ method: 'GET', path: '/api/get/identify-status', response: { 200: identifyStatusResponseSchema }, access: 'user' }),
  /** Starts a check at the provider; the answer says where the person continues. */
  identify: defineEndpoint({ method: 'POST', path: '/api/set/identify', response: { 200: setIdentifyResponseSchema }, access: 'user' }),
  adminSessions: defineEndpoint({
    method: 'GET',
    path: '/api/admin/kyc-sessions',
    query: adminKycSessionsQuerySchema,
    response: { 200: adminKycSessionListSchema },
    access: 'operator',
  }),
  adminReidentify: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/reidentify',
    params: userIdParamsSchema,
    response: { 204: z.null() },
    access: 'operator',
  }),
  /**
   * The provider's signed event. No body schema: the signature is checked over the exact bytes, so
   * the server reads the JSON as a string (its own content-type parser) and parses it after the check.
   */
  webhook: defineEndpoint({
    method: 'POST',
    path: '/api/webhooks/kyc/:provider',
    params: kycWebhookParamsSchema,
    response: { 200: kycWebhookResponseSchema },
    access: 'public',
  }),
} as const;
