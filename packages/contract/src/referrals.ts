import { z } from 'zod';
import { moneyAmount, moneyString } from './money-schema';
import { BONUS_END_REASONS, PROMO_REDEMPTION_STATUSES, REFERRAL_STATUSES } from './referral-rules';

/** Referral programme and promo codes (issue 16, decision 0044). */

const instant = z.iso.datetime({ offset: true });
const codeInput = z
  .string()
  .trim()
  .min(4, 'code')
  .max(32, 'code')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'code');

export const referralProgrammeSchema = z.object({
  enabled: z.boolean(),
  referrerBonus: moneyString,
  friendBonus: moneyString,
  minInvestment: moneyString,
  withinDays: z.number().int(),
});
export type ReferralProgrammeWire = z.infer<typeof referralProgrammeSchema>;

/** A friend as the one who invited them sees them: an ordinal and the steps reached, no personal data. */
export const referralFriendSchema = z.object({
  id: z.number().int(),
  /** 1 for the first friend who registered with the caller's code, 2 for the next, ... */
  ordinal: z.number().int(),
  registeredOn: z.string(),
  verified: z.boolean(),
  invested: z.boolean(),
  status: z.enum(REFERRAL_STATUSES),
  reason: z.enum(BONUS_END_REASONS).nullable(),
  /** What the caller earned for this friend. */
  bonus: moneyString.nullable(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

/** GET /api/get/referrals */
export const referralsResponseSchema = z.object({
  code: z.string(),
  programme: referralProgrammeSchema,
  /** Set when the caller registered with someone's code: the caller's own bonus as the invited friend. */
  invitedBy: z
    .object({ status: z.enum(REFERRAL_STATUSES), reason: z.enum(BONUS_END_REASONS).nullable(), bonus: moneyString.nullable(), deadline: z.string() })
    .nullable(),
  friends: z.array(referralFriendSchema),
  totals: z.object({ invited: z.number().int(), verified: z.number().int(), rewarded: z.number().int(), earned: moneyString }),
});
export type ReferralsResponse = z.infer<typeof referralsResponseSchema>;

export const BONUS_KINDS = ['referrer', 'friend', 'promo'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** GET /api/get/referral-rewards: every bonus paid to the caller, newest first. */
export const bonusRewardsResponseSchema = z.object({
  items: z.array(z.object({ transferId: z.number().int(), kind: z.enum(BONUS_KINDS), amount: moneyString, paidAt: z.string(), code: z.string().nullable() })),
  total: moneyString,
});
export type BonusRewardsResponse = z.infer<typeof bonusRewardsResponseSchema>;

export const promoRedemptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  bonus: moneyString,
  minInvestment: moneyString,
  deadline: z.string(),
  status: z.enum(PROMO_REDEMPTION_STATUSES),
  reason: z.enum(BONUS_END_REASONS).nullable(),
  redeemedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

/** GET /api/get/promo-codes: the codes the caller entered, newest first. */
export const promoRedemptionsResponseSchema = z.object({ redemptions: z.array(promoRedemptionSchema) });
export type PromoRedemptionsResponse = z.infer<typeof promoRedemptionsResponseSchema>;

/** POST /api/set/promo-code */
export const promoCodeBodySchema = z.object({ code: codeInput });
export type PromoCodeBody = z.input<typeof promoCodeBodySchema>;

/** GET /api/get/promo-campaign: the advertised code while it runs (the spec's promo bonus alert), for guests too. */
export const promoCampaignResponseSchema = z.object({ campaign: z.object({ code: z.string(), bonus: moneyString, endsAt: z.string() }).nullable() });
export type PromoCampaignResponse = z.infer<typeof promoCampaignResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Back office
// ---------------------------------------------------------------------------------------------

export const referralProgrammeBodySchema = z.object({
  enabled: z.boolean(),
  referrerBonus: moneyAmount({ max: 100_000 }),
  friendBonus: moneyAmount({ max: 100_000 }),
  minInvestment: moneyAmount({ max: 100_000_000 }),
  withinDays: z.number().int().min(1).max(3_650),
});
export type ReferralProgrammeBody = z.input<typeof referralProgrammeBodySchema>;

export const adminReferralSchema = z.object({
  id: z.number().int(),
  referrerUserId: z.number().int(),
  referrerEmail: z.string(),
  friendUserId: z.number().int(),
  friendEmail: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  reason: z.enum(BONUS_END_REASONS).nullable(),
  referrerBonus: moneyString.nullable(),
  friendBonus: moneyString.nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminReferral = z.infer<typeof adminReferralSchema>;

export const adminPromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  bonus: moneyString,
  minInvestment: moneyString,
  withinDays: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  paid: z.number().int(),
  advertised: z.boolean(),
  disabledAt: z.string().nullable(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

/** GET /api/admin/referrals: the programme, the newest referrals and every promo code. */
export const adminReferralsResponseSchema = z.object({
  programme: referralProgrammeSchema,
  referrals: z.array(adminReferralSchema),
  promoCodes: z.array(adminPromoCodeSchema),
  totals: z.object({ pending: z.number().int(), rewarded: z.number().int(), paid: moneyString }),
});
export type AdminReferralsResponse = z.infer<typeof adminReferralsResponseSchema>;

export const adminPromoCodeBodySchema = z
  .object({
    code: codeInput,
    bonus: moneyAmount({ min: 1, max: 100_000 }),
    minInvestment: moneyAmount({ max: 100_000_000 }),
    withinDays: z.number().int().min(1).max(3_650),
    startsAt: instant,
    endsAt: instant,
    maxUses: z.number().int().min(1).max(1_000_000).nullable(),
    advertised: z.boolean(),
  })
  .refine((v) => Date.parse(v.endsAt) > Date.parse(v.startsAt), { path: ['endsAt'], message: 'after_start' });
export type AdminPromoCodeBody = z.input<typeof adminPromoCodeBodySchema>;

export const adminReferralIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const adminRejectReferralBodySchema = z.object({ note: z.string().trim().max(500).optional() });

/** POST /api/admin/referrals/settle: what one pass over the pending referrals and redemptions did. */
export const settleResultSchema = z.object({ rewarded: z.number().int(), paid: z.number().int(), ended: z.number().int() });
export type SettleResult = z.infer<typeof settleResultSchema>;
