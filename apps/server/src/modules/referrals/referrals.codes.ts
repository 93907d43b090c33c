import { randomBytes } from 'node:crypto';
import { inviteCodeFrom, normalizeCode, promoCodeProblem, windowEnd } from '@platform/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoCodes, promoRedemptions, referralCodes, referrals, users } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * Invite codes and entered promo codes (decision 0044). Both take effect inside the caller's
 * transaction: at registration, the new account and its referral or redemption commit together,
 * and an unknown or unusable code refuses the registration with a field error.
 */

/** The user's invite code, made on first use (a collision with another user's code draws again). */
export async function inviteCodeOf(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId)).limit(1);
    if (existing) return existing.code;
    await db
      .insert(referralCodes)
      .values({ userId, code: inviteCodeFrom(randomBytes(8)) })
      .onConflictDoNothing();
  }
  throw new Error('could not draw a free invite code');
}

/** Records that `friendUserId` registered with `code`; an unknown code (or a closed account's) is a field error. */
export async function attachReferral(tx: Db, friendUserId: number, code: string): Promise<void> {
  const [owner] = await tx
    .select({ userId: referralCodes.userId, closedAt: users.closedAt })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, normalizeCode(code)))
    .limit(1);
  if (!owner || owner.closedAt || owner.userId === friendUserId)
    throw new AppError('REFERRAL_CODE_UNKNOWN', 'No one has this invite code', { referralCode: ['unknown'] });
  await tx.insert(referrals).values({ referrerUserId: owner.userId, friendUserId });
}

/**
 * Enters a promo code for the user: the code's row is locked while its uses are counted, so
 * `maxUses` holds under concurrent entries (a CHECK is the backstop). `field` names the form field
 * the refusal belongs to (registration: promoCode; the account page: code).
 */
export async function redeemPromoCode(tx: Db, userId: number, input: string, now: Date, field: 'code' | 'promoCode') {
  const [code] = await tx
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizeCode(input)))
    .for('update')
    .limit(1);
  // Entered already by this user: said first, whatever else is true of the code now.
  const entered = code
    ? await tx
        .select({ id: promoRedemptions.id })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.promoCodeId, code.id), eq(promoRedemptions.userId, userId)))
        .limit(1)
    : [];
  if (entered.length > 0) throw new AppError('PROMO_CODE_INVALID', 'This promo code was entered already', { [field]: ['already_used'] });
  const problem = promoCodeProblem(code ? { ...code, disabled: code.disabledAt !== null } : null, now);
  if (problem || !code) throw new AppError('PROMO_CODE_INVALID', 'This promo code cannot be used', { [field]: [problem ?? 'unknown'] });
  const [redemption] = await tx
    .insert(promoRedemptions)
    .values({
      promoCodeId: code.id,
      userId,
      bonusCents: code.bonusCents,
      minInvestmentCents: code.minInvestmentCents,
      deadline: windowEnd(now, code.withinDays),
      redeemedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!redemption) throw new AppError('PROMO_CODE_INVALID', 'This promo code was entered already', { [field]: ['already_used'] });
  await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(eq(promoCodes.id, code.id));
  return { redemption, code: code.code };
}

/** Registration: the invite code and the promo code the new user typed (or followed a link with). */
export async function attachAtRegistration(tx: Db, userId: number, codes: { referralCode?: string; promoCode?: string }, now: Date): Promise<void> {
  if (codes.referralCode) await attachReferral(tx, userId, codes.referralCode);
  if (codes.promoCode) await redeemPromoCode(tx, userId, codes.promoCode, now, 'promoCode');
}
