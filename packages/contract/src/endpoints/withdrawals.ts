import { userIdParamsSchema } from '../auth';
import { defineEndpoint, defineExportEndpoints } from '../endpoint';
import { exportLocaleQuerySchema } from '../exports';
import {
  adjustmentBodySchema,
  adjustmentResponseSchema,
  adminWithdrawalListSchema,
  adminWithdrawalSchema,
  adminWithdrawalsQuerySchema,
  rejectWithdrawalBodySchema,
  requestWithdrawalBodySchema,
  setBankAccountBodySchema,
  trialBalanceResponseSchema,
  userBankAccountResponseSchema,
  userLedgerResponseSchema,
  withdrawalCodeResponseSchema,
  withdrawalIdParamsSchema,
  withdrawalListSchema,
  withdrawalSchema,
} from '../withdrawals';

const params = withdrawalIdParamsSchema;

/**
 * Bank account, withdrawals and the back-office money screens (issue 5, decision 0010). Money-moving
 * calls need an Idempotency-Key (the server reads the header) and are refused to read-only and
 * impersonated sessions; only the reads allow them.
 */
export const WITHDRAWALS_ENDPOINTS = {
  bankAccount: defineEndpoint({
    method: 'GET',
    path: '/api/get/user-bank-account',
    response: { 200: userBankAccountResponseSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  setBankAccount: defineEndpoint({
    method: 'POST',
    path: '/api/set/user-bank-account',
    body: setBankAccountBodySchema,
    response: { 200: userBankAccountResponseSchema },
    access: 'user',
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/get/withdrawals',
    response: { 200: withdrawalListSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  requestCode: defineEndpoint({ method: 'POST', path: '/api/set/withdrawal/code', response: { 200: withdrawalCodeResponseSchema }, access: 'user' }),
  request: defineEndpoint({
    method: 'POST',
    path: '/api/set/withdrawal',
    body: requestWithdrawalBodySchema,
    response: { 201: withdrawalSchema },
    access: 'user',
  }),
  cancel: defineEndpoint({ method: 'POST', path: '/api/set/withdrawal/:id/cancel', params, response: { 200: withdrawalSchema }, access: 'user' }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/api/admin/withdrawals',
    query: adminWithdrawalsQuerySchema,
    response: { 200: adminWithdrawalListSchema },
    access: 'operator',
  }),
  /** The withdrawals list (one status or all) as CSV and XLSX (decision 0039). */
  ...defineExportEndpoints('adminList', '/api/admin/withdrawals', adminWithdrawalsQuerySchema.extend(exportLocaleQuerySchema.shape), 'operator'),
  adminApprove: defineEndpoint({
    method: 'POST',
    path: '/api/admin/withdrawals/:id/approve',
    params,
    response: { 200: adminWithdrawalSchema },
    access: 'operator',
  }),
  adminReject: defineEndpoint({
    method: 'POST',
    path: '/api/admin/withdrawals/:id/reject',
    params,
    body: rejectWithdrawalBodySchema,
    response: { 200: adminWithdrawalSchema },
    access: 'operator',
  }),
  adminTrialBalance: defineEndpoint({
    method: 'GET',
    path: '/api/admin/ledger/trial-balance',
    response: { 200: trialBalanceResponseSchema },
    access: 'operator',
  }),
  adminUserLedger: defineEndpoint({
    method: 'GET',
    path: '/api/admin/ledger/users/:id',
    params: userIdParamsSchema,
    response: { 200: userLedgerResponseSchema },
    access: 'operator',
  }),
  adminAdjustments: defineEndpoint({
    method: 'POST',
    path: '/api/admin/ledger/adjustments',
    body: adjustmentBodySchema,
    response: { 201: adjustmentResponseSchema },
    access: 'operator',
  }),
} as const;
