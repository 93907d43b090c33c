import {
  fromWire,
  postedBalance,
  toWire,
  walletBalances,
  type AccountKind,
  type AdjustmentBody,
  type AdjustmentResponse,
  type TrialBalanceResponse,
  type UserLedgerResponse,
} from '@platform/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { idempotent, ledgerKey, type IdempotentAnswer } from '../../http/idempotency';
import { recordAudit } from '../audit/audit.service';
import type { RequestMeta } from '../auth/auth.service';
import { ledgerViolations, trialBalance } from '../ledger/ledger.invariants';
import { userLedger } from '../ledger/ledger.statements';
import { adjustmentsAccount, transfer, walletAccount } from '../ledger/ledger.service';

/** Back-office money screens: the trial balance, one user's ledger, and manual adjustments with a reason. */
export function createAdminMoneyService(db: Db) {
  return {
    async trialBalance(): Promise<TrialBalanceResponse> {
      const tb = await trialBalance(db);
      const violations = await ledgerViolations(db);
      return {
        rows: tb.rows.map((r) => ({
          accountId: r.accountId,
          code: r.code,
          kind: r.kind,
          userId: r.userId,
          projectId: r.projectId,
          debits: toWire(r.debitsPosted),
          credits: toWire(r.creditsPosted),
          pendingDebits: toWire(r.debitsPending),
          pendingCredits: toWire(r.creditsPending),
          balance: toWire(postedBalance(r.kind as AccountKind, r)),
        })),
        totals: {
          debits: toWire(tb.totals.debitsPosted),
          credits: toWire(tb.totals.creditsPosted),
          pendingDebits: toWire(tb.totals.debitsPending),
          pendingCredits: toWire(tb.totals.creditsPending),
        },
        balanced: tb.balanced && violations.length === 0,
        violations,
      };
    },

    async userLedger(userId: number): Promise<UserLedgerResponse> {
      const [user] = await db.select({ id: users.id, email: users.email, displayName: users.displayName }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw notFound('User not found');
      const ledger = await userLedger(db, userId);
      return {
        user,
        accounts: ledger.accounts.map((a) => ({ ...a, balance: toWire(a.balance), reserved: toWire(a.reserved), available: toWire(a.available) })),
        transfers: ledger.transfers.map((t) => ({ ...t, createdAt: t.createdAt.toISOString(), amount: toWire(t.amount) })),
      };
    },

    /**
     * One ledger transfer between the user's wallet and the adjustments account (code adjustment),
     * and the audit entry with the reason, in one transaction. A debit never overdraws the wallet.
     */
    async adjust(operatorId: number, body: AdjustmentBody, key: string, meta: RequestMeta): Promise<IdempotentAnswer<AdjustmentResponse>> {
      const amount = fromWire(body.amount);
      if (amount <= 0) throw new AppError('VALIDATION_FAILED', 'The amount must be positive', { amount: ['min'] });
      const [user] = await db.select({ id: users.id, paymentSource: users.paymentSource }).from(users).where(eq(users.id, body.userId)).limit(1);
      if (!user) throw new AppError('NOT_FOUND', 'User not found', { userId: ['not_found'] });
      return idempotent<AdjustmentResponse>(db, operatorId, key, 'POST /api/admin/ledger/adjustments', body, async (tx) => {
        const wallet = await walletAccount(tx, user.id, user.paymentSource);
        const adjustments = await adjustmentsAccount(tx);
        const credit = body.direction === 'credit';
        const { transfers } = await transfer(tx, {
          debitAccountId: credit ? adjustments.id : wallet.id,
          creditAccountId: credit ? wallet.id : adjustments.id,
          amount,
          code: 'adjustment',
          idempotencyKey: ledgerKey(operatorId, key, 'adjustment'),
          referenceType: 'adjustment',
          referenceId: user.id,
          description: body.reason,
          createdByUserId: operatorId,
        });
        const transferId = transfers[0]!.id;
        await recordAudit(tx, {
          actorUserId: operatorId,
          subjectUserId: user.id,
          action: 'ledger.adjustment',
          ip: meta.ip,
          details: { transferId, direction: body.direction, amount: toWire(amount), reason: body.reason },
        });
        const [fresh] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, wallet.id)).limit(1);
        const balances = walletBalances(fresh!);
        return { statusCode: 201, body: { transferId, balance: toWire(balances.balance), available: toWire(balances.available) } };
      });
    },
  };
}

export type AdminMoneyService = ReturnType<typeof createAdminMoneyService>;
