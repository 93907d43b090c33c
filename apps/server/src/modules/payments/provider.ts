import type { PaymentProvider } from '@platform/contract';
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
  amountCents: number;
  iban: string;
  holderName: string;
  reference: string;
  /** The user paid out (the sandbox books the outgoing transaction on their report); optional. */
  userId?: number;
}

export interface PaymentProviderAdapter {
  readonly name: PaymentProvider;
  /** Opens (or returns) the user's payment account with a virtual IBAN for deposits. */
  openAccount(user: { id: number; holderName: string }): Promise<OpenedAccount>;
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
 * The providers of this process, bound late: the payments module registers the adapters (sandbox by
 * default), the withdrawals module registers the payout settlement, and each calls the other only
 * through here. Created once in app.ts and decorated on the app as `app.payments`.
 */
export interface PaymentRegistry {
  register(adapter: PaymentProviderAdapter): void;
  get(name: PaymentProvider): PaymentProviderAdapter;
  setPayoutSettlement(settlement: PayoutSettlement): void;
  payoutSettlement(): PayoutSettlement;
}

export function createPaymentRegistry(): PaymentRegistry {
  const adapters = new Map<PaymentProvider, PaymentProviderAdapter>();
  let settlement: PayoutSettlement | null = null;
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
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentRegistry;
  }
}
