import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, euros } from './money';
import {
  CODE_ALPHABET,
  inviteCodeFrom,
  normalizeCode,
  promoCampaignOf,
  promoCodeProblem,
  promoDecision,
  type PromoFacts,
  REFERRAL_CODE_LENGTH,
  REFERRAL_DEFAULTS,
  referralDecision,
  type ReferralFacts,
  windowEnd,
} from './referral-rules';

const registered = new Date('2026-03-01T10:00:00Z');
const inWindow = new Date('2026-03-20T10:00:00Z');
const afterWindow = new Date('2026-05-01T10:00:01Z'); // 60 days and a second later
const facts = (over: Partial<ReferralFacts> = {}): ReferralFacts => ({
  friendRegisteredAt: registered,
  friendVerified: true,
  friendClosed: false,
  referrerClosed: false,
  samePerson: false,
  friendHasDuplicates: false,
  investedInWindow: euros(100),
  reflectingInWindow: 0 as Cents,
  ...over,
});

describe('referralDecision (decision 0044)', () => {
  it('rewards a verified friend who invested the minimum within the window', () => {
    expect(referralDecision(facts(), REFERRAL_DEFAULTS, inWindow)).toEqual({ kind: 'reward' });
  });

  it('waits while the friend is unverified or below the minimum, and expires after the window', () => {
    expect(referralDecision(facts({ friendVerified: false }), REFERRAL_DEFAULTS, inWindow)).toEqual({ kind: 'wait' });
    expect(referralDecision(facts({ investedInWindow: (euros(100) - 1) as Cents }), REFERRAL_DEFAULTS, inWindow)).toEqual({ kind: 'wait' });
    expect(referralDecision(facts({ investedInWindow: (euros(100) - 1) as Cents }), REFERRAL_DEFAULTS, afterWindow)).toEqual({
      kind: 'end',
      status: 'expired',
      reason: 'window_passed',
    });
  });

  it('a met condition is paid even when settled after the window (the investment was made in it)', () => {
    expect(referralDecision(facts(), REFERRAL_DEFAULTS, afterWindow)).toEqual({ kind: 'reward' });
  });

  it('refuses self-referral, duplicate accounts and closed accounts, in that order of checks, whatever was invested', () => {
    expect(referralDecision(facts({ samePerson: true, friendHasDuplicates: true }), REFERRAL_DEFAULTS, inWindow)).toEqual({
      kind: 'end',
      status: 'rejected',
      reason: 'self_referral',
    });
    expect(referralDecision(facts({ friendHasDuplicates: true }), REFERRAL_DEFAULTS, inWindow)).toEqual({
      kind: 'end',
      status: 'rejected',
      reason: 'duplicate_account',
    });
    expect(referralDecision(facts({ referrerClosed: true, samePerson: true }), REFERRAL_DEFAULTS, inWindow)).toEqual({
      kind: 'end',
      status: 'rejected',
      reason: 'closed_account',
    });
  });

  it('past the window, an investment made in it that is still in its reflection period is waited for (it may yet count)', () => {
    const reflecting = facts({ investedInWindow: euros(40), reflectingInWindow: euros(60) });
    expect(referralDecision(reflecting, REFERRAL_DEFAULTS, afterWindow)).toEqual({ kind: 'wait' });
    // Not enough even if it counts: expires.
    expect(referralDecision(facts({ investedInWindow: euros(10), reflectingInWindow: euros(60) }), REFERRAL_DEFAULTS, afterWindow)).toEqual({
      kind: 'end',
      status: 'expired',
      reason: 'window_passed',
    });
    // Once the reflection period ends the investment counts.
    expect(referralDecision(facts({ investedInWindow: euros(100) }), REFERRAL_DEFAULTS, afterWindow)).toEqual({ kind: 'reward' });
  });

  it('a switched-off programme pays nothing and lets the window run out', () => {
    const off = { ...REFERRAL_DEFAULTS, enabled: false };
    expect(referralDecision(facts(), off, inWindow)).toEqual({ kind: 'wait' });
    expect(referralDecision(facts(), off, afterWindow)).toEqual({ kind: 'end', status: 'expired', reason: 'window_passed' });
  });

  it('a minimum of zero still needs an investment', () => {
    const any = { ...REFERRAL_DEFAULTS, minInvestment: 0 as Cents };
    expect(referralDecision(facts({ investedInWindow: 0 as Cents }), any, inWindow)).toEqual({ kind: 'wait' });
    expect(referralDecision(facts({ investedInWindow: 1 as Cents }), any, inWindow)).toEqual({ kind: 'reward' });
  });

  it('property: a reward needs a verified friend, no abuse flag and at least the minimum invested', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 20_000 }),
        (verified, closed, self, dup, enabled, invested, day, reflecting) => {
          const d = referralDecision(
            facts({
              friendVerified: verified,
              friendClosed: closed,
              samePerson: self,
              friendHasDuplicates: dup,
              investedInWindow: invested as Cents,
              reflectingInWindow: reflecting as Cents,
            }),
            { ...REFERRAL_DEFAULTS, enabled },
            new Date(registered.getTime() + day * 86_400_000),
          );
          if (d.kind === 'reward') expect(verified && !closed && !self && !dup && enabled && invested >= REFERRAL_DEFAULTS.minInvestment).toBe(true);
          if (d.kind === 'wait')
            expect(day <= REFERRAL_DEFAULTS.withinDays || (reflecting > 0 && invested + reflecting >= REFERRAL_DEFAULTS.minInvestment)).toBe(true);
        },
      ),
    );
  });
});

describe('promoDecision', () => {
  const promo = (over: Partial<PromoFacts> = {}): PromoFacts => ({
    deadline: windowEnd(registered, 30),
    userVerified: true,
    userClosed: false,
    userHasDuplicates: false,
    minInvestment: euros(50),
    investedInWindow: euros(50),
    reflectingInWindow: 0 as Cents,
    ...over,
  });
  it('pays a verified user who met the minimum; a zero minimum needs only the verification', () => {
    expect(promoDecision(promo(), inWindow)).toEqual({ kind: 'reward' });
    expect(promoDecision(promo({ minInvestment: 0 as Cents, investedInWindow: 0 as Cents }), inWindow)).toEqual({ kind: 'reward' });
    expect(promoDecision(promo({ userVerified: false, minInvestment: 0 as Cents }), inWindow)).toEqual({ kind: 'wait' });
  });
  it('expires after the deadline, refuses duplicates and closed accounts', () => {
    expect(promoDecision(promo({ investedInWindow: euros(49) }), afterWindow)).toEqual({ kind: 'end', status: 'expired', reason: 'window_passed' });
    expect(promoDecision(promo({ userHasDuplicates: true }), inWindow)).toEqual({ kind: 'end', status: 'rejected', reason: 'duplicate_account' });
    expect(promoDecision(promo({ userClosed: true }), inWindow)).toEqual({ kind: 'end', status: 'rejected', reason: 'closed_account' });
    expect(promoDecision(promo({ investedInWindow: 0 as Cents, reflectingInWindow: euros(50) }), afterWindow)).toEqual({ kind: 'wait' });
  });
});

describe('codes', () => {
  it('normalises what people type', () => {
    expect(normalizeCode(' ab12-cd34 ')).toBe('AB12CD34');
    expect(normalizeCode('spring 25')).toBe('SPRING25');
  });
  it('property: invite codes have the length and only unambiguous letters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: REFERRAL_CODE_LENGTH, maxLength: 16 }), (bytes) => {
        const code = inviteCodeFrom(bytes);
        expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
        for (const ch of code) expect(CODE_ALPHABET).toContain(ch);
        expect(normalizeCode(code)).toBe(code);
      }),
    );
    expect(CODE_ALPHABET).not.toMatch(/[01IO]/);
    expect(() => inviteCodeFrom(new Uint8Array(3))).toThrow();
  });
  it('promoCodeProblem: window, uses and disabled', () => {
    const code = { startsAt: registered, endsAt: windowEnd(registered, 10), maxUses: 2, uses: 1, disabled: false };
    expect(promoCodeProblem(null, inWindow)).toBe('unknown');
    expect(promoCodeProblem(code, new Date(registered.getTime() - 1))).toBe('not_started');
    expect(promoCodeProblem(code, registered)).toBeNull();
    expect(promoCodeProblem(code, windowEnd(registered, 10))).toBe('ended');
    expect(promoCodeProblem({ ...code, uses: 2 }, registered)).toBe('used_up');
    expect(promoCodeProblem({ ...code, maxUses: null, uses: 10_000 }, registered)).toBeNull();
    expect(promoCodeProblem({ ...code, disabled: true }, registered)).toBe('ended');
  });
});

describe('promoCampaignOf (the layout reads the campaign without zod)', () => {
  it('takes a well-formed campaign and nothing else', () => {
    expect(promoCampaignOf({ campaign: { code: 'BONUS2', bonus: '2.00', endsAt: '2026-12-01T00:00:00.000Z' } })).toEqual({
      code: 'BONUS2',
      bonus: '2.00',
      endsAt: '2026-12-01T00:00:00.000Z',
    });
    expect(promoCampaignOf({ campaign: null })).toBeNull();
    expect(promoCampaignOf({ campaign: { code: 'X', bonus: '2', endsAt: 'x' } })).toBeNull();
    expect(promoCampaignOf(null)).toBeNull();
    expect(promoCampaignOf('nonsense')).toBeNull();
  });
});
