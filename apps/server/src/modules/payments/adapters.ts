import { createHash, randomUUID } from 'node:crypto';
import { ibanWithCheckDigits, PAYMENT_SIGNATURE_TOLERANCE_SECONDS, type PaymentProvider, type PayoutEvent, toWire } from '@platform/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerTransactions, withdrawals } from '../../db/schema';
import { signKycPayload, verifyKycSignature, type SignatureCheck } from '../kyc/kyc.signature';
import type { NotificationInput, NotificationOutcome } from './lemonway-adapter';
import type { OpenedAccount, PaymentProviderAdapter, PayoutRequest } from './provider';

/** What this module needs of an adapter beyond the shared interface. */
export interface PaymentAdapter extends PaymentProviderAdapter {
  /** True for the built-in sandbox (the simulate-a-transfer call exists only then). */
  readonly sandbox: boolean;
  /** The bank that holds the virtual IBANs, for the deposit instructions. */
  readonly bank: { bic: string; bankName: string };
  /** The detailed signature check (missing, malformed, stale, mismatch) behind verifyWebhook. */
  checkSignature(rawBody: string, header: string | string[] | undefined, nowSeconds?: number): SignatureCheck;
  /**
   * A provider whose notifications are not signed (Lemonway, decision 0055) verifies them itself by
   * reading the named transaction back from its API; the webhook route then skips checkSignature.
   */
  receiveNotification?(input: NotificationInput): Promise<NotificationOutcome>;
}

export interface SandboxPaymentAdapter extends PaymentAdapter {
  readonly sandbox: true;
  /** The sandbox plays the provider's side too: it signs the webhooks it sends. */
  sign(rawBody: string, nowSeconds?: number): string;
  /** Resolves once every payout webhook scheduled so far was delivered (or given up). */
  idle(): Promise<void>;
}

/** Signature checks shared by the sandbox and the real adapters (the KYC scheme, own secret and header). */
export function checkPaymentSignature(rawBody: string, header: string | string[] | undefined, secret: Buffer | string, nowSeconds?: number): SignatureCheck {
  return verifyKycSignature(rawBody, header, secret, nowSeconds ?? Math.floor(Date.now() / 1000), PAYMENT_SIGNATURE_TOLERANCE_SECONDS);
}

export function signPaymentPayload(rawBody: string, secret: Buffer | string, nowSeconds?: number): string {
  return signKycPayload(rawBody, secret, nowSeconds);
}

const SANDBOX_BANKS: Record<PaymentProvider, { bankCode: string; prefix: string; bic: string; bankName: string }> = {
  connectPay: { bankCode: '35000', prefix: 'CP', bic: 'CNPYLT21XXX', bankName: 'ConnectPay UAB (sandbox)' },
  lemonway: { bankCode: '39900', prefix: 'LW', bic: 'LEMWFRP2XXX', bankName: 'Lemonway SAS (sandbox)' },
};

/** The sandbox's rule for a refused payout: the receiving IBAN ends in 0000. */
export function sandboxPayoutFails(iban: string): boolean {
  return iban.replace(/\s+/g, '').endsWith('0000');
}

/** The deterministic sandbox account of a user at a provider: same user, same IBAN. */
export function sandboxAccountOf(provider: PaymentProvider, user: { id: number; holderName: string }): OpenedAccount {
  const bank = SANDBOX_BANKS[provider];
  const number = String(user.id).padStart(11, '0');
  return {
    providerAccountId: `${bank.prefix.toLowerCase()}-acc-${number}`,
    iban: ibanWithCheckDigits('LT', `${bank.bankCode}${number}`),
    reference: `${bank.prefix}${String(user.id).padStart(8, '0')}`,
    holderName: user.holderName,
  };
}

export interface SandboxDeps {
  /** Key the webhooks are signed with (derived from SESSION_SECRET, purpose `payments-webhook:<provider>`). */
  secret: Buffer;
  db: Db;
  /** Sends a signed webhook to this app's real webhook route; answers the HTTP status. */
  deliver(provider: PaymentProvider, rawBody: string, signature: string): Promise<number>;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Waits between delivery attempts (ms); a provider retries a refused webhook. */
  retryDelaysMs?: readonly number[];
}

/**
 * The default adapter of a provider: no bank is called. Accounts are computed, and a payout is
 * booked as an outgoing provider transaction and answered, after the current request, with a
 * signed payout.paid (or payout.failed) webhook to the real webhook route.
 */
export function createSandboxAdapter(name: PaymentProvider, deps: SandboxDeps): SandboxPaymentAdapter {
  const bank = SANDBOX_BANKS[name];
  const pending = new Set<Promise<void>>();
  const delays = deps.retryDelaysMs ?? [0, 100, 500, 2_000, 5_000];

  async function settleLater(payout: PayoutRequest, payoutId: string): Promise<void> {
    let userId = payout.userId ?? null;
    if (userId === null) {
      const [row] = await deps.db.select({ userId: withdrawals.userId }).from(withdrawals).where(eq(withdrawals.id, payout.withdrawalId)).limit(1);
      userId = row?.userId ?? null;
    }
    await deps.db
      .insert(providerTransactions)
      .values({
        provider: name,
        providerTransactionId: payoutId,
        userId,
        direction: 'outgoing',
        amountCents: payout.amountCents,
        counterpartyName: payout.holderName,
        counterpartyIban: payout.iban,
        details: payout.reference,
        status: 'pending',
      })
      .onConflictDoNothing();
    const fails = sandboxPayoutFails(payout.iban);
    const event: PayoutEvent = {
      eventId: `evt-${payoutId}`,
      type: fails ? 'payout.failed' : 'payout.paid',
      occurredAt: new Date().toISOString(),
      payoutId,
      ...(fails ? { reason: 'Sandbox: the receiving bank refused the transfer (IBAN ends in 0000)' } : {}),
    };
    const raw = JSON.stringify(event);
    let status = 0;
    for (const delay of delays) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      status = await deps.deliver(name, raw, signPaymentPayload(raw, deps.secret));
      if (status === 200) return;
    }
    deps.log?.error({ provider: name, payoutId, status }, 'sandbox payout webhook was refused; giving up');
  }

  return {
    name,
    sandbox: true,
    bank: { bic: bank.bic, bankName: bank.bankName },
    async openAccount(user) {
      return sandboxAccountOf(name, user);
    },
    async requestPayout(payout) {
      const payoutId = `${bank.prefix.toLowerCase()}-po-${randomUUID()}`;
      // After the caller's request (and its transaction) is done: a provider answers asynchronously.
      const job = new Promise<void>((resolve) => {
        setImmediate(() => {
          settleLater(payout, payoutId)
            .catch((error: unknown) => deps.log?.error({ provider: name, payoutId, err: error }, 'sandbox payout failed to run'))
            .finally(resolve);
        });
      });
      pending.add(job);
      void job.finally(() => pending.delete(job));
      return { payoutId };
    },
    verifyWebhook(rawBody, header) {
      return checkPaymentSignature(rawBody, header, deps.secret).ok;
    },
    checkSignature(rawBody, header, nowSeconds) {
      return checkPaymentSignature(rawBody, header, deps.secret, nowSeconds);
    },
    sign(rawBody, nowSeconds) {
      return signPaymentPayload(rawBody, deps.secret, nowSeconds);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export interface HttpAdapterOptions {
  name: PaymentProvider;
  apiUrl: string;
  apiKey: string;
  webhookSecret: string;
  bic?: string;
  bankName?: string;
}

/**
 * Skeleton of a real provider over HTTPS, selected when the provider's API URL, API key and webhook
 * secret are all configured (CONNECTPAY_* / LEMONWAY_*); otherwise the sandbox runs. To connect a
 * provider: map openAccount onto its "create virtual account / IBAN" call, requestPayout onto its
 * "SEPA credit transfer" call (our withdrawal id as its idempotency key), and make sure its webhooks
 * reach /api/webhooks/payments/<name> signed as `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">` in
 * the x-payment-signature header, with bodies in our event shapes (payments.ts in the contract) —
 * or translate its own scheme in checkSignature and the routes' parser.
 */
export class HttpPaymentAdapter implements PaymentAdapter {
  readonly name: PaymentProvider;
  readonly sandbox = false;
  readonly bank: { bic: string; bankName: string };
  private readonly options: HttpAdapterOptions;

  constructor(options: HttpAdapterOptions) {
    if (!options.apiUrl || !options.apiKey || !options.webhookSecret) throw new Error(`payment provider ${options.name} is not configured`);
    this.name = options.name;
    this.options = options;
    this.bank = { bic: options.bic ?? '', bankName: options.bankName ?? options.name };
  }

  private async call<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
    const response = await fetch(`${this.options.apiUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.options.apiKey}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`payment provider ${this.name} answered ${response.status}`);
    return (await response.json()) as T;
  }

  async openAccount(user: { id: number; holderName: string }): Promise<OpenedAccount> {
    const body = await this.call<Partial<OpenedAccount> & { id?: string }>(
      '/accounts',
      { externalId: String(user.id), holderName: user.holderName },
      `account-${user.id}`,
    );
    const providerAccountId = body.providerAccountId ?? body.id;
    if (!providerAccountId || !body.iban || !body.reference) throw new Error(`payment provider ${this.name} answered without an account`);
    return { providerAccountId, iban: body.iban, reference: body.reference, holderName: body.holderName ?? user.holderName };
  }

  async requestPayout(payout: PayoutRequest): Promise<{ payoutId: string }> {
    const key = `withdrawal-${payout.withdrawalId}`;
    const body = await this.call<{ id?: string }>(
      '/payouts',
      { amount: toWire(payout.amountCents), currency: 'EUR', iban: payout.iban, holderName: payout.holderName, reference: payout.reference },
      key,
    );
    if (!body.id) throw new Error(`payment provider ${this.name} answered without a payout id`);
    return { payoutId: body.id };
  }

  verifyWebhook(rawBody: string, header: string | string[] | undefined): boolean {
    return this.checkSignature(rawBody, header).ok;
  }

  checkSignature(rawBody: string, header: string | string[] | undefined, nowSeconds?: number): SignatureCheck {
    return checkPaymentSignature(rawBody, header, this.options.webhookSecret, nowSeconds);
  }
}

/** A stable id derived from parts (sandbox transaction ids from a user's idempotency key). */
export function stableId(...parts: Array<string | number>): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 24);
}
