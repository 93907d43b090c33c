import { z } from 'zod';
import {
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  debtorFlowSchema,
  overrideDebtorStepBodySchema,
  setExtendedDebtorFlowBodySchema,
  setReadonlyBodySchema,
  userIdParamsSchema,
} from '../auth';
import { defineEndpoint, defineExportEndpoints } from '../endpoint';
import { exportLocaleQuerySchema } from '../exports';

/**
 * The back office's user list, read-only flag and "log in as another user" (spec section 4). Returning
 * to the operator's account ends a session as another user, so such sessions (read-only or not) may make it.
 */
export const ADMIN_ENDPOINTS = {
  users: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    query: adminUsersQuerySchema,
    response: { 200: adminUsersResponseSchema },
    access: 'operator',
  }),
  /** Every user matching the search, as CSV and XLSX (decision 0039). */
  ...defineExportEndpoints('users', '/api/admin/users', adminUsersQuerySchema.pick({ search: true }).extend(exportLocaleQuerySchema.shape), 'operator'),
  setReadonly: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/readonly',
    params: userIdParamsSchema,
    body: setReadonlyBodySchema,
    response: { 204: z.null() },
    access: 'operator',
  }),
  /** A debtor's extended debtor flow on or off (decision 0046); answers the debtor's flow as the user data shows it. */
  setExtendedDebtorFlow: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/debtor-flow/extended',
    params: userIdParamsSchema,
    body: setExtendedDebtorFlowBodySchema,
    response: { 200: debtorFlowSchema },
    access: 'operator',
  }),
  /** Sets a debtor's manual identity step by hand; the step shown until now becomes the previous one. */
  overrideDebtorStep: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/debtor-flow/identity-step',
    params: userIdParamsSchema,
    body: overrideDebtorStepBodySchema,
    response: { 200: debtorFlowSchema },
    access: 'operator',
  }),
  /** Back to the previous step; the previous step is cleared. */
  restoreDebtorStep: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/debtor-flow/restore',
    params: userIdParamsSchema,
    response: { 200: debtorFlowSchema },
    access: 'operator',
  }),
  /** Swaps the session cookies for the user's; the operator's own session waits in previousToken. */
  impersonate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/impersonate',
    params: userIdParamsSchema,
    response: { 204: z.null() },
    access: 'operator',
  }),
  returnToOperator: defineEndpoint({
    method: 'POST',
    path: '/api/security/impersonation/return',
    response: { 204: z.null() },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
} as const;
