import { defineEndpoint } from '../endpoint';
import {
  connectPayReportParamsSchema,
  connectPayReportQuerySchema,
  connectPayReportResponseSchema,
  lemonwayMigrateResponseSchema,
  openPaymentAccountBodySchema,
  paymentAccountSchema,
  paymentWebhookResponseSchema,
  sandboxIncomingTransferBodySchema,
  userBalanceResponseSchema,
  walletSchema,
} from '../payments';

/**
 * Wallet, payment accounts and provider webhooks (issue 5). The webhooks take no body schema: the
 * server checks the provider's signature over the raw bytes before it parses them.
 */
export const PAYMENTS_ENDPOINTS = {
  wallet: defineEndpoint({ method: 'GET', path: '/api/get/wallet', response: { 200: walletSchema }, access: 'user' }),
  /** Only reads (spec section 7), so read-only and impersonated sessions may call it too. */
  setUserBalance: defineEndpoint({
    method: 'POST',
    path: '/api/set/user-balance',
    response: { 200: userBalanceResponseSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  /** 409 while the identity is not verified, or no holder name is known yet (then the person gives it, below). */
  connectPayAccount: defineEndpoint({ method: 'GET', path: '/api/connect-pay/account', response: { 200: paymentAccountSchema }, access: 'user' }),
  /** Opens the payment account in the name the person gave (decision 0041); an open account is answered as it is. */
  openConnectPayAccount: defineEndpoint({
    method: 'POST',
    path: '/api/set/connect-pay/account',
    body: openPaymentAccountBodySchema,
    response: { 200: paymentAccountSchema },
    access: 'user',
  }),
  connectPayReport: defineEndpoint({
    method: 'GET',
    path: '/api/connect-pay/transaction/report/:page',
    params: connectPayReportParamsSchema,
    query: connectPayReportQuerySchema,
    response: { 200: connectPayReportResponseSchema },
    access: 'user',
  }),
  lemonwayMigrate: defineEndpoint({ method: 'POST', path: '/api/set/lemonway/migrate', response: { 200: lemonwayMigrateResponseSchema }, access: 'user' }),
  webhookConnectPay: defineEndpoint({
    method: 'POST',
    path: '/api/webhooks/payments/connectPay',
    response: { 200: paymentWebhookResponseSchema },
    access: 'public',
  }),
  webhookLemonway: defineEndpoint({
    method: 'POST',
    path: '/api/webhooks/payments/lemonway',
    response: { 200: paymentWebhookResponseSchema },
    access: 'public',
  }),
  /** Sandbox only: "the bank" sends a transfer to the caller's virtual IBAN. */
  sandboxIncomingTransfer: defineEndpoint({
    method: 'POST',
    path: '/api/set/sandbox/incoming-transfer',
    body: sandboxIncomingTransferBodySchema,
    response: { 200: walletSchema },
    access: 'user',
  }),
} as const;
