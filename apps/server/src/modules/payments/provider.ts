import type { Cents, IncomingTransferEvent, PaymentProvider } from '@platform/contract';
import type { Db } from '../../db/client';

/**
 * One interface for every payment provider (connectPay, lemonway). The default implementations
 * are sandboxes that run the same code path as a real provider: what they "do at the bank" comes
 * back as an HMAC-signed webhook that the real webhook handler verifies and applies.
 */
export interface OpenedAccount {
  providerAccountId: string;
  iban: string;
  /** The reference a payer writes on a bank transfer. */
  reference: string;
  holderName: string;
}

export interface PayoutRequest {
  withdrawalId: number;
  amountCents: Cents;
  iban: string;
  holderName: string;
  reference: string;
  /** The user paid out (the sandbox books the outgoing transaction on their report); optional. */
  userId?: number;
}

export interface PaymentProviderAdapter {
  readonly name: PaymentProvider;
  /** Opens (or returns) the user's payment account with a virtual IBAN for deposits. */
  /** nationality (ISO 3166-1 alpha-3) and birthDate (YYYY-MM-DD) from KYC, for providers that require them (Lemonway: nationality). */
  openAccount(user: { id: number; holderName: string; email?: string; nationality?: string; birthDate?: string }): Promise<OpenedAccount>;
  /**
   * Asks the provider to pay a withdrawal out. The outcome arrives later as a signed webhook
   * (payout.paid or payout.failed), which calls PayoutSettlement.settlePayout.
   */
  requestPayout(payout: PayoutRequest): Promise<{ payoutId: string }>;
  /** Checks the signature header of a webhook body (raw bytes as received). */
  verifyWebhook(rawBody: string, signatureHeader: string | string[] | undefined): boolean;
}

/** Implemented by the withdrawals module; called by the payments webhook handler in its transaction. */
export interface PayoutSettlement {
  settlePayout(tx: Db, outcome: { provider: PaymentProvider; payoutId: string; status: 'paid' | 'failed'; reason?: string }): Promise<void>;
}

/**
 * Implemented by the debtor module (decision 0019): transfers to the platform's repayment account
 * repay a loan instead of filling a wallet. Called by the payments webhook handler in its
 * transaction, after the event id was claimed.
 */
export interface IncomingRepayments {
  /** True when the transfer was sent to the platform's repayment account at this provider. */
  isRepaymentAccount(provider: PaymentProvider, to: { providerAccountId?: string; iban?: string }): boolean;
  apply(tx: Db, provider: PaymentProvider, event: IncomingTransferEvent, amountCents: Cents): Promise<'applied' | 'duplicate'>;
}

/**
 * The providers of this process, bound late: the payments module registers the adapters (sandbox by
 * default), the withdrawals module registers the payout settlement, and each calls the other only
 * through here. Created once in app.ts and decorated on the app as `app.payments`.
 */
export interface PaymentRegistry {
  register(adapter: PaymentProviderAdapter): void;
  get(name: PaymentProvider): PaymentProviderAdapter;
  setPayoutSettlement(settlement: PayoutSettlement): void;
  payoutSettlement(): PayoutSettlement;
  setIncomingRepayments(handler: IncomingRepayments): void;
  /** Null until the debtor module registers: then every incoming transfer goes to a wallet account. */
  incomingRepayments(): IncomingRepayments | null;
}

export function createPaymentRegistry(): PaymentRegistry {
  const adapters = new Map<PaymentProvider, PaymentProviderAdapter>();
  let settlement: PayoutSettlement | null = null;
  let repayments: IncomingRepayments | null = null;
  return {
    register(adapter) {
      adapters.set(adapter.name, adapter);
    },
    get(name) {
      const adapter = adapters.get(name);
      if (!adapter) throw new Error(`payment provider ${name} is not configured`);
      return adapter;
    },
    setPayoutSettlement(value) {
      settlement = value;
    },
    payoutSettlement() {
      if (!settlement) throw new Error('no payout settlement registered');
      return settlement;
    },
    setIncomingRepayments(handler) {
      repayments = handler;
    },
    incomingRepayments() {
      return repayments;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentRegistry;
  }
}
