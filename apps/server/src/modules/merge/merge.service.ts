import { verify as verifyArgon } from '@node-rs/argon2';
import { addCents, PAYMENT_PROVIDERS, toWire, ZERO_CENTS, type AdminDuplicatePair, type MergeCounterpart, type MergeResult } from '@platform/contract';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { duplicateAccounts, ledgerAccounts, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { idempotent, ledgerKey } from '../../http/idempotency';
import { recordAudit } from '../audit/audit.service';
import type { RequestMeta } from '../auth/auth.service';
import type { RateLimiter } from '../auth/rate-limiter';
import type { SessionsService } from '../auth/sessions.service';
import { transferLinked, walletAccount, type TransferInput } from '../ledger/ledger.service';
import { closeMergedUser } from '../users/user.commands';
import { counterpartOf, maskEmail, mergeAmount } from './merge.rules';
import { transferDescription } from '../transactions/transfer-descriptions';

/**
 * Hook for issue 6 (investments): moves the duplicate's holdings (investments, their schedules,
 * secondary market listings) to the verified account inside the merge's transaction. Until the
 * investments tables exist there is nothing to move.
 */
export async function moveHoldings(_tx: Db, _fromUserId: number, _toUserId: number): Promise<{ moved: number }> {
  return { moved: 0 };
}

/**
 * hasDuplicateAccounts (decision 0011): true for the account that is to be merged away, the
 * duplicate side of a pair not merged yet whose verified account is still open. Its owner is the
 * one prompted (modal, merge page); the account that stays is not nagged about an old account.
 */
export async function hasUnmergedDuplicates(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: duplicateAccounts.id })
    .from(duplicateAccounts)
    .innerJoin(users, eq(users.id, duplicateAccounts.verifiedUserId))
    .where(and(eq(duplicateAccounts.duplicateUserId, userId), isNull(duplicateAccounts.mergedAt), isNull(users.closedAt)))
    .limit(1);
  return rows.length > 0;
}

interface Deps {
  db: Db;
  sessions: Pick<SessionsService, 'revokeAllOf'>;
  limiter: RateLimiter;
}

export function createMergeService({ db, sessions, limiter }: Deps) {
  /** The caller's unmerged pairs where the caller is `side`, with the other account (masked). */
  async function counterparts(userId: number, side: 'verified' | 'duplicate'): Promise<MergeCounterpart[]> {
    const mine = side === 'verified' ? duplicateAccounts.verifiedUserId : duplicateAccounts.duplicateUserId;
    const theirs = side === 'verified' ? duplicateAccounts.duplicateUserId : duplicateAccounts.verifiedUserId;
    const rows = await db
      .select({ userId: users.id, email: users.email, linkedAt: duplicateAccounts.createdAt })
      .from(duplicateAccounts)
      .innerJoin(users, eq(users.id, theirs))
      .where(and(eq(mine, userId), isNull(duplicateAccounts.mergedAt), isNull(users.closedAt)))
      .orderBy(duplicateAccounts.id);
    return rows.map((r) => ({ userId: r.userId, email: maskEmail(r.email), linkedAt: r.linkedAt.toISOString() }));
  }

  return {
    duplicates: (userId: number) => counterparts(userId, 'verified'),
    verifiedUsers: (userId: number) => counterparts(userId, 'duplicate'),

    /**
     * Merges the pair of the caller and `input.userId` (either side may ask; money always goes from
     * the duplicate to the verified account). The caller proves it controls the other account with
     * that account's password. One transaction: balances move by `transferLinked` (code merge),
     * holdings move (issue 6 hook), the duplicate is closed, its sessions revoked, the pair marked.
     */
    async merge(callerId: number, input: { userId: number; password: string }, key: string, meta: RequestMeta) {
      await limiter.hit([{ bucket: `merge:user:${callerId}`, max: 10, windowSeconds: 900 }]);
      const [pair] = await db
        .select()
        .from(duplicateAccounts)
        .where(
          or(
            and(eq(duplicateAccounts.verifiedUserId, callerId), eq(duplicateAccounts.duplicateUserId, input.userId)),
            and(eq(duplicateAccounts.duplicateUserId, callerId), eq(duplicateAccounts.verifiedUserId, input.userId)),
          ),
        )
        .limit(1);
      // An account not paired with the caller is as good as missing.
      if (!pair || counterpartOf(pair, callerId) !== input.userId) throw notFound('No such duplicate account');
      const [other] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.id, input.userId)).limit(1);
      if (!other) throw notFound('No such duplicate account');
      if (!(await verifyArgon(other.passwordHash, input.password))) {
        await recordAudit(db, { actorUserId: callerId, subjectUserId: other.id, action: 'account.merge_failed', ip: meta.ip, details: { reason: 'password' } });
        throw new AppError('MERGE_PASSWORD_INVALID', 'The password of the other account is wrong', { password: ['wrong'] });
      }

      return idempotent<MergeResult>(db, callerId, key, 'POST /api/user/merge', { userId: input.userId }, async (tx) => {
        const [locked] = await tx.select().from(duplicateAccounts).where(eq(duplicateAccounts.id, pair.id)).for('update').limit(1);
        if (!locked || locked.mergedAt) throw new AppError('CONFLICT', 'These accounts are already merged');
        const { verifiedUserId, duplicateUserId } = locked;
        const [duplicate] = await tx.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, duplicateUserId)).for('update').limit(1);
        const [verified] = await tx.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, verifiedUserId)).for('update').limit(1);
        if (!duplicate || !verified || duplicate.closedAt || verified.closedAt) throw new AppError('CONFLICT', 'One of the accounts is closed');

        const legs: TransferInput[] = [];
        let moved = ZERO_CENTS;
        for (const provider of PAYMENT_PROVIDERS) {
          // Read with a row lock: the balance cannot change between reading and moving it.
          const [wallet] = await tx
            .select()
            .from(ledgerAccounts)
            .where(eq(ledgerAccounts.code, `wallet:${provider}:user:${duplicateUserId}`))
            .for('update')
            .limit(1);
          if (!wallet) continue;
          const outcome = mergeAmount(wallet);
          if ('blocked' in outcome) {
            throw new AppError(
              'MERGE_PENDING_HOLDS',
              'The duplicate account has money on hold (a withdrawal or an investment in its reflection period); merge after it settles',
            );
          }
          if (outcome.amount <= 0) continue;
          const target = await walletAccount(tx, verifiedUserId, provider);
          legs.push({
            debitAccountId: wallet.id,
            creditAccountId: target.id,
            amount: outcome.amount,
            code: 'merge',
            idempotencyKey: ledgerKey(callerId, key, `merge:${provider}`),
            referenceType: 'duplicate_account',
            referenceId: locked.id,
            description: transferDescription('server.transfer.merged', { account: duplicateUserId }),
            createdByUserId: callerId,
          });
          moved = addCents(moved, outcome.amount);
        }
        if (legs.length > 0) await transferLinked(tx, legs);
        const holdings = await moveHoldings(tx, duplicateUserId, verifiedUserId);

        const now = new Date();
        await closeMergedUser(tx, duplicateUserId, verifiedUserId, now);
        await sessions.revokeAllOf(tx, duplicateUserId, 'account_merged');
        await tx.update(duplicateAccounts).set({ mergedAt: now }).where(eq(duplicateAccounts.id, locked.id));
        await recordAudit(tx, {
          actorUserId: callerId,
          subjectUserId: duplicateUserId,
          action: 'account.merged',
          ip: meta.ip,
          details: { pairId: locked.id, verifiedUserId, duplicateUserId, movedCents: moved, holdingsMoved: holdings.moved },
        });
        return {
          statusCode: 200,
          body: { verifiedUserId, duplicateUserId, movedAmount: toWire(moved), callerClosed: callerId === duplicateUserId },
        };
      });
    },

    /** Back office: marks `duplicateUserId` as a duplicate of `verifiedUserId` (the account that stays). */
    async link(operatorId: number, duplicateUserId: number, verifiedUserId: number, meta: RequestMeta): Promise<AdminDuplicatePair> {
      if (duplicateUserId === verifiedUserId)
        throw new AppError('VALIDATION_FAILED', 'An account cannot duplicate itself', { verifiedUserId: ['same account'] });
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ id: users.id, email: users.email, role: users.role, closedAt: users.closedAt })
          .from(users)
          .where(or(eq(users.id, duplicateUserId), eq(users.id, verifiedUserId)));
        const duplicate = found.find((u) => u.id === duplicateUserId);
        const verified = found.find((u) => u.id === verifiedUserId);
        if (!duplicate || !verified) throw notFound('User not found');
        if (duplicate.closedAt || verified.closedAt) throw new AppError('CONFLICT', 'A closed account cannot be linked');
        if (duplicate.role === 'operator' || verified.role === 'operator') throw new AppError('BAD_REQUEST', 'Operator accounts are not merged');
        const [existing] = await tx
          .select({ id: duplicateAccounts.id })
          .from(duplicateAccounts)
          .where(
            or(
              and(eq(duplicateAccounts.verifiedUserId, verifiedUserId), eq(duplicateAccounts.duplicateUserId, duplicateUserId)),
              and(eq(duplicateAccounts.verifiedUserId, duplicateUserId), eq(duplicateAccounts.duplicateUserId, verifiedUserId)),
            ),
          )
          .limit(1);
        if (existing) throw new AppError('CONFLICT', 'These accounts are already linked');
        const [row] = await tx.insert(duplicateAccounts).values({ verifiedUserId, duplicateUserId, createdByUserId: operatorId }).returning();
        await recordAudit(tx, {
          actorUserId: operatorId,
          subjectUserId: duplicateUserId,
          action: 'operator.duplicate_linked',
          ip: meta.ip,
          details: { pairId: row.id, verifiedUserId },
        });
        return {
          id: row.id,
          verifiedUserId,
          verifiedEmail: verified.email,
          duplicateUserId,
          duplicateEmail: duplicate.email,
          createdAt: row.createdAt.toISOString(),
          mergedAt: null,
        };
      });
    },

    async adminList(): Promise<AdminDuplicatePair[]> {
      const verified = alias(users, 'verified');
      const duplicate = alias(users, 'duplicate');
      const rows = await db
        .select({
          id: duplicateAccounts.id,
          verifiedUserId: duplicateAccounts.verifiedUserId,
          verifiedEmail: verified.email,
          duplicateUserId: duplicateAccounts.duplicateUserId,
          duplicateEmail: duplicate.email,
          createdAt: duplicateAccounts.createdAt,
          mergedAt: duplicateAccounts.mergedAt,
        })
        .from(duplicateAccounts)
        .innerJoin(verified, eq(verified.id, duplicateAccounts.verifiedUserId))
        .innerJoin(duplicate, eq(duplicate.id, duplicateAccounts.duplicateUserId))
        .orderBy(desc(duplicateAccounts.id))
        .limit(200);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), mergedAt: r.mergedAt?.toISOString() ?? null }));
    },
  };
}

export type MergeService = ReturnType<typeof createMergeService>;
