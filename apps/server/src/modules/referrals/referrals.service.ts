import {
  type AdminPromoCode,
  type AdminPromoCodeBody,
  type AdminReferral,
  type AdminReferralsResponse,
  asCents,
  type BonusEndReason,
  type BonusKind,
  type BonusRewardsResponse,
  calendarDate,
  type Cents,
  fromWire,
  normalizeCode,
  type PromoCampaignResponse,
  type PromoRedemption,
  type PromoRedemptionStatus,
  type ReferralProgramme,
  type ReferralProgrammeWire,
  type ReferralsResponse,
  type ReferralStatus,
  sumCents,
  toWire,
  windowEnd,
  ZERO_CENTS,
} from '@platform/contract';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { investments, ledgerAccounts, ledgerTransfers, promoCodes, promoRedemptions, referrals, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import { inviteCodeOf, redeemPromoCode } from './referrals.codes';
import { programmeOf, saveProgramme } from './referrals.programme';
import { rejectReferral, settleDue } from './referrals.settle';

/** The newest referrals the back office lists. */
export const ADMIN_REFERRALS_SHOWN = 200;

const wireProgramme = (p: ReferralProgramme): ReferralProgrammeWire => ({
  enabled: p.enabled,
  referrerBonus: toWire(p.referrerBonus),
  friendBonus: toWire(p.friendBonus),
  minInvestment: toWire(p.minInvestment),
  withinDays: p.withinDays,
});

const optionalWire = (c: Cents | null) => (c === null ? null : toWire(c));
const reasonOf = (r: string | null) => r as BonusEndReason | null;

function promoWire(row: typeof promoCodes.$inferSelect, paid: number): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    bonus: toWire(row.bonusCents),
    minInvestment: toWire(row.minInvestmentCents),
    withinDays: row.withinDays,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    maxUses: row.maxUses,
    uses: row.uses,
    paid,
    advertised: row.advertised,
    disabledAt: row.disabledAt ? row.disabledAt.toISOString() : null,
  };
}

function redemptionWire(r: typeof promoRedemptions.$inferSelect, code: string): PromoRedemption {
  return {
    id: r.id,
    code,
    bonus: toWire(r.bonusCents),
    minInvestment: toWire(r.minInvestmentCents),
    deadline: r.deadline.toISOString(),
    status: r.status as PromoRedemptionStatus,
    reason: reasonOf(r.reason),
    redeemedAt: r.redeemedAt.toISOString(),
    settledAt: r.settledAt ? r.settledAt.toISOString() : null,
  };
}

export function createReferralsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  async function adminReferralRow(id: number): Promise<AdminReferral | undefined> {
    return (await adminReferralRows(id))[0];
  }

  async function adminReferralRows(id?: number): Promise<AdminReferral[]> {
    const referrer = alias(users, 'referrer');
    const friend = alias(users, 'friend');
    const rows = await db
      .select({ referral: referrals, referrerEmail: referrer.email, friendEmail: friend.email })
      .from(referrals)
      .innerJoin(referrer, eq(referrer.id, referrals.referrerUserId))
      .innerJoin(friend, eq(friend.id, referrals.friendUserId))
      .where(id === undefined ? undefined : eq(referrals.id, id))
      .orderBy(desc(referrals.id))
      .limit(ADMIN_REFERRALS_SHOWN);
    return rows.map(({ referral: r, referrerEmail, friendEmail }) => ({
      id: r.id,
      referrerUserId: r.referrerUserId,
      referrerEmail,
      friendUserId: r.friendUserId,
      friendEmail,
      status: r.status as ReferralStatus,
      reason: reasonOf(r.reason),
      referrerBonus: optionalWire(r.referrerBonusCents),
      friendBonus: optionalWire(r.friendBonusCents),
      createdAt: r.createdAt.toISOString(),
      settledAt: r.settledAt ? r.settledAt.toISOString() : null,
    }));
  }

  async function adminOverview(): Promise<AdminReferralsResponse> {
    const [programme, list, codes, paidCounts, totals] = await Promise.all([
      programmeOf(db),
      adminReferralRows(),
      db.select().from(promoCodes).orderBy(desc(promoCodes.id)),
      db
        .select({ promoCodeId: promoRedemptions.promoCodeId, paid: sql<number>`count(*)::int` })
        .from(promoRedemptions)
        .where(eq(promoRedemptions.status, 'paid'))
        .groupBy(promoRedemptions.promoCodeId),
      db
        .select({
          pending: sql<number>`count(*) filter (where ${referrals.status} = 'pending')::int`,
          rewarded: sql<number>`count(*) filter (where ${referrals.status} = 'rewarded')::int`,
          paid: sql<string>`coalesce(sum(coalesce(${referrals.referrerBonusCents}, 0) + coalesce(${referrals.friendBonusCents}, 0)), 0)`,
        })
        .from(referrals),
    ]);
    const paidBy = new Map(paidCounts.map((p) => [p.promoCodeId, p.paid]));
    const t = totals[0];
    return {
      programme: wireProgramme(programme),
      referrals: list,
      promoCodes: codes.map((c) => promoWire(c, paidBy.get(c.id) ?? 0)),
      totals: { pending: t?.pending ?? 0, rewarded: t?.rewarded ?? 0, paid: toWire(asCents(t?.paid ?? 0)) },
    };
  }

  return {
    /** The caller's invite code, programme, friends (no personal data) and, if invited, their own welcome bonus. */
    async overview(userId: number): Promise<ReferralsResponse> {
      const [code, programme] = await Promise.all([inviteCodeOf(db, userId), programmeOf(db)]);
      const friends = await db
        .select({ referral: referrals, registeredAt: users.createdAt, identifyStatus: users.identifyStatus })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.friendUserId))
        .where(eq(referrals.referrerUserId, userId))
        .orderBy(asc(referrals.id));
      const friendIds = friends.map((f) => f.referral.friendUserId);
      const investedRows =
        friendIds.length === 0
          ? []
          : await db
              .selectDistinct({ userId: investments.userId })
              .from(investments)
              .where(and(inArray(investments.userId, friendIds), inArray(investments.status, ['reflection', 'active', 'repaid', 'sold', 'written_off'])));
      const invested = new Set(investedRows.map((r) => r.userId));
      const [mine] = await db
        .select({ referral: referrals, registeredAt: users.createdAt })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.friendUserId))
        .where(eq(referrals.friendUserId, userId))
        .limit(1);
      const rows = friends.map((f, index) => ({
        id: f.referral.id,
        ordinal: index + 1,
        registeredOn: calendarDate(f.registeredAt),
        verified: f.identifyStatus === 'approved',
        invested: invested.has(f.referral.friendUserId),
        status: f.referral.status as ReferralStatus,
        reason: reasonOf(f.referral.reason),
        bonus: optionalWire(f.referral.referrerBonusCents),
      }));
      const earned = sumCents(friends.map((f) => f.referral.referrerBonusCents ?? ZERO_CENTS));
      return {
        code,
        programme: wireProgramme(programme),
        invitedBy: mine
          ? {
              status: mine.referral.status as ReferralStatus,
              reason: reasonOf(mine.referral.reason),
              bonus: optionalWire(mine.referral.friendBonusCents),
              deadline: windowEnd(mine.registeredAt, programme.withinDays).toISOString(),
            }
          : null,
        friends: rows.reverse(),
        totals: {
          invited: rows.length,
          verified: rows.filter((r) => r.verified).length,
          rewarded: rows.filter((r) => r.status === 'rewarded').length,
          earned: toWire(earned),
        },
      };
    },

    /** Every referral and promo bonus paid into the caller's wallets, newest first (read from the ledger). */
    async rewards(userId: number): Promise<BonusRewardsResponse> {
      // One query: the referral says which side the caller was, the redemption which code paid.
      const rows = await db
        .select({
          id: ledgerTransfers.id,
          amount: ledgerTransfers.amount,
          at: ledgerTransfers.createdAt,
          referenceType: ledgerTransfers.referenceType,
          referrerUserId: referrals.referrerUserId,
          code: promoCodes.code,
        })
        .from(ledgerTransfers)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
        .leftJoin(referrals, and(eq(ledgerTransfers.referenceType, 'referral'), eq(ledgerTransfers.referenceId, sql`${referrals.id}::text`)))
        .leftJoin(
          promoRedemptions,
          and(eq(ledgerTransfers.referenceType, 'promo_redemption'), eq(ledgerTransfers.referenceId, sql`${promoRedemptions.id}::text`)),
        )
        .leftJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
        .where(
          and(
            eq(ledgerAccounts.kind, 'wallet'),
            eq(ledgerAccounts.userId, userId),
            eq(ledgerTransfers.code, 'bonus'),
            inArray(ledgerTransfers.referenceType, ['referral', 'promo_redemption']),
          ),
        )
        .orderBy(desc(ledgerTransfers.id));
      const kindOf = (r: (typeof rows)[number]): BonusKind =>
        r.referenceType === 'promo_redemption' ? 'promo' : r.referrerUserId === userId ? 'referrer' : 'friend';
      return {
        items: rows.map((r) => ({ transferId: r.id, kind: kindOf(r), amount: toWire(r.amount), paidAt: r.at.toISOString(), code: r.code ?? null })),
        total: toWire(sumCents(rows.map((r) => r.amount))),
      };
    },

    async promoCodes(userId: number): Promise<{ redemptions: PromoRedemption[] }> {
      const rows = await db
        .select({ redemption: promoRedemptions, code: promoCodes.code })
        .from(promoRedemptions)
        .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
        .where(eq(promoRedemptions.userId, userId))
        .orderBy(desc(promoRedemptions.id));
      return { redemptions: rows.map((r) => redemptionWire(r.redemption, r.code)) };
    },

    async enterPromoCode(userId: number, code: string): Promise<PromoRedemption> {
      const at = now();
      const { redemption, code: stored } = await db.transaction(async (tx) => {
        const entered = await redeemPromoCode(tx, userId, code, at, 'code');
        await recordAudit(tx, {
          actorUserId: userId,
          subjectUserId: userId,
          action: 'promo.entered',
          details: { code: entered.code, redemptionId: entered.redemption.id },
        });
        return entered;
      });
      return redemptionWire(redemption, stored);
    },

    /** The advertised code running now, soonest ending first (the promo bonus alert). */
    async promoCampaign(): Promise<PromoCampaignResponse> {
      const at = now();
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.advertised, true), isNull(promoCodes.disabledAt), lte(promoCodes.startsAt, at), gt(promoCodes.endsAt, at)))
        .orderBy(asc(promoCodes.endsAt))
        .limit(1);
      if (!row || (row.maxUses !== null && row.uses >= row.maxUses)) return { campaign: null };
      return { campaign: { code: row.code, bonus: toWire(row.bonusCents), endsAt: row.endsAt.toISOString() } };
    },

    adminOverview,

    async saveProgramme(operatorId: number, body: { enabled: boolean; referrerBonus: string; friendBonus: string; minInvestment: string; withinDays: number }) {
      const programme: ReferralProgramme = {
        enabled: body.enabled,
        referrerBonus: fromWire(body.referrerBonus),
        friendBonus: fromWire(body.friendBonus),
        minInvestment: fromWire(body.minInvestment),
        withinDays: body.withinDays,
      };
      await db.transaction(async (tx) => {
        await saveProgramme(tx, programme, operatorId, now());
        await recordAudit(tx, { actorUserId: operatorId, subjectUserId: null, action: 'referral.programme_saved', details: { ...body } });
      });
      return adminOverview();
    },

    async reject(operatorId: number, referralId: number, note: string | undefined): Promise<AdminReferral> {
      await rejectReferral(db, referralId, operatorId, note, now());
      const row = await adminReferralRow(referralId);
      if (!row) throw notFound('Referral not found');
      return row;
    },

    settleNow: () => settleDue(db, now()),

    async createPromoCode(operatorId: number, body: AdminPromoCodeBody & { bonus: string; minInvestment: string }): Promise<AdminPromoCode> {
      const code = normalizeCode(body.code);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(promoCodes)
          .values({
            code,
            bonusCents: fromWire(body.bonus),
            minInvestmentCents: fromWire(body.minInvestment),
            withinDays: body.withinDays,
            startsAt: new Date(body.startsAt),
            endsAt: new Date(body.endsAt),
            maxUses: body.maxUses,
            advertised: body.advertised,
            createdByUserId: operatorId,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AppError('CONFLICT', 'A promo code with this code exists', { code: ['taken'] });
        await recordAudit(tx, { actorUserId: operatorId, subjectUserId: null, action: 'promo.created', details: { promoCodeId: row.id, code } });
        return promoWire(row, 0);
      });
    },

    async disablePromoCode(operatorId: number, id: number): Promise<AdminPromoCode> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(promoCodes)
          .set({ disabledAt: sql`coalesce(${promoCodes.disabledAt}, ${now()})` })
          .where(eq(promoCodes.id, id))
          .returning();
        if (!row) throw notFound('Promo code not found');
        await recordAudit(tx, { actorUserId: operatorId, subjectUserId: null, action: 'promo.disabled', details: { promoCodeId: id } });
        const [paid] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(promoRedemptions)
          .where(and(eq(promoRedemptions.promoCodeId, id), eq(promoRedemptions.status, 'paid')));
        return promoWire(row, paid?.n ?? 0);
      });
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
