import { defineEndpoint } from '../endpoint';
import { PROMO_CAMPAIGN_API } from '../referral-rules';
import {
  adminPromoCodeBodySchema,
  adminPromoCodeSchema,
  adminReferralIdParamsSchema,
  adminReferralSchema,
  adminReferralsResponseSchema,
  adminRejectReferralBodySchema,
  bonusRewardsResponseSchema,
  promoCampaignResponseSchema,
  promoCodeBodySchema,
  promoRedemptionSchema,
  promoRedemptionsResponseSchema,
  referralProgrammeBodySchema,
  referralsResponseSchema,
  settleResultSchema,
} from '../referrals';

/** Referral programme and promo codes (issue 16, decision 0044). */
export const REFERRAL_ENDPOINTS = {
  referrals: defineEndpoint({ method: 'GET', path: '/api/get/referrals', response: { 200: referralsResponseSchema }, access: 'user' }),
  rewards: defineEndpoint({ method: 'GET', path: '/api/get/referral-rewards', response: { 200: bonusRewardsResponseSchema }, access: 'user' }),
  promoCodes: defineEndpoint({ method: 'GET', path: '/api/get/promo-codes', response: { 200: promoRedemptionsResponseSchema }, access: 'user' }),
  /** Read-only and impersonated sessions may not enter a code for the user. */
  enterPromoCode: defineEndpoint({
    method: 'POST',
    path: '/api/set/promo-code',
    body: promoCodeBodySchema,
    response: { 201: promoRedemptionSchema },
    access: 'user',
  }),
  promoCampaign: defineEndpoint({ method: 'GET', path: PROMO_CAMPAIGN_API, response: { 200: promoCampaignResponseSchema }, access: 'public' }),
  adminOverview: defineEndpoint({ method: 'GET', path: '/api/admin/referrals', response: { 200: adminReferralsResponseSchema }, access: 'operator' }),
  adminProgramme: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/referrals/programme',
    body: referralProgrammeBodySchema,
    response: { 200: adminReferralsResponseSchema },
    access: 'operator',
  }),
  adminReject: defineEndpoint({
    method: 'POST',
    path: '/api/admin/referrals/:id/reject',
    params: adminReferralIdParamsSchema,
    body: adminRejectReferralBodySchema,
    response: { 200: adminReferralSchema },
    access: 'operator',
  }),
  /** Settles every pending referral and redemption now (the job does it every five minutes). */
  adminSettle: defineEndpoint({ method: 'POST', path: '/api/admin/referrals/settle', response: { 200: settleResultSchema }, access: 'operator' }),
  adminCreatePromoCode: defineEndpoint({
    method: 'POST',
    path: '/api/admin/promo-codes',
    body: adminPromoCodeBodySchema,
    response: { 201: adminPromoCodeSchema },
    access: 'operator',
  }),
  adminDisablePromoCode: defineEndpoint({
    method: 'POST',
    path: '/api/admin/promo-codes/:id/disable',
    params: adminReferralIdParamsSchema,
    response: { 200: adminPromoCodeSchema },
    access: 'operator',
  }),
} as const;
