import { randomUUID, timingSafeEqual } from 'node:crypto';
import { toWire, cents, type PaymentWebhookEvent } from '@platform/contract';
import { AppError } from '../../http/app-error';
import type { SignatureCheck } from '../kyc/kyc.signature';
import type { PaymentAdapter } from './adapters';
import {
  LEMONWAY_ACCOUNT_EXISTS,
  LEMONWAY_MONEY_IN_STATUS,
  LEMONWAY_MONEY_OUT_STATUS,
  LemonwayClient,
  PaymentProviderError,
  type LemonwayTransaction,
} from './lemonway-client';
import type { OpenedAccount, PayoutRequest } from './provider';

/**
 * Lemonway's notification categories handled here (decision 0055). Notifications are not signed:
 * each one only names a transaction, which is then read back from the API, and only the API's
 * answer is applied.
 */
export const LEMONWAY_NOTIF = {
  /** "Money-In: by wire received": a wire reached a wallet (its virtual IBAN). */
  moneyInWire: 10,
  /** "Money-Out cancelled": IdTransaction is the cancellation, IdOriginTransaction the money-out. */
  moneyOutCancelled: 15,
  /** "Money-Out validated". */
  moneyOutValidated: 37,
} as const;

/** What the webhook route does with a notification. */
export type NotificationOutcome =
  | { kind: 'event'; event: PaymentWebhookEvent }
  | { kind: 'ignored'; reason: string }
  | { kind: 'unknown'; reason: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'malformed'; reason: string };

export interface NotificationInput {
  rawBody: string;
  contentType: string | undefined;
  query: Record<string, unknown>;
}

export interface LemonwayAdapterOptions {
  client: LemonwayClient;
  /** LEMONWAY_WEBHOOK_SECRET: the `token` query parameter of the notification URL registered at Lemonway. */
  webhookToken: string;
  /** Our account ids at Lemonway are `<prefix><user id>`. */
  accountPrefix?: string;
  bic?: string;
  bankName?: string;
  /** Posts a notification to this app's webhook route (the payout check after a money-out); answers the HTTP status. */
  deliver?(rawBody: string): Promise<number>;
  retryDelaysMs?: readonly number[];
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** The fields of a notification, JSON or form-encoded, keys case-insensitive. */
export function parseLemonwayNotification(
  rawBody: string,
  contentType: string | undefined,
): { category: number; transactionId: string; originTransactionId?: string } | null {
  let fields: Record<string, unknown> = {};
  const type = (contentType ?? '').toLowerCase();
  try {
    if (type.includes('application/x-www-form-urlencoded')) fields = Object.fromEntries(new URLSearchParams(rawBody));
    else {
      const json: unknown = JSON.parse(rawBody);
      if (json && typeof json === 'object' && !Array.isArray(json)) fields = json as Record<string, unknown>;
    }
  } catch {
    return null;
  }
  const lower = new Map(Object.entries(fields).map(([k, v]) => [k.toLowerCase(), v]));
  const category = Number(lower.get('notifcategory'));
  const id = lower.get('idtransaction') ?? lower.get('transactionid');
  if (!Number.isInteger(category) || (typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '' || String(id).length > 100) return null;
  const origin = lower.get('idorigintransaction');
  const originId =
    (typeof origin === 'string' || typeof origin === 'number') && String(origin).trim() !== '' && String(origin).length <= 100
      ? String(origin).trim()
      : undefined;
  return { category, transactionId: String(id).trim(), ...(originId ? { originTransactionId: originId } : {}) };
}

const sameToken = (given: unknown, expected: string): boolean => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

function occurredAt(t: LemonwayTransaction): string {
  return typeof t.date === 'number' && t.date > 0 ? new Date(t.date * 1000).toISOString() : new Date().toISOString();
}

/** Provider failures as the platform's errors: a refusal is a 409, an outage a 503 (try again later). */
export function toAppError(error: unknown, what: string): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  if (error.kind === 'refused' || error.kind === 'not_found') return new AppError('CONFLICT', `Lemonway refused ${what}`);
  return new AppError('MAINTENANCE', `Lemonway did not answer ${what}; try again later`);
}

/**
 * The real Lemonway adapter: accounts, virtual IBANs and money-outs through the API; notifications
 * verified by reading the transaction back from the API.
 */
export class LemonwayPaymentAdapter implements PaymentAdapter {
  readonly name = 'lemonway' as const;
  readonly sandbox = false;
  readonly bank: { bic: string; bankName: string };
  private readonly options: LemonwayAdapterOptions;
  private readonly pending = new Set<Promise<void>>();

  constructor(options: LemonwayAdapterOptions) {
    if (!options.webhookToken) throw new Error('lemonway is not configured (LEMONWAY_WEBHOOK_SECRET)');
    this.options = options;
    this.bank = { bic: options.bic ?? 'LEMWFRP2XXX', bankName: options.bankName ?? 'Lemonway SAS' };
  }

  get client(): LemonwayClient {
    return this.options.client;
  }

  accountIdOf(userId: number): string {
    return `${this.options.accountPrefix ?? 'gv-'}${userId}`;
  }

  async openAccount(user: { id: number; holderName: string; email?: string; nationality?: string; birthDate?: string }): Promise<OpenedAccount> {
    const accountId = this.accountIdOf(user.id);
    // Lemonway requires the holder's nationality (ISO 3166-1 alpha-3); without it the call could only be refused.
    const nationality = user.nationality?.trim().toUpperCase();
    if (!nationality || !/^[A-Z]{3}(,[A-Z]{3})*$/.test(nationality))
      throw new AppError('CONFLICT', 'Lemonway needs the holder’s nationality to open a payment account');
    const parts = user.holderName.trim().split(/\s+/);
    const lastName = parts.length > 1 ? parts.pop()! : parts[0]!;
    const firstName = parts.join(' ') || lastName;
    try {
      try {
        await this.client.createIndividualAccount({
          accountId,
          email: user.email ?? `${accountId}@invalid`,
          firstName,
          lastName,
          nationality,
          birthDate: user.birthDate,
        });
      } catch (error) {
        // Opened before (a retry after a lost answer): the account is ours, carry on with it.
        if (!(error instanceof PaymentProviderError && error.kind === 'refused' && error.providerCode === LEMONWAY_ACCOUNT_EXISTS)) throw error;
        await this.client.getAccount(accountId);
      }
      const virtual = await this.client.createVirtualIban(accountId);
      return { providerAccountId: accountId, iban: virtual.iban, reference: accountId, holderName: user.holderName };
    } catch (error) {
      throw toAppError(error, 'opening the payment account');
    }
  }

  async requestPayout(payout: PayoutRequest): Promise<{ payoutId: string }> {
    if (payout.userId === undefined) throw new Error('a lemonway payout needs the user (the wallet paid from)');
    const accountId = this.accountIdOf(payout.userId);
    let transaction: LemonwayTransaction;
    try {
      const bankAccount = await this.client.registerIban(accountId, payout.holderName, payout.iban);
      transaction = await this.client.moneyOut({
        accountId,
        ibanId: bankAccount.ibanId,
        amountCents: payout.amountCents,
        comment: payout.reference,
        reference: payout.reference,
      });
    } catch (error) {
      throw toAppError(error, 'the payout');
    }
    const payoutId = String(transaction.id);
    // A final answer already: settle it through the notification path (read back, then applied) after this request.
    if (transaction.status === LEMONWAY_MONEY_OUT_STATUS.success || transaction.status === LEMONWAY_MONEY_OUT_STATUS.error) this.checkLater(payoutId);
    return { payoutId };
  }

  private checkLater(payoutId: string): void {
    const deliver = this.options.deliver;
    if (!deliver) return;
    const raw = JSON.stringify({
      NotifCategory: String(LEMONWAY_NOTIF.moneyOutValidated),
      IdTransaction: payoutId,
      NotifDate: new Date().toISOString(),
      Origin: `self-check-${randomUUID()}`,
    });
    const delays = this.options.retryDelaysMs ?? [0, 100, 500, 2_000, 5_000];
    const job = new Promise<void>((resolve) => {
      setImmediate(async () => {
        let status = 0;
        try {
          for (const delay of delays) {
            if (delay > 0) await new Promise((r) => setTimeout(r, delay));
            status = await deliver(raw);
            if (status === 200) return;
          }
          this.options.log?.error({ provider: 'lemonway', payoutId, status }, 'lemonway payout check was refused; the money-out notification will settle it');
        } catch (error) {
          this.options.log?.error({ provider: 'lemonway', payoutId, err: error }, 'lemonway payout check failed');
        } finally {
          resolve();
        }
      });
    });
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** Resolves once every payout check scheduled so far ran. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * A notification: the URL token first (anyone else is refused before Lemonway is called), then
   * the transaction it names is read from the API and only what the API says is turned into an event.
   */
  async receiveNotification(input: NotificationInput): Promise<NotificationOutcome> {
    if (!sameToken(input.query.token, this.options.webhookToken)) return { kind: 'refused', reason: 'token' };
    const notice = parseLemonwayNotification(input.rawBody, input.contentType);
    if (!notice) return { kind: 'malformed', reason: 'NotifCategory and IdTransaction are required' };
    const handled: number[] = [LEMONWAY_NOTIF.moneyInWire, LEMONWAY_NOTIF.moneyOutCancelled, LEMONWAY_NOTIF.moneyOutValidated];
    if (!handled.includes(notice.category)) return { kind: 'ignored', reason: `category ${notice.category}` };
    const moneyIn = notice.category === LEMONWAY_NOTIF.moneyInWire;
    // A cancellation names the money-out it cancels in IdOriginTransaction (its own IdTransaction is the cancellation).
    const lookedUp = notice.category === LEMONWAY_NOTIF.moneyOutCancelled ? (notice.originTransactionId ?? notice.transactionId) : notice.transactionId;
    let t: LemonwayTransaction | null;
    try {
      t = await this.client.transaction(moneyIn ? 'moneyIn' : 'moneyOut', lookedUp);
    } catch (error) {
      throw toAppError(error, 'the transaction look-up');
    }
    if (!t) return { kind: 'unknown', reason: `no such ${moneyIn ? 'money-in' : 'money-out'} at lemonway` };
    const id = String(t.id);
    if (moneyIn) {
      // Money-ins: 0 is success; 4 and 16 are still pending; 3, 6 and 7 failed or were cancelled (nothing arrived).
      if (t.status !== LEMONWAY_MONEY_IN_STATUS.success) return { kind: 'ignored', reason: `money-in status ${t.status}` };
      const amount = t.creditAmount;
      if (!t.receiverAccountId || typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
        return { kind: 'unknown', reason: 'the money-in names no wallet or amount' };
      }
      return {
        kind: 'event',
        event: {
          type: 'incoming_transfer',
          eventId: `lemonway:moneyin:${id}`,
          occurredAt: occurredAt(t),
          transactionId: id,
          providerAccountId: t.receiverAccountId,
          amount: toWire(cents(amount)),
          ...(t.comment ? { reference: t.comment.slice(0, 200) } : {}),
        },
      };
    }
    // Money-outs: 3 is success, 4 an error; anything else is not final (what a cancelled one reads is not documented).
    if (t.status !== LEMONWAY_MONEY_OUT_STATUS.success && t.status !== LEMONWAY_MONEY_OUT_STATUS.error)
      return { kind: 'ignored', reason: `money-out status ${t.status}` };
    const paid = t.status === LEMONWAY_MONEY_OUT_STATUS.success;
    return {
      kind: 'event',
      event: {
        type: paid ? 'payout.paid' : 'payout.failed',
        eventId: `lemonway:moneyout:${id}:${t.status}`,
        occurredAt: occurredAt(t),
        payoutId: id,
        ...(paid ? {} : { reason: `Lemonway: the money-out failed${t.comment ? ` (${t.comment.slice(0, 400)})` : ''}` }),
      },
    };
  }

  /** Lemonway does not sign its notifications: receiveNotification verifies them instead. */
  verifyWebhook(): boolean {
    return false;
  }

  checkSignature(): SignatureCheck {
    return { ok: false, reason: 'missing' };
  }
}
