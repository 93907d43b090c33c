import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './ledger-rules';
import { moneyAmount, moneyString, positiveMoneyAmount } from './money-schema';
import { CONNECT_PAY_DATE_TYPES, SANDBOX_MAX_DEPOSIT_CENTS } from './payments-paths';

/** GET /api/get/wallet: the connectPay wallet in two-decimal strings. */
export const walletSchema = z.object({
  balance: moneyString,
  available: moneyString,
  reserved: moneyString,
  currency: z.literal('EUR'),
});
export type Wallet = z.infer<typeof walletSchema>;

/** POST /api/set/user-balance: refreshes nothing but reads; the client reloads the user data after it. */
export const userBalanceResponseSchema = z.object({
  paymentSource: z.enum(PAYMENT_PROVIDERS),
  wallet: walletSchema,
  lemonwayBalance: z.object({ amount: moneyString }),
});
export type UserBalanceResponse = z.infer<typeof userBalanceResponseSchema>;

/**
 * The name on a payment account (decision 0041): the person's or the company's name, never the
 * e-mail address. Repeated spaces fold to one.
 */
export const accountHolderNameSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(2)
      .max(140)
      .refine((value) => !value.includes('@') && /\p{L}/u.test(value), { message: 'holder_name' }),
  );

/** POST /api/set/connect-pay/account: opens the payment account in the collected holder name. */
export const openPaymentAccountBodySchema = z.object({ holderName: accountHolderNameSchema });
export type OpenPaymentAccountBody = z.infer<typeof openPaymentAccountBodySchema>;

/** GET /api/connect-pay/account: the user's payment account with the deposit details. */
export const paymentAccountSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  iban: z.string(),
  bic: z.string(),
  bankName: z.string(),
  reference: z.string(),
  holderName: z.string(),
  status: z.string(),
  openedAt: z.string(),
  /** True when the provider is the built-in sandbox (the simulate-a-transfer form is offered). */
  sandbox: z.boolean(),
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

export const connectPayReportParamsSchema = z.object({ page: z.coerce.number().int().min(1).max(100_000) });
export const connectPayReportQuerySchema = z.object({
  dateType: z.enum(CONNECT_PAY_DATE_TYPES).default('this_month'),
  startDate: z.string().max(10).optional(),
  endDate: z.string().max(10).optional(),
});
export type ConnectPayReportQuery = z.infer<typeof connectPayReportQuerySchema>;

export const providerTransactionSchema = z.object({
  id: z.number().int(),
  providerTransactionId: z.string(),
  direction: z.enum(['incoming', 'outgoing']),
  amount: moneyString,
  counterpartyName: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
  details: z.string().nullable(),
  status: z.string(),
  bookedAt: z.string(),
});
export type ProviderTransaction = z.infer<typeof providerTransactionSchema>;

/** GET /api/connect-pay/transaction/report/{page} */
export const connectPayReportResponseSchema = z.object({
  data: z.object({
    items: z.array(providerTransactionSchema),
    totalCount: z.number().int(),
    currentPage: z.number().int(),
    limit: z.number().int(),
  }),
});
export type ConnectPayReport = z.infer<typeof connectPayReportResponseSchema>['data'];

/** POST /api/set/sandbox/incoming-transfer */
export const sandboxIncomingTransferBodySchema = z.object({
  amount: moneyAmount({
    min: 1,
    max: SANDBOX_MAX_DEPOSIT_CENTS,
    message: 'A positive amount with two decimals, e.g. 100.00',
    tooSmall: 'The amount must be above 0',
    tooLarge: 'At most 1000000.00 per sandbox transfer',
  }),
});
export type SandboxIncomingTransferBody = z.infer<typeof sandboxIncomingTransferBodySchema>;

/** POST /api/set/lemonway/migrate */
export const lemonwayMigrateResponseSchema = z.object({
  migrated: moneyString,
  paymentSource: z.enum(PAYMENT_PROVIDERS),
  wallet: walletSchema,
  lemonwayBalance: z.object({ amount: moneyString }),
});
export type LemonwayMigrateResponse = z.infer<typeof lemonwayMigrateResponseSchema>;

// Provider webhooks (after the signature is checked).
const eventBase = {
  eventId: z.string().min(1).max(200),
  occurredAt: z.iso.datetime({ offset: true }),
};

/** Money arrived at a user's virtual IBAN. The account is named by its provider id or its IBAN. */
export const incomingTransferEventSchema = z
  .object({
    ...eventBase,
    type: z.literal('incoming_transfer'),
    transactionId: z.string().min(1).max(200),
    providerAccountId: z.string().min(1).max(200).optional(),
    iban: z.string().min(5).max(40).optional(),
    amount: positiveMoneyAmount,
    payerName: z.string().max(200).optional(),
    payerIban: z.string().max(40).optional(),
    reference: z.string().max(200).optional(),
  })
  .refine((e) => e.providerAccountId !== undefined || e.iban !== undefined, 'providerAccountId or iban is required');

export const payoutEventSchema = z.object({
  ...eventBase,
  type: z.enum(['payout.paid', 'payout.failed']),
  payoutId: z.string().min(1).max(200),
  reason: z.string().max(500).optional(),
});

export const paymentWebhookEventSchema = z.union([incomingTransferEventSchema, payoutEventSchema]);
export type IncomingTransferEvent = z.infer<typeof incomingTransferEventSchema>;
export type PayoutEvent = z.infer<typeof payoutEventSchema>;
export type PaymentWebhookEvent = z.infer<typeof paymentWebhookEventSchema>;

/** `ignored`: a notification that moves nothing (another category, a transaction still pending; decision 0055). */
export const paymentWebhookResponseSchema = z.object({ status: z.enum(['applied', 'duplicate', 'ignored']) });
