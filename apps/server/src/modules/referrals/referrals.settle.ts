import {
  asCents,
  type BonusDecision,
  type Cents,
  promoDecision,
  QUALIFYING_INVESTMENT_STATUSES,
  referralDecision,
  type SettleResult,
  windowEnd,
} from '@platform/contract';
import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { duplicateAccounts, investments, promoCodes, promoRedemptions, referrals, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import { bonusExpenseAccount, transfer, walletAccount } from '../ledger/ledger.service';
import { transferDescription } from '../transactions/transfer-descriptions';
import { programmeOf } from './referrals.programme';

/**
 * Settling bonuses (decision 0044). Each pending referral or promo redemption is settled in its own
 * transaction with its row locked and its status read again, so the job, the hook after an
 * investment and an operator's "settle now" racing each other pay nothing twice; the ledger's
 * idempotency keys (referral:<id>:referrer, referral:<id>:friend, promo:<id>) are the backstop.
 */

export const SETTLE_BATCH = 200;

interface Person {
  id: number;
  identifyStatus: string;
  closedAt: Date | null;
  paymentSource: 'connectPay' | 'lemonway';
  createdAt: Date;
}

async function person(tx: Db, userId: number): Promise<Person> {
  const [row] = await tx
    .select({ id: users.id, identifyStatus: users.identifyStatus, closedAt: users.closedAt, paymentSource: users.paymentSource, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}

/** What the user invested in [from, to]: in qualifying investments, and in ones still in their reflection period. */
async function investedBetween(tx: Db, userId: number, from: Date, to: Date): Promise<{ investedInWindow: Cents; reflectingInWindow: Cents }> {
  const qualifying = sql.join(
    QUALIFYING_INVESTMENT_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const [row] = await tx
    .select({
      invested: sql<string>`coalesce(sum(${investments.amountCents}) filter (where ${investments.status} in (${qualifying})), 0)`,
      reflecting: sql<string>`coalesce(sum(${investments.amountCents}) filter (where ${investments.status} = 'reflection'), 0)`,
    })
    .from(investments)
    .where(and(eq(investments.userId, userId), gte(investments.createdAt, from), lte(investments.createdAt, to)));
  return { investedInWindow: asCents(row?.invested ?? 0), reflectingInWindow: asCents(row?.reflecting ?? 0) };
}

/** Duplicate pairs an operator recorded (the merge module's table): the one person behind several accounts. */
async function duplicatePartners(tx: Db, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ verified: duplicateAccounts.verifiedUserId, duplicate: duplicateAccounts.duplicateUserId })
    .from(duplicateAccounts)
    .where(or(eq(duplicateAccounts.verifiedUserId, userId), eq(duplicateAccounts.duplicateUserId, userId)));
  return rows.map((r) => (r.verified === userId ? r.duplicate : r.verified));
}

async function payBonus(tx: Db, to: Person, amount: Cents, key: string, reference: { type: string; id: number }, description: string): Promise<void> {
  if (amount <= 0) return;
  const [expense, wallet] = await Promise.all([bonusExpenseAccount(tx), walletAccount(tx, to.id, to.paymentSource)]);
  await transfer(tx, {
    debitAccountId: expense.id,
    creditAccountId: wallet.id,
    amount,
    code: 'bonus',
    idempotencyKey: key,
    referenceType: reference.type,
    referenceId: reference.id,
    description,
  });
}

type Outcome = 'rewarded' | 'ended' | 'waiting';

const outcomeOf = (decision: BonusDecision): Outcome => (decision.kind === 'reward' ? 'rewarded' : decision.kind === 'end' ? 'ended' : 'waiting');

/** Settles one referral if it is due: pays both sides, ends it, or leaves it waiting. */
export async function settleReferral(db: Db, referralId: number, now: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [referral] = await tx.select().from(referrals).where(eq(referrals.id, referralId)).for('update').limit(1);
    if (!referral || referral.status !== 'pending') return 'waiting';
    const programme = await programmeOf(tx);
    const [friend, referrer, partners] = await Promise.all([
      person(tx, referral.friendUserId),
      person(tx, referral.referrerUserId),
      duplicatePartners(tx, referral.friendUserId),
    ]);
    const decision = referralDecision(
      {
        friendRegisteredAt: friend.createdAt,
        friendVerified: friend.identifyStatus === 'approved',
        friendClosed: friend.closedAt !== null,
        referrerClosed: referrer.closedAt !== null,
        samePerson: partners.includes(referrer.id),
        friendHasDuplicates: partners.length > 0,
        ...(await investedBetween(tx, friend.id, friend.createdAt, windowEnd(friend.createdAt, programme.withinDays))),
      },
      programme,
      now,
    );
    if (decision.kind === 'wait') return 'waiting';
    if (decision.kind === 'end') {
      await tx.update(referrals).set({ status: decision.status, reason: decision.reason, settledAt: now }).where(eq(referrals.id, referral.id));
      return 'ended';
    }
    const reference = { type: 'referral', id: referral.id };
    await payBonus(
      tx,
      referrer,
      programme.referrerBonus,
      `referral:${referral.id}:referrer`,
      reference,
      transferDescription('server.transfer.referral_bonus_referrer'),
    );
    await payBonus(
      tx,
      friend,
      programme.friendBonus,
      `referral:${referral.id}:friend`,
      reference,
      transferDescription('server.transfer.referral_bonus_friend'),
    );
    await tx
      .update(referrals)
      .set({ status: 'rewarded', referrerBonusCents: programme.referrerBonus, friendBonusCents: programme.friendBonus, settledAt: now })
      .where(eq(referrals.id, referral.id));
    await recordAudit(tx, {
      actorUserId: null,
      subjectUserId: friend.id,
      action: 'referral.rewarded',
      details: { referralId: referral.id, referrerUserId: referrer.id, referrerBonusCents: programme.referrerBonus, friendBonusCents: programme.friendBonus },
    });
    return outcomeOf(decision);
  });
}

/** Settles one promo redemption if it is due. */
export async function settleRedemption(db: Db, redemptionId: number, now: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ redemption: promoRedemptions, code: promoCodes.code })
      .from(promoRedemptions)
      .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
      .where(eq(promoRedemptions.id, redemptionId))
      .for('update', { of: promoRedemptions })
      .limit(1);
    if (!row || row.redemption.status !== 'pending') return 'waiting';
    const redemption = row.redemption;
    const [user, partners] = await Promise.all([person(tx, redemption.userId), duplicatePartners(tx, redemption.userId)]);
    const decision = promoDecision(
      {
        deadline: redemption.deadline,
        userVerified: user.identifyStatus === 'approved',
        userClosed: user.closedAt !== null,
        userHasDuplicates: partners.length > 0,
        minInvestment: redemption.minInvestmentCents,
        ...(await investedBetween(tx, user.id, redemption.redeemedAt, redemption.deadline)),
      },
      now,
    );
    if (decision.kind === 'wait') return 'waiting';
    if (decision.kind === 'end') {
      await tx.update(promoRedemptions).set({ status: decision.status, reason: decision.reason, settledAt: now }).where(eq(promoRedemptions.id, redemption.id));
      return 'ended';
    }
    await payBonus(
      tx,
      user,
      redemption.bonusCents,
      `promo:${redemption.id}`,
      { type: 'promo_redemption', id: redemption.id },
      transferDescription('server.transfer.promo_bonus', { code: row.code }),
    );
    await tx.update(promoRedemptions).set({ status: 'paid', settledAt: now }).where(eq(promoRedemptions.id, redemption.id));
    await recordAudit(tx, {
      actorUserId: null,
      subjectUserId: user.id,
      action: 'promo.paid',
      details: { redemptionId: redemption.id, code: row.code, bonusCents: redemption.bonusCents },
    });
    return 'rewarded';
  });
}

function tally(result: SettleResult, outcome: Outcome, kind: 'rewarded' | 'paid'): void {
  if (outcome === 'rewarded') result[kind] += 1;
  else if (outcome === 'ended') result.ended += 1;
}

/** The user's own pending referral (as the invited friend) and promo redemptions: after an investment of theirs. */
export async function settleUser(db: Db, userId: number, now: Date): Promise<SettleResult> {
  const result: SettleResult = { rewarded: 0, paid: 0, ended: 0 };
  const [referral] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.friendUserId, userId), eq(referrals.status, 'pending')))
    .limit(1);
  if (referral) tally(result, await settleReferral(db, referral.id, now), 'rewarded');
  const redemptions = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.userId, userId), eq(promoRedemptions.status, 'pending')))
    .orderBy(asc(promoRedemptions.id));
  for (const r of redemptions) tally(result, await settleRedemption(db, r.id, now), 'paid');
  return result;
}

/** Every pending referral and redemption, oldest first, at most `limit` of each (the job and "settle now"). */
export async function settleDue(db: Db, now: Date, limit = SETTLE_BATCH): Promise<SettleResult> {
  const result: SettleResult = { rewarded: 0, paid: 0, ended: 0 };
  const pendingReferrals = await db.select({ id: referrals.id }).from(referrals).where(eq(referrals.status, 'pending')).orderBy(asc(referrals.id)).limit(limit);
  for (const r of pendingReferrals) tally(result, await settleReferral(db, r.id, now), 'rewarded');
  const pendingRedemptions = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.status, 'pending'))
    .orderBy(asc(promoRedemptions.id))
    .limit(limit);
  for (const r of pendingRedemptions) tally(result, await settleRedemption(db, r.id, now), 'paid');
  return result;
}

/** Operator: ends a pending referral without a bonus (abuse found by hand). */
export async function rejectReferral(db: Db, referralId: number, operatorId: number, note: string | undefined, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [referral] = await tx.select().from(referrals).where(eq(referrals.id, referralId)).for('update').limit(1);
    if (!referral) throw notFound('Referral not found');
    if (referral.status !== 'pending') throw new AppError('CONFLICT', `The referral is ${referral.status} already`);
    await tx.update(referrals).set({ status: 'rejected', reason: 'operator', settledAt: now }).where(eq(referrals.id, referralId));
    await recordAudit(tx, {
      actorUserId: operatorId,
      subjectUserId: referral.friendUserId,
      action: 'referral.rejected',
      details: { referralId, note: note ?? null },
    });
  });
}
