// Automatic investment at scale (issue 14): one project allocated among N active strategies (10,000
// by default) by the engine's `runAllocation()` — the project row lock, the strategies, mandates and
// wallets locked in id order, the fair allocation, the ledger batch wallet → escrow, the investment
// rows, the mandates' and strategies' totals, the fair queue, the notifications with their emails,
// the outcomes and the audit entry, all in ONE transaction — on PostgreSQL, in two shapes, several
// projects one after another (so the fair queue rotates):
//
//   everyone invests   a project large enough that every strategy gets its amount: N investments per run;
//   over-subscribed    a project whose automatic share covers only the front of the queue: the queue path.
//
// Each run's time to allocate and its investments per second are compared with pgbench TPC-B
// (scale 1, same server, same run); after the runs the books are checked (ledger invariants, each
// project's funded amount against its automatic investments, no strategy above its amount per
// project, mandates and strategies against the investments, the outcomes against the runs).
//
//   npm run auto-invest -w bench      (= node --import tsx auto-invest/auto-invest-bench.ts, from bench/)
//
// Environment: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL, required), BENCH_STRATEGIES (10000),
// BENCH_PROJECTS (3 per shape), BENCH_CLIENTS (4, pgbench's clients), BENCH_SECONDS (10, pgbench's duration).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { bpsToPercentString, type Cents, MANDATE_TERMS_VERSION, mulRatio, sumCents, toCents, toWire } from '@platform/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openDatabase, queryRows } from '../../apps/server/src/db/client';
import {
  autoInvestMandates,
  autoInvestRuns,
  autoInvestSettings,
  autoInvestStrategies,
  countries,
  investmentTypes,
  ledgerAccounts,
  projects,
  questionnaireAnswers,
  riskGroups,
  users,
} from '../../apps/server/src/db/schema';
import { createScratchDatabase } from '../../apps/server/src/db/scratch-database';
import { runAllocation } from '../../apps/server/src/modules/autoinvest/autoinvest.engine';
import { ledgerViolations } from '../../apps/server/src/modules/ledger/ledger.invariants';
import { clearingAccount, type TransferInput, transferLinked } from '../../apps/server/src/modules/ledger/ledger.service';
import { seedReference } from '../../apps/server/src/seed/seed';
import { measurePgbenchBaseline, type PgbenchResult } from '../ledger/pgbench';
import { BENCH_DATABASE_URL, gitCommit, positive } from '../lib/bench-env';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const STRATEGIES = Math.round(positive(process.env.BENCH_STRATEGIES, 10_000));
const PROJECTS = Math.round(positive(process.env.BENCH_PROJECTS, 3));
const CLIENTS = Math.round(positive(process.env.BENCH_CLIENTS, 4));
const SECONDS = positive(process.env.BENCH_SECONDS, 10);

/** Operator settings: 70 % of a project for automatic investors during a 60-minute manual window (the defaults). */
const SHARE_BPS = 7000;
const MANUAL_WINDOW_MINUTES = 60;
/** Every investor: EUR 1,000 in the wallet, a mandate of EUR 1,000 (no reflection period), one strategy of EUR 50 per project. */
const WALLET_CENTS = toCents(100_000);
const MANDATE_CENTS = toCents(100_000);
const PER_PROJECT_CENTS = toCents(5_000);
/** Rows per seeding transaction (users, wallets, one linked deposit batch, mandates, strategies). */
const SEED_CHUNK = 1000;
/** The projects' facts; the strategies ask for exactly this term, so nothing else on the server matches them. */
const RATE_BPS = 1100;
const TERM_MONTHS = 17;

interface Shape {
  key: 'everyone' | 'oversubscribed';
  label: string;
  targetCents: Cents;
  minInvestmentCents: Cents;
}

/** EUR 1,000,000, minimum EUR 10: 70 % is EUR 700,000, more than 10,000 × EUR 50 — every strategy invests. */
const EVERYONE: Shape = { key: 'everyone', label: 'everyone invests', targetCents: toCents(100_000_000), minInvestmentCents: toCents(1_000) };
/** EUR 50,000, minimum EUR 50: 70 % is EUR 35,000 = 700 investments of the minimum; the rest of the queue waits. */
const OVERSUBSCRIBED: Shape = { key: 'oversubscribed', label: 'over-subscribed', targetCents: toCents(5_000_000), minInvestmentCents: toCents(5_000) };

interface Run {
  shape: Shape['key'];
  projectId: number;
  candidates: number;
  invested: number;
  expectedInvested: number;
  /** EUR, on the wire ("500000.00"), and in cents. */
  amount: string;
  amountCents: Cents;
  seconds: number;
  investmentsPerSecond: number;
  ratioToPgbench: number;
  /** The engine's own duration (auto_invest_runs.duration_ms: inside the transaction, before COMMIT). */
  engineMs: number;
  statements: number;
  /** Time spent waiting for the database, over all statements of the run (the rest of `seconds` is Node). */
  dbSeconds: number;
  /** The statements that took the most time in this run (text head, count, total ms). */
  topStatements: { statement: string; count: number; ms: number }[];
}

const tag = randomBytes(4).toString('hex');

// ---------------------------------------------------------------------------------------------
// Statement profile: every query a pg.Client sends while `profile.on`, by the head of its text.
// ---------------------------------------------------------------------------------------------

const profile = { on: false, stats: new Map<string, { count: number; ms: number }>() };

function statementKey(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 70);
}

function record(text: string, ms: number): void {
  const key = statementKey(text);
  const s = profile.stats.get(key) ?? { count: 0, ms: 0 };
  s.count += 1;
  s.ms += ms;
  profile.stats.set(key, s);
}

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
const originalQuery = pg.Client.prototype.query as unknown as QueryFn;
(pg.Client.prototype as unknown as { query: QueryFn }).query = function query(this: pg.Client, ...args: unknown[]) {
  if (!profile.on) return originalQuery.apply(this, args);
  const first = args[0];
  const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
  const started = performance.now();
  const done = () => record(text, performance.now() - started);
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    args[args.length - 1] = (...result: unknown[]) => {
      done();
      return (last as (...r: unknown[]) => unknown)(...result);
    };
    return originalQuery.apply(this, args);
  }
  const result = originalQuery.apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
  return result;
};

function profiled(): { statements: number; dbSeconds: number; top: Run['topStatements'] } {
  const all = [...profile.stats].map(([statement, s]) => ({ statement, count: s.count, ms: s.ms }));
  return {
    statements: all.reduce((n, s) => n + s.count, 0),
    dbSeconds: all.reduce((n, s) => n + s.ms, 0) / 1000,
    top: all
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8)
      .map((s) => ({ ...s, ms: Math.round(s.ms) })),
  };
}

// ---------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * `count` onboarded investors (the columns manual investing checks), each with a questionnaire
 * answer, a connectPay wallet funded by a deposit through the ledger service (one linked batch of
 * deposits per transaction: the same legs, locks and totals as single deposits, far fewer round
 * trips), an open mandate without reflection period (a sophisticated investor: money moves at once)
 * and one active strategy that matches the bench projects. Chunks of SEED_CHUNK, one transaction each.
 */
async function seedInvestors(db: Db, count: number): Promise<void> {
  const clearing = (await clearingAccount(db, 'connectPay')).id;
  const now = Date.now();
  const grantedAt = new Date(now - 86_400_000);
  const expiresAt = new Date(now + 365 * 86_400_000);
  const reassessAt = new Date(now + 700 * 86_400_000);
  const indexes = Array.from({ length: count }, (_, i) => i);
  let done = 0;
  for (const part of chunks(indexes, SEED_CHUNK)) {
    await db.transaction(async (tx) => {
      const people = await tx
        .insert(users)
        .values(
          part.map((i) => ({
            email: `auto-${tag}-${i}@autoinvest.bench`,
            passwordHash: 'x',
            identifyStatus: 'approved',
            registrationStep: 'completed',
            verificationStep: 'completedVerification',
            questionsAnswered: true,
          })),
        )
        .returning({ id: users.id });
      await tx.insert(questionnaireAnswers).values(
        people.map(({ id }) => ({
          userId: id,
          version: 1,
          answers: {},
          knowledgePassed: true,
          netWorthCents: toCents(10_000_000),
          lossCapacityCents: toCents(1_000_000),
          reassessAt,
        })),
      );
      // The wallets as ensureAccount creates them (empty: nothing to keep consistent yet), in one statement.
      const wallets = await tx
        .insert(ledgerAccounts)
        .values(
          people.map(({ id }) => ({
            code: `wallet:connectPay:user:${id}`,
            kind: 'wallet',
            userId: id,
            provider: 'connectPay',
            debitsMustNotExceedCredits: true,
          })),
        )
        .returning({ id: ledgerAccounts.id, userId: ledgerAccounts.userId });
      const deposits: TransferInput[] = wallets.map((w) => ({
        debitAccountId: clearing,
        creditAccountId: w.id,
        amount: WALLET_CENTS,
        code: 'deposit',
        idempotencyKey: `bench-autoinvest-deposit-${tag}-${w.userId}`,
      }));
      await transferLinked(tx, deposits);
      await tx.insert(autoInvestMandates).values(
        people.map(({ id }) => ({
          userId: id,
          maxCents: MANDATE_CENTS,
          grantedAt,
          expiresAt,
          reflectionEndsAt: null,
          interestMinBps: 500,
          interestMaxBps: 2000,
          termMin: 1,
          termMax: 60,
          termsVersion: MANDATE_TERMS_VERSION,
        })),
      );
      await tx.insert(autoInvestStrategies).values(
        people.map(({ id }) => ({
          userId: id,
          name: 'Bench 17 months',
          interestMinBps: 800,
          interestMaxBps: 1400,
          termMin: TERM_MONTHS,
          termMax: TERM_MONTHS,
          amountPerProjectCents: PER_PROJECT_CENTS,
          maxShareBps: 10_000,
        })),
      );
    });
    done += part.length;
    if (process.stdout.isTTY) process.stdout.write(`\rseeding ${count} investors with wallets, mandates and strategies … ${done}`);
  }
  if (!process.stdout.isTTY) process.stdout.write(`seeding ${count} investors with wallets, mandates and strategies … ${done}`);
}

let projectNumber = 800_000;

async function makeProject(db: Db, shape: Shape): Promise<number> {
  const [type] = await db.select().from(investmentTypes).limit(1);
  const [group] = await db.select().from(riskGroups).limit(1);
  const [country] = await db.select().from(countries).limit(1);
  projectNumber += 1;
  const [row] = await db
    .insert(projects)
    .values({
      number: projectNumber,
      slug: `bench-autoinvest-${tag}-${projectNumber}`,
      status: 'GATHERING',
      investmentTypeId: type!.id,
      riskGroupId: group!.id,
      countryId: country!.id,
      ownerName: 'Bench borrower',
      interestRateBps: RATE_BPS,
      termMonths: TERM_MONTHS,
      repaymentMethod: 'ANNUITY',
      targetCents: shape.targetCents,
      minInvestmentCents: shape.minInvestmentCents,
    })
    .returning({ id: projects.id });
  return row!.id;
}

// ---------------------------------------------------------------------------------------------
// The books after the runs
// ---------------------------------------------------------------------------------------------

async function checkBooks(db: Db, runs: Run[]): Promise<string[]> {
  const problems: string[] = [];
  const violations = await ledgerViolations(db);
  for (const v of violations) problems.push(`ledger: ${v}`);

  for (const run of runs) {
    const [row] = await queryRows<{
      funded: string;
      auto_sum: string;
      auto_count: number;
      manual_count: number;
      auto_funded: string;
      escrow: string;
      outcomes_invested: number;
      outcomes_sum: string;
    }>(
      db,
      sql`SELECT p.funded_cents::text AS funded,
            (SELECT COALESCE(SUM(i.amount_cents), 0)::text FROM investments i WHERE i.project_id = p.id AND i.source = 'auto') AS auto_sum,
            (SELECT COUNT(*)::int FROM investments i WHERE i.project_id = p.id AND i.source = 'auto') AS auto_count,
            (SELECT COUNT(*)::int FROM investments i WHERE i.project_id = p.id AND i.source <> 'auto') AS manual_count,
            (SELECT ap.auto_funded_cents::text FROM auto_invest_projects ap WHERE ap.project_id = p.id) AS auto_funded,
            (SELECT (a.credits_posted - a.debits_posted)::text FROM ledger_accounts a WHERE a.code = 'escrow:project:' || p.id) AS escrow,
            (SELECT COUNT(*)::int FROM auto_invest_outcomes o WHERE o.project_id = p.id AND o.outcome = 'invested') AS outcomes_invested,
            (SELECT COALESCE(SUM(o.amount_cents), 0)::text FROM auto_invest_outcomes o WHERE o.project_id = p.id) AS outcomes_sum
          FROM projects p WHERE p.id = ${run.projectId}`,
    );
    const p = `project ${run.projectId} (${run.shape})`;
    if (!row) {
      problems.push(`${p}: missing`);
      continue;
    }
    // Each project started at 0 funded and only the engine invested in it: the increase is its funded amount.
    if (row.funded !== row.auto_sum) problems.push(`${p}: funded ${row.funded} ≠ sum of its automatic investments ${row.auto_sum}`);
    if (row.auto_sum !== String(run.amountCents)) problems.push(`${p}: automatic investments ${row.auto_sum} ≠ what the run reported ${run.amountCents}`);
    if ((row.auto_funded ?? '0') !== row.auto_sum) problems.push(`${p}: auto_invest_projects.auto_funded_cents ${row.auto_funded} ≠ ${row.auto_sum}`);
    if ((row.escrow ?? '0') !== row.funded) problems.push(`${p}: escrow ${row.escrow} ≠ funded ${row.funded}`);
    if (row.auto_count !== run.invested) problems.push(`${p}: ${row.auto_count} automatic investments, the run reported ${run.invested}`);
    if (row.manual_count !== 0) problems.push(`${p}: ${row.manual_count} investments not made by the engine`);
    if (row.outcomes_invested !== run.invested || row.outcomes_sum !== row.auto_sum) {
      problems.push(`${p}: outcomes say ${row.outcomes_invested} invested for ${row.outcomes_sum}, investments say ${row.auto_count} for ${row.auto_sum}`);
    }
    if (run.invested !== run.expectedInvested) problems.push(`${p}: ${run.invested} investments, expected ${run.expectedInvested}`);
  }

  const [over] = await queryRows<{ n: number; worst: string | null }>(
    db,
    sql`SELECT COUNT(*)::int AS n, MAX(x.total - x.per_project)::text AS worst FROM (
          SELECT i.project_id, i.strategy_id, SUM(i.amount_cents) AS total, MAX(s.amount_per_project_cents) AS per_project
          FROM investments i JOIN auto_invest_strategies s ON s.id = i.strategy_id
          WHERE i.source = 'auto' GROUP BY i.project_id, i.strategy_id) x
        WHERE x.total > x.per_project`,
  );
  if (over!.n > 0) problems.push(`${over!.n} (project, strategy) pairs above the strategy's amount per project (worst by ${over!.worst} cents)`);

  const [belowMin] = await queryRows<{ n: number }>(
    db,
    sql`SELECT COUNT(*)::int AS n FROM investments i JOIN projects p ON p.id = i.project_id WHERE i.source = 'auto' AND i.amount_cents < p.min_investment_cents`,
  );
  if (belowMin!.n > 0) problems.push(`${belowMin!.n} automatic investments below their project's minimum`);

  const [strategies] = await queryRows<{ n: number }>(
    db,
    sql`SELECT COUNT(*)::int AS n FROM auto_invest_strategies s
        LEFT JOIN (SELECT strategy_id, SUM(amount_cents) AS total, COUNT(*) AS count FROM investments WHERE source = 'auto' GROUP BY strategy_id) i ON i.strategy_id = s.id
        WHERE s.invested_cents <> COALESCE(i.total, 0) OR s.investments_count <> COALESCE(i.count, 0)`,
  );
  if (strategies!.n > 0) problems.push(`${strategies!.n} strategies whose invested total or count differ from their investments`);

  const [mandates] = await queryRows<{ n: number }>(
    db,
    sql`SELECT COUNT(*)::int AS n FROM auto_invest_mandates m
        LEFT JOIN (SELECT mandate_id, SUM(amount_cents) AS total FROM investments WHERE source = 'auto' GROUP BY mandate_id) i ON i.mandate_id = m.id
        WHERE m.spent_cents <> COALESCE(i.total, 0) OR m.spent_cents > m.max_cents`,
  );
  if (mandates!.n > 0) problems.push(`${mandates!.n} mandates whose spent amount differs from their investments (or exceeds the maximum)`);

  // The fair queue: while the over-subscribed projects together have room for fewer investors than
  // there are strategies, each went to investors the previous ones skipped.
  const oversubscribed = runs.filter((r) => r.shape === 'oversubscribed');
  if (oversubscribed.reduce((n, r) => n + r.invested, 0) <= STRATEGIES && oversubscribed.length > 1) {
    const [twice] = await queryRows<{ n: number }>(
      db,
      sql`SELECT COUNT(*)::int AS n FROM (SELECT user_id FROM investments WHERE source = 'auto' AND project_id IN (${sql.join(
        oversubscribed.map((r) => sql`${r.projectId}`),
        sql`, `,
      )}) GROUP BY user_id HAVING COUNT(*) > 1) x`,
    );
    if (twice!.n > 0) problems.push(`fair queue: ${twice!.n} investors got two over-subscribed projects while others got none`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function expectedInvestments(shape: Shape): number {
  const pool = mulRatio(shape.targetCents, SHARE_BPS, 10_000, 'floor');
  return Math.min(STRATEGIES, Math.floor(pool / shape.minInvestmentCents));
}

async function allocate(db: Db, shape: Shape, index: number, pgbenchTps: number): Promise<Run> {
  const projectId = await makeProject(db, shape);
  profile.stats.clear();
  profile.on = true;
  const started = performance.now();
  let result;
  try {
    result = await runAllocation(db, projectId, { trigger: 'opened' });
  } finally {
    profile.on = false;
  }
  const seconds = (performance.now() - started) / 1000;
  const [stored] =
    result.runId === null ? [] : await db.select({ durationMs: autoInvestRuns.durationMs }).from(autoInvestRuns).where(eq(autoInvestRuns.id, result.runId));
  const { statements, dbSeconds, top } = profiled();
  const perSecond = result.invested / seconds;
  const run: Run = {
    shape: shape.key,
    projectId,
    candidates: result.candidates,
    invested: result.invested,
    expectedInvested: expectedInvestments(shape),
    amount: toWire(result.amountCents),
    amountCents: result.amountCents,
    seconds,
    investmentsPerSecond: perSecond,
    ratioToPgbench: perSecond / pgbenchTps,
    engineMs: stored?.durationMs ?? 0,
    statements,
    dbSeconds,
    topStatements: top,
  };
  console.log(
    `${`${shape.label} #${index + 1}`.padEnd(20)} ${String(run.candidates).padStart(10)} ${String(run.invested).padStart(9)} ${`EUR ${toWire(result.amountCents)}`.padStart(15)} ${seconds.toFixed(2).padStart(8)} ${perSecond.toFixed(0).padStart(8)} ${run.ratioToPgbench.toFixed(3).padStart(8)} ${(run.engineMs / 1000).toFixed(2).padStart(9)} ${String(statements).padStart(10)}`,
  );
  return run;
}

if (!BENCH_DATABASE_URL) {
  console.error('Set BENCH_DATABASE_URL or DATABASE_URL (postgres://…): the auto-invest benchmark runs on PostgreSQL against pgbench.');
  process.exit(1);
}

const loadBefore = os.loadavg()[0];
console.log(
  `Auto-invest benchmark — ${STRATEGIES} active strategies, ${PROJECTS} projects per shape, share ${bpsToPercentString(SHARE_BPS)} %, EUR ${toWire(PER_PROJECT_CENTS)} per project; pgbench ${CLIENTS} clients × ${SECONDS} s\n`,
);

const pgbench: PgbenchResult = await measurePgbenchBaseline(BENCH_DATABASE_URL, { clients: CLIENTS, seconds: SECONDS });

const scratch = await createScratchDatabase(BENCH_DATABASE_URL, 'bench_autoinvest');
const database = await openDatabase({ url: scratch.url });
const runs: Run[] = [];
let seedSeconds = 0;
let problems: string[] = [];
try {
  const db = database.db;
  await database.migrate();
  await seedReference(db);
  await db
    .update(autoInvestSettings)
    .set({ shareBps: SHARE_BPS, manualWindowMinutes: MANUAL_WINDOW_MINUTES, paused: false })
    .where(eq(autoInvestSettings.id, 1));
  const seedStarted = performance.now();
  await seedInvestors(db, STRATEGIES);
  // What a running platform has: statistics of its tables, and no checkpoint due in the middle of a run.
  await db.execute(sql`ANALYZE`);
  await db.execute(sql`CHECKPOINT`).catch(() => {});
  seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(` done in ${seedSeconds.toFixed(1)} s\n`);

  console.log(
    `${'run'.padEnd(20)} ${'candidates'.padStart(10)} ${'invested'.padStart(9)} ${'amount'.padStart(15)} ${'seconds'.padStart(8)} ${'inv/s'.padStart(8)} ${'/pgbench'.padStart(8)} ${'engine s'.padStart(9)} ${'statements'.padStart(10)}`,
  );
  for (const shape of [EVERYONE, OVERSUBSCRIBED]) {
    for (let i = 0; i < PROJECTS; i += 1) runs.push(await allocate(db, shape, i, pgbench.tps));
  }
  process.stdout.write('\nchecking the books …');
  problems = await checkBooks(db, runs);
  console.log(
    problems.length === 0 ? ' ledger invariants hold, every project and strategy adds up' : ` ${problems.length} problems:\n  ${problems.join('\n  ')}`,
  );
} finally {
  await database.close();
  await scratch.drop();
}

const summary = Object.fromEntries(
  (['everyone', 'oversubscribed'] as const).map((key) => {
    const of = runs.filter((r) => r.shape === key);
    return [
      key,
      {
        runs: of.length,
        investmentsMedian: median(of.map((r) => r.invested)),
        secondsMedian: median(of.map((r) => r.seconds)),
        investmentsPerSecondMedian: median(of.map((r) => r.investmentsPerSecond)),
        ratioToPgbenchMedian: median(of.map((r) => r.ratioToPgbench)),
        amountAllRuns: toWire(sumCents(of.map((r) => r.amountCents))),
      },
    ];
  }),
);

console.log('');
for (const [key, s] of Object.entries(summary)) {
  console.log(
    `${(key === 'everyone' ? EVERYONE : OVERSUBSCRIBED).label.padEnd(17)} median of ${s.runs}: ${s.investmentsMedian} investments in ${s.secondsMedian.toFixed(2)} s = ${s.investmentsPerSecondMedian.toFixed(0)} investments/s = ${s.ratioToPgbenchMedian.toFixed(3)} × pgbench TPC-B (${pgbench.tps.toFixed(0)} tps)`,
  );
}
for (const shape of [EVERYONE, OVERSUBSCRIBED]) {
  const of = runs.filter((r) => r.shape === shape.key);
  if (of.length === 0) continue;
  const middle = median(of.map((r) => r.seconds));
  const run = of.reduce((a, b) => (Math.abs(b.seconds - middle) < Math.abs(a.seconds - middle) ? b : a));
  console.log(
    `\n${shape.label}, the median run (${run.seconds.toFixed(2)} s): ${run.dbSeconds.toFixed(2)} s waiting for ${run.statements} statements, the rest in Node; the costliest statements:`,
  );
  for (const s of run.topStatements) console.log(`  ${String(s.ms).padStart(7)} ms ${String(s.count).padStart(6)}×  ${s.statement}`);
}

const result = {
  when: new Date().toISOString(),
  commit: gitCommit(repoRoot),
  node: process.version,
  cpus: os.cpus().length,
  loadAverage1mBefore: loadBefore,
  strategies: STRATEGIES,
  projectsPerShape: PROJECTS,
  settings: { shareBps: SHARE_BPS, manualWindowMinutes: MANUAL_WINDOW_MINUTES },
  investor: { wallet: toWire(WALLET_CENTS), mandate: toWire(MANDATE_CENTS), amountPerProject: toWire(PER_PROJECT_CENTS), reflectionPeriod: false },
  shapes: {
    everyone: { target: toWire(EVERYONE.targetCents), minInvestment: toWire(EVERYONE.minInvestmentCents) },
    oversubscribed: { target: toWire(OVERSUBSCRIBED.targetCents), minInvestment: toWire(OVERSUBSCRIBED.minInvestmentCents) },
  },
  seedSeconds,
  pgbench,
  runs,
  summary,
  books: { ok: problems.length === 0, problems },
};
mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
const out = path.join(repoRoot, 'bench/results/auto-invest.json');
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
if (problems.length > 0) {
  console.error(`\nthe books do not add up after the runs (${problems.length} problems): see above`);
  process.exit(1);
}
