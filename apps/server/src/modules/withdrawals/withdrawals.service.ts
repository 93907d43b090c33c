import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  canWithdrawFromDate,
  canWithdrawTo,
  formatMoney,
  fromWire,
  holderNameMatches,
  LOCALE_ISO,
  isLocale,
  maskIban,
  MIN_WITHDRAWAL_CENTS,
  normalizeIban,
  toWire,
  WITHDRAWAL_CODE_MAX_ATTEMPTS,
  WITHDRAWAL_CODE_TTL_SECONDS,
  type AdminWithdrawal,
  type BankAccount,
  type PaymentProvider,
  type RequestWithdrawalBody,
  type SetBankAccountBody,
  type Withdrawal,
  type WithdrawalList,
  type WithdrawalStatus,
} from '@platform/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { bankAccounts, confirmationCodes, idempotencyRequests, users, withdrawals } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { idempotent, ledgerKey, type IdempotentAnswer } from '../../http/idempotency';
import { recordAudit } from '../audit/audit.service';
import { type Attempt, createAttemptGuard } from '../auth/attempt-guard';
import type { RequestMeta } from '../auth/auth.service';
import { decryptSecret, deriveKey } from '../auth/crypto';
import type { RateLimiter } from '../auth/rate-limiter';
import { matchTotpStep } from '../auth/totp';
import { enqueueEmail } from '../email/outbox';
import { clearingAccount, post, reserve, voidPending, walletAccount, walletBalance } from '../ledger/ledger.service';
import type { PaymentRegistry, PayoutSettlement } from '../payments/provider';
import { spendTotpStep } from '../users/user.commands';

type UserRow = typeof users.$inferSelect;
type BankAccountRow = typeof bankAccounts.$inferSelect;
type WithdrawalRow = typeof withdrawals.$inferSelect;

export const CODE_PURPOSE = 'withdrawal';

interface Deps {
  db: Db;
  secret: string;
  limiter: RateLimiter;
  payments: PaymentRegistry;
  now?: () => Date;
}

/** The name a bank account holder must match: the company's for company users, the person's otherwise. */
export function verifiedNameOf(user: Pick<UserRow, 'type' | 'displayName' | 'companyName'>): string | null {
  return user.type === 'company' ? user.companyName : user.displayName;
}

/** Verified = the identity is approved and the holder name is the verified name (decision 0010). */
export function isBankAccountVerified(
  account: Pick<BankAccountRow, 'holderName'>,
  user: Pick<UserRow, 'type' | 'displayName' | 'companyName' | 'identifyStatus'>,
): boolean {
  return user.identifyStatus === 'approved' && holderNameMatches(account.holderName, verifiedNameOf(user));
}

function toBankAccount(row: BankAccountRow, user: UserRow): BankAccount {
  return {
    id: row.id,
    iban: row.iban,
    holderName: row.holderName,
    verified: isBankAccountVerified(row, user),
    createdAt: row.createdAt.toISOString(),
    canWithdrawFrom: canWithdrawFromDate(row.createdAt),
  };
}

function toWithdrawal(row: WithdrawalRow, iban: string): Withdrawal {
  return {
    id: row.id,
    amount: toWire(row.amountCents),
    status: row.status as WithdrawalStatus,
    iban: maskIban(iban),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Bank account, withdrawal requests and their life at the back office (issue 5, decision 0010).
 * Money: a request holds the amount as a pending transfer wallet → provider clearing; paid posts
 * it, rejected/cancelled/failed voids it. Every step is idempotent twice over: by the status of
 * the withdrawal row (locked FOR UPDATE) and by ledger keys derived from the withdrawal id.
 */
export function createWithdrawalsService({ db, secret, limiter, payments, now = () => new Date() }: Deps) {
  const totpKey = deriveKey(secret, 'totp-secret');
  const codeKey = deriveKey(secret, 'withdrawal-code');
  const guard = createAttemptGuard({ db, limiter, secret, now });
  const hashCode = (userId: number, code: string) => createHmac('sha256', codeKey).update(`${userId}:${code}`).digest('base64url');

  async function loadUser(tx: Db, userId: number): Promise<UserRow> {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound('User not found');
    return user;
  }

  async function currentBankAccount(tx: Db, userId: number): Promise<BankAccountRow | null> {
    const [row] = await tx
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.removedAt)))
      .orderBy(desc(bankAccounts.id))
      .limit(1);
    return row ?? null;
  }

  /** Checks an emailed code in its own transaction, so a wrong attempt is counted even though the request fails. */
  async function checkEmailCode(userId: number, code: string): Promise<number> {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(confirmationCodes)
        .where(and(eq(confirmationCodes.userId, userId), eq(confirmationCodes.purpose, CODE_PURPOSE), isNull(confirmationCodes.usedAt)))
        .orderBy(desc(confirmationCodes.id))
        .limit(1)
        .for('update');
      if (!row) return { error: 'CONFIRMATION_CODE_INVALID' as const };
      if (row.attempts >= WITHDRAWAL_CODE_MAX_ATTEMPTS) return { error: 'CONFIRMATION_CODE_LOCKED' as const };
      if (row.expiresAt.getTime() <= now().getTime()) return { error: 'CONFIRMATION_CODE_EXPIRED' as const };
      const expected = Buffer.from(row.codeHash);
      const given = Buffer.from(hashCode(userId, code));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const attempts = row.attempts + 1;
        await tx.update(confirmationCodes).set({ attempts }).where(eq(confirmationCodes.id, row.id));
        return { error: attempts >= WITHDRAWAL_CODE_MAX_ATTEMPTS ? ('CONFIRMATION_CODE_LOCKED' as const) : ('CONFIRMATION_CODE_INVALID' as const) };
      }
      return { id: row.id, error: undefined };
    });
    if (outcome.error !== undefined) throw new AppError(outcome.error, 'The confirmation code is not valid', { code: [outcome.error.toLowerCase()] });
    return outcome.id;
  }

  const invalidTwoStepCode = () => new AppError('CONFIRMATION_CODE_INVALID', 'The two-step code is not valid', { code: ['confirmation_code_invalid'] });

  /**
   * Checks an authenticator code under the same guessing limits as the login's (decision 0022).
   * The answer is the code's time step, spent with the withdrawal in one transaction.
   */
  async function checkTwoStepCode(user: UserRow, code: string, meta: RequestMeta): Promise<{ secretEnc: string; step: number; attempt: Attempt }> {
    const attempt = await guard.twoStep({ userId: user.id, ip: meta.ip, deviceToken: meta.deviceToken });
    const secretEnc = user.totpSecretEnc;
    const step = secretEnc ? await matchTotpStep(decryptSecret(secretEnc, totpKey), code, { afterStep: user.totpLastStep }) : null;
    if (!secretEnc || step === null) throw invalidTwoStepCode();
    return { secretEnc, step, attempt };
  }

  async function bankAccountOf(tx: Db, id: number): Promise<BankAccountRow> {
    const [row] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, id)).limit(1);
    return row!;
  }

  async function lockWithdrawal(tx: Db, id: number): Promise<WithdrawalRow | null> {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update').limit(1);
    return row ?? null;
  }

  async function toAdmin(tx: Db, row: WithdrawalRow): Promise<AdminWithdrawal> {
    const [joined] = await tx
      .select({ user: users, bank: bankAccounts })
      .from(users)
      .innerJoin(bankAccounts, eq(bankAccounts.id, row.bankAccountId))
      .where(eq(users.id, row.userId))
      .limit(1);
    return adminView(row, joined!.user, joined!.bank);
  }

  function adminView(row: WithdrawalRow, user: UserRow, bank: BankAccountRow): AdminWithdrawal {
    return {
      ...toWithdrawal(row, bank.iban),
      iban: bank.iban,
      userId: user.id,
      email: user.email,
      holderName: bank.holderName,
      bankAccountVerified: isBankAccountVerified(bank, user),
      provider: row.provider as PaymentProvider,
      providerPayoutId: row.providerPayoutId,
    };
  }

  const settlement: PayoutSettlement = {
    async settlePayout(tx, outcome) {
      const [found] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.provider, outcome.provider), eq(withdrawals.providerPayoutId, outcome.payoutId)))
        .for('update')
        .limit(1);
      if (!found) throw notFound('Unknown payout');
      // A replayed or late webhook: the withdrawal already has its outcome, nothing moves again.
      if (found.status !== 'sent' && found.status !== 'approved') return;
      if (outcome.status === 'paid') {
        await post(tx, found.pendingTransferId, `withdrawal:${found.id}:post`);
      } else {
        await voidPending(tx, found.pendingTransferId, `withdrawal:${found.id}:void`);
      }
      await tx
        .update(withdrawals)
        .set({ status: outcome.status, reason: outcome.status === 'failed' ? (outcome.reason ?? 'payout failed') : found.reason, updatedAt: now() })
        .where(eq(withdrawals.id, found.id));
      await recordAudit(tx, {
        actorUserId: null,
        subjectUserId: found.userId,
        action: outcome.status === 'paid' ? 'withdrawal.paid' : 'withdrawal.failed',
        details: { withdrawalId: found.id, payoutId: outcome.payoutId, reason: outcome.reason ?? null },
      });
    },
  };

  return {
    settlement,

    async getBankAccount(userId: number): Promise<BankAccount | null> {
      const user = await loadUser(db, userId);
      const row = await currentBankAccount(db, userId);
      return row ? toBankAccount(row, user) : null;
    },

    /** A new account replaces the previous one; the same IBAN and holder again keeps the current one (and its date). */
    async setBankAccount(userId: number, body: SetBankAccountBody, meta: RequestMeta): Promise<BankAccount> {
      const iban = normalizeIban(body.iban);
      const holderName = body.holderName.replace(/\s+/g, ' ').trim();
      return db.transaction(async (tx) => {
        const user = await loadUser(tx, userId);
        const current = await currentBankAccount(tx, userId);
        if (current && current.iban === iban && current.holderName === holderName) return toBankAccount(current, user);
        const at = now();
        if (current) await tx.update(bankAccounts).set({ removedAt: at }).where(eq(bankAccounts.id, current.id));
        const verified = isBankAccountVerified({ holderName }, user);
        const [row] = await tx
          .insert(bankAccounts)
          .values({ userId, iban, holderName, verifiedAt: verified ? at : null, createdAt: at })
          .returning();
        await recordAudit(tx, {
          actorUserId: userId,
          subjectUserId: userId,
          action: 'bank_account.set',
          ip: meta.ip,
          details: { bankAccountId: row!.id, iban: maskIban(iban), verified },
        });
        return toBankAccount(row!, user);
      });
    },

    async list(userId: number): Promise<WithdrawalList> {
      const user = await loadUser(db, userId);
      const rows = await db
        .select({ withdrawal: withdrawals, iban: bankAccounts.iban })
        .from(withdrawals)
        .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
        .where(eq(withdrawals.userId, userId))
        .orderBy(desc(withdrawals.id))
        .limit(100);
      const balance = await walletBalance(db, userId, user.paymentSource);
      return {
        withdrawals: rows.map((r) => toWithdrawal(r.withdrawal, r.iban)),
        available: toWire(balance.available),
        confirmWith: user.totpEnabledAt ? 'two_step' : 'email',
      };
    },

    /** Emails a 6-digit code (hashed, 10 minutes, 5 attempts); a new code retires the previous one. */
    async sendCode(userId: number, meta: RequestMeta): Promise<{ expiresInSeconds: number }> {
      const user = await loadUser(db, userId);
      if (user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-step verification is on: use the code of your authenticator app');
      await limiter.hit([
        { bucket: `withdrawal-code:user:${userId}`, max: 5, windowSeconds: 3600 },
        { bucket: `withdrawal-code:ip:${meta.ip}`, max: 30, windowSeconds: 3600 },
      ]);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(confirmationCodes)
          .set({ usedAt: at })
          .where(and(eq(confirmationCodes.userId, userId), eq(confirmationCodes.purpose, CODE_PURPOSE), isNull(confirmationCodes.usedAt)));
        await tx.insert(confirmationCodes).values({
          userId,
          purpose: CODE_PURPOSE,
          codeHash: hashCode(userId, code),
          expiresAt: new Date(at.getTime() + WITHDRAWAL_CODE_TTL_SECONDS * 1000),
          createdAt: at,
        });
        await enqueueEmail(tx, {
          to: user.email,
          template: 'withdrawal-code',
          locale: isLocale(user.locale) ? user.locale : 'en',
          params: { code, minutes: String(WITHDRAWAL_CODE_TTL_SECONDS / 60) },
        });
      });
      return { expiresInSeconds: WITHDRAWAL_CODE_TTL_SECONDS };
    },

    async request(userId: number, body: RequestWithdrawalBody, key: string, meta: RequestMeta): Promise<IdempotentAnswer<Withdrawal>> {
      const amount = fromWire(body.amount);
      const route = 'POST /api/set/withdrawal';
      const payload = { amount: toWire(amount) };
      const replay = () =>
        idempotent<Withdrawal>(db, userId, key, route, payload, () => {
          throw new AppError('IDEMPOTENCY_IN_PROGRESS', 'The first request with this key is still running');
        });
      // A repeat of a request that already went through replays its answer (the code is spent by then).
      const [seen] = await db
        .select({ key: idempotencyRequests.key })
        .from(idempotencyRequests)
        .where(and(eq(idempotencyRequests.userId, userId), eq(idempotencyRequests.key, key)))
        .limit(1);
      if (seen) return replay();

      if (amount < MIN_WITHDRAWAL_CENTS) throw new AppError('VALIDATION_FAILED', 'The smallest withdrawal is 1.00', { amount: ['min'] });
      const user = await loadUser(db, userId);
      if (user.identifyStatus !== 'approved') throw new AppError('IDENTITY_NOT_VERIFIED', 'Verify your identity first');
      const account = await currentBankAccount(db, userId);
      if (!account) throw new AppError('BANK_ACCOUNT_REQUIRED', 'Add your bank account first');
      if (!isBankAccountVerified(account, user)) throw new AppError('BANK_ACCOUNT_UNVERIFIED', 'The bank account holder must be you');
      if (!canWithdrawTo(account.createdAt, now()))
        throw new AppError('BANK_ACCOUNT_TOO_NEW', `A new bank account can receive withdrawals from ${canWithdrawFromDate(account.createdAt)}`);
      const provider = user.paymentSource;
      const balance = await walletBalance(db, userId, provider);
      if (amount > balance.available) throw new AppError('INSUFFICIENT_FUNDS', 'Not enough available balance', { amount: ['insufficient_funds'] });

      let codeId: number | null = null;
      let totp: Awaited<ReturnType<typeof checkTwoStepCode>> | null = null;
      if (user.totpEnabledAt) totp = await checkTwoStepCode(user, body.code, meta);
      else codeId = await checkEmailCode(userId, body.code);

      const answer = await idempotent<Withdrawal>(db, userId, key, route, payload, async (tx) => {
        // A code accepted once is refused on reuse, also by a request racing this one (RFC 6238 §5.2).
        if (totp && !(await spendTotpStep(tx, { userId, secretEnc: totp.secretEnc, step: totp.step }))) throw invalidTwoStepCode();
        if (codeId !== null) {
          const spent = await tx
            .update(confirmationCodes)
            .set({ usedAt: now() })
            .where(and(eq(confirmationCodes.id, codeId), isNull(confirmationCodes.usedAt)))
            .returning({ id: confirmationCodes.id });
          if (spent.length === 0)
            throw new AppError('CONFIRMATION_CODE_INVALID', 'The confirmation code was already used', { code: ['confirmation_code_invalid'] });
        }
        const wallet = await walletAccount(tx, userId, provider);
        const clearing = await clearingAccount(tx, provider);
        const [next] = await queryRows<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('withdrawals', 'id'))::int AS id`);
        const id = Number(next!.id);
        const held = await reserve(tx, {
          debitAccountId: wallet.id,
          creditAccountId: clearing.id,
          amount,
          code: 'withdrawal',
          idempotencyKey: ledgerKey(userId, key, 'withdrawal'),
          referenceType: 'withdrawal',
          referenceId: id,
          createdByUserId: userId,
        });
        const at = now();
        const [row] = await tx
          .insert(withdrawals)
          .values({
            id,
            userId,
            bankAccountId: account.id,
            amountCents: amount,
            status: 'requested',
            pendingTransferId: held.transfers[0]!.id,
            provider,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        await recordAudit(tx, {
          actorUserId: userId,
          subjectUserId: userId,
          action: 'withdrawal.requested',
          ip: meta.ip,
          details: { withdrawalId: id, amount: toWire(amount) },
        });
        return { statusCode: 201, body: toWithdrawal(row!, account.iban) };
      });
      await totp?.attempt.succeeded();
      return answer;
    },

    /** The owner takes a request back while no operator has acted on it: the hold is released. */
    async cancel(userId: number, id: number, key: string, meta: RequestMeta): Promise<IdempotentAnswer<Withdrawal>> {
      return idempotent<Withdrawal>(db, userId, key, `POST /api/set/withdrawal/${id}/cancel`, { id }, async (tx) => {
        const row = await lockWithdrawal(tx, id);
        if (!row || row.userId !== userId) throw notFound('No such withdrawal');
        const bank = await bankAccountOf(tx, row.bankAccountId);
        if (row.status === 'cancelled') return { statusCode: 200, body: toWithdrawal(row, bank.iban) };
        if (row.status !== 'requested') throw new AppError('CONFLICT', 'This withdrawal can no longer be cancelled');
        await voidPending(tx, row.pendingTransferId, `withdrawal:${row.id}:void`, userId);
        const [updated] = await tx.update(withdrawals).set({ status: 'cancelled', updatedAt: now() }).where(eq(withdrawals.id, id)).returning();
        await recordAudit(tx, { actorUserId: userId, subjectUserId: userId, action: 'withdrawal.cancelled', ip: meta.ip, details: { withdrawalId: id } });
        return { statusCode: 200, body: toWithdrawal(updated!, bank.iban) };
      });
    },

    async adminList(status?: WithdrawalStatus, limit = 200): Promise<AdminWithdrawal[]> {
      const rows = await db
        .select({ withdrawal: withdrawals, user: users, bank: bankAccounts })
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.userId))
        .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
        .where(status ? eq(withdrawals.status, status) : undefined)
        .orderBy(desc(withdrawals.id))
        .limit(limit);
      return rows.map((r) => adminView(r.withdrawal, r.user, r.bank));
    },

    /**
     * Approve → the provider is asked to pay out (outside any transaction: it is a network call)
     * → status sent with the provider's payout id. A double click finds it approved or sent and
     * does nothing twice; an approved one whose payout call failed is retried (same reference).
     */
    async approve(operatorId: number, id: number, meta: RequestMeta): Promise<AdminWithdrawal> {
      const decided = await db.transaction(async (tx) => {
        const row = await lockWithdrawal(tx, id);
        if (!row) throw notFound('No such withdrawal');
        if (row.status === 'sent' || row.status === 'paid') return { row, pay: false };
        if (row.status === 'approved') return { row, pay: row.providerPayoutId === null };
        if (row.status !== 'requested') throw new AppError('CONFLICT', `A ${row.status} withdrawal cannot be approved`);
        const [updated] = await tx
          .update(withdrawals)
          .set({ status: 'approved', reviewedByUserId: operatorId, updatedAt: now() })
          .where(eq(withdrawals.id, id))
          .returning();
        await recordAudit(tx, {
          actorUserId: operatorId,
          subjectUserId: row.userId,
          action: 'withdrawal.approved',
          ip: meta.ip,
          details: { withdrawalId: id },
        });
        return { row: updated!, pay: true };
      });
      if (!decided.pay) return toAdmin(db, decided.row);
      const bank = await bankAccountOf(db, decided.row.bankAccountId);
      const { payoutId } = await payments.get(decided.row.provider as PaymentProvider).requestPayout({
        withdrawalId: id,
        amountCents: decided.row.amountCents,
        iban: bank.iban,
        holderName: bank.holderName,
        reference: `withdrawal-${id}`,
        userId: decided.row.userId,
      });
      return db.transaction(async (tx) => {
        const row = (await lockWithdrawal(tx, id))!;
        const [updated] = await tx
          .update(withdrawals)
          .set({ providerPayoutId: row.providerPayoutId ?? payoutId, status: row.status === 'approved' ? 'sent' : row.status, updatedAt: now() })
          .where(eq(withdrawals.id, id))
          .returning();
        return toAdmin(tx, updated!);
      });
    },

    /** Reject with a reason: the hold is voided and the user gets an email. Only before the payout is asked for. */
    async reject(operatorId: number, id: number, reason: string, key: string, meta: RequestMeta): Promise<IdempotentAnswer<AdminWithdrawal>> {
      return idempotent<AdminWithdrawal>(db, operatorId, key, `POST /api/admin/withdrawals/${id}/reject`, { id, reason }, async (tx) => {
        const row = await lockWithdrawal(tx, id);
        if (!row) throw notFound('No such withdrawal');
        if (row.status === 'rejected') return { statusCode: 200, body: await toAdmin(tx, row) };
        if (row.status !== 'requested') throw new AppError('CONFLICT', `A ${row.status} withdrawal cannot be rejected`);
        await voidPending(tx, row.pendingTransferId, `withdrawal:${row.id}:void`, operatorId);
        const [updated] = await tx
          .update(withdrawals)
          .set({ status: 'rejected', reason, reviewedByUserId: operatorId, updatedAt: now() })
          .where(eq(withdrawals.id, id))
          .returning();
        const user = await loadUser(tx, row.userId);
        const locale = isLocale(user.locale) ? user.locale : 'en';
        await enqueueEmail(tx, {
          to: user.email,
          template: 'withdrawal-rejected',
          locale,
          params: { amount: formatMoney(row.amountCents, LOCALE_ISO[locale]), reason },
        });
        await recordAudit(tx, {
          actorUserId: operatorId,
          subjectUserId: row.userId,
          action: 'withdrawal.rejected',
          ip: meta.ip,
          details: { withdrawalId: id, reason },
        });
        return { statusCode: 200, body: await toAdmin(tx, updated!) };
      });
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
