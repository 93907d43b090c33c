/**
 * The referral programme and promo codes (decision 0044), zod-free so the browser may bundle it.
 * Whether a referral or a promo redemption is paid, waits, or ends is decided here, from facts the
 * server reads in the settling transaction; the server only carries the decision out.
 */
import { type Cents, euros } from './money';

export const REFERRAL_STATUSES = ['pending', 'rewarded', 'rejected', 'expired'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const PROMO_REDEMPTION_STATUSES = ['pending', 'paid', 'expired', 'rejected'] as const;
export type PromoRedemptionStatus = (typeof PROMO_REDEMPTION_STATUSES)[number];

/** Why a referral or a redemption ended without a bonus. */
export const BONUS_END_REASONS = ['self_referral', 'duplicate_account', 'closed_account', 'window_passed', 'operator'] as const;
export type BonusEndReason = (typeof BONUS_END_REASONS)[number];

/** Why a promo code cannot be entered (fieldErrors.code of PROMO_CODE_INVALID). */
export const PROMO_CODE_PROBLEMS = ['unknown', 'not_started', 'ended', 'used_up', 'already_used'] as const;
export type PromoCodeProblem = (typeof PROMO_CODE_PROBLEMS)[number];

/** Investment statuses that count towards a bonus condition: past the reflection period and not taken back or refunded. */
export const QUALIFYING_INVESTMENT_STATUSES = ['active', 'repaid', 'sold', 'written_off'] as const;

export interface ReferralProgramme {
  enabled: boolean;
  referrerBonus: Cents;
  friendBonus: Cents;
  /** The friend must invest at least this much ... */
  minInvestment: Cents;
  /** ... within this many days of registering. */
  withinDays: number;
}

/** The programme until an operator sets it: EUR 10 each once the friend has invested EUR 100 within 60 days. */
export const REFERRAL_DEFAULTS: ReferralProgramme = {
  enabled: true,
  referrerBonus: euros(10),
  friendBonus: euros(10),
  minInvestment: euros(100),
  withinDays: 60,
};

export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** Codes are compared upper-case without spaces or dashes, so "ab12-cd34" and "AB12CD34" are the same code. */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** A new invite code from `randomBytes` (one byte per character; 256 is a multiple of the alphabet's 32 letters, so no bias). */
export function inviteCodeFrom(randomBytes: Uint8Array): string {
  if (randomBytes.length < REFERRAL_CODE_LENGTH) throw new Error(`inviteCodeFrom needs ${REFERRAL_CODE_LENGTH} bytes`);
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomBytes[i] % CODE_ALPHABET.length];
  return code;
}

const DAY_MS = 86_400_000;

/** The last instant a condition counted from `from` may be met (`from` + days). */
export function windowEnd(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

export type BonusDecision = { kind: 'wait' } | { kind: 'reward' } | { kind: 'end'; status: 'rejected' | 'expired'; reason: BonusEndReason };

export interface ReferralFacts {
  friendRegisteredAt: Date;
  friendVerified: boolean;
  friendClosed: boolean;
  referrerClosed: boolean;
  /** An operator marked the two accounts as one person's (a duplicate pair): a self-referral. */
  samePerson: boolean;
  /** The friend's account is one of a duplicate pair with anyone else: the person may have been rewarded already. */
  friendHasDuplicates: boolean;
  /** What the friend invested in qualifying investments made within the window. */
  investedInWindow: Cents;
  /** Investments made within the window still in their reflection period: they may yet count, so the window waits for them. */
  reflectingInWindow: Cents;
}

/**
 * A pending referral: closed accounts, self-referral and duplicate accounts end it without a bonus; a verified
 * friend who invested enough in time earns both bonuses (while the programme is on); past the window it expires.
 */
export function referralDecision(facts: ReferralFacts, programme: ReferralProgramme, now: Date): BonusDecision {
  if (facts.friendClosed || facts.referrerClosed) return { kind: 'end', status: 'rejected', reason: 'closed_account' };
  if (facts.samePerson) return { kind: 'end', status: 'rejected', reason: 'self_referral' };
  if (facts.friendHasDuplicates) return { kind: 'end', status: 'rejected', reason: 'duplicate_account' };
  const met = facts.friendVerified && facts.investedInWindow >= programme.minInvestment && facts.investedInWindow > 0;
  if (met && programme.enabled) return { kind: 'reward' };
  const couldMeet = facts.reflectingInWindow > 0 && facts.investedInWindow + facts.reflectingInWindow >= programme.minInvestment;
  if (now.getTime() > windowEnd(facts.friendRegisteredAt, programme.withinDays).getTime() && !couldMeet)
    return { kind: 'end', status: 'expired', reason: 'window_passed' };
  return { kind: 'wait' };
}

export interface PromoFacts {
  deadline: Date;
  userVerified: boolean;
  userClosed: boolean;
  userHasDuplicates: boolean;
  minInvestment: Cents;
  /** What the user invested in qualifying investments made between entering the code and the deadline. */
  investedInWindow: Cents;
  /** Investments made in that time still in their reflection period: the deadline waits for them. */
  reflectingInWindow: Cents;
}

/** A pending redemption: paid once the user is verified and (when the code asks for it) invested enough before the deadline. */
export function promoDecision(facts: PromoFacts, now: Date): BonusDecision {
  if (facts.userClosed) return { kind: 'end', status: 'rejected', reason: 'closed_account' };
  if (facts.userHasDuplicates) return { kind: 'end', status: 'rejected', reason: 'duplicate_account' };
  if (facts.userVerified && facts.investedInWindow >= facts.minInvestment) return { kind: 'reward' };
  const couldMeet = facts.reflectingInWindow > 0 && facts.investedInWindow + facts.reflectingInWindow >= facts.minInvestment;
  if (now.getTime() > facts.deadline.getTime() && !couldMeet) return { kind: 'end', status: 'expired', reason: 'window_passed' };
  return { kind: 'wait' };
}

export interface PromoCodeState {
  startsAt: Date;
  endsAt: Date;
  maxUses: number | null;
  uses: number;
  disabled: boolean;
}

/** Whether a code may be entered now (before the per-user "already used" check). */
export function promoCodeProblem(code: PromoCodeState | null, now: Date): PromoCodeProblem | null {
  if (!code) return 'unknown';
  if (code.disabled) return 'ended';
  if (now.getTime() < code.startsAt.getTime()) return 'not_started';
  if (now.getTime() >= code.endsAt.getTime()) return 'ended';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used_up';
  return null;
}

/** The public call behind the promo bonus alert; zod-free so the layout (every page's first load) can call it. */
export const PROMO_CAMPAIGN_API = '/api/get/promo-campaign' as const;

export interface PromoCampaign {
  code: string;
  /** Two-decimal wire amount. */
  bonus: string;
  endsAt: string;
}

/** Reads the promo-campaign answer without zod: the campaign, or null for anything else. */
export function promoCampaignOf(json: unknown): PromoCampaign | null {
  const campaign = (json as { campaign?: unknown } | null)?.campaign as Partial<PromoCampaign> | null | undefined;
  if (
    !campaign ||
    typeof campaign.code !== 'string' ||
    typeof campaign.bonus !== 'string' ||
    !/^\d+\.\d{2}$/.test(campaign.bonus) ||
    typeof campaign.endsAt !== 'string'
  )
    return null;
  return { code: campaign.code, bonus: campaign.bonus, endsAt: campaign.endsAt };
}
