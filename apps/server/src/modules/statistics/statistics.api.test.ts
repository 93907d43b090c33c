import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import {
  addCents,
  addMonths,
  AUTH_API,
  calendarDate,
  euros,
  isoDateOf,
  LIFECYCLE_API,
  LOCALE_COOKIE,
  LOCALE_HEADER,
  type StatisticsResponse,
  subCents,
  toWire,
} from '@platform/contract';
import { STATISTICS_ENDPOINTS as E } from '@platform/contract/endpoints';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { countries, investments, investmentTypes, projects, projectScheduleItems, riskGroups, users } from '../../db/schema';
import { seedReference } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { clearingAccount, escrowAccount, post, reserve, transfer, voidPending, walletAccount } from '../ledger/ledger.service';
import { shiftMonth } from './statistics.rules';
import { createStatisticsService } from './statistics.service';

// Runs on PGlite, and on PostgreSQL in the DATABASE_URL pass. No demo seed: every figure below is
// computed by hand from the small platform this file builds.

const PASSWORD = 'Statistics-test-2026';
let t: TestApp;
let db: Db;
let operator: SessionClient;
const guest = () => createSessionClient(t.app);
const key = () => `test-${randomUUID()}`;

let projectNumber = 70_000;
const ids = { riskGroup: new Map<string, number>(), country: new Map<string, number>() };
const BUSINESS_LOAN = 1;
const GREEN_LOAN = 3;

async function makeUser(role: 'investor' | 'operator' = 'investor', passwordHash = 'x'): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      email: `${role}-${randomUUID()}@example.test`,
      passwordHash,
      role,
      identifyStatus: 'approved',
      registrationStep: 'done',
      verificationStep: 'done',
    })
    .returning({ id: users.id });
  return row!.id;
}

async function deposit(userId: number, amountEuros: number): Promise<void> {
  await db.transaction(async (tx) => {
    const wallet = await walletAccount(tx, userId);
    const clearing = await clearingAccount(tx, 'connectPay');
    await transfer(tx, { debitAccountId: clearing.id, creditAccountId: wallet.id, amount: euros(amountEuros), code: 'deposit', idempotencyKey: key() });
  });
}

/** A withdrawal hold (wallet → clearing, code withdrawal), then posted, voided or left pending. */
async function withdraw(userId: number, amountEuros: number, outcome: 'posted' | 'voided' | 'pending'): Promise<void> {
  await db.transaction(async (tx) => {
    const wallet = await walletAccount(tx, userId);
    const clearing = await clearingAccount(tx, 'connectPay');
    const held = await reserve(tx, {
      debitAccountId: wallet.id,
      creditAccountId: clearing.id,
      amount: euros(amountEuros),
      code: 'withdrawal',
      idempotencyKey: key(),
    });
    const holdId = held.transfers[0]!.id;
    if (outcome === 'posted') await post(tx, holdId, key());
    if (outcome === 'voided') await voidPending(tx, holdId, key());
  });
}

interface ProjectFacts {
  status?: string;
  country: 'LT' | 'LV';
  type?: number;
  method?: 'ANNUITY' | 'BULLET';
  riskGroup: string;
  rateBps: number;
  termMonths: number;
  targetEuros: number;
}

async function makeProject(facts: ProjectFacts): Promise<number> {
  projectNumber += 1;
  const [row] = await db
    .insert(projects)
    .values({
      number: projectNumber,
      slug: `statistics-${projectNumber}`,
      status: facts.status ?? 'GATHERING',
      investmentTypeId: facts.type ?? BUSINESS_LOAN,
      riskGroupId: ids.riskGroup.get(facts.riskGroup)!,
      countryId: ids.country.get(facts.country)!,
      ownerName: 'Borrower',
      interestRateBps: facts.rateBps,
      termMonths: facts.termMonths,
      repaymentMethod: facts.method ?? 'ANNUITY',
      targetCents: euros(facts.targetEuros),
      minInvestmentCents: euros(10),
    })
    .returning({ id: projects.id });
  return row!.id;
}

/** A posted investment, as the investing module makes one once its reflection period is over. */
async function invest(projectId: number, userId: number, amountEuros: number): Promise<void> {
  const amount = euros(amountEuros);
  await db.transaction(async (tx) => {
    const wallet = await walletAccount(tx, userId);
    const escrow = await escrowAccount(tx, projectId);
    const [next] = await queryRows<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('investments', 'id'))::int AS id`);
    const id = Number(next!.id);
    await transfer(tx, {
      debitAccountId: wallet.id,
      creditAccountId: escrow.id,
      amount,
      code: 'investment',
      idempotencyKey: `test-inv-${id}`,
      referenceType: 'investment',
      referenceId: id,
    });
    await tx.insert(investments).values({ id, projectId, userId, amountCents: amount, outstandingPrincipalCents: amount, status: 'active' });
    await tx
      .update(projects)
      .set({ fundedCents: sql`${projects.fundedCents} + ${amount}` })
      .where(eq(projects.id, projectId));
  });
}

/** The day each loan was really disbursed (today): its schedule was written from it. */
const scheduledFrom = new Map<number, string>();

/** Funded, disbursed through the operator's API, then dated `disbursedAt` (the month the page files it under). */
async function disburse(projectId: number, disbursedAt: string): Promise<void> {
  await db.update(projects).set({ status: 'FUNDED' }).where(eq(projects.id, projectId));
  const res = await operator.post(LIFECYCLE_API.disburse(projectId), {}, { 'idempotency-key': key() });
  expect(res.statusCode).toBe(200);
  const [row] = await db.select({ disbursedAt: projects.disbursedAt }).from(projects).where(eq(projects.id, projectId));
  scheduledFrom.set(projectId, isoDateOf(row!.disbursedAt!));
  await db
    .update(projects)
    .set({ disbursedAt: new Date(disbursedAt) })
    .where(eq(projects.id, projectId));
}

/**
 * Re-dates the loan's schedule (what the default-rate windows read) as if it had been written at
 * the back-dated disbursement: each installment as many months after it as after today, as
 * disburseProject dates them. Called once the file's repayments of the loan are made (before, they
 * would have been late).
 */
async function dateSchedule(projectId: number): Promise<void> {
  const [row] = await db.select({ disbursedAt: projects.disbursedAt }).from(projects).where(eq(projects.id, projectId));
  const disbursed = isoDateOf(row!.disbursedAt!);
  const written = scheduledFrom.get(projectId)!;
  const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  for (const item of await db.select().from(projectScheduleItems).where(eq(projectScheduleItems.projectId, projectId))) {
    const dueDate = addMonths(disbursed, monthIndex(item.dueDate) - monthIndex(written));
    await db.update(projectScheduleItems).set({ dueDate }).where(eq(projectScheduleItems.id, item.id));
  }
}

/** Dates the audited status change of the loan to `to` (the lifecycle wrote it today). */
async function auditedAt(projectId: number, to: string, at: string): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE audit_log SET created_at = ${at}::timestamptz
        WHERE action = 'project.status_changed' AND details->>'projectId' = ${String(projectId)} AND details->>'to' = ${to} RETURNING id`,
  );
  expect(rows).toHaveLength(1);
}

/**
 * A borrower repayment of `principalEuros` of principal: before any due date the next installment's
 * interest is taken first (decision 0015), so the payment is that interest plus the principal.
 */
async function repay(projectId: number, principalEuros: number): Promise<string> {
  const [next] = await db
    .select()
    .from(projectScheduleItems)
    .where(and(eq(projectScheduleItems.projectId, projectId), sql`${projectScheduleItems.paidPrincipalCents} < ${projectScheduleItems.principalCents}`))
    .orderBy(asc(projectScheduleItems.installment))
    .limit(1);
  const interest = subCents(next!.interestCents, next!.paidInterestCents);
  const res = await operator.post(
    LIFECYCLE_API.repayments(projectId),
    { amount: toWire(addCents(euros(principalEuros), interest)) },
    { 'idempotency-key': key() },
  );
  expect(res.statusCode).toBe(201);
  expect(res.json().split).toMatchObject({ principal: toWire(euros(principalEuros)), interest: toWire(interest), lateInterest: '0.00' });
  return res.json().status;
}

async function setStatus(projectId: number, to: string): Promise<void> {
  const res = await operator.post(LIFECYCLE_API.status(projectId), { to, reason: 'statistics test' });
  expect(res.statusCode).toBe(200);
}

let p2: number;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.database.db;
  await seedReference(db);
  for (const row of await db.select().from(riskGroups)) ids.riskGroup.set(row.code, row.id);
  for (const row of await db.select().from(countries)) ids.country.set(row.code, row.id);
  const [green] = await db.select().from(investmentTypes).where(eq(investmentTypes.id, GREEN_LOAN));
  expect(green!.isGreen).toBe(true);

  const [operatorRow] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, await makeUser('operator', await hash(PASSWORD))));
  operator = createSessionClient(t.app, { ip: '198.51.100.40' });
  expect((await operator.post(AUTH_API.login, { email: operatorRow!.email, password: PASSWORD })).statusCode).toBe(200);

  const [u1, u2, u3, u4, u5, u6, u7, u8] = await Promise.all(Array.from({ length: 8 }, () => makeUser()));
  // Money in: 12 000 + 10 000 + 20 000 + 7 000 + 3 000 + 4 000 + 1 500 = 57 500.00 (u6 never deposits).
  for (const [user, amount] of [
    [u1, 12_000],
    [u2, 10_000],
    [u3, 20_000],
    [u4, 7_000],
    [u5, 3_000],
    [u7, 4_000],
    [u8, 1_500],
  ] as const) {
    await deposit(user!, amount);
  }
  // Money out: only the posted 500.00; the voided 200.00 and the pending 100.00 never count.
  await withdraw(u1!, 500, 'posted');
  await withdraw(u1!, 200, 'voided');
  await withdraw(u1!, 100, 'pending');

  // P1: LT, business, A, 10 %, 12 months, 10 000.00; disbursed 1 Feb 2026 00:30 Vilnius (still 31 Jan in UTC); repaid in full.
  const p1 = await makeProject({ country: 'LT', riskGroup: 'A', rateBps: 1000, termMonths: 12, targetEuros: 10_000 });
  await invest(p1, u1!, 6_000);
  await invest(p1, u2!, 4_000);
  await disburse(p1, '2026-01-31T22:30:00Z');
  expect(await repay(p1, 10_000)).toBe('REPAID');
  await dateSchedule(p1);

  // P2: LT, green, B, 12 %, 24 months, 20 000.00; March 2026; 2 500.00 repaid; u6's revoked investment never counts.
  // Repaid again by later tests, its schedule stays as written today: nothing falls due before December 2026, so
  // on the fixed clock it is in no default-rate window (a loan not in default with no installment due).
  p2 = await makeProject({ country: 'LT', type: GREEN_LOAN, riskGroup: 'B', rateBps: 1200, termMonths: 24, targetEuros: 20_000 });
  await invest(p2, u1!, 5_000);
  await invest(p2, u3!, 15_000);
  await db
    .insert(investments)
    .values({ projectId: p2, userId: u6!, amountCents: euros(1_000), outstandingPrincipalCents: euros(0), status: 'revoked', revokedAt: new Date() });
  await disburse(p2, '2026-03-10T10:00:00Z');
  expect(await repay(p2, 2_500)).toBe('ACTIVE');

  // P3: LV, business, C, 9 %, 6 months, 5 000.00; 31 March 23:59:59 Vilnius (EEST); 1 000.00 repaid, then DELAYED.
  const p3 = await makeProject({ country: 'LV', riskGroup: 'C', rateBps: 900, termMonths: 6, targetEuros: 5_000 });
  await invest(p3, u2!, 5_000);
  await disburse(p3, '2026-03-31T20:59:59Z');
  await repay(p3, 1_000);
  await setStatus(p3, 'DELAYED');
  await dateSchedule(p3);

  // P4: LV, business, C, 15 %, 12 months, 8 000.00; May 2026; 500.00 repaid, then DELAYED and DEFAULTED on 15 September 2026.
  const p4 = await makeProject({ country: 'LV', riskGroup: 'C', rateBps: 1500, termMonths: 12, targetEuros: 8_000 });
  await invest(p4, u3!, 3_000);
  await invest(p4, u4!, 5_000);
  await disburse(p4, '2026-05-20T12:00:00Z');
  await repay(p4, 500);
  await setStatus(p4, 'DELAYED');
  await setStatus(p4, 'DEFAULTED');
  await auditedAt(p4, 'DEFAULTED', '2026-09-15T09:00:00Z');
  await dateSchedule(p4);

  // P8: LT, business, C, 14 %, 18 months, 4 000.00; June 2026; DEFAULTED on 1 October 2026, then repaid in full: REPAID, yet a default.
  const p8 = await makeProject({ country: 'LT', riskGroup: 'C', rateBps: 1400, termMonths: 18, targetEuros: 4_000 });
  await invest(p8, u7!, 4_000);
  await disburse(p8, '2026-05-31T21:00:00Z');
  await setStatus(p8, 'DELAYED');
  await setStatus(p8, 'DEFAULTED');
  expect(await repay(p8, 4_000)).toBe('REPAID');
  await auditedAt(p8, 'DEFAULTED', '2026-10-01T09:00:00Z');
  await dateSchedule(p8);

  // P9: LV, business, A+, 8 %, 6 months, 1 500.00; June 2021 (due July to December 2021, before every window); repaid in full.
  const p9 = await makeProject({ country: 'LV', riskGroup: 'A+', rateBps: 800, termMonths: 6, targetEuros: 1_500 });
  await invest(p9, u8!, 1_500);
  await disburse(p9, '2021-06-15T12:00:00Z');
  expect(await repay(p9, 1_500)).toBe('REPAID');
  await dateSchedule(p9);

  // Loans for the default-rate windows (December–November 2023/24, 2024/25, 2025/26 on the fixed clock), paid
  // from what u1 got back from P1 and u7 from P8.
  // P10: LT, business, D, 15 %, 36 months, 3 000.00; 15 January 2024, due monthly from February 2024; DEFAULTED on
  // 10 March 2025: performing through the first window, defaulting in the second, in default when the third begins.
  const p10 = await makeProject({ country: 'LT', riskGroup: 'D', rateBps: 1500, termMonths: 36, targetEuros: 3_000 });
  await invest(p10, u1!, 3_000);
  await disburse(p10, '2024-01-15T10:00:00Z');
  await setStatus(p10, 'DELAYED');
  await setStatus(p10, 'DEFAULTED');
  await auditedAt(p10, 'DEFAULTED', '2025-03-10T10:00:00Z');
  await dateSchedule(p10);

  // P11: LV, business, D, 12 %, 36 months, 2 000.00; 10 June 2024, due monthly from July 2024; performing: in all three windows.
  const p11 = await makeProject({ country: 'LV', riskGroup: 'D', rateBps: 1200, termMonths: 36, targetEuros: 2_000 });
  await invest(p11, u1!, 2_000);
  await disburse(p11, '2024-06-10T10:00:00Z');
  await dateSchedule(p11);

  // P12: LT, business, D, bullet, 10 %, 18 months, 1 000.00; 20 January 2025, all due on 20 July 2026: not in default,
  // yet nothing due in the second window (out of it), in the third one.
  const p12 = await makeProject({ country: 'LT', riskGroup: 'D', method: 'BULLET', rateBps: 1000, termMonths: 18, targetEuros: 1_000 });
  await invest(p12, u1!, 1_000);
  await disburse(p12, '2025-01-20T10:00:00Z');
  await dateSchedule(p12);

  // P13: LV, business, A+, 8 %, 24 months, 1 200.00; 1 March 2024, due monthly from April 2024; repaid in full early,
  // on 15 October 2024: in the first window; in the later ones its installments were paid before they began.
  const p13 = await makeProject({ country: 'LV', riskGroup: 'A+', rateBps: 800, termMonths: 24, targetEuros: 1_200 });
  await invest(p13, u7!, 1_200);
  await disburse(p13, '2024-03-01T12:00:00Z');
  expect(await repay(p13, 1_200)).toBe('REPAID');
  const p13Items = await db
    .update(projectScheduleItems)
    .set({ paidAt: new Date('2024-10-15T09:00:00Z') })
    .where(eq(projectScheduleItems.projectId, p13))
    .returning();
  expect(p13Items.map((item) => item.status)).toEqual(Array.from({ length: 24 }, () => 'paid'));
  await dateSchedule(p13);

  // P14: LV, business, D, 18 %, 12 months, 800.00; 20 December 2023, due monthly from January 2024; DEFAULTED on
  // 5 August 2024, WRITTEN_OFF on 10 December 2024: a default of the first window; in default when the second
  // begins, so out of it although an installment falls due there, and its write-off is no second default.
  const p14 = await makeProject({ country: 'LV', riskGroup: 'D', rateBps: 1800, termMonths: 12, targetEuros: 800 });
  await invest(p14, u7!, 800);
  await disburse(p14, '2023-12-20T10:00:00Z');
  await setStatus(p14, 'DELAYED');
  await setStatus(p14, 'DEFAULTED');
  await setStatus(p14, 'WRITTEN_OFF');
  await auditedAt(p14, 'DEFAULTED', '2024-08-05T09:00:00Z');
  await auditedAt(p14, 'WRITTEN_OFF', '2024-12-10T09:00:00Z');
  await dateSchedule(p14);

  // P15: LT, business, A+, 9 %, 12 months, 600.00; 20 January 2025, due monthly from February 2025; put in DEFAULTED
  // without an audited change (as a seed does): taken as in default since its disbursement, a default of the second window.
  const p15 = await makeProject({ country: 'LT', riskGroup: 'A+', rateBps: 900, termMonths: 12, targetEuros: 600 });
  await invest(p15, u7!, 600);
  await disburse(p15, '2025-01-20T10:00:00Z');
  await db.update(projects).set({ status: 'DEFAULTED' }).where(eq(projects.id, p15));
  await dateSchedule(p15);

  // Never counted: still gathering, funded but not paid out, a draft, a secret and a cancelled project.
  const p5 = await makeProject({ country: 'LT', riskGroup: 'A', rateBps: 1100, termMonths: 12, targetEuros: 50_000 });
  await invest(p5, u4!, 1_000);
  await invest(p5, u5!, 1_000);
  const p6 = await makeProject({ country: 'LV', riskGroup: 'D', rateBps: 1800, termMonths: 12, targetEuros: 2_000 });
  await invest(p6, u5!, 2_000);
  await db.update(projects).set({ status: 'FUNDED' }).where(eq(projects.id, p6));
  for (const status of ['DRAFT', 'SECRET', 'COMING_SOON', 'CANCELLED'])
    await makeProject({ status, country: 'LT', riskGroup: 'D', rateBps: 2000, termMonths: 3, targetEuros: 900 });
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await t?.close();
});

const TOTALS: StatisticsResponse['totals'] = {
  // 10 000 + 20 000 + 5 000 + 8 000 + 4 000 + 1 500 + P10–P15 3 000 + 2 000 + 1 000 + 1 200 + 800 + 600
  fundedVolume: '57100.00',
  projects: 12,
  // u1, u2, u3, u4, u7, u8 (u5 holds only undisbursed loans, u6 revoked)
  investors: 6,
  // (10 000×10 + 20 000×12 + 5 000×9 + 8 000×15 + 4 000×14 + 1 500×8 + 3 000×15 + 2 000×12 + 1 000×10 + 1 200×8 + 800×18 + 600×9) / 57 100
  // = 681 400 / 57 100 = 11.933… %
  averageInterestRate: '11.93',
  // (10 000×12 + 20 000×24 + 5 000×6 + 8 000×12 + 4 000×18 + 1 500×6 + 3 000×36 + 2 000×36 + 1 000×18 + 1 200×24 + 800×12 + 600×12) / 57 100
  // = 1 050 600 / 57 100 = 18.399… months
  averageTermMonths: '18.40',
  // 10 000 + 2 500 + 1 000 + 500 + 4 000 + 1 500 + P13 1 200
  repaid: '20700.00',
  // P2 17 500 + P3 4 000 + P11 2 000 + P12 1 000 (ACTIVE and DELAYED)
  outstanding: '24500.00',
  // P3 4 000
  late: '4000.00',
  // P4 7 500 + P10 3 000 + P14 800 (written off) + P15 600
  defaulted: '11900.00',
  // 20 700 / 57 100 = 36.252 %, 24 500 / 57 100 = 42.907 %, 4 000 / 57 100 = 7.005 %, 11 900 / 57 100 = 20.841 %
  repaidShare: '36.25',
  outstandingShare: '42.91',
  lateShare: '7.01',
  defaultedShare: '20.84',
};

const FUNDED_MONTHS = [
  { month: '2021-06', fundedVolume: '1500.00', projects: 1 },
  { month: '2023-12', fundedVolume: '800.00', projects: 1 },
  { month: '2024-01', fundedVolume: '3000.00', projects: 1 },
  { month: '2024-03', fundedVolume: '1200.00', projects: 1 },
  { month: '2024-06', fundedVolume: '2000.00', projects: 1 },
  { month: '2025-01', fundedVolume: '1600.00', projects: 2 },
  { month: '2026-02', fundedVolume: '10000.00', projects: 1 },
  { month: '2026-03', fundedVolume: '25000.00', projects: 2 },
  { month: '2026-05', fundedVolume: '8000.00', projects: 1 },
  { month: '2026-06', fundedVolume: '4000.00', projects: 1 },
];

const BREAKDOWNS = {
  byLoanType: [
    { loanType: 'default', fundedVolume: '37100.00', projects: 11 },
    { loanType: 'greenLoan', fundedVolume: '20000.00', projects: 1 },
  ],
  byCountry: [
    { country: 'LT', fundedVolume: '38600.00', projects: 6 },
    { country: 'LV', fundedVolume: '18500.00', projects: 6 },
  ],
};

/** On 25 November 2026: three windows, December 2023 – November 2024, December 2024 – November 2025, December 2025 – November 2026. */
const W = [
  { fromMonth: '2023-12', toMonth: '2024-11' },
  { fromMonth: '2024-12', toMonth: '2025-11' },
  { fromMonth: '2025-12', toMonth: '2026-11' },
];
const none = { loans: 0, defaulted: 0, rate: '0.00' };

const DEFAULT_RATES: StatisticsResponse['defaultRates'] = {
  fromMonth: '2023-12',
  toMonth: '2026-11',
  rows: [
    {
      riskGroup: 'A+',
      // P13 (first window), P15 (second); P9 had nothing due in the period.
      loans: 2,
      defaulted: 1,
      expectedDefaultRate: '1.00',
      // (0.00 + 100.00) / 2; the third window has no loans.
      actualDefaultRate: '50.00',
      windows: [
        // P13, repaid early in October 2024.
        { ...W[0]!, loans: 1, defaulted: 0, rate: '0.00' },
        // P15 (in default since its disbursement in January 2025); P13's installments were paid before the window.
        { ...W[1]!, loans: 1, defaulted: 1, rate: '100.00' },
        // P15 is in default when it begins.
        { ...W[2]!, ...none },
      ],
    },
    // P1 (paid out in February 2026).
    {
      riskGroup: 'A',
      loans: 1,
      defaulted: 0,
      expectedDefaultRate: '2.00',
      actualDefaultRate: '0.00',
      windows: [
        { ...W[0]!, ...none },
        { ...W[1]!, ...none },
        { ...W[2]!, loans: 1, defaulted: 0, rate: '0.00' },
      ],
    },
    // P2 has nothing due before December 2026.
    { riskGroup: 'B', loans: 0, defaulted: 0, expectedDefaultRate: '4.00', actualDefaultRate: '0.00', windows: W.map((w) => ({ ...w, ...none })) },
    // P3 late only; P4 defaulted in September; P8 defaulted in October, then repaid: still a default.
    {
      riskGroup: 'C',
      loans: 3,
      defaulted: 2,
      expectedDefaultRate: '7.00',
      actualDefaultRate: '66.67',
      windows: [
        { ...W[0]!, ...none },
        { ...W[1]!, ...none },
        { ...W[2]!, loans: 3, defaulted: 2, rate: '66.67' },
      ],
    },
    {
      riskGroup: 'D',
      // P10, P11, P12, P14; P10 and P14 defaulted.
      loans: 4,
      defaulted: 2,
      expectedDefaultRate: '12.00',
      // (33.33 + 50.00 + 0.00) / 3 = 27.776… → 27.78
      actualDefaultRate: '27.78',
      windows: [
        // P10, P11 and P14; P14 defaulted.
        { ...W[0]!, loans: 3, defaulted: 1, rate: '33.33' },
        // P10 and P11; P10 defaulted. P14 was in default at the start, P12 had nothing due.
        { ...W[1]!, loans: 2, defaulted: 1, rate: '50.00' },
        // P11 and P12 (its bullet in July 2026); P10 and P14 were in default at the start.
        { ...W[2]!, loans: 2, defaulted: 0, rate: '0.00' },
      ],
    },
  ],
};

const CSV_HEADING =
  'Risk group,Period from (month),Period to (month),Loans,Defaulted loans,1-year default rate (%),Actual default rate (%),Expected default rate (%)';

describe('the service, on a fixed clock', () => {
  it('computes every figure of the page', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const stats = await createStatisticsService({ db, now: () => now }).statistics();
    expect(stats.generatedAt).toBe('2026-11-25T12:00:00.000Z');
    expect(stats.totals).toEqual(TOTALS);
    // June 2021 to November 2026, quiet months as zero.
    expect(stats.byMonth).toHaveLength(66);
    expect(stats.byMonth[0]!.month).toBe('2021-06');
    expect(stats.byMonth.at(-1)).toEqual({ month: '2026-11', fundedVolume: '0.00', projects: 0 });
    expect(stats.byMonth.filter((m) => m.projects > 0)).toEqual(FUNDED_MONTHS);
    expect(stats.byLoanType).toEqual(BREAKDOWNS.byLoanType);
    expect(stats.byCountry).toEqual(BREAKDOWNS.byCountry);
    expect(stats.defaultRates).toEqual(DEFAULT_RATES);
  });

  it('the default rates as CSV: per risk group one row per window, then the period', async () => {
    const service = createStatisticsService({ db, now: () => new Date('2026-11-25T12:00:00Z') });
    const lines = (await service.defaultRatesCsv('en')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      CSV_HEADING,
      'A+,2023-12,2024-11,1,0,0.00,,',
      'A+,2024-12,2025-11,1,1,100.00,,',
      'A+,2025-12,2026-11,0,0,0.00,,',
      'A+,2023-12,2026-11,2,1,,50.00,1.00',
      'A,2023-12,2024-11,0,0,0.00,,',
      'A,2024-12,2025-11,0,0,0.00,,',
      'A,2025-12,2026-11,1,0,0.00,,',
      'A,2023-12,2026-11,1,0,,0.00,2.00',
      'B,2023-12,2024-11,0,0,0.00,,',
      'B,2024-12,2025-11,0,0,0.00,,',
      'B,2025-12,2026-11,0,0,0.00,,',
      'B,2023-12,2026-11,0,0,,0.00,4.00',
      'C,2023-12,2024-11,0,0,0.00,,',
      'C,2024-12,2025-11,0,0,0.00,,',
      'C,2025-12,2026-11,3,2,66.67,,',
      'C,2023-12,2026-11,3,2,,66.67,7.00',
      'D,2023-12,2024-11,3,1,33.33,,',
      'D,2024-12,2025-11,2,1,50.00,,',
      'D,2025-12,2026-11,2,0,0.00,,',
      'D,2023-12,2026-11,4,2,,27.78,12.00',
      '',
    ]);
  });

  it('keeps its answer until invalidate() or the TTL, and follows writes after a few seconds', async () => {
    let clock = new Date('2026-11-25T12:00:00Z').getTime();
    const changes = { generation: 0 };
    const service = createStatisticsService({ db, now: () => new Date(clock), changes });
    const before = await service.statistics();
    expect(before.totals.repaid).toBe('20700.00');

    // A repayment of 100.00 on P2 (through the API: in the app it is the guests' cache that counts writes).
    await repay(p2, 100);
    changes.generation += 1;
    expect((await service.statistics()).totals.repaid).toBe('20700.00');
    clock += 5_000;
    // Five seconds after: that caller still gets the kept figures while they are computed again.
    expect((await service.statistics()).totals.repaid).toBe('20700.00');
    await service.settle();
    const after = await service.statistics();
    // 20 800 / 57 100 = 36.427 %, 24 400 / 57 100 = 42.732 %
    expect(after.totals).toMatchObject({ repaid: '20800.00', outstanding: '24400.00', repaidShare: '36.43', outstandingShare: '42.73' });

    // Without the counter: invalidate() forgets at once; otherwise the TTL (60 s) ends it.
    const quiet = createStatisticsService({ db, now: () => new Date(clock) });
    expect((await quiet.statistics()).totals.repaid).toBe('20800.00');
    await repay(p2, 100);
    expect((await quiet.statistics()).totals.repaid).toBe('20800.00');
    quiet.invalidate();
    expect((await quiet.statistics()).totals.repaid).toBe('20900.00');
    await repay(p2, 100);
    clock += 59_999;
    expect((await quiet.statistics()).totals.repaid).toBe('20900.00');
    clock += 1;
    expect((await quiet.statistics()).totals.repaid).toBe('20900.00');
    await quiet.settle();
    expect((await quiet.statistics()).totals.repaid).toBe('21000.00');
  });
});

describe('GET statistics, money in and out, default rates (guests)', () => {
  it('a guest gets the figures', async () => {
    const res = await guest().get(E.statistics.path);
    expect(res.statusCode).toBe(200);
    const body = res.json() as StatisticsResponse;
    // The previous test repaid 300.00 of P2.
    expect(body.totals).toEqual({
      ...TOTALS,
      repaid: '21000.00',
      outstanding: '24200.00',
      // 21 000 / 57 100 = 36.778 %, 24 200 / 57 100 = 42.382 %
      repaidShare: '36.78',
      outstandingShare: '42.38',
    });
    const thisMonth = calendarDate(new Date()).slice(0, 7);
    expect(body.byMonth.filter((m) => m.projects > 0)).toEqual(FUNDED_MONTHS);
    expect(body.byMonth.at(-1)!.month).toBe(thisMonth);
    expect(body).toMatchObject(BREAKDOWNS);
    // The windows end with the current month (the figures by hand are the fixed clock's, above).
    expect(body.defaultRates.toMonth).toBe(thisMonth);
    expect(body.defaultRates.rows.map((row) => row.riskGroup)).toEqual(['A+', 'A', 'B', 'C', 'D']);
    for (const row of body.defaultRates.rows) expect(row.windows.map((w) => w.toMonth)).toEqual([-24, -12, 0].map((shift) => shiftMonth(thisMonth, shift)));
    expect(body.defaultRates).toEqual((await createStatisticsService({ db }).statistics()).defaultRates);
  });

  it('money in and out: posted deposits and withdrawals, each once', async () => {
    const res = await guest().get(E.moneyInOut.path);
    expect(res.statusCode).toBe(200);
    // Every transfer of this file was made today.
    expect(res.json()).toEqual({
      byMonth: [{ month: calendarDate(new Date()).slice(0, 7), moneyIn: '57500.00', moneyOut: '500.00' }],
      totals: { moneyIn: '57500.00', moneyOut: '500.00' },
    });
  });

  it('the default rates as a CSV file, headings in the asked language, four rows per risk group', async () => {
    const res = await guest().get(E.defaultRatesCsv.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="default-rates-${calendarDate(new Date())}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(CSV_HEADING);
    // A heading, three windows and the period for each of the five groups, and the final line break.
    expect(lines).toHaveLength(1 + 5 * 4 + 1);
    expect(lines.at(-1)).toBe('');
    // The figures of the cached answer, on today's windows (the fixed clock's are checked by hand above).
    expect(res.body).toBe(await createStatisticsService({ db }).defaultRatesCsv('en'));

    const lt = await guest().get(E.defaultRatesCsv.path, { [LOCALE_HEADER]: 'lt' });
    expect(lt.body.split('\r\n')[0]).toBe(
      '\uFEFFRizikos grupė,Laikotarpis nuo (mėnuo),Laikotarpis iki (mėnuo),Paskolų skaičius,Įsipareigojimų neįvykdžiusios paskolos,' +
        'Vienų metų įsipareigojimų neįvykdymo lygis (%),Faktinis įsipareigojimų neįvykdymo lygis (%),Tikėtinas įsipareigojimų neįvykdymo lygis (%)',
    );
    // A plain download link carries the locale cookie the pages set.
    const pt = await guest().get(E.defaultRatesCsv.path, { cookie: `${LOCALE_COOKIE}=pt` });
    expect(pt.body.split('\r\n')[0]).toContain('Grupo de risco,Período de (mês),Período até (mês),Número de empréstimos');
  });

  it('takes no input: unknown query parameters change nothing', async () => {
    const plain = (await guest().get(E.statistics.path)).json();
    for (const path of [E.statistics.path, E.moneyInOut.path, E.defaultRatesCsv.path]) {
      for (const query of ['?loanType=greenLoan', '?locale=zz&page=-1', '?a[b]=1&a=2', `?q=${'x'.repeat(2_000)}`]) {
        const res = await guest().get(`${path}${query}`);
        expect(res.statusCode, `${path}${query}`).toBe(200);
      }
      // A control character is refused before any handler (decision 0021): a 400, never a 5xx.
      expect((await guest().get(`${path}?x=%00`)).statusCode).toBe(400);
      // Only GET: writing to them is no route.
      expect((await guest().post(path, {})).statusCode).toBe(404);
    }
    expect((await guest().get(`${E.statistics.path}?country=LT`)).json()).toEqual(plain);
  });

  it('a change shows to guests within seconds of the write', async () => {
    const before = (await guest().get(E.statistics.path)).json() as StatisticsResponse;
    expect(before.totals.repaid).toBe('21000.00');
    await repay(p2, 200);
    // The write moved the counter the figures follow; five seconds later they are computed again
    // (the first reader still gets the kept ones meanwhile).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5_000);
    await vi.waitFor(
      async () => {
        const after = (await guest().get(E.statistics.path)).json() as StatisticsResponse;
        expect(after.totals).toMatchObject({ repaid: '21200.00', outstanding: '24000.00' });
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
