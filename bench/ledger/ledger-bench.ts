// Wallet-to-wallet transfers per second through the ledger service (`transfer()`, each in its own
// transaction, N concurrent clients, random pairs among M funded wallets), on PostgreSQL and on
// PGlite, each compared with pgbench TPC-B (scale 1, the same client count and duration) measured
// in this same run against the same PostgreSQL server. See bench/README.md.
//
//   npm run ledger -w bench      (= node --import tsx ledger/ledger-bench.ts, from bench/)
//
// Environment: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL; without it only PGlite runs),
// BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CLIENTS (4), BENCH_WALLETS (100).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toCents } from '@platform/contract';
import { openDatabase, type Database, type Db } from '../../apps/server/src/db/client';
import { createScratchDatabase, type ScratchDatabase } from '../../apps/server/src/db/scratch-database';
import { users } from '../../apps/server/src/db/schema';
import { ledgerViolations } from '../../apps/server/src/modules/ledger/ledger.invariants';
import { clearingAccount, transfer, walletAccount } from '../../apps/server/src/modules/ledger/ledger.service';
import { runPgbench, type PgbenchResult } from './pgbench';
import { closedLoop } from '../lib/closed-loop';
import { BENCH_DATABASE_URL, gitCommit, positive } from '../lib/bench-env';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const SECONDS = positive(process.env.BENCH_SECONDS, 10);
const WARMUP_SECONDS = positive(process.env.BENCH_WARMUP_SECONDS, 2);
const CLIENTS = Math.round(positive(process.env.BENCH_CLIENTS, 4));
const WALLETS = Math.round(positive(process.env.BENCH_WALLETS, 100));
/** Every wallet starts with 1,000,000.00 EUR; transfers move 0.01–1.00, so none is refused for funds. */
const FUNDING_CENTS = toCents(100_000_000);
const adminUrl = BENCH_DATABASE_URL;
/** A fresh database on the benchmark's PostgreSQL server; drop() removes it. */
const createDatabase = (prefix: string): Promise<ScratchDatabase> => createScratchDatabase(adminUrl, prefix);

interface LedgerRun {
  transfers: number;
  seconds: number;
  tps: number;
  refused: Record<string, number>;
  latencyMs: { p50: number; p99: number };
}

/** M users with a funded wallet each; answers the wallet account ids. */
async function fundWallets(db: Db): Promise<number[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(Array.from({ length: WALLETS }, (_, i) => ({ email: `bench-${tag}-${i}@ledger.bench`, passwordHash: 'x' })))
    .returning({ id: users.id });
  const clearing = (await clearingAccount(db, 'connectPay')).id;
  const wallets: number[] = [];
  for (const { id } of rows) {
    const wallet = (await walletAccount(db, id)).id;
    await db.transaction((tx) =>
      transfer(tx, { debitAccountId: clearing, creditAccountId: wallet, amount: FUNDING_CENTS, code: 'deposit', idempotencyKey: `bench-fund-${tag}-${id}` }),
    );
    wallets.push(wallet);
  }
  return wallets;
}

/** N clients, each in a loop: one transfer between two random distinct wallets, in its own transaction. */
async function drive(db: Db, wallets: number[], seconds: number, keyPrefix: string): Promise<LedgerRun> {
  const run = await closedLoop(CLIENTS, seconds, (c, sequence) => {
    const a = Math.floor(Math.random() * wallets.length);
    let b = Math.floor(Math.random() * (wallets.length - 1));
    if (b >= a) b += 1;
    const amount = toCents(1 + Math.floor(Math.random() * 100));
    return db.transaction((tx) =>
      transfer(tx, { debitAccountId: wallets[a]!, creditAccountId: wallets[b]!, amount, code: 'adjustment', idempotencyKey: `${keyPrefix}-${c}-${sequence}` }),
    );
  });
  return { transfers: run.done, seconds: run.seconds, tps: run.perSecond, refused: run.refused, latencyMs: run.latencyMs };
}

async function benchLedger(label: string, database: Database): Promise<LedgerRun> {
  await database.migrate();
  process.stdout.write(`${label.padEnd(28)} funding ${WALLETS} wallets`);
  const wallets = await fundWallets(database.db);
  process.stdout.write(` … warm-up ${WARMUP_SECONDS} s`);
  await drive(database.db, wallets, WARMUP_SECONDS, 'warm');
  process.stdout.write(` … measuring ${SECONDS} s`);
  const run = await drive(database.db, wallets, SECONDS, 'run');
  const violations = await ledgerViolations(database.db);
  if (violations.length > 0) throw new Error(`${label}: ledger invariants broken after the run:\n${violations.join('\n')}`);
  const refusedTotal = Object.values(run.refused).reduce((s, n) => s + n, 0);
  console.log(
    ` → ${run.tps.toFixed(0)} transfers/s (p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms${refusedTotal ? `, ${refusedTotal} refused: ${JSON.stringify(run.refused)}` : ''})`,
  );
  return run;
}

const loadBefore = os.loadavg()[0];
console.log(`Ledger benchmark — ${CLIENTS} clients, ${WALLETS} wallets, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per target\n`);

let pgbench: PgbenchResult | null = null;
let postgres: LedgerRun | null = null;
if (!adminUrl) {
  console.log('PostgreSQL: skipped — set BENCH_DATABASE_URL or DATABASE_URL (postgres://…) to measure the ledger on PostgreSQL and pgbench.\n');
} else {
  const pgbenchDb = await createDatabase('bench_pgbench');
  try {
    process.stdout.write(`${'pgbench TPC-B (baseline)'.padEnd(28)} init -s 1 … measuring ${SECONDS} s`);
    pgbench = runPgbench(pgbenchDb.url, { clients: CLIENTS, seconds: SECONDS });
    console.log(` → ${pgbench.tps.toFixed(0)} tps`);
  } finally {
    await pgbenchDb.drop();
  }
  const ledgerDb = await createDatabase('bench_ledger');
  const database = await openDatabase({ url: ledgerDb.url });
  try {
    postgres = await benchLedger('ledger on PostgreSQL', database);
  } finally {
    await database.close();
    await ledgerDb.drop();
  }
}

// PGlite as the embedded default runs it: a data directory on disk, one connection.
const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-pglite-'));
let pglite: LedgerRun;
const embedded = await openDatabase({ dataDir: path.join(pgliteDir, 'pglite') });
try {
  pglite = await benchLedger('ledger on PGlite (disk)', embedded);
} finally {
  await embedded.close();
  rmSync(pgliteDir, { recursive: true, force: true });
}

const ratio = (run: LedgerRun | null) => (run && pgbench ? run.tps / pgbench.tps : null);
console.log('');
if (pgbench && postgres) {
  console.log(`ledger on PostgreSQL / pgbench TPC-B = ${ratio(postgres)!.toFixed(3)}`);
  console.log(`ledger on PGlite     / pgbench TPC-B = ${ratio(pglite)!.toFixed(3)}`);
} else {
  console.log('ratios: need PostgreSQL for the pgbench baseline');
}

const result = {
  when: new Date().toISOString(),
  commit: gitCommit(repoRoot),
  node: process.version,
  cpus: os.cpus().length,
  loadAverage1mBefore: loadBefore,
  clients: CLIENTS,
  wallets: WALLETS,
  seconds: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
  pgbench,
  ledger: { postgres, pglite },
  ratios: { postgresToPgbench: ratio(postgres), pgliteToPgbench: ratio(pglite) },
};
mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
const out = path.join(repoRoot, 'bench/results/ledger.json');
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
