import type { AdminPromoCode, AdminReferral, AdminReferralsResponse } from '@platform/contract';

export const NOW = '2026-03-10T10:00:00.000Z';

export const PENDING: AdminReferral = {
  id: 7,
  referrerUserId: 3,
  referrerEmail: 'ana@example.com',
  friendUserId: 9,
  friendEmail: 'ben@example.com',
  status: 'pending',
  reason: null,
  referrerBonus: null,
  friendBonus: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  settledAt: null,
};

export const REWARDED: AdminReferral = {
  ...PENDING,
  id: 5,
  friendUserId: 8,
  friendEmail: 'cy@example.com',
  status: 'rewarded',
  referrerBonus: '10.00',
  friendBonus: '15.00',
  createdAt: '2026-02-01T08:00:00.000Z',
  settledAt: '2026-02-05T08:00:00.000Z',
};

export const SELF: AdminReferral = {
  ...PENDING,
  id: 4,
  friendUserId: 3,
  friendEmail: 'ana2@example.com',
  status: 'rejected',
  reason: 'self_referral',
  settledAt: '2026-01-05T08:00:00.000Z',
};

export const ACTIVE_CODE: AdminPromoCode = {
  id: 2,
  code: 'SPRING26',
  bonus: '25.00',
  minInvestment: '500.00',
  withinDays: 30,
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2026-04-01T00:00:00.000Z',
  maxUses: 100,
  uses: 12,
  paid: 4,
  advertised: true,
  disabledAt: null,
};

export const ENDED_CODE: AdminPromoCode = {
  ...ACTIVE_CODE,
  id: 1,
  code: 'WINTER25',
  minInvestment: '0.00',
  endsAt: '2026-02-01T00:00:00.000Z',
  maxUses: null,
  advertised: false,
};

export const OVERVIEW: AdminReferralsResponse = {
  programme: { enabled: true, referrerBonus: '10.00', friendBonus: '10.00', minInvestment: '100.00', withinDays: 60 },
  referrals: [PENDING, REWARDED, SELF],
  promoCodes: [ACTIVE_CODE, ENDED_CODE],
  totals: { pending: 1, rewarded: 1, paid: '125.00' },
};
