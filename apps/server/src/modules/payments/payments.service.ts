import {
  CONNECT_PAY_REPORT_LIMIT,
  fromWire,
  reportPeriod,
  toWire,
  type ConnectPayReport,
  type ConnectPayReportQuery,
  type IncomingTransferEvent,
  type LemonwayMigrateResponse,
  type PaymentAccount,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type PayoutEvent,
  type UserBalanceResponse,
  type Wallet,
} from '@platform/contract';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentAccounts, providerTransactions, users } from '../../db/schema';
import { claimWebhookEvent } from '../../http/webhook-events';
import { bookIncomingTransfer } from './provider-transactions';
import { AppError } from '../../http/app-error';
import { ledgerKey } from '../../http/idempotency';
import { recordAudit } from '../audit/audit.service';
import { clearingAccount, transfer, transferLinked, walletAccount, walletBalance } from '../ledger/ledger.service';
import { setPaymentSource } from '../users/user.commands';
import type { PaymentAdapter } from './adapters';
import type { PaymentRegistry } from './provider';
import { transferDescription } from '../transactions/transfer-descriptions';

export type PaymentWebhookOutcome = 'applied' | 'duplicate';

/** The webhook_events namespace of a payment provider (KYC providers use their own names). */
export const webhookNamespace = (provider: PaymentProvider) => `payments:${provider}`;

/** The ledger key of a deposit: one per provider transaction, whatever webhook brings it. */
export const depositLedgerKey = (provider: PaymentProvider, providerTransactionId: string) => `deposit:${provider}:${providerTransactionId}`;

/** A user's wallet at a provider, in wire form. */
export async function walletOf(db: Db, userId: number, provider: PaymentProvider = 'connectPay'): Promise<Wallet> {
  const b = await walletBalance(db, userId, provider);
  return { balance: toWire(b.balance), available: toWire(b.available), reserved: toWire(b.reserved), currency: 'EUR' };
}

/**
 * The name on a payment account: the company for company users, else the person's name. Never the
 * e-mail (decision 0041): without a name the person is asked for it before the account opens.
 */
function holderNameOf(user: typeof users.$inferSelect): string | null {
  if (user.type === 'company' && user.companyName?.trim()) return user.companyName.trim();
  return user.displayName.trim() || null;
}

type AccountRow = typeof paymentAccounts.$inferSelect;

export interface PaymentsServiceDeps {
  db: Db;
  registry: PaymentRegistry;
  adapters: ReadonlyMap<PaymentProvider, PaymentAdapter>;
  /** After a deposit committed: automatic investment may now spend it (decision 0035). Failures are the callee's to log. */
  onDeposit?: (userId: number) => Promise<void>;
}

export function createPaymentsService({ db, registry, adapters, onDeposit }: PaymentsServiceDeps) {
  const adapterOf = (provider: PaymentProvider): PaymentAdapter => {
    const adapter = adapters.get(provider);
    if (!adapter) throw new Error(`payment provider ${provider} is not configured`);
    return adapter;
  };

  function toAccount(row: AccountRow): PaymentAccount {
    const adapter = adapterOf(row.provider as PaymentProvider);
    return {
      provider: row.provider as PaymentProvider,
      iban: row.iban,
      bic: adapter.bank.bic,
      bankName: adapter.bank.bankName,
      reference: row.reference,
      holderName: row.holderName,
      status: row.status,
      openedAt: row.createdAt.toISOString(),
      sandbox: adapter.sandbox,
    };
  }

  async function findAccount(userId: number, provider: PaymentProvider): Promise<AccountRow | null> {
    const [row] = await db
      .select()
      .from(paymentAccounts)
      .where(and(eq(paymentAccounts.userId, userId), eq(paymentAccounts.provider, provider)))
      .limit(1);
    return row ?? null;
  }

  /**
   * The user's payment account at a provider, opened at the provider on first use. Only for a
   * person whose identity is verified (a bank account for an unknown person is not opened), in their
   * known company or display name, or, when the platform knows none, the name the person gave
   * (`holderName`): a posted name never replaces a known one.
   */
  async function openAccount(userId: number, provider: PaymentProvider, holderName?: string): Promise<AccountRow> {
    const existing = await findAccount(userId, provider);
    if (existing) return existing;
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new AppError('NOT_FOUND', 'No such user');
    if (user.identifyStatus !== 'approved') throw new AppError('CONFLICT', 'The payment account opens once the identity is verified');
    const name = holderNameOf(user) ?? holderName;
    if (!name) throw new AppError('CONFLICT', 'The account holder name is needed to open the payment account', { holderName: ['required'] });
    const opened = await adapterOf(provider).openAccount({ id: user.id, holderName: name, email: user.email });
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(paymentAccounts)
        .values({
          userId,
          provider,
          providerAccountId: opened.providerAccountId,
          iban: opened.iban,
          reference: opened.reference,
          holderName: opened.holderName,
        })
        .onConflictDoNothing()
        .returning({ id: paymentAccounts.id });
      if (inserted.length > 0) {
        await recordAudit(tx, {
          actorUserId: userId,
          subjectUserId: userId,
          action: 'payments.account_opened',
          details: { provider, providerAccountId: opened.providerAccountId },
        });
      }
    });
    const row = await findAccount(userId, provider);
    if (!row) throw new AppError('CONFLICT', 'The payment account could not be opened');
    return row;
  }

  async function applyIncoming(
    tx: Db,
    provider: PaymentProvider,
    event: IncomingTransferEvent,
    credited: (userId: number) => void,
  ): Promise<PaymentWebhookOutcome> {
    // A borrower's transfer to the platform's repayment account repays a loan (decision 0019).
    const repayments = registry.incomingRepayments();
    if (repayments?.isRepaymentAccount(provider, event)) {
      const cents = fromWire(event.amount);
      if (cents <= 0) throw new AppError('VALIDATION_FAILED', 'The amount must be above 0', { amount: ['above 0'] });
      if (!(await claimWebhookEvent(tx, webhookNamespace(provider), event.eventId))) return 'duplicate';
      return repayments.apply(tx, provider, event, cents);
    }
    const byId = event.providerAccountId
      ? and(eq(paymentAccounts.provider, provider), eq(paymentAccounts.providerAccountId, event.providerAccountId))
      : and(eq(paymentAccounts.provider, provider), eq(paymentAccounts.iban, event.iban!.replace(/\s+/g, '').toUpperCase()));
    const [account] = await tx.select().from(paymentAccounts).where(byId).limit(1);
    if (!account) throw new AppError('NOT_FOUND', 'Unknown payment account');
    const amount = fromWire(event.amount);
    if (amount <= 0) throw new AppError('VALIDATION_FAILED', 'The amount must be above 0', { amount: ['above 0'] });

    if (!(await claimWebhookEvent(tx, webhookNamespace(provider), event.eventId))) return 'duplicate';

    // The same bank transaction under another event id (a provider re-sending it) books nothing new.
    const booked = await bookIncomingTransfer(tx, provider, event, account.userId, amount);
    if (booked === null) return 'duplicate';

    const clearing = await clearingAccount(tx, provider);
    const wallet = await walletAccount(tx, account.userId, provider);
    await transfer(tx, {
      debitAccountId: clearing.id,
      creditAccountId: wallet.id,
      amount,
      code: 'deposit',
      idempotencyKey: depositLedgerKey(provider, event.transactionId),
      referenceType: 'provider_transaction',
      referenceId: booked,
      description: event.reference
        ? transferDescription('server.transfer.bank_transfer_reference', { reference: event.reference })
        : transferDescription('server.transfer.bank_transfer'),
    });
    await recordAudit(tx, {
      actorUserId: null,
      subjectUserId: account.userId,
      action: 'payments.deposit',
      details: { provider, eventId: event.eventId, transactionId: event.transactionId, amount: event.amount },
    });
    credited(account.userId);
    return 'applied';
  }

  async function applyPayout(tx: Db, provider: PaymentProvider, event: PayoutEvent): Promise<PaymentWebhookOutcome> {
    if (!(await claimWebhookEvent(tx, webhookNamespace(provider), event.eventId))) return 'duplicate';
    const status = event.type === 'payout.paid' ? 'paid' : 'failed';
    await tx
      .update(providerTransactions)
      .set({ status, ...(event.reason ? { details: event.reason.slice(0, 500) } : {}) })
      .where(and(eq(providerTransactions.provider, provider), eq(providerTransactions.providerTransactionId, event.payoutId)));
    await registry.payoutSettlement().settlePayout(tx, { provider, payoutId: event.payoutId, status, ...(event.reason ? { reason: event.reason } : {}) });
    return 'applied';
  }

  return {
    openAccount,
    findAccount,
    toAccount,
    adapterOf,

    /** GET /api/connect-pay/account */
    async connectPayAccount(userId: number, holderName?: string): Promise<PaymentAccount> {
      return toAccount(await openAccount(userId, 'connectPay', holderName));
    },

    /** A verified webhook, applied in one transaction with its event id (a replay changes nothing). */
    async applyWebhook(provider: PaymentProvider, event: PaymentWebhookEvent): Promise<PaymentWebhookOutcome> {
      let depositor: number | null = null;
      const outcome = await db.transaction((tx) =>
        event.type === 'incoming_transfer'
          ? applyIncoming(tx, provider, event, (userId) => {
              depositor = userId;
            })
          : applyPayout(tx, provider, event),
      );
      if (outcome === 'applied' && depositor !== null && onDeposit) await onDeposit(depositor);
      return outcome;
    },

    /** POST /api/set/user-balance: reads both wallets; moves nothing. */
    async userBalance(userId: number): Promise<UserBalanceResponse> {
      const [user] = await db.select({ paymentSource: users.paymentSource }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new AppError('NOT_FOUND', 'No such user');
      const lemonway = await walletBalance(db, userId, 'lemonway');
      return { paymentSource: user.paymentSource, wallet: await walletOf(db, userId), lemonwayBalance: { amount: toWire(lemonway.balance) } };
    },

    /** The connect-pay transaction report: the caller's provider transactions in a period, newest first. */
    async report(userId: number, page: number, query: ConnectPayReportQuery, now: Date = new Date()): Promise<ConnectPayReport> {
      const period = reportPeriod(query.dateType, query.startDate, query.endDate, now);
      if (!period.ok) throw new AppError('VALIDATION_FAILED', 'Invalid report period', { [period.field]: [period.reason] });
      const where = and(
        eq(providerTransactions.userId, userId),
        eq(providerTransactions.provider, 'connectPay'),
        gte(providerTransactions.bookedAt, period.from),
        lt(providerTransactions.bookedAt, period.to),
      );
      const [{ total: matching }] = await db.select({ total: count() }).from(providerTransactions).where(where);
      const rows = await db
        .select()
        .from(providerTransactions)
        .where(where)
        .orderBy(desc(providerTransactions.bookedAt), desc(providerTransactions.id))
        .limit(CONNECT_PAY_REPORT_LIMIT)
        .offset((page - 1) * CONNECT_PAY_REPORT_LIMIT);
      return {
        items: rows.map((r) => ({
          id: r.id,
          providerTransactionId: r.providerTransactionId,
          direction: r.direction === 'outgoing' ? 'outgoing' : 'incoming',
          amount: toWire(r.amountCents),
          counterpartyName: r.counterpartyName,
          counterpartyIban: r.counterpartyIban,
          details: r.details,
          status: r.status,
          bookedAt: r.bookedAt.toISOString(),
        })),
        totalCount: Number(matching),
        currentPage: page,
        limit: CONNECT_PAY_REPORT_LIMIT,
      };
    },

    /**
     * Moves the whole available lemonway balance to the connectPay wallet, and the money at the
     * banks with it (clearing:connectPay ← clearing:lemonway), then makes connectPay the source.
     * Runs inside the caller's idempotent transaction.
     */
    async migrateLemonway(tx: Db, userId: number, key: string, ip: string | null): Promise<LemonwayMigrateResponse> {
      const lemonwayWallet = await walletAccount(tx, userId, 'lemonway');
      const { available } = await walletBalance(tx, userId, 'lemonway');
      if (available > 0) {
        const connectPayWallet = await walletAccount(tx, userId, 'connectPay');
        const [cpClearing, lwClearing] = [await clearingAccount(tx, 'connectPay'), await clearingAccount(tx, 'lemonway')];
        await transferLinked(tx, [
          {
            debitAccountId: lemonwayWallet.id,
            creditAccountId: connectPayWallet.id,
            amount: available,
            code: 'migration',
            idempotencyKey: ledgerKey(userId, key, 'lemonway-migrate:wallet'),
            referenceType: 'user',
            referenceId: userId,
            description: transferDescription('server.transfer.lemonway_balance_moved'),
            createdByUserId: userId,
          },
          {
            debitAccountId: cpClearing.id,
            creditAccountId: lwClearing.id,
            amount: available,
            code: 'migration',
            idempotencyKey: ledgerKey(userId, key, 'lemonway-migrate:clearing'),
            referenceType: 'user',
            referenceId: userId,
            description: transferDescription('server.transfer.lemonway_funds_moved'),
            createdByUserId: userId,
          },
        ]);
      }
      await setPaymentSource(tx, userId, 'connectPay');
      await recordAudit(tx, { actorUserId: userId, subjectUserId: userId, action: 'payments.lemonway_migrated', details: { amount: toWire(available) }, ip });
      const lemonway = await walletBalance(tx, userId, 'lemonway');
      return {
        migrated: toWire(available),
        paymentSource: 'connectPay',
        wallet: await walletOf(tx, userId),
        lemonwayBalance: { amount: toWire(lemonway.balance) },
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
