import { userIdParamsSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import {
  adminDuplicatePairSchema,
  adminDuplicatePairsResponseSchema,
  adminLinkDuplicateBodySchema,
  mergeBodySchema,
  mergeCounterpartsResponseSchema,
  mergeResultSchema,
} from '../merge';

/** Merging duplicate accounts (issue 5; spec section 7 paths for the two lists). */
export const MERGE_ENDPOINTS = {
  duplicates: defineEndpoint({ method: 'GET', path: '/api/user/merge/duplicates', response: { 200: mergeCounterpartsResponseSchema }, access: 'user' }),
  verifiedUsers: defineEndpoint({ method: 'GET', path: '/api/user/merge/verified-users', response: { 200: mergeCounterpartsResponseSchema }, access: 'user' }),
  /** Moves money: an Idempotency-Key header is required; read-only and impersonated sessions may not call it. */
  merge: defineEndpoint({ method: 'POST', path: '/api/user/merge', body: mergeBodySchema, response: { 200: mergeResultSchema }, access: 'user' }),
  adminList: defineEndpoint({ method: 'GET', path: '/api/admin/duplicates', response: { 200: adminDuplicatePairsResponseSchema }, access: 'operator' }),
  /** An operator marks user :id as a duplicate of a verified account. */
  adminLink: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/duplicates',
    params: userIdParamsSchema,
    body: adminLinkDuplicateBodySchema,
    response: { 201: adminDuplicatePairSchema },
    access: 'operator',
  }),
} as const;
