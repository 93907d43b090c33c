import { randomUUID } from 'node:crypto';
import { AUTH_API, INVESTING_API, toCents } from '@platform/contract';
import { REFERRAL_ENDPOINTS as E } from '@platform/contract/endpoints';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { duplicateAccounts, ledgerTransfers, promoRedemptions, referrals, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { idempotencyKey, loanFixtures, type TestUser } from '../../test/loan-fixtures';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerViolations } from '../ledger/ledger.invariants';
import { walletBalance } from '../ledger/ledger.service';
import { settleDue, settleReferral } from './referrals.settle';

/**
 * Issue 16, decision 0044: the referral programme and promo codes through the real registration,
 * investing and back-office endpoints; bonuses checked in the ledger. Runs on PGlite, and on
 * PostgreSQL in the DATABASE_URL pass.
 */

const DAY_MS = 86_400_000;
let t: TestApp;
let db: Db;
let fx: ReturnType<typeof loanFixtures>;
let operator: TestUser;
let projectId: number;
let ipSeq = 0;

const strong = 'Str0ng-enough-Passw0rd!';

async function register(extra: Record<string, unknown> = {}): Promise<{ c: SessionClient; email: string; status: number; body: Record<string, unknown> }> {
  ipSeq += 1;
  const c = createSessionClient(t.app, { ip: `203.0.113.${ipSeq}` });
  const email = `friend-${randomUUID().slice(0, 8)}@example.com`;
  const res = await c.post(AUTH_API.register, { email, password: strong, type: 'private', locale: 'en', ...extra });
  return { c, email, status: res.statusCode, body: res.json() };
}

/** What an approved identity, a passed questionnaire and (optionally) approved sophisticated status give: written as the KYC and operator flows would. */
async function verify(email: string, sophisticated: boolean): Promise<number> {
  const [row] = await db
    .update(users)
    .set({
      identifyStatus: 'approved',
      registrationStep: 'completed',
      verificationStep: 'completedVerification',
      questionsAnswered: true,
      sophisticatedStatus: sophisticated ? 'approved' : 'none',
    })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return row!.id;
}

async function invest(c: SessionClient, amount: string) {
  const res = await c.post(INVESTING_API.invest, { projectId, amount, acknowledgeLargeAmount: true }, idempotencyKey());
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { status: string };
}

const balance = async (userId: number) => (await walletBalance(db, userId)).balance;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = loanFixtures(t, { projectNumbersFrom: 96_000, ipBlock: 61, slugPrefix: 'referral' });
  operator = await fx.login('operator@demo.invest');
  projectId = await fx.makeProject({ country: 'LT', green: false, risk: 'A', rateBps: 1200, termMonths: 12, target: 1_000_000 });
});

afterAll(async () => {
  await t?.close();
});

describe('referral programme', () => {
  it('invite → friend registers with the code → verifies → invests enough → both are paid once through the ledger', async () => {
    const referrer = await fx.makeInvestor('referrer');
    const mine = await referrer.c.get(E.referrals.path);
    expect(mine.statusCode, mine.body).toBe(200);
    const { code, programme } = mine.json() as { code: string; programme: Record<string, unknown> };
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(programme).toEqual({ enabled: true, referrerBonus: '10.00', friendBonus: '10.00', minInvestment: '100.00', withinDays: 60 });
    // The same code every time.
    expect((await referrer.c.get(E.referrals.path)).json().code).toBe(code);

    // Typed in lower case with a dash: the same code.
    const friend = await register({ referralCode: `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}` });
    expect(friend.status, JSON.stringify(friend.body)).toBe(201);
    const friendId = await verify(friend.email, true);
    const [referral] = await db.select().from(referrals).where(eq(referrals.friendUserId, friendId));
    expect(referral).toMatchObject({ referrerUserId: referrer.id, status: 'pending' });

    const before = { referrer: await balance(referrer.id) };
    await fx.deposit(friendId, 50_000);
    // EUR 60 is below the EUR 100 the programme asks for: nothing yet.
    await invest(friend.c, '60.00');
    expect((await db.select().from(referrals).where(eq(referrals.id, referral!.id)))[0]!.status).toBe('pending');
    // EUR 40 more makes 100 (an approved sophisticated investor has no reflection period): both paid at once.
    await invest(friend.c, '40.00');
    const [settled] = await db.select().from(referrals).where(eq(referrals.id, referral!.id));
    expect(settled).toMatchObject({ status: 'rewarded', referrerBonusCents: toCents(1_000), friendBonusCents: toCents(1_000) });
    expect(await balance(referrer.id)).toBe(before.referrer + toCents(1_000));
    expect(await balance(friendId)).toBe(toCents(50_000 - 10_000 + 1_000));

    // Settling again (job, operator, a racing hook) pays nothing twice.
    await settleDue(db, new Date());
    await Promise.all([settleReferral(db, referral!.id, new Date()), settleReferral(db, referral!.id, new Date())]);
    const paid = await db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.code, 'bonus'), eq(ledgerTransfers.referenceType, 'referral'), eq(ledgerTransfers.referenceId, String(referral!.id))));
    expect(paid.map((p) => p.idempotencyKey).sort()).toEqual([`referral:${referral!.id}:friend`, `referral:${referral!.id}:referrer`]);
    expect(await ledgerViolations(db)).toEqual([]);

    // The referrer sees the friend without personal data, and the bonus; both see their rewards.
    const overview = (await referrer.c.get(E.referrals.path)).json();
    expect(overview.friends).toEqual([
      { id: referral!.id, ordinal: 1, registeredOn: expect.any(String), verified: true, invested: true, status: 'rewarded', reason: null, bonus: '10.00' },
    ]);
    expect(JSON.stringify(overview)).not.toContain(friend.email);
    expect(overview.totals).toEqual({ invited: 1, verified: 1, rewarded: 1, earned: '10.00' });
    expect((await referrer.c.get(E.rewards.path)).json()).toEqual({
      items: [expect.objectContaining({ kind: 'referrer', amount: '10.00', code: null })],
      total: '10.00',
    });
    expect((await friend.c.get(E.rewards.path)).json()).toEqual({ items: [expect.objectContaining({ kind: 'friend', amount: '10.00' })], total: '10.00' });
    expect((await friend.c.get(E.referrals.path)).json().invitedBy).toMatchObject({ status: 'rewarded', bonus: '10.00' });
  });

  it('an unknown invite code refuses the registration with a field error, and no account is made', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const c = createSessionClient(t.app, { ip: '203.0.113.200' });
    const res = await c.post(AUTH_API.register, { email, password: strong, type: 'private', locale: 'en', referralCode: 'NOSUCHCODE' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'REFERRAL_CODE_UNKNOWN', fieldErrors: { referralCode: ['unknown'] } });
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('an investment still in its reflection period does not count yet, and is waited for past the window; revoked, the referral expires unpaid', async () => {
    const referrer = await fx.makeInvestor('referrer-r');
    const code = (await referrer.c.get(E.referrals.path)).json().code as string;
    const friend = await register({ referralCode: code });
    const friendId = await verify(friend.email, false);
    await fx.deposit(friendId, 50_000);
    const invested = (await invest(friend.c, '150.00')) as { status: string; investmentId: number };
    expect(invested.status).toBe('reflection');
    const [referral] = await db.select().from(referrals).where(eq(referrals.friendUserId, friendId));
    expect(referral!.status).toBe('pending');
    await settleDue(db, new Date(Date.now() + 61 * DAY_MS));
    expect((await db.select().from(referrals).where(eq(referrals.id, referral!.id)))[0]!.status).toBe('pending');
    const revoked = await friend.c.post(INVESTING_API.revoke(invested.investmentId), {}, idempotencyKey());
    expect(revoked.statusCode, revoked.body).toBe(200);
    await settleDue(db, new Date(Date.now() + 61 * DAY_MS));
    expect((await db.select().from(referrals).where(eq(referrals.id, referral!.id)))[0]).toMatchObject({ status: 'expired', reason: 'window_passed' });
    expect(
      await db
        .select()
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.referenceType, 'referral'), eq(ledgerTransfers.referenceId, String(referral!.id)))),
    ).toEqual([]);
  });

  it('self-referral (the two accounts are one person) and duplicate accounts are refused the bonus', async () => {
    const referrer = await fx.makeInvestor('referrer-s');
    const code = (await referrer.c.get(E.referrals.path)).json().code as string;
    const self = await register({ referralCode: code });
    const selfId = await verify(self.email, true);
    await db.insert(duplicateAccounts).values({ verifiedUserId: referrer.id, duplicateUserId: selfId });
    const other = await fx.makeInvestor('someone');
    const dup = await register({ referralCode: code });
    const dupId = await verify(dup.email, true);
    await db.insert(duplicateAccounts).values({ verifiedUserId: other.id, duplicateUserId: dupId });
    for (const [c, id] of [
      [self.c, selfId],
      [dup.c, dupId],
    ] as const) {
      await fx.deposit(id, 20_000);
      await invest(c, '100.00');
    }
    const rows = await db.select().from(referrals).where(eq(referrals.referrerUserId, referrer.id));
    expect(rows.map((r) => [r.friendUserId, r.status, r.reason]).sort()).toEqual(
      [
        [selfId, 'rejected', 'self_referral'],
        [dupId, 'rejected', 'duplicate_account'],
      ].sort(),
    );
    expect(await balance(referrer.id)).toBe(0);
  });

  it('operator: programme rules saved and validated, pending referrals rejected by hand, settle now; investors are refused', async () => {
    const investor = await fx.makeInvestor('nosy');
    expect((await investor.c.get(E.adminOverview.path)).statusCode).toBe(403);
    expect(
      (await investor.c.put(E.adminProgramme.path, { enabled: true, referrerBonus: '1.00', friendBonus: '1.00', minInvestment: '1.00', withinDays: 1 }))
        .statusCode,
    ).toBe(403);

    const bad = await operator.c.put(E.adminProgramme.path, { enabled: true, referrerBonus: '-1', friendBonus: 'x', minInvestment: '10.00', withinDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['friendBonus', 'referrerBonus', 'withinDays']);

    const saved = await operator.c.put(E.adminProgramme.path, {
      enabled: true,
      referrerBonus: '25.00',
      friendBonus: '5.50',
      minInvestment: '200',
      withinDays: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().programme).toEqual({ enabled: true, referrerBonus: '25.00', friendBonus: '5.50', minInvestment: '200.00', withinDays: 30 });

    const referrer = await fx.makeInvestor('referrer-o');
    const code = (await referrer.c.get(E.referrals.path)).json().code as string;
    expect((await referrer.c.get(E.referrals.path)).json().programme.referrerBonus).toBe('25.00');
    const friend = await register({ referralCode: code });
    const [referral] = await db.select().from(referrals).where(eq(referrals.referrerUserId, referrer.id));
    const rejected = await operator.c.post(E.adminReject.path.replace(':id', String(referral!.id)), { note: 'same household, same card' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'operator', friendEmail: friend.email });
    expect((await operator.c.post(E.adminReject.path.replace(':id', String(referral!.id)), {})).statusCode).toBe(409);
    expect((await operator.c.post(E.adminReject.path.replace(':id', '99999999'), {})).statusCode).toBe(404);
    expect((await operator.c.post(E.adminReject.path.replace(':id', 'abc'), {})).statusCode).toBe(400);

    const settle = await operator.c.post(E.adminSettle.path);
    expect(settle.statusCode).toBe(200);
    expect(settle.json()).toEqual({ rewarded: expect.any(Number), paid: expect.any(Number), ended: expect.any(Number) });
    // Back to the defaults for the other tests.
    await operator.c.put(E.adminProgramme.path, { enabled: true, referrerBonus: '10.00', friendBonus: '10.00', minInvestment: '100.00', withinDays: 60 });
  });
});

describe('promo codes', () => {
  const window = () => ({ startsAt: new Date(Date.now() - DAY_MS).toISOString(), endsAt: new Date(Date.now() + 10 * DAY_MS).toISOString() });
  async function createCode(body: Record<string, unknown>) {
    const res = await operator.c.post(E.adminCreatePromoCode.path, {
      bonus: '2.00',
      minInvestment: '0',
      withinDays: 30,
      maxUses: null,
      advertised: false,
      ...window(),
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; code: string };
  }

  it('operator input is validated; only operators create codes; codes are unique', async () => {
    const investor = await fx.makeInvestor('promo-nosy');
    expect(
      (
        await investor.c.post(E.adminCreatePromoCode.path, {
          code: 'HELLO1',
          bonus: '2.00',
          minInvestment: '0',
          withinDays: 30,
          maxUses: null,
          advertised: false,
          ...window(),
        })
      ).statusCode,
    ).toBe(403);
    const bad = await operator.c.post(E.adminCreatePromoCode.path, {
      code: '!',
      bonus: '0',
      minInvestment: '0',
      withinDays: 30,
      maxUses: 0,
      advertised: false,
      startsAt: '2026-05-02T00:00:00Z',
      endsAt: '2026-05-01T00:00:00Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['bonus', 'code', 'endsAt', 'maxUses']);
    const reversed = await operator.c.post(E.adminCreatePromoCode.path, {
      code: 'BACKWARDS',
      bonus: '2.00',
      minInvestment: '0',
      withinDays: 30,
      maxUses: null,
      advertised: false,
      startsAt: '2026-05-02T00:00:00Z',
      endsAt: '2026-05-01T00:00:00Z',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors).toEqual({ endsAt: ['after_start'] });
    await createCode({ code: 'unique-1' });
    const again = await operator.c.post(E.adminCreatePromoCode.path, {
      code: 'UNIQUE1',
      bonus: '2.00',
      minInvestment: '0',
      withinDays: 30,
      maxUses: null,
      advertised: false,
      ...window(),
    });
    expect(again.statusCode).toBe(409);
  });

  it('entered at registration: paid once the user is verified and has invested the minimum in time', async () => {
    const promo = await createCode({ code: 'SPRING25', bonus: '25.00', minInvestment: '100.00' });
    expect(promo.code).toBe('SPRING25');
    const user = await register({ promoCode: 'spring25' });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const list = (await user.c.get(E.promoCodes.path)).json();
    expect(list.redemptions).toEqual([expect.objectContaining({ code: 'SPRING25', bonus: '25.00', minInvestment: '100.00', status: 'pending' })]);
    const id = await verify(user.email, true);
    await fx.deposit(id, 10_000);
    await invest(user.c, '100.00');
    expect((await user.c.get(E.promoCodes.path)).json().redemptions[0].status).toBe('paid');
    expect(await balance(id)).toBe(toCents(2_500));
    expect((await user.c.get(E.rewards.path)).json().items).toEqual([expect.objectContaining({ kind: 'promo', amount: '25.00', code: 'SPRING25' })]);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('unknown, not started, ended, used up and already used codes are refused with the reason', async () => {
    const unknown = await register({ promoCode: 'NOPE-NOPE' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ code: 'PROMO_CODE_INVALID', fieldErrors: { promoCode: ['unknown'] } });

    const later = await createCode({
      code: 'LATER1',
      startsAt: new Date(Date.now() + DAY_MS).toISOString(),
      endsAt: new Date(Date.now() + 2 * DAY_MS).toISOString(),
    });
    await createCode({ code: 'ONCE1', maxUses: 1 });
    const investor = await fx.makeInvestor('promo-enter');
    const enter = (c: SessionClient, code: string) => c.post(E.enterPromoCode.path, { code });
    expect((await enter(investor.c, later.code)).json()).toMatchObject({ code: 'PROMO_CODE_INVALID', fieldErrors: { code: ['not_started'] } });
    expect((await enter(investor.c, 'x')).statusCode).toBe(400);
    const first = await enter(investor.c, 'once1');
    expect(first.statusCode, first.body).toBe(201);
    expect((await enter(investor.c, 'ONCE1')).json().fieldErrors).toEqual({ code: ['already_used'] });
    const other = await fx.makeInvestor('promo-other');
    expect((await enter(other.c, 'ONCE1')).json().fieldErrors).toEqual({ code: ['used_up'] });

    const ending = await createCode({ code: 'ENDING1' });
    expect((await operator.c.post(E.adminDisablePromoCode.path.replace(':id', String(ending.id)))).json()).toMatchObject({ disabledAt: expect.any(String) });
    expect((await enter(other.c, 'ENDING1')).json().fieldErrors).toEqual({ code: ['ended'] });
    // Nothing was kept of the refused entries.
    expect(await db.select().from(promoRedemptions).where(eq(promoRedemptions.userId, other.id))).toEqual([]);
  });

  it('a code with one use left, entered by many at once, is given to exactly one', async () => {
    const scarce = await createCode({ code: 'SCARCE1', maxUses: 1 });
    const racers = await Promise.all([1, 2, 3, 4].map((i) => fx.makeInvestor(`racer${i}`)));
    const answers = await Promise.all(racers.map((r) => r.c.post(E.enterPromoCode.path, { code: scarce.code })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422]);
    const overview = (await operator.c.get(E.adminOverview.path)).json();
    expect(overview.promoCodes.find((p: { code: string }) => p.code === 'SCARCE1')).toMatchObject({ uses: 1, maxUses: 1 });
  });

  it('a code with no investment condition is paid once the identity is verified; past its deadline an unmet one expires', async () => {
    const welcome = await createCode({ code: 'WELCOME2', bonus: '2.00' });
    const user = await register({ promoCode: welcome.code });
    await settleDue(db, new Date());
    expect((await user.c.get(E.promoCodes.path)).json().redemptions[0].status).toBe('pending');
    const id = await verify(user.email, false);
    await settleDue(db, new Date());
    expect((await user.c.get(E.promoCodes.path)).json().redemptions[0].status).toBe('paid');
    expect(await balance(id)).toBe(toCents(200));

    const big = await createCode({ code: 'BIGSPEND', bonus: '50.00', minInvestment: '5000.00', withinDays: 5 });
    const spender = await fx.makeInvestor('spender');
    expect((await spender.c.post(E.enterPromoCode.path, { code: big.code })).statusCode).toBe(201);
    await settleDue(db, new Date(Date.now() + 6 * DAY_MS));
    expect((await spender.c.get(E.promoCodes.path)).json().redemptions[0]).toMatchObject({ status: 'expired', reason: 'window_passed' });
    expect(await balance(spender.id)).toBe(0);
  });

  it('the advertised code is the promo campaign guests see while it runs', async () => {
    const guest = createSessionClient(t.app, { ip: '203.0.113.250' });
    const before = (await guest.get(E.promoCampaign.path)).json();
    expect(before).toEqual({ campaign: null });
    await createCode({ code: 'BONUS2', bonus: '2.00', advertised: true });
    expect((await guest.get(E.promoCampaign.path)).json()).toEqual({ campaign: { code: 'BONUS2', bonus: '2.00', endsAt: expect.any(String) } });
  });

  it('read-only and impersonated sessions cannot enter a code; guests are asked to log in', async () => {
    const guest = createSessionClient(t.app, { ip: '203.0.113.251' });
    expect((await guest.post(E.enterPromoCode.path, { code: 'BONUS2' })).statusCode).toBe(401);
    const readonlyUser = await fx.makeInvestor('readonly');
    await db.update(users).set({ readonly: true }).where(eq(users.id, readonlyUser.id));
    const c = createSessionClient(t.app, { ip: '203.0.113.252' });
    expect((await c.post(AUTH_API.login, { email: readonlyUser.email, password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await c.post(E.enterPromoCode.path, { code: 'BONUS2' })).statusCode).toBe(403);
  });
});
