// Issue 12 at scale: the portfolio answer (GET /api/get/user-portfolio-info/all, portfolio.service.ts)
// of a user with 5,000 investments and the public statistics answer (GET /api/get/statisticsv3,
// statistics.service.ts) on PostgreSQL with 10,000 projects, 100,000 investors and 100,000, then
// 1,000,000 investments (each size in a fresh database, with schedules, repayments and the
// ledger), called directly (no server, no HTTP). Targets: p99 ≤ 50 ms on a warm cache, and less
// than 2× slower at 1 M than at 100 k. See bench/README.md.
//
//   npm run portfolio -w bench      (= node --import tsx portfolio/portfolio-bench.ts, from bench/)
//
// Environment: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL, required; a superuser-ish URL:
// the bench creates and drops its databases bench_portfolio_*), BENCH_SCALE (1; 0.1 seeds a tenth
// of everything for a quick run), BENCH_ITERATIONS (200 warm calls per answer and size),
// BENCH_COLD_ITERATIONS (30 statistics calls with the in-process cache emptied before each),
// BENCH_WARMUP (10 calls before a warm series), BENCH_CHECK=1 (verify every foreign key and the
// ledger invariants of the seeded data), BENCH_KEEP_DATABASE=1 (leave the databases for EXPLAIN;
// their URLs are printed).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Db } from '../../apps/server/src/db/client';
import { createScratchDatabase } from '../../apps/server/src/db/scratch-database';
import { rebuildWalletReturnDays } from '../../apps/server/src/modules/ledger/ledger.aggregates';
import { ledgerViolations } from '../../apps/server/src/modules/ledger/ledger.invariants';
import { createPortfolioService } from '../../apps/server/src/modules/portfolio/portfolio.service';
import { createStatisticsService } from '../../apps/server/src/modules/statistics/statistics.service';
import { seedReference } from '../../apps/server/src/seed/seed';
import { BENCH_DATABASE_URL, gitCommit, positive } from '../lib/bench-env';
import {
  checkReferences,
  finishProjects,
  prepareSession,
  seedAccounts,
  seedContext,
  seedInvestments,
  seedLedger,
  seedProjects,
  seedUsers,
  vacuumAnalyze,
} from './seed';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const SCALE = Math.min(1, positive(process.env.BENCH_SCALE, 1));
const ITERATIONS = Math.round(positive(process.env.BENCH_ITERATIONS, 200));
const COLD_ITERATIONS = Math.round(positive(process.env.BENCH_COLD_ITERATIONS, 30));
const WARMUP = Math.round(positive(process.env.BENCH_WARMUP, 10));
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';
const CHECK = process.env.BENCH_CHECK === '1';
/** Issue 12: 10,000 projects, 100,000 investors, investments 100 k then 1 M, one user with 5,000. */
const SIZES = {
  projects: Math.round(10_000 * SCALE),
  investors: Math.round(100_000 * SCALE),
  userInvestments: Math.round(5_000 * SCALE),
};
const SIZES_INVESTMENTS = [Math.round(100_000 * SCALE), Math.round(1_000_000 * SCALE)];
const TARGET_P99_MS = 50;
const TARGET_GROWTH = 2;
/** Below this a latency is mostly timer and event-loop noise: a growth ratio between two such figures says nothing. */
const NOISE_FLOOR_MS = 1;

interface Series {
  calls: number;
  p50: number;
  p99: number;
  mean: number;
  min: number;
  max: number;
}

interface SizeResult {
  investments: number;
  rows: Record<string, number>;
  seedSeconds: number;
  seedSteps: Record<string, number>;
  /** Before the measurement: the other jobs on the machine move every figure. */
  loadAverage1m: number;
  portfolio: { firstCallMs: number; warm: Series; answer: Record<string, unknown> };
  statistics: { firstCallMs: number; warm: Series; cold: Series; answer: Record<string, unknown> };
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

function summarize(latencies: number[]): Series {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return {
    calls: sorted.length,
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    mean: round(sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length)),
    min: round(sorted[0] ?? 0),
    max: round(sorted[sorted.length - 1] ?? 0),
  };
}

/** Sequential calls, one at a time, as one user's requests arrive; `before` runs outside the timing. */
async function timeCalls(calls: number, call: () => Promise<unknown>, before?: () => void): Promise<Series> {
  const latencies: number[] = [];
  for (let i = 0; i < calls; i++) {
    before?.();
    const t0 = performance.now();
    await call();
    latencies.push(performance.now() - t0);
  }
  return summarize(latencies);
}

async function timeOnce(call: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await call();
  return round(performance.now() - t0);
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(3));
const line = (s: Series) => `p50 ${fmt(s.p50)} ms  p99 ${fmt(s.p99)} ms  mean ${fmt(s.mean)} ms  max ${fmt(s.max)} ms  (${s.calls} calls)`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

async function measureSize(db: Db, userId: number): Promise<Pick<SizeResult, 'portfolio' | 'statistics'>> {
  const portfolio = createPortfolioService({ db });
  const statistics = createStatisticsService({ db });

  const callPortfolio = () => portfolio.portfolio(userId, 'all', 'all');
  const portfolioFirst = await timeOnce(callPortfolio);
  for (let i = 0; i < WARMUP; i++) await callPortfolio();
  const portfolioWarm = await timeCalls(ITERATIONS, callPortfolio);
  const portfolioAnswer = (await callPortfolio()) as unknown as Record<string, unknown>;
  console.log(`user-portfolio-info/all   first ${fmt(portfolioFirst)} ms; warm ${line(portfolioWarm)} ${mark(portfolioWarm.p99 <= TARGET_P99_MS)}`);

  const callStatistics = () => statistics.statistics();
  statistics.invalidate();
  const statisticsFirst = await timeOnce(callStatistics);
  for (let i = 0; i < WARMUP; i++) await callStatistics();
  const statisticsWarm = await timeCalls(ITERATIONS, callStatistics);
  const statisticsCold = await timeCalls(COLD_ITERATIONS, callStatistics, () => statistics.invalidate());
  const statisticsAnswer = (await callStatistics()) as unknown as Record<string, unknown>;
  console.log(`statisticsv3 (warm cache) first ${fmt(statisticsFirst)} ms; warm ${line(statisticsWarm)} ${mark(statisticsWarm.p99 <= TARGET_P99_MS)}`);
  console.log(`statisticsv3 (cold, for information)         ${line(statisticsCold)}`);

  // Enough of both answers to see they covered the data (and to compare sizes), not the whole JSON.
  const p = portfolioAnswer as { counts?: unknown; totals?: unknown };
  const s = statisticsAnswer as { totals?: unknown };
  console.log(`  portfolio counts ${JSON.stringify(p.counts)} totals ${JSON.stringify(p.totals)}`);
  console.log(`  statistics totals ${JSON.stringify(s.totals)}`);
  return {
    portfolio: { firstCallMs: portfolioFirst, warm: portfolioWarm, answer: { counts: p.counts, totals: p.totals } },
    statistics: { firstCallMs: statisticsFirst, warm: statisticsWarm, cold: statisticsCold, answer: { totals: s.totals } },
  };
}

if (!BENCH_DATABASE_URL) {
  console.error('Set BENCH_DATABASE_URL or DATABASE_URL (postgres://…): the portfolio benchmark seeds and measures on PostgreSQL.');
  process.exit(1);
}

const loadBefore = os.loadavg()[0];
console.log(
  `Portfolio and statistics at scale — ${SIZES.projects.toLocaleString('en')} projects, ${SIZES.investors.toLocaleString('en')} investors, ` +
    `investments ${SIZES_INVESTMENTS.map((n) => n.toLocaleString('en')).join(' then ')}, measured user with ${SIZES.userInvestments.toLocaleString('en')}; ` +
    `${ITERATIONS} warm calls (+${WARMUP} warm-up), ${COLD_ITERATIONS} cold statistics calls per size${SCALE < 1 ? ` (BENCH_SCALE=${SCALE})` : ''}`,
);

/**
 * A fresh database seeded with `investments` investments, measured, then dropped. Each size gets
 * its own database seeded in time order rather than growing the first: appending 900 k
 * investments would leave the measured user's 5,000 (and their ledger legs) packed into the
 * first tenth of every table, where a platform that grew to a million over four years has them
 * spread thinly over all of it; rewriting the tables in time order (CLUSTER) costs more than
 * seeding afresh.
 */
async function seedAndMeasure(investments: number): Promise<SizeResult> {
  const label = `${investments.toLocaleString('en')} investments`;
  console.log(`\n— ${label} —`);
  const scratch = await createScratchDatabase(BENCH_DATABASE_URL, 'bench_portfolio');
  const database = await openDatabase({ url: scratch.url });
  const seeder = new pg.Client({ connectionString: scratch.url });
  const steps: Record<string, number> = {};
  try {
    await database.migrate();
    await seedReference(database.db);
    await seeder.connect();
    const skippedForeignKeys = await prepareSession(seeder);
    if (Object.keys(serverSettings).length === 0) {
      // reset_val: the server's value, not this seeding session's (prepareSession changes some).
      const rows = await seeder.query<{ name: string; setting: string; unit: string | null }>(
        `SELECT name, reset_val AS setting, unit FROM pg_settings WHERE name IN ('server_version', 'shared_buffers', 'work_mem', 'max_wal_size', 'fsync', 'synchronous_commit')`,
      );
      serverSettings = Object.fromEntries(rows.rows.map((r) => [r.name, r.unit ? `${r.setting} × ${r.unit}` : r.setting]));
    }
    const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
      process.stdout.write(`seeding: ${name} …`);
      const t0 = performance.now();
      const out = await run();
      steps[name] = Math.round((performance.now() - t0) / 100) / 10;
      console.log(` ${steps[name]} s`);
      return out;
    };
    const started = performance.now();
    const people = await step(`users (${SIZES.investors.toLocaleString('en')} investors)`, () => seedUsers(seeder, SIZES));
    await step(`projects (${SIZES.projects.toLocaleString('en')}) and their audit trail`, () => seedProjects(seeder, SIZES));
    await step('ledger accounts', () => seedAccounts(seeder, people));
    const ctx = seedContext(people, SIZES, investments);
    const seeded = await step(`${label} and their schedules${skippedForeignKeys ? ' (foreign-key triggers skipped, checked after)' : ''}`, () =>
      seedInvestments(seeder, ctx),
    );
    const finished = await step("projects' funded amounts, borrower schedules and repayments", () => finishProjects(seeder));
    const ledger = await step('ledger transfers', () => seedLedger(seeder));
    // Replica mode skipped the trigger that keeps wallet_return_days: write it as the trigger would have.
    if (skippedForeignKeys) await step('wallet return days (the aggregate, rebuilt from the transfers)', () => rebuildWalletReturnDays(database.db));
    await step('VACUUM ANALYZE', () => vacuumAnalyze(seeder));
    // The checkpoint after a bulk load would otherwise write during the measurement.
    await step('CHECKPOINT', () => seeder.query('CHECKPOINT'));
    const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
    if (CHECK) {
      const broken = [...(await checkReferences(seeder)), ...(await ledgerViolations(database.db))];
      if (broken.length > 0) throw new Error(`the seeded data are inconsistent:\n${broken.slice(0, 20).join('\n')}`);
      console.log('checked: every foreign key resolves, ledgerViolations finds nothing');
    }
    const rows = { investments: seeded.investments, scheduleItems: seeded.scheduleItems, ...finished, ledgerTransfers: ledger.transfers };
    console.log(
      `seeded ${Object.entries(rows)
        .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
        .join(', ')} in ${seedSeconds} s`,
    );
    const loadAverage1m = os.loadavg()[0]!;
    const measured = await measureSize(database.db, ctx.userId);
    return { investments, rows, seedSeconds, seedSteps: steps, loadAverage1m, ...measured };
  } finally {
    await seeder.end().catch(() => {});
    await database.close();
    if (KEEP_DATABASE) console.log(`kept the database: ${scratch.url}`);
    else await scratch.drop();
  }
}

let serverSettings: Record<string, string> = {};
const sizes: SizeResult[] = [];
for (const investments of SIZES_INVESTMENTS) sizes.push(await seedAndMeasure(investments));
const seeding = { totalSeconds: Math.round(sizes.reduce((s, r) => s + r.seedSeconds, 0) * 10) / 10 };

const [small, large] = sizes as [SizeResult, SizeResult];
/** Growth of the median (p99 of a few hundred calls on a shared machine is one unlucky call). */
const growth = (a: Series, b: Series) => ({
  p50: round(b.p50 / a.p50),
  p99: round(b.p99 / a.p99),
  mean: round(b.mean / a.mean),
  belowNoiseFloor: b.p50 < NOISE_FLOOR_MS,
});
const growths = {
  portfolioWarm: growth(small.portfolio.warm, large.portfolio.warm),
  statisticsWarm: growth(small.statistics.warm, large.statistics.warm),
  statisticsCold: growth(small.statistics.cold, large.statistics.cold),
};
const growthOk = (g: { p50: number; belowNoiseFloor: boolean }) => g.p50 < TARGET_GROWTH || g.belowNoiseFloor;
const targets = {
  portfolioWarmP99: { small: small.portfolio.warm.p99 <= TARGET_P99_MS, large: large.portfolio.warm.p99 <= TARGET_P99_MS },
  statisticsWarmP99: { small: small.statistics.warm.p99 <= TARGET_P99_MS, large: large.statistics.warm.p99 <= TARGET_P99_MS },
  portfolioGrowth: growthOk(growths.portfolioWarm),
  statisticsWarmGrowth: growthOk(growths.statisticsWarm),
  statisticsColdGrowth: growthOk(growths.statisticsCold),
};

const sizeLabel = (r: SizeResult) => (r.investments >= 1_000_000 ? `${r.investments / 1_000_000}M` : `${r.investments / 1000}k`);
const row = (name: string, a: Series, b: Series, g: ReturnType<typeof growth>, p99Target: boolean) =>
  `${name.padEnd(30)} ${`${fmt(a.p50)} / ${fmt(a.p99)} / ${fmt(a.mean)}`.padEnd(24)} ${`${fmt(b.p50)} / ${fmt(b.p99)} / ${fmt(b.mean)}`.padEnd(24)} ` +
  `${`×${g.p50.toFixed(2)} (p99 ×${g.p99.toFixed(2)})`.padEnd(22)} ${mark(growthOk(g))} growth${g.belowNoiseFloor ? ' (< 1 ms: noise)' : ''}` +
  (p99Target ? `   p99 ≤ ${TARGET_P99_MS} ms: ${mark(a.p99 <= TARGET_P99_MS)} ${mark(b.p99 <= TARGET_P99_MS)}` : '');
console.log(
  `\n${'answer'.padEnd(30)} ${`${sizeLabel(small)} p50 / p99 / mean ms`.padEnd(24)} ${`${sizeLabel(large)} p50 / p99 / mean ms`.padEnd(24)} ${'growth (p50)'.padEnd(22)}`,
);
console.log(row('user-portfolio-info/all', small.portfolio.warm, large.portfolio.warm, growths.portfolioWarm, true));
console.log(row('statisticsv3 (warm cache)', small.statistics.warm, large.statistics.warm, growths.statisticsWarm, true));
console.log(row('statisticsv3 (cold, info)', small.statistics.cold, large.statistics.cold, growths.statisticsCold, false));
console.log(
  `\nseeding: ${seeding.totalSeconds} s in all (${sizes.map((r) => `${sizeLabel(r)}: ${r.seedSeconds} s`).join(', ')}); ` +
    `load average (1 min) before the run ${loadBefore?.toFixed(1)}, before measuring ${sizes.map((r) => `${sizeLabel(r)}: ${r.loadAverage1m.toFixed(1)}`).join(', ')}`,
);

const result = {
  when: new Date().toISOString(),
  commit: gitCommit(repoRoot),
  node: process.version,
  cpus: os.cpus().length,
  loadAverage1mBefore: loadBefore,
  postgres: serverSettings,
  scale: SCALE,
  sizes: SIZES,
  iterations: ITERATIONS,
  coldIterations: COLD_ITERATIONS,
  warmup: WARMUP,
  seedingSeconds: seeding.totalSeconds,
  results: sizes,
  growth: growths,
  targets: { p99Ms: TARGET_P99_MS, growth: TARGET_GROWTH, met: targets },
};
mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
const out = path.join(repoRoot, 'bench/results/portfolio.json');
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
