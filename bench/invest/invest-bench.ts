// Investments per second through the investing service (`invest()`: idempotency key row, the
// conditional UPDATE that claims the amount on the project row, the ledger hold wallet → escrow,
// the investment row, the notification and the audit entry, all in one transaction), on
// PostgreSQL, in two shapes: every client into ONE hot project (they queue on its row lock) and
// spread over many projects. Each is compared with pgbench TPC-B (scale 1, same client count and
// duration) measured in this same run against the same PostgreSQL server. See bench/README.md.
//
//   npm run invest -w bench      (= node --import tsx invest/invest-bench.ts, from bench/)
//
// Environment: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL, required), BENCH_SECONDS (10),
// BENCH_WARMUP_SECONDS (2), BENCH_CLIENTS (4), BENCH_INVESTORS (100), BENCH_PROJECTS (100).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toCents } from '@platform/contract';
import { openDatabase, type Db } from '../../apps/server/src/db/client';
import { projects, questionnaireAnswers, riskGroups, countries, investmentTypes, users } from '../../apps/server/src/db/schema';
import type { Viewer } from '../../apps/server/src/http/request-context';
import { createInvestingService, type InvestingService } from '../../apps/server/src/modules/investing/investing.service';
import { ledgerViolations } from '../../apps/server/src/modules/ledger/ledger.invariants';
import { clearingAccount, transfer, walletAccount } from '../../apps/server/src/modules/ledger/ledger.service';
import { seedReference } from '../../apps/server/src/seed/seed';
import { runPgbench, type PgbenchResult } from '../ledger/pgbench';
import { closedLoop } from '../lib/closed-loop';
import { BENCH_DATABASE_URL, gitCommit, positive } from '../lib/bench-env';
import { createScratchDatabase, type ScratchDatabase } from '../../apps/server/src/db/scratch-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const SECONDS = positive(process.env.BENCH_SECONDS, 10);
const WARMUP_SECONDS = positive(process.env.BENCH_WARMUP_SECONDS, 2);
const CLIENTS = Math.round(positive(process.env.BENCH_CLIENTS, 4));
const INVESTORS = Math.round(positive(process.env.BENCH_INVESTORS, 100));
const PROJECTS = Math.round(positive(process.env.BENCH_PROJECTS, 100));
/** Every wallet holds 1,000,000.00 EUR; investments are 10.00–100.00, so none is refused for funds. */
const FUNDING_CENTS = toCents(100_000_000);
/** Targets far above what a run can raise: no project fills up during the run. */
const TARGET_CENTS = toCents(1_000_000_000_000);
const adminUrl = BENCH_DATABASE_URL;
/** A fresh database on the benchmark's PostgreSQL server; drop() removes it. */
const createDatabase = (prefix: string): Promise<ScratchDatabase> => createScratchDatabase(adminUrl, prefix);

interface InvestRun {
  investments: number;
  seconds: number;
  perSecond: number;
  refused: Record<string, number>;
  latencyMs: { p50: number; p99: number };
}

/** Onboarded, non-sophisticated investors (reflection holds) with funded wallets. */
async function makeInvestors(db: Db): Promise<Viewer[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: INVESTORS }, (_, i) => ({
        email: `bench-${tag}-${i}@invest.bench`,
        passwordHash: 'x',
        identifyStatus: 'approved',
        registrationStep: 'completed',
        verificationStep: 'completedVerification',
        questionsAnswered: true,
      })),
    )
    .returning({ id: users.id });
  const reassessAt = new Date(Date.now() + 365 * 86_400_000);
  await db.insert(questionnaireAnswers).values(
    rows.map(({ id }) => ({
      userId: id,
      version: 1,
      answers: {},
      knowledgePassed: true,
      netWorthCents: toCents(1_000_000_000),
      lossCapacityCents: toCents(100_000_000),
      reassessAt,
    })),
  );
  const clearing = (await clearingAccount(db, 'connectPay')).id;
  for (const { id } of rows) {
    const wallet = (await walletAccount(db, id)).id;
    await db.transaction((tx) =>
      transfer(tx, { debitAccountId: clearing, creditAccountId: wallet, amount: FUNDING_CENTS, code: 'deposit', idempotencyKey: `bench-fund-${tag}-${id}` }),
    );
  }
  return rows.map(({ id }) => ({ id, role: 'investor', isDebtor: false, readonly: false, impersonatorUserId: null }));
}

async function makeProjects(db: Db, count: number, firstNumber: number): Promise<number[]> {
  const [type] = await db.select().from(investmentTypes).limit(1);
  const [group] = await db.select().from(riskGroups).limit(1);
  const [country] = await db.select().from(countries).limit(1);
  const rows = await db
    .insert(projects)
    .values(
      Array.from({ length: count }, (_, i) => ({
        number: firstNumber + i,
        slug: `bench-${firstNumber + i}`,
        status: 'GATHERING',
        investmentTypeId: type!.id,
        riskGroupId: group!.id,
        countryId: country!.id,
        ownerName: 'Bench borrower',
        interestRateBps: 1000,
        termMonths: 12,
        repaymentMethod: 'ANNUITY',
        targetCents: TARGET_CENTS,
        minInvestmentCents: toCents(1_000),
      })),
    )
    .returning({ id: projects.id });
  return rows.map((r) => r.id);
}

/** N clients in a loop: a random investor invests 10.00–100.00 in a project picked by `pick`. */
async function drive(service: InvestingService, investors: Viewer[], pick: () => number, seconds: number, keyPrefix: string): Promise<InvestRun> {
  const meta = { ip: '127.0.0.1', userAgent: 'bench' };
  const run = await closedLoop(CLIENTS, seconds, (c, sequence) => {
    const viewer = investors[Math.floor(Math.random() * investors.length)]!;
    const amount = `${10 + Math.floor(Math.random() * 91)}.00`;
    return service.invest(viewer, { projectId: pick(), amount }, `${keyPrefix}-${c}-${sequence}`, meta);
  });
  return { investments: run.done, seconds: run.seconds, perSecond: run.perSecond, refused: run.refused, latencyMs: run.latencyMs };
}

async function measure(label: string, service: InvestingService, db: Db, investors: Viewer[], pick: () => number, tag: string): Promise<InvestRun> {
  process.stdout.write(`${label.padEnd(34)} warm-up ${WARMUP_SECONDS} s`);
  await drive(service, investors, pick, WARMUP_SECONDS, `${tag}-warm`);
  process.stdout.write(` … measuring ${SECONDS} s`);
  const run = await drive(service, investors, pick, SECONDS, `${tag}-run`);
  const violations = await ledgerViolations(db);
  if (violations.length > 0) throw new Error(`${label}: ledger invariants broken after the run:\n${violations.join('\n')}`);
  const refusedTotal = Object.values(run.refused).reduce((s, n) => s + n, 0);
  console.log(
    ` → ${run.perSecond.toFixed(0)} investments/s (p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms${refusedTotal ? `, ${refusedTotal} refused: ${JSON.stringify(run.refused)}` : ''})`,
  );
  return run;
}

if (!adminUrl) {
  console.error('Set BENCH_DATABASE_URL or DATABASE_URL (postgres://…): the investing benchmark runs on PostgreSQL against pgbench.');
  process.exit(1);
}

const loadBefore = os.loadavg()[0];
console.log(
  `Investing benchmark — ${CLIENTS} clients, ${INVESTORS} investors, ${PROJECTS} projects (spread), ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per shape\n`,
);

let pgbench: PgbenchResult;
const pgbenchDb = await createDatabase('bench_pgbench');
try {
  process.stdout.write(`${'pgbench TPC-B (baseline)'.padEnd(34)} init -s 1 … measuring ${SECONDS} s`);
  pgbench = runPgbench(pgbenchDb.url, { clients: CLIENTS, seconds: SECONDS });
  console.log(` → ${pgbench.tps.toFixed(0)} tps`);
} finally {
  await pgbenchDb.drop();
}

const investDb = await createDatabase('bench_invest');
const database = await openDatabase({ url: investDb.url });
let hot: InvestRun;
let spread: InvestRun;
try {
  await database.migrate();
  await seedReference(database.db);
  const db = database.db;
  const investors = await makeInvestors(db);
  const [hotProject] = await makeProjects(db, 1, 100_000);
  const many = await makeProjects(db, PROJECTS, 200_000);
  const service = createInvestingService({ db });
  hot = await measure('one hot project', service, db, investors, () => hotProject!, 'hot');
  spread = await measure(`spread over ${PROJECTS} projects`, service, db, investors, () => many[Math.floor(Math.random() * many.length)]!, 'spread');
} finally {
  await database.close();
  await investDb.drop();
}

const ratios = { hotToPgbench: hot.perSecond / pgbench.tps, spreadToPgbench: spread.perSecond / pgbench.tps };
console.log('');
console.log(`one hot project / pgbench TPC-B = ${ratios.hotToPgbench.toFixed(3)}`);
console.log(`spread          / pgbench TPC-B = ${ratios.spreadToPgbench.toFixed(3)}`);

const result = {
  when: new Date().toISOString(),
  commit: gitCommit(repoRoot),
  node: process.version,
  cpus: os.cpus().length,
  loadAverage1mBefore: loadBefore,
  clients: CLIENTS,
  investors: INVESTORS,
  projects: PROJECTS,
  seconds: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
  pgbench,
  invest: { hot, spread },
  ratios,
};
mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
const out = path.join(repoRoot, 'bench/results/invest.json');
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
