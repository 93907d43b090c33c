// Secondary-market purchases per second through the market service (`buy()`: idempotency key row,
// the project, listing and holding locks, the holding and its 12 installments split, the buyer's
// new holding, the trade, three linked ledger transfers, two notifications and an audit entry, in
// one transaction), on PostgreSQL, in two shapes: every client buying from ONE hot listing (they
// queue on its project's and listing's row locks) and spread over listings of many projects. Each
// is compared with pgbench TPC-B (scale 1, same client count and duration) measured in this same
// run against the same PostgreSQL server; the ledger invariants are checked after each shape.
//
//   npm run market -w bench      (= node --import tsx market/market-bench.ts, from bench/)
//
// Environment: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL, required), BENCH_SECONDS (10),
// BENCH_WARMUP_SECONDS (2), BENCH_CLIENTS (4), BENCH_BUYERS (100), BENCH_LISTINGS (100).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toCents, toWire } from '@platform/contract';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase, queryRows } from '../../apps/server/src/db/client';
import { countries, investments, investmentTypes, projects, questionnaireAnswers, riskGroups, users } from '../../apps/server/src/db/schema';
import { createScratchDatabase } from '../../apps/server/src/db/scratch-database';
import type { Viewer } from '../../apps/server/src/http/request-context';
import { ledgerViolations } from '../../apps/server/src/modules/ledger/ledger.invariants';
import { clearingAccount, escrowAccount, transfer, walletAccount } from '../../apps/server/src/modules/ledger/ledger.service';
import { createLifecycleService } from '../../apps/server/src/modules/lifecycle/lifecycle.service';
import { createMarketService, type MarketService } from '../../apps/server/src/modules/market/market.service';
import { seedReference } from '../../apps/server/src/seed/seed';
import { measurePgbenchBaseline, type PgbenchResult } from '../ledger/pgbench';
import { closedLoop } from '../lib/closed-loop';
import { BENCH_DATABASE_URL, gitCommit, positive } from '../lib/bench-env';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const SECONDS = positive(process.env.BENCH_SECONDS, 10);
const WARMUP_SECONDS = positive(process.env.BENCH_WARMUP_SECONDS, 2);
const CLIENTS = Math.round(positive(process.env.BENCH_CLIENTS, 4));
const BUYERS = Math.round(positive(process.env.BENCH_BUYERS, 100));
const LISTINGS = Math.round(positive(process.env.BENCH_LISTINGS, 100));
/** Each buyer's wallet: 1,000,000.00 EUR; a purchase is 10.00–20.00 of principal, so none is refused for funds. */
const BUYER_FUNDS = toCents(100_000_000);
/** A listed holding: 1,000,000.00 EUR, far more than a run can buy. */
const HOLDING_CENTS = toCents(100_000_000);

interface BuyRun {
  purchases: number;
  seconds: number;
  perSecond: number;
  refused: Record<string, number>;
  latencyMs: { p50: number; p99: number };
}

const tag = randomBytes(4).toString('hex');

/** Onboarded investors with funded wallets (net worth high enough that no purchase needs the large-amount acknowledgement). */
async function makeInvestors(db: Db, count: number, label: string, funds: number): Promise<Viewer[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bench-${tag}-${label}-${i}@market.bench`,
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
      netWorthCents: toCents(10_000_000_000),
      lossCapacityCents: toCents(100_000_000),
      reassessAt,
    })),
  );
  const clearing = (await clearingAccount(db, 'connectPay')).id;
  for (const { id } of rows) {
    const wallet = (await walletAccount(db, id)).id;
    await db.transaction((tx) =>
      transfer(tx, { debitAccountId: clearing, creditAccountId: wallet, amount: toCents(funds), code: 'deposit', idempotencyKey: `bench-fund-${tag}-${id}` }),
    );
  }
  return rows.map(({ id }) => ({ id, role: 'investor', isDebtor: false, readonly: false, impersonatorUserId: null }));
}

/** `count` loans of one seller's holding each, disbursed 10 days ago (12 annuity installments), each listed whole at −1 %. */
async function makeListings(db: Db, market: MarketService, seller: Viewer, operatorId: number, count: number, firstNumber: number): Promise<number[]> {
  const [type] = await db.select().from(investmentTypes).limit(1);
  const [group] = await db.select().from(riskGroups).limit(1);
  const [country] = await db.select().from(countries).limit(1);
  const disbursedAt = new Date(Date.now() - 10 * 86_400_000);
  const lifecycle = createLifecycleService({ db, now: () => disbursedAt });
  const listings: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const [project] = await db
      .insert(projects)
      .values({
        number: firstNumber + i,
        slug: `bench-market-${firstNumber + i}`,
        status: 'FUNDED',
        investmentTypeId: type!.id,
        riskGroupId: group!.id,
        countryId: country!.id,
        ownerName: 'Bench borrower',
        interestRateBps: 1200,
        termMonths: 12,
        repaymentMethod: 'ANNUITY',
        targetCents: HOLDING_CENTS,
        fundedCents: HOLDING_CENTS,
        minInvestmentCents: toCents(1_000),
      })
      .returning({ id: projects.id });
    const investmentId = await db.transaction(async (tx) => {
      const [next] = await queryRows<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('investments', 'id'))::int AS id`);
      const id = Number(next!.id);
      await transfer(tx, {
        debitAccountId: (await walletAccount(tx, seller.id)).id,
        creditAccountId: (await escrowAccount(tx, project!.id)).id,
        amount: HOLDING_CENTS,
        code: 'investment',
        idempotencyKey: `bench-inv-${tag}-${id}`,
        referenceType: 'investment',
        referenceId: id,
      });
      await tx.insert(investments).values({
        id,
        projectId: project!.id,
        userId: seller.id,
        amountCents: HOLDING_CENTS,
        outstandingPrincipalCents: HOLDING_CENTS,
        status: 'active',
        createdAt: disbursedAt,
      });
      return id;
    });
    await lifecycle.disburse(operatorId, project!.id, `bench-disburse-${tag}-${firstNumber + i}`);
    const { recordId } = await market.sell(
      seller,
      { investmentId, amount: toWire(HOLDING_CENTS), premiumPercent: -100 },
      { ip: '127.0.0.1', userAgent: 'bench' },
    );
    listings.push(recordId);
  }
  return listings;
}

/** N clients in a loop: a random buyer buys 10.00–20.00 of principal from the listing `pick` names. */
async function drive(market: MarketService, buyers: Viewer[], pick: () => number, seconds: number, keyPrefix: string): Promise<BuyRun> {
  const meta = { ip: '127.0.0.1', userAgent: 'bench' };
  const run = await closedLoop(CLIENTS, seconds, (c, sequence) => {
    const viewer = buyers[Math.floor(Math.random() * buyers.length)]!;
    const amount = `${10 + Math.floor(Math.random() * 11)}.00`;
    return market.buy(viewer, { recordId: pick(), amount }, `${keyPrefix}-${c}-${sequence}`, meta);
  });
  return { purchases: run.done, seconds: run.seconds, perSecond: run.perSecond, refused: run.refused, latencyMs: run.latencyMs };
}

async function measure(label: string, market: MarketService, db: Db, buyers: Viewer[], pick: () => number, key: string): Promise<BuyRun> {
  process.stdout.write(`${label.padEnd(34)} warm-up ${WARMUP_SECONDS} s`);
  await drive(market, buyers, pick, WARMUP_SECONDS, `${tag}-${key}-warm`);
  process.stdout.write(` … measuring ${SECONDS} s`);
  const run = await drive(market, buyers, pick, SECONDS, `${tag}-${key}-run`);
  const violations = await ledgerViolations(db);
  if (violations.length > 0) throw new Error(`${label}: ledger invariants broken after the run:\n${violations.join('\n')}`);
  const refusedTotal = Object.values(run.refused).reduce((s, n) => s + n, 0);
  console.log(
    ` → ${run.perSecond.toFixed(1)} purchases/s (p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms${refusedTotal ? `, ${refusedTotal} refused: ${JSON.stringify(run.refused)}` : ''}); invariants hold`,
  );
  return run;
}

if (!BENCH_DATABASE_URL) {
  console.error('Set BENCH_DATABASE_URL or DATABASE_URL (postgres://…): the market benchmark runs on PostgreSQL against pgbench.');
  process.exit(1);
}

const loadBefore = os.loadavg()[0];
console.log(
  `Secondary-market benchmark — ${CLIENTS} clients, ${BUYERS} buyers, ${LISTINGS} listings (spread), ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per shape\n`,
);

const pgbench: PgbenchResult = await measurePgbenchBaseline(BENCH_DATABASE_URL, { clients: CLIENTS, seconds: SECONDS });

const marketDb = await createScratchDatabase(BENCH_DATABASE_URL, 'bench_market');
const database = await openDatabase({ url: marketDb.url });
let hot: BuyRun;
let spread: BuyRun;
try {
  await database.migrate();
  await seedReference(database.db);
  const db = database.db;
  const market = createMarketService({ db });
  const [operator] = await makeInvestors(db, 1, 'operator', 1);
  const [seller] = await makeInvestors(db, 1, 'seller', 100_000_000 * (LISTINGS + 1));
  const buyers = await makeInvestors(db, BUYERS, 'buyer', BUYER_FUNDS);
  process.stdout.write(`setting up ${LISTINGS + 1} disbursed loans and their listings …`);
  const [hotListing] = await makeListings(db, market, seller!, operator!.id, 1, 300_000);
  const many = await makeListings(db, market, seller!, operator!.id, LISTINGS, 400_000);
  console.log(' done');
  hot = await measure('one hot listing', market, db, buyers, () => hotListing!, 'hot');
  spread = await measure(`spread over ${LISTINGS} listings`, market, db, buyers, () => many[Math.floor(Math.random() * many.length)]!, 'spread');
} finally {
  await database.close();
  await marketDb.drop();
}

const ratios = { hotToPgbench: hot.perSecond / pgbench.tps, spreadToPgbench: spread.perSecond / pgbench.tps };
console.log('');
console.log(`one hot listing / pgbench TPC-B = ${ratios.hotToPgbench.toFixed(3)}`);
console.log(`spread          / pgbench TPC-B = ${ratios.spreadToPgbench.toFixed(3)}`);

const result = {
  when: new Date().toISOString(),
  commit: gitCommit(repoRoot),
  node: process.version,
  cpus: os.cpus().length,
  loadAverage1mBefore: loadBefore,
  clients: CLIENTS,
  buyers: BUYERS,
  listings: LISTINGS,
  seconds: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
  pgbench,
  market: { hot, spread },
  ratios,
};
mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
const out = path.join(repoRoot, 'bench/results/market.json');
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
