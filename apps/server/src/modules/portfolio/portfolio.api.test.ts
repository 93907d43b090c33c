import { randomUUID } from 'node:crypto';
import { addMonths, AUTH_API, calendarDate, INVESTING_API, LIFECYCLE_API, PORTFOLIO_BUCKETS, toCents, zonedInstant, zonedMidnight } from '@platform/contract';
import { PORTFOLIO_ENDPOINTS as E } from '@platform/contract/endpoints';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { projects } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { addDays, idempotencyKey, loanFixtures, type ProjectSpec, type TestUser } from '../../test/loan-fixtures';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerViolations } from '../ledger/ledger.invariants';
import { bonusExpenseAccount, feeIncomeAccount, transfer, walletAccount } from '../ledger/ledger.service';
import { createPortfolioService } from './portfolio.service';

/**
 * Issue 12, decision 0032: one investor's portfolio built through the real flows (investing API,
 * disbursement, operator repayments and status changes), every figure checked against amounts
 * worked out by hand below. Runs on PGlite, and on PostgreSQL in the DATABASE_URL pass.
 *
 * Time: the loans were disbursed 100 Vilnius days ago (D), so installments 1–3 fell due about 70,
 * 40 and 10 days ago and 4–6 are ahead. The holdings were made on day D; every ledger credit is
 * booked today (the ledger stamps its own time, whatever the repayment's receivedAt), so the XIRR
 * flows sit on two days 100 days apart and each expected rate is (in / out)^(365/100) − 1.
 *
 * The investor A (all INTEREST_ONLY unless said, one month's interest = amount × rate / 12):
 *  P1 LT default  A   12 %, late 36.5 %: A 1,000 + C 1,000; inst 1 paid on time, inst 2 ten days late
 *                      (late interest 2,000 c × 36.5 % × 10/365 = 0.20, A 0.10), inst 3 unpaid; DELAYED.
 *                      A: interest 10.00 a month.
 *  P2 LV green    A+  10 %: A 2,400; inst 1–3 paid on time (20.00 each); ACTIVE.
 *  P3 LT default  B   12 %: A 500; inst 1 paid (5.00); DELAYED, DEFAULTED.
 *  P4 PL default  C   12 %: A 300 (3.00 a month); nothing paid; DELAYED, DEFAULTED, WRITTEN_OFF.
 *  P5 LT default  A   BULLET 12 %, 1 month: A 200; repaid 202.00 on the due day; REPAID.
 *  P6 EE green    A+  GATHERING: A 100 through the API (reflection), and 50 revoked.
 *  P7 LT default  A   A 150, then the project is CANCELLED (refunded).
 *  Plus a bonus of 5.00 (no holding) and a fee of 1.50 on the P2 holding.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let db: Db;
let operator: SessionClient;
let fx: ReturnType<typeof loanFixtures>;
const key = idempotencyKey;

const today = calendarDate(new Date());
const disbursedOn = addDays(today, -100);
const [dy, dm, dd] = disbursedOn.split('-').map(Number) as [number, number, number];
/** Noon in Vilnius on day D: the same calendar date in UTC, so schedules (UTC dates) start on D too. */
const D = zonedInstant({ year: dy, month: dm, day: dd, hour: 12, minute: 0 });
const due = (k: number) => addMonths(disbursedOn, k);
const month = (date: string) => date.slice(0, 7);

const makeInvestor = (label: string) => fx.makeInvestor(label);
const deposit = (userId: number, cents: number) => fx.deposit(userId, cents);
const makeProject = (o: ProjectSpec) => fx.makeProject(o);
/** A posted investment made on day D (the investing module's rows and ledger leg, dated in the past). */
const investOnD = (projectId: number, userId: number, cents: number) => fx.investAt(projectId, userId, cents, D);
/** FUNDED, then disbursed on day D by the lifecycle service with its clock set there. */
const disburseOnD = (projectId: number) => fx.disburseAt(projectId, D);

async function repay(projectId: number, amount: string, on: string): Promise<void> {
  const res = await operator.post(LIFECYCLE_API.repayments(projectId), { amount, receivedAt: `${on}T10:00:00Z` }, key());
  expect(res.statusCode, res.body).toBe(201);
}

async function setStatus(projectId: number, ...to: string[]): Promise<void> {
  for (const status of to) {
    const res = await operator.post(LIFECYCLE_API.status(projectId), { to: status, reason: 'portfolio test' });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const portfolioUrl = (country: string, loanType?: string) => `${E.portfolio.path.replace(':country', country)}${loanType ? `?loanType=${loanType}` : ''}`;
const profitUrl = (period: string, query = '') => `${E.profit.path.replace(':period', period)}${query}`;

let a: TestUser;
let b: TestUser;
let c: TestUser;
const ids: Record<string, number> = {};
const inv: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  operator = createSessionClient(t.app, { ip: '198.51.100.30' });
  expect((await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD })).statusCode).toBe(200);
  fx = loanFixtures(t, { projectNumbersFrom: 97_000, ipBlock: 100, slugPrefix: 'portfolio' });
  a = await makeInvestor('portfolio-a');
  b = await makeInvestor('portfolio-b');
  c = await makeInvestor('portfolio-c');
  await deposit(a.id, 1_000_000);
  await deposit(c.id, 200_000);

  ids.p1 = await makeProject({ country: 'LT', green: false, risk: 'A', rateBps: 1200, termMonths: 6, target: 200_000 });
  ids.p2 = await makeProject({ country: 'LV', green: true, risk: 'A+', rateBps: 1000, termMonths: 6, target: 240_000 });
  ids.p3 = await makeProject({ country: 'LT', green: false, risk: 'B', rateBps: 1200, termMonths: 6, target: 50_000 });
  ids.p4 = await makeProject({ country: 'PL', green: false, risk: 'C', rateBps: 1200, termMonths: 6, target: 30_000 });
  ids.p5 = await makeProject({ country: 'LT', green: false, risk: 'A', rateBps: 1200, termMonths: 1, method: 'BULLET', target: 20_000 });
  ids.p6 = await makeProject({ country: 'EE', green: true, risk: 'A+', rateBps: 1100, termMonths: 12, target: 1_000_000, minCents: 1_000 });
  ids.p7 = await makeProject({ country: 'LT', green: false, risk: 'A', rateBps: 1200, termMonths: 6, target: 100_000 });

  inv.p1 = await investOnD(ids.p1, a.id, 100_000);
  inv.p1c = await investOnD(ids.p1, c.id, 100_000);
  inv.p2 = await investOnD(ids.p2, a.id, 240_000);
  inv.p3 = await investOnD(ids.p3, a.id, 50_000);
  inv.p4 = await investOnD(ids.p4, a.id, 30_000);
  inv.p5 = await investOnD(ids.p5, a.id, 20_000);
  inv.p7 = await investOnD(ids.p7, a.id, 15_000);
  for (const p of ['p1', 'p2', 'p3', 'p4', 'p5']) await disburseOnD(ids[p]!);

  // P1: on time, ten days late with late interest, then nothing.
  await repay(ids.p1, '20.00', due(1));
  await repay(ids.p1, '20.20', addDays(due(2), 10));
  await setStatus(ids.p1, 'DELAYED');
  // P2: three installments on their days.
  for (const k of [1, 2, 3]) await repay(ids.p2, '20.00', due(k));
  // P3: one installment, then default.
  await repay(ids.p3, '5.00', due(1));
  await setStatus(ids.p3, 'DELAYED', 'DEFAULTED');
  // P4: written off.
  await setStatus(ids.p4, 'DELAYED', 'DEFAULTED', 'WRITTEN_OFF');
  // P5: repaid in full on its one due day.
  await repay(ids.p5, '202.00', due(1));
  // P6: through the investing API: one held in its reflection period, one revoked.
  const kept = await a.c.post(INVESTING_API.invest, { projectId: ids.p6, amount: '100.00', acknowledgeLargeAmount: true }, key());
  expect(kept.statusCode, kept.body).toBe(201);
  inv.p6 = kept.json().investmentId;
  const taken = await a.c.post(INVESTING_API.invest, { projectId: ids.p6, amount: '50.00', acknowledgeLargeAmount: true }, key());
  expect(taken.statusCode, taken.body).toBe(201);
  expect((await a.c.post(INVESTING_API.revoke(taken.json().investmentId), {}, key())).statusCode).toBe(200);
  // P7: cancelled, refunded.
  await setStatus(ids.p7, 'CANCELLED');
  // A bonus tied to no holding, a fee tied to the P2 holding.
  await db.transaction(async (tx) => {
    const wallet = await walletAccount(tx, a.id);
    await transfer(tx, {
      debitAccountId: (await bonusExpenseAccount(tx)).id,
      creditAccountId: wallet.id,
      amount: toCents(500),
      code: 'bonus',
      idempotencyKey: `test-bonus-${randomUUID()}`,
    });
    await transfer(tx, {
      debitAccountId: wallet.id,
      creditAccountId: (await feeIncomeAccount(tx)).id,
      amount: toCents(150),
      code: 'fee',
      idempotencyKey: `test-fee-${randomUUID()}`,
      referenceType: 'investment',
      referenceId: inv.p2!,
    });
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const zeroBuckets = () => Object.fromEntries(PORTFOLIO_BUCKETS.map((bucket) => [bucket, { count: 0, outstandingPrincipal: '0.00' }]));
const bucketsOf = (body: { buckets: { bucket: string; count: number; outstandingPrincipal: string }[] }) =>
  Object.fromEntries(body.buckets.map(({ bucket, ...rest }) => [bucket, rest]));

describe('GET user-portfolio-info', () => {
  it('every figure of the whole portfolio, as worked out by hand', async () => {
    const res = await a.c.get(portfolioUrl('all'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.buckets.map((x: { bucket: string }) => x.bucket)).toEqual([...PORTFOLIO_BUCKETS]);
    expect(bucketsOf(body)).toEqual({
      ...zeroBuckets(),
      funding: { count: 1, outstandingPrincipal: '100.00' },
      current: { count: 1, outstandingPrincipal: '2400.00' },
      late_1_15: { count: 1, outstandingPrincipal: '1000.00' },
      defaulted: { count: 1, outstandingPrincipal: '500.00' },
      repaid: { count: 1, outstandingPrincipal: '0.00' },
      written_off: { count: 1, outstandingPrincipal: '300.00' },
    });
    const [last] = await queryRows<{ at: Date | string }>(
      db,
      sql`SELECT max(lt.created_at) AS at FROM ledger_transfers lt JOIN ledger_accounts w ON w.id = lt.credit_account_id
          WHERE w.user_id = ${a.id} AND lt.code IN ('principal', 'interest', 'late_interest')`,
    );
    expect(body).toEqual({
      country: 'all',
      loanType: 'all',
      totals: {
        invested: '4500.00',
        outstandingPrincipal: '4000.00',
        receivedPrincipal: '200.00',
        receivedInterest: '87.00',
        receivedLateInterest: '0.10',
        lateAmount: '20.00',
        writtenOff: '300.00',
      },
      counts: { investments: 6, projects: 6 },
      buckets: body.buckets,
      ratings: [
        { riskGroup: 'A+', count: 2, invested: '2500.00', outstandingPrincipal: '2500.00' },
        { riskGroup: 'A', count: 1, invested: '1000.00', outstandingPrincipal: '1000.00' },
        { riskGroup: 'B', count: 1, invested: '500.00', outstandingPrincipal: '500.00' },
      ],
      countries: [
        { country: 'EE', count: 1, invested: '100.00', outstandingPrincipal: '100.00' },
        { country: 'LT', count: 2, invested: '1500.00', outstandingPrincipal: '1500.00' },
        { country: 'LV', count: 1, invested: '2400.00', outstandingPrincipal: '2400.00' },
      ],
      loanTypes: [
        { loanType: 'default', count: 2, invested: '1500.00', outstandingPrincipal: '1500.00' },
        { loanType: 'greenLoan', count: 2, invested: '2500.00', outstandingPrincipal: '2500.00' },
      ],
      lastPaymentAt: new Date(last!.at).toISOString(),
      // Day D: −4,400.00; today: −100.00 (P6) + 287.10 received + 5.00 bonus − 1.50 fee + 3,500.00 held (P1, P2, P6;
      // P3 defaulted and P4 written off count nothing) = 3,690.60. (3690.60 / 4400)^3.65 − 1 = −0.473617…
      netAnnualReturn: '-47.36',
      nextPayments: [
        {
          investmentId: inv.p1,
          projectNumber: expect.any(Number),
          projectSlug: expect.stringMatching(/^portfolio-/),
          dueDate: due(4),
          principal: '0.00',
          interest: '10.00',
        },
        {
          investmentId: inv.p2,
          projectNumber: expect.any(Number),
          projectSlug: expect.stringMatching(/^portfolio-/),
          dueDate: due(4),
          principal: '0.00',
          interest: '20.00',
        },
        {
          investmentId: inv.p1,
          projectNumber: expect.any(Number),
          projectSlug: expect.stringMatching(/^portfolio-/),
          dueDate: due(5),
          principal: '0.00',
          interest: '10.00',
        },
        {
          investmentId: inv.p2,
          projectNumber: expect.any(Number),
          projectSlug: expect.stringMatching(/^portfolio-/),
          dueDate: due(5),
          principal: '0.00',
          interest: '20.00',
        },
        {
          investmentId: inv.p1,
          projectNumber: expect.any(Number),
          projectSlug: expect.stringMatching(/^portfolio-/),
          dueDate: due(6),
          principal: '1000.00',
          interest: '10.00',
        },
      ],
    });
    const [p1] = await db.select({ number: projects.number, slug: projects.slug }).from(projects).where(eq(projects.id, ids.p1!));
    expect(body.nextPayments[0]).toMatchObject({ projectNumber: p1!.number, projectSlug: p1!.slug });
  });

  it('received figures are exactly what the ledger credited (and what the schedules record as paid)', async () => {
    const [ledger] = await queryRows<{ principal: string; interest: string; late: string }>(
      db,
      sql`SELECT coalesce(sum(lt.amount) FILTER (WHERE lt.code = 'principal'), 0)::text AS principal,
                 coalesce(sum(lt.amount) FILTER (WHERE lt.code = 'interest'), 0)::text AS interest,
                 coalesce(sum(lt.amount) FILTER (WHERE lt.code = 'late_interest'), 0)::text AS late
          FROM ledger_transfers lt JOIN ledger_accounts w ON w.id = lt.credit_account_id
          WHERE w.user_id = ${a.id} AND w.kind = 'wallet'`,
    );
    expect(ledger).toEqual({ principal: '20000', interest: '8700', late: '10' });
    const [paid] = await queryRows<{ principal: string; interest: string; late: string }>(
      db,
      sql`SELECT sum(s.paid_principal_cents)::text AS principal, sum(s.paid_interest_cents)::text AS interest, sum(s.paid_late_interest_cents)::text AS late
          FROM investment_schedule_items s JOIN investments i ON i.id = s.investment_id WHERE i.user_id = ${a.id}`,
    );
    expect(paid).toEqual(ledger);
    const totals = (await a.c.get(portfolioUrl('all'))).json().totals;
    expect([totals.receivedPrincipal, totals.receivedInterest, totals.receivedLateInterest]).toEqual(['200.00', '87.00', '0.10']);
    // The loan types add up to the whole.
    const parts = await Promise.all(['default', 'greenLoan'].map(async (lt) => (await a.c.get(portfolioUrl('all', lt))).json().totals));
    expect(parts.map((p) => p.receivedInterest)).toEqual(['27.00', '60.00']);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('per loan type and per country', async () => {
    const green = (await a.c.get(portfolioUrl('all', 'greenLoan'))).json();
    expect(green).toMatchObject({
      country: 'all',
      loanType: 'greenLoan',
      totals: {
        invested: '2500.00',
        outstandingPrincipal: '2500.00',
        receivedPrincipal: '0.00',
        receivedInterest: '60.00',
        receivedLateInterest: '0.00',
        lateAmount: '0.00',
        writtenOff: '0.00',
      },
      counts: { investments: 2, projects: 2 },
      ratings: [{ riskGroup: 'A+', count: 2, invested: '2500.00', outstandingPrincipal: '2500.00' }],
      countries: [
        { country: 'EE', count: 1, invested: '100.00', outstandingPrincipal: '100.00' },
        { country: 'LV', count: 1, invested: '2400.00', outstandingPrincipal: '2400.00' },
      ],
      loanTypes: [{ loanType: 'greenLoan', count: 2, invested: '2500.00', outstandingPrincipal: '2500.00' }],
      // D: −2,400.00; today: −100.00 + 60.00 − 1.50 fee + 2,500.00 held = 2,458.50 → 9.188…%
      netAnnualReturn: '9.19',
    });
    expect(bucketsOf(green)).toEqual({
      ...zeroBuckets(),
      funding: { count: 1, outstandingPrincipal: '100.00' },
      current: { count: 1, outstandingPrincipal: '2400.00' },
    });
    expect(green.nextPayments.map((n: { investmentId: number }) => n.investmentId)).toEqual([inv.p2, inv.p2, inv.p2]);
    expect(green.nextPayments[2]).toMatchObject({ dueDate: due(6), principal: '2400.00', interest: '20.00' });

    const byDefault = (await a.c.get(portfolioUrl('all', 'default'))).json();
    expect(byDefault.totals).toEqual({
      invested: '2000.00',
      outstandingPrincipal: '1500.00',
      receivedPrincipal: '200.00',
      receivedInterest: '27.00',
      receivedLateInterest: '0.10',
      lateAmount: '20.00',
      writtenOff: '300.00',
    });
    // D: −2,000.00; today: 227.10 + 1,000.00 held (P1) = 1,227.10 → −83.18…%
    expect(byDefault.netAnnualReturn).toBe('-83.19');

    const lt = (await a.c.get(portfolioUrl('lt'))).json();
    expect(lt).toMatchObject({
      country: 'LT',
      loanType: 'all',
      totals: {
        invested: '1700.00',
        outstandingPrincipal: '1500.00',
        receivedPrincipal: '200.00',
        receivedInterest: '27.00',
        receivedLateInterest: '0.10',
        lateAmount: '20.00',
        writtenOff: '0.00',
      },
      counts: { investments: 3, projects: 3 },
      ratings: [
        { riskGroup: 'A', count: 1, invested: '1000.00', outstandingPrincipal: '1000.00' },
        { riskGroup: 'B', count: 1, invested: '500.00', outstandingPrincipal: '500.00' },
      ],
      countries: [{ country: 'LT', count: 2, invested: '1500.00', outstandingPrincipal: '1500.00' }],
      loanTypes: [{ loanType: 'default', count: 2, invested: '1500.00', outstandingPrincipal: '1500.00' }],
      // D: −1,700.00; today: 227.10 + 1,000.00 = 1,227.10 → −69.57…%
      netAnnualReturn: '-69.57',
    });
    expect(bucketsOf(lt)).toEqual({
      ...zeroBuckets(),
      late_1_15: { count: 1, outstandingPrincipal: '1000.00' },
      defaulted: { count: 1, outstandingPrincipal: '500.00' },
      repaid: { count: 1, outstandingPrincipal: '0.00' },
    });

    const pl = (await a.c.get(portfolioUrl('PL'))).json();
    expect(pl.totals).toEqual({
      invested: '300.00',
      outstandingPrincipal: '0.00',
      receivedPrincipal: '0.00',
      receivedInterest: '0.00',
      receivedLateInterest: '0.00',
      lateAmount: '0.00',
      writtenOff: '300.00',
    });
    expect(bucketsOf(pl)).toEqual({ ...zeroBuckets(), written_off: { count: 1, outstandingPrincipal: '300.00' } });
    // Money out and nothing back: no rate.
    expect(pl).toMatchObject({ ratings: [], countries: [], loanTypes: [], lastPaymentAt: null, netAnnualReturn: null, nextPayments: [] });

    const de = (await a.c.get(portfolioUrl('DE', 'greenLoan'))).json();
    expect(de).toMatchObject({ country: 'DE', loanType: 'greenLoan', counts: { investments: 0, projects: 0 }, netAnnualReturn: null, lastPaymentAt: null });
    expect((await a.c.get(portfolioUrl('ALL'))).json().country).toBe('all');
  });

  it('a co-holder sees only its own share; an investor without holdings sees empty figures', async () => {
    const own = (await c.c.get(portfolioUrl('all'))).json();
    expect(own.totals).toEqual({
      invested: '1000.00',
      outstandingPrincipal: '1000.00',
      receivedPrincipal: '0.00',
      receivedInterest: '20.00',
      receivedLateInterest: '0.10',
      lateAmount: '10.00',
      writtenOff: '0.00',
    });
    expect(own.counts).toEqual({ investments: 1, projects: 1 });
    // D: −1,000.00; today: 20.10 + 1,000.00 = 1,020.10 → 7.534…%
    expect(own.netAnnualReturn).toBe('7.53');
    expect(own.nextPayments.map((n: { investmentId: number }) => n.investmentId)).toEqual([inv.p1c, inv.p1c, inv.p1c]);

    const empty = (await b.c.get(portfolioUrl('all'))).json();
    expect(empty).toEqual({
      country: 'all',
      loanType: 'all',
      totals: {
        invested: '0.00',
        outstandingPrincipal: '0.00',
        receivedPrincipal: '0.00',
        receivedInterest: '0.00',
        receivedLateInterest: '0.00',
        lateAmount: '0.00',
        writtenOff: '0.00',
      },
      counts: { investments: 0, projects: 0 },
      buckets: PORTFOLIO_BUCKETS.map((bucket) => ({ bucket, count: 0, outstandingPrincipal: '0.00' })),
      ratings: [],
      countries: [],
      loanTypes: [],
      lastPaymentAt: null,
      netAnnualReturn: null,
      nextPayments: [],
    });
    expect((await b.c.get(profitUrl('all'))).json()).toMatchObject({
      interest: '0.00',
      lateInterest: '0.00',
      bonuses: '0.00',
      fees: '0.00',
      writeOffs: '0.00',
      netProfit: '0.00',
    });
    const inflow = (await b.c.get(E.inflow.path)).json();
    expect(inflow.data).toHaveLength(12);
    expect(inflow.data.every((m: Record<string, string>) => Object.entries(m).every(([k, v]) => k === 'month' || v === '0.00'))).toBe(true);
    expect(inflow).toMatchObject({ firstCustomPeriodMonth: null, lastCustomPeriodMonth: null });
    expect((await b.c.get(E.investments.path)).json()).toEqual({ loanType: 'all', byStatus: [], byMonth: [], total: { count: 0, amount: '0.00' } });
  });
});

describe('GET user-profit-info', () => {
  it('all, this month, custom ranges and loan types', async () => {
    const all = (await a.c.get(profitUrl('all'))).json();
    // 87.00 + 0.10 + 5.00 + 0.00 − 1.50 − 300.00
    expect(all).toEqual({
      period: 'all',
      loanType: 'all',
      from: null,
      to: null,
      interest: '87.00',
      lateInterest: '0.10',
      bonuses: '5.00',
      fees: '1.50',
      marketGains: '0.00',
      writeOffs: '300.00',
      netProfit: '-209.40',
    });
    // Every credit was booked today and P4 was written off today: this month holds it all.
    const thisMonth = (await a.c.get(profitUrl('this-month'))).json();
    const [y, m] = today.split('-').map(Number) as [number, number];
    expect(thisMonth).toEqual({ ...all, period: 'this-month', from: zonedMidnight(y, m, 1).toISOString(), to: expect.any(String) });
    expect(Date.parse(thisMonth.to)).toBeLessThanOrEqual(Date.now());

    const now = Math.floor(Date.now() / 1000);
    const around = (await a.c.get(profitUrl('custom', `?fromTimestamp=${now - 3600}&toTimestamp=${now + 3600}`))).json();
    expect(around).toEqual({ ...all, period: 'custom', from: new Date((now - 3600) * 1000).toISOString(), to: new Date((now + 3600) * 1000).toISOString() });
    const dayD = Math.floor(D.getTime() / 1000);
    const back = (await a.c.get(profitUrl('custom', `?fromTimestamp=${dayD - 86_400}&toTimestamp=${dayD + 86_400}`))).json();
    expect(back).toMatchObject({
      interest: '0.00',
      lateInterest: '0.00',
      bonuses: '0.00',
      fees: '0.00',
      marketGains: '0.00',
      writeOffs: '0.00',
      netProfit: '0.00',
    });

    // Green: P2's interest and its fee; the bonus belongs to no loan type.
    expect((await a.c.get(profitUrl('all', '?loanType=greenLoan'))).json()).toMatchObject({
      loanType: 'greenLoan',
      interest: '60.00',
      lateInterest: '0.00',
      bonuses: '0.00',
      fees: '1.50',
      writeOffs: '0.00',
      netProfit: '58.50',
    });
    expect((await a.c.get(profitUrl('all', '?loanType=default'))).json()).toMatchObject({
      interest: '27.00',
      lateInterest: '0.10',
      bonuses: '0.00',
      fees: '0.00',
      writeOffs: '300.00',
      netProfit: '-272.90',
    });
  });

  it('the service refuses a custom period without both bounds, and takes the clock it is given', async () => {
    const service = createPortfolioService({ db });
    await expect(service.profit(a.id, 'custom', { loanType: 'all', fromTimestamp: 1 })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { toTimestamp: expect.any(Array) },
    });
    await expect(service.profit(a.id, 'custom', { loanType: 'all', fromTimestamp: 10, toTimestamp: 5 })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(service.portfolio(a.id, 'XX', 'all')).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { country: expect.any(Array) } });
    // A clock 45 days on stands in another month, in which nothing was booked.
    const later = createPortfolioService({ db, now: () => new Date(Date.now() + 45 * DAY_MS) });
    expect(await later.profit(a.id, 'this-month', { loanType: 'all' })).toMatchObject({ interest: '0.00', writeOffs: '0.00', netProfit: '0.00' });
  });
});

describe('GET statistics/user-inflow', () => {
  it('expected by due month, received by booking month, the bounds of a custom range', async () => {
    const res = await a.c.get(E.inflow.path);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const current = month(today);
    expect(body.data).toHaveLength(12);
    const months = body.data.map((d: { month: string }) => d.month);
    expect(months[6]).toBe(current);
    const row = (date: string) => body.data.find((d: { month: string }) => d.month === month(date));
    // Month of installment k: P1 10.00 + P2 20.00 + P3 5.00 + P4 3.00 interest; P5's 200.00 + 2.00 in month 1;
    // the principal of P1–P4 (1,000 + 2,400 + 500 + 300) in month 6.
    expect(row(due(1))).toMatchObject({ expectedPrincipal: '200.00', expectedInterest: '40.00' });
    for (const k of [2, 3, 4, 5]) expect(row(due(k))).toMatchObject({ expectedPrincipal: '0.00', expectedInterest: '38.00' });
    expect(row(due(6))).toMatchObject({ expectedPrincipal: '4200.00', expectedInterest: '38.00' });
    const dueMonths = new Set([1, 2, 3, 4, 5, 6].map((k) => month(due(k))));
    for (const d of body.data.filter((x: { month: string }) => !dueMonths.has(x.month)))
      expect(d).toMatchObject({ expectedPrincipal: '0.00', expectedInterest: '0.00' });
    // Everything was credited today.
    for (const d of body.data) {
      const expected = d.month === current ? ['200.00', '87.00', '0.10'] : ['0.00', '0.00', '0.00'];
      expect([d.receivedPrincipal, d.receivedInterest, d.receivedLateInterest]).toEqual(expected);
    }
    expect(body).toMatchObject({ firstCustomPeriodMonth: month(due(1)), lastCustomPeriodMonth: month(due(6)) });
  });

  it('skipNotPaidUnterminated leaves out what running loans have not paid', async () => {
    const body = (await a.c.get(`${E.inflow.path}?skipNotPaidUnterminated=true`)).json();
    const row = (date: string) => body.data.find((d: { month: string }) => d.month === month(date));
    // Kept: paid installments (P1 1–2, P2 1–3, P3 1, P5), and every installment of ended loans (P3 DEFAULTED, P4 WRITTEN_OFF).
    expect(row(due(1))).toMatchObject({ expectedPrincipal: '200.00', expectedInterest: '40.00' });
    expect(row(due(2))).toMatchObject({ expectedPrincipal: '0.00', expectedInterest: '38.00' });
    expect(row(due(3))).toMatchObject({ expectedPrincipal: '0.00', expectedInterest: '28.00' });
    expect(row(due(4))).toMatchObject({ expectedPrincipal: '0.00', expectedInterest: '8.00' });
    expect(row(due(5))).toMatchObject({ expectedPrincipal: '0.00', expectedInterest: '8.00' });
    expect(row(due(6))).toMatchObject({ expectedPrincipal: '800.00', expectedInterest: '8.00' });
  });

  it('a custom range and a loan type', async () => {
    const first = month(due(1));
    const body = (await a.c.get(`${E.inflow.path}?filterType=custom&startDate=${first}&endDate=${first}&loanType=greenLoan`)).json();
    expect(body).toEqual({
      data: [
        {
          month: first,
          expectedPrincipal: '0.00',
          expectedInterest: '20.00',
          receivedPrincipal: '0.00',
          receivedInterest: '0.00',
          receivedLateInterest: '0.00',
        },
      ],
      firstCustomPeriodMonth: month(due(1)),
      lastCustomPeriodMonth: month(due(6)),
    });
  });
});

describe('GET statistics/user-investments', () => {
  it('by status (revoked and refunded only here), by month made, in total', async () => {
    const body = (await a.c.get(E.investments.path)).json();
    const made = month(disbursedOn);
    const current = month(today);
    expect(body).toEqual({
      loanType: 'all',
      byStatus: [
        { status: 'reflection', count: 1, amount: '100.00' },
        { status: 'active', count: 4, amount: '4200.00' },
        { status: 'revoked', count: 1, amount: '50.00' },
        { status: 'refunded', count: 1, amount: '150.00' },
        { status: 'repaid', count: 1, amount: '200.00' },
      ],
      byMonth: [
        { month: made, count: 5, amount: '4400.00' },
        { month: current, count: 1, amount: '100.00' },
      ],
      total: { count: 6, amount: '4500.00' },
    });
    expect((await a.c.get(`${E.investments.path}?loanType=greenLoan`)).json()).toEqual({
      loanType: 'greenLoan',
      byStatus: [
        { status: 'reflection', count: 1, amount: '100.00' },
        { status: 'active', count: 1, amount: '2400.00' },
        { status: 'revoked', count: 1, amount: '50.00' },
      ],
      byMonth: [
        { month: made, count: 1, amount: '2400.00' },
        { month: current, count: 1, amount: '100.00' },
      ],
      total: { count: 2, amount: '2500.00' },
    });
  });
});

describe('access and bad input', () => {
  it('a guest gets 401 everywhere', async () => {
    const guest = createSessionClient(t.app, { ip: '198.51.100.90' });
    for (const url of [portfolioUrl('all'), profitUrl('all'), E.inflow.path, E.investments.path]) {
      const res = await guest.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 400 {code, message, fieldErrors} for bad input', async () => {
    const bad: [string, string][] = [
      [profitUrl('yesterday'), 'period'],
      [profitUrl('custom', '?fromTimestamp=abc&toTimestamp=1'), 'fromTimestamp'],
      [profitUrl('custom', '?fromTimestamp=-5&toTimestamp=1'), 'fromTimestamp'],
      [profitUrl('custom', '?fromTimestamp=1.5&toTimestamp=2'), 'fromTimestamp'],
      [profitUrl('custom', '?fromTimestamp=200&toTimestamp=100'), 'toTimestamp'],
      [profitUrl('custom'), 'fromTimestamp'],
      [profitUrl('custom', '?fromTimestamp=100'), 'toTimestamp'],
      [profitUrl('all', '?loanType=cars'), 'loanType'],
      [portfolioUrl('XX'), 'country'],
      [portfolioUrl('L1'), 'country'],
      [portfolioUrl('LTU'), 'country'],
      [portfolioUrl('all', 'cars'), 'loanType'],
      [`${E.inflow.path}?filterType=custom&startDate=2026-13&endDate=2027-01`, 'startDate'],
      [`${E.inflow.path}?filterType=custom&startDate=2026-05&endDate=2026-04`, 'endDate'],
      [`${E.inflow.path}?filterType=custom&startDate=2020-01&endDate=2026-01`, 'endDate'],
      [`${E.inflow.path}?filterType=custom`, 'startDate'],
      [`${E.inflow.path}?filterType=weekly`, 'filterType'],
      [`${E.inflow.path}?skipNotPaidUnterminated=maybe`, 'skipNotPaidUnterminated'],
      [`${E.investments.path}?loanType=cars`, 'loanType'],
    ];
    for (const [url, field] of bad) {
      const res = await a.c.get(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      expect(body.code, url).toBe('VALIDATION_FAILED');
      expect(typeof body.message).toBe('string');
      expect(Object.keys(body.fieldErrors ?? {}), url).toContain(field);
    }
  });
});
