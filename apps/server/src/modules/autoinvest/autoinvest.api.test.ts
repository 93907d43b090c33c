import { fromWire, MANDATE_TERMS_VERSION, toWire, type StrategyBody } from '@platform/contract';
import {
  ADMIN_AUTOINVEST_ENDPOINTS as A,
  AUTOINVEST_ENDPOINTS as E,
  INVESTING_ENDPOINTS as I,
  LIFECYCLE_ENDPOINTS as L,
  MARKET_ENDPOINTS as M,
} from '@platform/contract/endpoints';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { autoInvestMandates, autoInvestRuns, autoInvestSettings, countries, investments, notifications, projects, riskGroups } from '../../db/schema';
import { autoInvestJob, autoInvestMarketJob } from '../jobs/lifecycle.jobs';
import { runAllocation } from './autoinvest.engine';
import { idempotencyKey, loanFixtures, type TestUser } from '../../test/loan-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerViolations } from '../ledger/ledger.invariants';
import { walletBalance } from '../ledger/ledger.service';

/**
 * Issue 14, decision 0035: automatic investment through its HTTP calls, on PGlite and (in the
 * DATABASE_URL pass) PostgreSQL. Investors A and B have identical strategies; C keeps more cash
 * than it has; D has no mandate; E's strategy does not match. The operator opens a project of
 * EUR 1,000 (minimum 50.00): 70 % (700.00) is for automatic investors during the manual window.
 */

let t: TestApp;
let db: Db;
let fx: ReturnType<typeof loanFixtures>;
let operator: TestUser;
let a: TestUser;
let b: TestUser;
let c: TestUser;
let d: TestUser;
let e: TestUser;
let riskA = 0;

const url = (path: string, id: number) => path.replace(':id', String(id));
const available = async (userId: number) => (await walletBalance(db, userId)).available;

function strategy(over: Partial<StrategyBody> = {}): StrategyBody {
  return {
    name: 'Green A',
    loanTypes: [],
    countries: [],
    riskGroups: [riskA],
    interestMin: '8',
    interestMax: '14',
    // 17 months: only this file's projects (the demo's open projects never match).
    termMin: 17,
    termMax: 17,
    amountPerProject: '300.00',
    maxShareOfProject: '50',
    totalCap: null,
    cashToKeep: '0.00',
    includeMarket: false,
    active: true,
    priority: 1,
    ...over,
  };
}

const grant = (user: TestUser, over: Record<string, unknown> = {}) =>
  user.c.post(E.grant.path, {
    maxAllowanceAmount: '2000.00',
    days: 90,
    interestMin: '5',
    interestMax: '20',
    riskGroups: [riskA],
    acceptTerms: true,
    termsVersion: MANDATE_TERMS_VERSION,
    ...over,
  });

/** A project that is not open yet, opened by the operator through the status call (the engine runs after it commits). */
async function openProject(target: number, rateBps = 1100): Promise<number> {
  const id = await fx.makeProject({ country: 'LT', green: false, risk: 'A', rateBps, termMonths: 17, target, minCents: 5000 });
  await db.update(projects).set({ status: 'COMING_SOON' }).where(eq(projects.id, id));
  const opened = await operator.c.post(url(L.status.path, id), { to: 'GATHERING', reason: 'open' });
  expect(opened.statusCode).toBe(200);
  return id;
}

const autoOf = (projectId: number) =>
  db
    .select()
    .from(investments)
    .where(and(eq(investments.projectId, projectId), eq(investments.source, 'auto')));

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = loanFixtures(t, { projectNumbersFrom: 97_000, ipBlock: 114, slugPrefix: 'autoinvest' });
  riskA = (await db.select().from(riskGroups).where(eq(riskGroups.code, 'A')))[0]!.id;
  operator = await fx.login('operator@demo.invest');
  [a, b, c, d, e] = await Promise.all(['auto-a', 'auto-b', 'auto-c', 'auto-d', 'auto-e'].map((label) => fx.makeInvestor(label)));
  for (const u of [a, b, c, d, e]) await fx.deposit(u.id, 200_000);
  await db.update(autoInvestSettings).set({ shareBps: 7000, manualWindowMinutes: 60, paused: false }).where(eq(autoInvestSettings.id, 1));
});

afterAll(async () => {
  await t?.close();
});

describe('strategies: bad input and ownership', () => {
  it('refuses min above max, unknown loan types, an amount below the minimum and a mandate with one parameter', async () => {
    const minAboveMax = await a.c.post(E.create.path, strategy({ interestMin: '15', interestMax: '10', termMin: 30, termMax: 12 }));
    expect(minAboveMax.statusCode).toBe(400);
    expect(minAboveMax.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { interestMax: ['min_above_max'], termMax: ['min_above_max'] } });

    const unknown = await a.c.post(E.create.path, strategy({ loanTypes: [999_999] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { loanTypes: ['unknown'] } });

    const small = await a.c.post(E.create.path, strategy({ amountPerProject: '5.00' }));
    expect(small.statusCode).toBe(400);
    expect(small.json().fieldErrors.amountPerProject).toEqual(['below_minimum']);

    const one = await grant(a, { interestMin: null, interestMax: null });
    expect(one.statusCode).toBe(400);
    expect(one.json().fieldErrors.riskGroups).toEqual(['two_parameters']);

    const noTerms = await grant(a, { acceptTerms: false });
    expect(noTerms.statusCode).toBe(400);
    expect((await a.c.post(E.revoke.path)).json().code).toBe('MANDATE_NOT_ACTIVE');
  });

  it('asks for the ECSP acknowledgement above the large-amount threshold (EUR 5,000 for a net worth of EUR 100,000)', async () => {
    const large = await a.c.post(E.create.path, strategy({ amountPerProject: '6000.00' }));
    expect(large.statusCode).toBe(409);
    expect(large.json()).toMatchObject({ code: 'LARGE_AMOUNT_ACK_REQUIRED', fieldErrors: { amountPerProject: ['large_amount'] } });
    const acknowledged = await a.c.post(E.create.path, strategy({ name: 'Large', amountPerProject: '6000.00', acknowledgeLargeAmount: true, active: false }));
    expect(acknowledged.statusCode).toBe(201);
    expect(acknowledged.json()).toMatchObject({ largeAmountAcknowledged: true, active: false, queuePosition: null });
    expect((await a.c.delete(url(E.remove.path, acknowledged.json().id))).statusCode).toBe(200);
  });

  it("answers 404 for another user's strategy on every call", async () => {
    const own = await e.c.post(E.create.path, strategy({ name: 'E only', active: false }));
    expect(own.statusCode).toBe(201);
    const id = own.json().id as number;
    expect((await a.c.put(url(E.update.path, id), strategy())).statusCode).toBe(404);
    expect((await a.c.delete(url(E.remove.path, id))).statusCode).toBe(404);
    expect((await a.c.post(url(E.activate.path, id))).statusCode).toBe(404);
    expect((await a.c.post(url(E.pause.path, id))).statusCode).toBe(404);
    expect((await a.c.get(E.strategies.path)).json().strategies.map((s: { id: number }) => s.id)).not.toContain(id);
    expect((await e.c.delete(url(E.remove.path, id))).statusCode).toBe(200);
  });

  it('keeps the back office to operators', async () => {
    expect((await a.c.get(A.overview.path)).statusCode).toBe(403);
    expect((await a.c.put(A.settings.path, { shareOfProject: '50', manualWindowMinutes: 10, paused: false })).statusCode).toBe(403);
    const bad = await operator.c.put(A.settings.path, { shareOfProject: '150', manualWindowMinutes: -1, paused: false });
    expect(bad.statusCode).toBe(400);
  });
});

describe('allocation when a project opens', () => {
  let projectId = 0;

  beforeAll(async () => {
    for (const u of [a, b, c]) expect((await grant(u)).statusCode).toBe(200);
    expect((await a.c.post(E.create.path, strategy())).statusCode).toBe(201);
    expect((await b.c.post(E.create.path, strategy())).statusCode).toBe(201);
    expect((await c.c.post(E.create.path, strategy({ cashToKeep: '1990.00' }))).statusCode).toBe(201);
    expect((await d.c.post(E.create.path, strategy())).statusCode).toBe(201);
    expect((await e.c.post(E.create.path, strategy({ interestMin: '15', interestMax: '20' }))).statusCode).toBe(201);
    projectId = await openProject(100_000);
  });

  it('gives identical strategies equal parts within the automatic share and the strategy limits', async () => {
    const rows = await autoOf(projectId);
    const byUser = new Map(rows.map((r) => [r.userId, r]));
    // 700.00 for automatic investors, but each strategy takes at most 300.00 per project.
    expect(byUser.get(a.id)!.amountCents).toBe(30_000);
    expect(byUser.get(b.id)!.amountCents).toBe(30_000);
    expect([...byUser.keys()].sort()).toEqual([a.id, b.id].sort());
    const [p] = await db.select().from(projects).where(eq(projects.id, projectId));
    expect(p!.fundedCents).toBe(60_000);
    // Not sophisticated: held under the mandate's reflection period, revocable with it.
    expect(rows.every((r) => r.status === 'reflection' && r.strategyId !== null && r.mandateId !== null && r.pendingTransferId !== null)).toBe(true);
    const [mandate] = await db
      .select()
      .from(autoInvestMandates)
      .where(eq(autoInvestMandates.id, byUser.get(a.id)!.mandateId!));
    expect(byUser.get(a.id)!.reflectionEndsAt!.toISOString()).toBe(mandate!.reflectionEndsAt!.toISOString());
    expect(await available(a.id)).toBe(200_000 - 30_000);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('shows each strategy its outcome, queue position and the allowance going down', async () => {
    const reasonOf = async (u: TestUser) =>
      (await u.c.get(E.strategies.path)).json().strategies[0].lastOutcomes.find((o: { projectId: number }) => o.projectId === projectId);
    expect(await reasonOf(a)).toMatchObject({ outcome: 'invested', amount: '300.00' });
    expect(await reasonOf(c)).toMatchObject({ outcome: 'cash_to_keep', amount: '0.00' });
    expect(await reasonOf(d)).toMatchObject({ outcome: 'allowance' });
    expect(await reasonOf(e)).toMatchObject({ outcome: 'no_match' });
    const listed = (await a.c.get(E.strategies.path)).json().strategies[0];
    expect(listed).toMatchObject({ investedTotal: '300.00', investments: 1 });
    // Who invested went to the back of the fair queue; C, D and E kept their places in front.
    const positionOf = async (u: TestUser) => (await u.c.get(E.strategies.path)).json().strategies[0].queuePosition as number;
    expect(Math.min(await positionOf(a), await positionOf(b))).toBeGreaterThan(Math.max(await positionOf(c), await positionOf(d), await positionOf(e)));
    const allowance = (await a.c.get(E.allowance.path)).json();
    expect(allowance).toMatchObject({ active: true, maxAllowanceAmount: '2000.00', balance: { value: '1700.00' }, expireInDays: 90 });
    expect(allowance.mandate).toMatchObject({ inReflection: true, spent: '300.00', riskGroups: [riskA] });
    const note = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.id), eq(notifications.event, 'auto_invested')));
    expect(note).toHaveLength(1);
  });

  it('reports the allocation to the operator, and a second run changes nothing', async () => {
    const report = (await operator.c.get(url(A.report.path, projectId))).json();
    expect(report).toMatchObject({ projectId, autoFunded: '600.00', funded: '600.00', truncated: false });
    expect(report.outcomes.find((o: { outcome: string }) => o.outcome === 'invested')).toMatchObject({ strategies: 2, amount: '600.00' });
    expect(report.rows.find((r: { userId: number }) => r.userId === c.id)).toMatchObject({ outcome: 'cash_to_keep', userEmail: c.email });
    const again = await operator.c.post(url(A.run.path, projectId));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ invested: 0, amount: '0.00' });
    expect(await autoOf(projectId)).toHaveLength(2);
    const overview = (await operator.c.get(A.overview.path)).json();
    expect(overview.runs[0]).toMatchObject({ projectId, trigger: 'operator', invested: 0 });
    expect(overview.runs.some((r: { trigger: string; invested: number }) => r.trigger === 'opened' && r.invested === 2)).toBe(true);
  });

  it('the scheduled re-check that finds nothing to do writes nothing', async () => {
    const before = await db.select().from(autoInvestRuns);
    expect(await autoInvestJob(db, new Date())).toEqual({ invested: 0 });
    expect(await db.select().from(autoInvestRuns)).toHaveLength(before.length);
    expect(await autoOf(projectId)).toHaveLength(2);
  });

  it('spends money that arrives later (C lowers its cash to keep), never beyond wallet minus cash to keep', async () => {
    const [own] = (await c.c.get(E.strategies.path)).json().strategies;
    const changed = await c.c.put(url(E.update.path, own.id), strategy({ cashToKeep: '1900.00' }));
    expect(changed.statusCode).toBe(200);
    const rows = await autoOf(projectId);
    expect(rows.find((r) => r.userId === c.id)!.amountCents).toBe(10_000);
    expect(await available(c.id)).toBe(190_000);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('revoking the mandate in its reflection period takes its automatic investments back, free of charge', async () => {
    const revoked = await b.c.post(E.revoke.path);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ active: false, mandate: null, balance: { value: '0.00' } });
    const [row] = (await autoOf(projectId)).filter((r) => r.userId === b.id);
    expect(row!.status).toBe('revoked');
    expect(await available(b.id)).toBe(200_000);
    const [p] = await db.select().from(projects).where(eq(projects.id, projectId));
    expect(p!.fundedCents).toBe(40_000);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('the mandate limits what the engine may do', () => {
  it('skips an expired allowance and a project outside the mandate terms', async () => {
    // A's mandate: interest 5–20 %, risk A. E widens its strategy to match 21 %; A's strategy is widened too.
    const [own] = (await a.c.get(E.strategies.path)).json().strategies;
    expect((await a.c.put(url(E.update.path, own.id), strategy({ interestMax: '25' }))).statusCode).toBe(200);
    const outside = await openProject(100_000, 2100);
    expect(await autoOf(outside)).toHaveLength(0);
    const outcome = (await a.c.get(E.strategies.path)).json().strategies[0].lastOutcomes.find((o: { projectId: number }) => o.projectId === outside);
    expect(outcome).toMatchObject({ outcome: 'mandate' });

    await db
      .update(autoInvestMandates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(autoInvestMandates.userId, a.id));
    const expired = await openProject(100_000);
    expect((await autoOf(expired)).filter((r) => r.userId === a.id)).toHaveLength(0);
    const after = (await a.c.get(E.strategies.path)).json().strategies[0].lastOutcomes.find((o: { projectId: number }) => o.projectId === expired);
    expect(after).toMatchObject({ outcome: 'allowance' });
    expect((await a.c.get(E.allowance.path)).json()).toMatchObject({ active: false, expireInDays: 0, balance: { value: '0.00' } });
  });

  it('allocates nothing while the operator has paused the engine', async () => {
    const paused = await operator.c.put(A.settings.path, { shareOfProject: '70', manualWindowMinutes: 60, paused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().settings).toEqual({ shareOfProject: '70.00', manualWindowMinutes: 60, paused: true });
    expect((await grant(a)).statusCode).toBe(200);
    const projectId = await openProject(100_000);
    expect(await autoOf(projectId)).toHaveLength(0);
    const resumed = await operator.c.put(A.settings.path, { shareOfProject: '70', manualWindowMinutes: 60, paused: false });
    expect(resumed.statusCode).toBe(200);
    // Resuming runs the open projects: A (renewed mandate) gets its part now; C keeps all it has.
    expect((await autoOf(projectId)).map((r) => r.userId)).toEqual([a.id]);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('backtest', () => {
  it('replays the recent projects: amounts per the strategy, sums matching the rows', async () => {
    const answer = await a.c.post(E.backtest.path, { ...strategy({ amountPerProject: '120.00' }), months: 3 });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.totals.projects).toBe(body.projects.length);
    expect(body.projects.length).toBeGreaterThan(0);
    for (const p of body.projects) expect(fromWire(p.amount)).toBeLessThanOrEqual(12_000);
    const sum = body.projects.reduce((total: number, p: { amount: string }) => total + fromWire(p.amount), 0);
    expect(body.totals.invested).toBe(toWire(sum));
    expect(body.months.reduce((total: number, m: { invested: string }) => total + fromWire(m.invested), 0)).toBe(sum);
    const bad = await a.c.post(E.backtest.path, { ...strategy(), months: 5 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('strategies that include the secondary market', () => {
  it('buy a matching listing at a discount, never at a premium, charging the allowance with the price', async () => {
    const lv = (await db.select().from(countries).where(eq(countries.code, 'LV')))[0]!.id;
    const seller = await fx.makeInvestor('auto-seller');
    const buyer = await fx.makeInvestor('auto-market-buyer');
    await fx.deposit(seller.id, 200_000);
    await fx.deposit(buyer.id, 100_000);
    const projectId = await fx.makeProject({ country: 'LV', green: false, risk: 'A', rateBps: 1100, termMonths: 17, target: 200_000, minCents: 5000 });
    const holding = await fx.investAt(projectId, seller.id, 200_000, new Date(Date.now() - 20 * 86_400_000));
    await fx.disburseAt(projectId, new Date(Date.now() - 10 * 86_400_000));
    const premium = await seller.c.post(M.sell.path, { investmentId: holding, amount: '500.00', premiumPercent: 5 });
    expect(premium.statusCode).toBe(201);

    expect((await grant(buyer)).statusCode).toBe(200);
    // As if the mandate's reflection period had ended: market purchases are final, so they wait for it.
    await db.update(autoInvestMandates).set({ reflectionEndsAt: null }).where(eq(autoInvestMandates.userId, buyer.id));
    const created = await buyer.c.post(E.create.path, strategy({ countries: [lv], includeMarket: true }));
    expect(created.statusCode).toBe(201);
    const mine = () =>
      db
        .select()
        .from(investments)
        .where(and(eq(investments.userId, buyer.id), eq(investments.projectId, projectId)));
    expect(await mine()).toHaveLength(0);

    const discount = await seller.c.post(M.sell.path, { investmentId: holding, amount: '500.00', premiumPercent: -2 });
    expect(discount.statusCode).toBe(201);
    expect(await autoInvestMarketJob(db, new Date())).toEqual({ bought: 1 });
    const [bought] = await mine();
    // 300.00 per project, one step kept for the accrued interest in the price: 299.00 of principal.
    expect(bought).toMatchObject({ source: 'market', status: 'active', amountCents: 29_900, strategyId: created.json().id });
    const [mandate] = await db
      .select()
      .from(autoInvestMandates)
      .where(and(eq(autoInvestMandates.userId, buyer.id), eq(autoInvestMandates.id, bought!.mandateId!)));
    const paid = 100_000 - (await available(buyer.id));
    expect(mandate!.spentCents).toBe(paid);
    expect(paid).toBeLessThan(29_900);
    const listed = (await buyer.c.get(E.strategies.path)).json().strategies[0];
    expect(listed).toMatchObject({ investedTotal: '299.00', investments: 1 });
    expect(listed.lastOutcomes[0]).toMatchObject({ projectId, outcome: 'invested', amount: '299.00' });
    // Its per-project amount is used up: the next run buys nothing more.
    expect(await autoInvestMarketJob(db, new Date())).toEqual({ bought: 0 });
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('beside manual investors', () => {
  it('never over-funds the project, never overdraws a wallet, and keeps the books, however the calls interleave', async () => {
    const autos = await Promise.all(['race-auto-1', 'race-auto-2', 'race-auto-3', 'race-auto-4'].map((label) => fx.makeInvestor(label)));
    const manuals = await Promise.all(['race-manual-1', 'race-manual-2', 'race-manual-3', 'race-manual-4'].map((label) => fx.makeInvestor(label)));
    for (const u of autos) {
      await fx.deposit(u.id, 40_000);
      expect((await grant(u)).statusCode).toBe(200);
      // 13.33 %: only this test's project matches.
      expect((await u.c.post(E.create.path, strategy({ interestMin: '13.33', interestMax: '13.33' }))).statusCode).toBe(201);
    }
    for (const u of manuals) await fx.deposit(u.id, 30_000);
    // Opened without the operator's call (no run yet): the runs below race the manual investors.
    const projectId = await fx.makeProject({ country: 'LT', green: false, risk: 'A', rateBps: 1333, termMonths: 17, target: 100_000, minCents: 5000 });
    const manualCalls = manuals.flatMap((u) =>
      [u, u].map((who) => who.c.post(I.invest.path, { projectId, amount: '150.00', acknowledgeLargeAmount: true }, idempotencyKey())),
    );
    const runs = [
      runAllocation(db, projectId, { trigger: 'operator' }),
      runAllocation(db, projectId, { trigger: 'job' }),
      runAllocation(db, projectId, { trigger: 'deposit' }),
    ];
    const [answers] = await Promise.all([Promise.all(manualCalls), Promise.all(runs)]);
    for (const answer of answers) expect([201, 409, 422]).toContain(answer.statusCode);

    const [p] = await db.select().from(projects).where(eq(projects.id, projectId));
    const live = (await db.select().from(investments).where(eq(investments.projectId, projectId))).filter(
      (r) => r.status === 'reflection' || r.status === 'active',
    );
    const sum = live.reduce((total, r) => total + r.amountCents, 0);
    expect(p!.fundedCents).toBe(sum);
    expect(p!.fundedCents).toBeLessThanOrEqual(p!.targetCents);
    // Automatic investors took at most their 70 % share, each at most 300.00 and what its wallet held.
    const auto = live.filter((r) => r.source === 'auto');
    expect(auto.reduce((total, r) => total + r.amountCents, 0)).toBeLessThanOrEqual(70_000);
    for (const r of auto) expect(r.amountCents).toBeLessThanOrEqual(30_000);
    for (const u of [...autos, ...manuals]) expect(await available(u.id)).toBeGreaterThanOrEqual(0);
    expect(answers.filter((a) => a.statusCode === 201).length).toBe(live.length - auto.length);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
