import { addCents, asCents, calendarDate, mulRatio, toCents, toWire, zonedInstant } from '@platform/contract';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import type { Viewer } from '../../http/request-context';
import { AppError } from '../../http/app-error';
import { addDays, loanFixtures, type TestUser } from '../../test/loan-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerViolations } from '../ledger/ledger.invariants';
import { createMarketService, type MarketService } from './market.service';

/**
 * Issue 13: randomized concurrent runs of sells, edits, cancels and buys (decision 0034). Each run
 * gets a fresh loan held by three investors; its batches of operations run at once (parallel
 * transactions on PostgreSQL). After every run: the ledger invariants hold, every installment of
 * the loan is still the sum of its holders' installments, every holding owes exactly its unpaid
 * principal, no holding has more on offer than it owes, and every listing's sold principal is the
 * sum of its trades. A refusal is always a 4xx AppError, never anything else.
 */

let t: TestApp;
let db: Db;
let fx: ReturnType<typeof loanFixtures>;
let market: MarketService;
let holders: TestUser[] = [];
let outsider: TestUser;
const meta = { ip: '127.0.0.1', userAgent: 'property test' };
const viewerOf = (u: TestUser): Viewer => ({ id: u.id, role: 'investor', isDebtor: false, readonly: false, impersonatorUserId: null });
const today = calendarDate(new Date());
const [dy, dm, dd] = addDays(today, -20).split('-').map(Number) as [number, number, number];
const D = zonedInstant({ year: dy, month: dm, day: dd, hour: 12, minute: 0 });

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = loanFixtures(t, { projectNumbersFrom: 99_000, ipBlock: 102 });
  market = createMarketService({ db });
  holders = [await fx.makeInvestor('prop-a'), await fx.makeInvestor('prop-b'), await fx.makeInvestor('prop-c')];
  outsider = await fx.makeInvestor('prop-d');
  for (const u of [...holders, outsider]) await fx.deposit(u.id, 1_000_000_000);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Op =
  | { kind: 'sell'; who: number; share: number; premium: number }
  | { kind: 'edit'; listing: number; share: number; premium: number }
  | { kind: 'cancel'; listing: number }
  | { kind: 'buy'; who: number; listing: number; cents: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      who: fc.nat(2),
      share: fc.integer({ min: 1, max: 70 }),
      premium: fc.integer({ min: -2100, max: 1100 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      listing: fc.nat(10),
      share: fc.integer({ min: 1, max: 70 }),
      premium: fc.integer({ min: -2000, max: 1000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), listing: fc.nat(10) }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('buy' as const), who: fc.nat(3), listing: fc.nat(10), cents: fc.integer({ min: 500, max: 8_000 }) }) },
);

async function consistencyProblems(projectId: number): Promise<string[]> {
  const rows = await queryRows<{ problem: string }>(
    db,
    sql`
    SELECT 'installment ' || p.installment || ' does not add up' AS problem
    FROM project_schedule_items p
    LEFT JOIN (
      SELECT s.installment, sum(s.principal_cents) AS principal, sum(s.interest_cents) AS interest
      FROM investment_schedule_items s JOIN investments i ON i.id = s.investment_id
      WHERE i.project_id = ${projectId} GROUP BY s.installment
    ) h ON h.installment = p.installment
    WHERE p.project_id = ${projectId} AND (h.principal IS DISTINCT FROM p.principal_cents OR h.interest IS DISTINCT FROM p.interest_cents)
    UNION ALL
    SELECT 'holding ' || i.id || ' owes ' || i.outstanding_principal_cents || ' but its installments ' || sum(s.principal_cents - s.paid_principal_cents)
    FROM investments i JOIN investment_schedule_items s ON s.investment_id = i.id WHERE i.project_id = ${projectId}
    GROUP BY i.id HAVING i.outstanding_principal_cents <> sum(s.principal_cents - s.paid_principal_cents)
    UNION ALL
    SELECT 'holding ' || i.id || ' offers more than it owes' FROM investments i
    WHERE i.project_id = ${projectId} AND i.outstanding_principal_cents <
      (SELECT coalesce(sum(l.amount_cents), 0) FROM market_listings l WHERE l.investment_id = i.id AND l.status = 'active')
    UNION ALL
    SELECT 'listing ' || l.id || ' sold ' || l.sold_cents || ' but its trades ' || coalesce(sum(tr.principal_cents), 0)
    FROM market_listings l LEFT JOIN market_trades tr ON tr.listing_id = l.id WHERE l.project_id = ${projectId}
    GROUP BY l.id HAVING l.sold_cents <> coalesce(sum(tr.principal_cents), 0)`,
  );
  return rows.map((r) => r.problem);
}

describe('secondary market under randomized concurrent operations', () => {
  it('keeps the books, the holdings and the listings consistent', async () => {
    let run = 0;
    const refusals = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(opArb, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 }), async (batches) => {
        run += 1;
        const projectId = await fx.makeProject({
          country: 'LT',
          green: run % 2 === 0,
          risk: 'A',
          rateBps: 1200,
          termMonths: 6,
          method: 'ANNUITY',
          target: 1_500_000,
        });
        const holdings: number[] = [];
        for (const h of holders) holdings.push(await fx.investAt(projectId, h.id, 500_000, D));
        await fx.disburseAt(projectId, D);
        const listings: number[] = [];
        let key = 0;
        const runOp = async (op: Op) => {
          const pick = (i: number) => listings[i % Math.max(1, listings.length)];
          switch (op.kind) {
            case 'sell': {
              const [h] = await queryRows<{ outstanding: string }>(
                db,
                sql`SELECT outstanding_principal_cents AS outstanding FROM investments WHERE id = ${holdings[op.who]!}`,
              );
              const amount = mulRatio(asCents(h!.outstanding), op.share, 100, 'floor');
              const { recordId } = await market.sell(
                viewerOf(holders[op.who]!),
                { investmentId: holdings[op.who]!, amount: toWire(amount), premiumPercent: op.premium },
                meta,
              );
              listings.push(recordId);
              return;
            }
            case 'edit': {
              const id = pick(op.listing);
              if (id === undefined) return;
              const [l] = await queryRows<{ seller: number; amount: string }>(
                db,
                sql`SELECT seller_user_id AS seller, amount_cents AS amount FROM market_listings WHERE id = ${id}`,
              );
              const seller = holders.find((h) => h.id === Number(l!.seller))!;
              await market.edit(
                viewerOf(seller),
                { recordId: id, amount: toWire(mulRatio(addCents(asCents(l!.amount), toCents(1_000)), op.share, 50, 'floor')), premiumPercent: op.premium },
                'en',
                meta,
              );
              return;
            }
            case 'cancel': {
              const id = pick(op.listing);
              if (id === undefined) return;
              const [l] = await queryRows<{ seller: number }>(db, sql`SELECT seller_user_id AS seller FROM market_listings WHERE id = ${id}`);
              await market.cancel(viewerOf(holders.find((h) => h.id === Number(l!.seller))!), id, 'en', meta);
              return;
            }
            case 'buy': {
              const id = pick(op.listing);
              if (id === undefined) return;
              const buyer = op.who === 3 ? outsider : holders[op.who]!;
              key += 1;
              await market.buy(viewerOf(buyer), { recordId: id, amount: toWire(toCents(op.cents)) }, `prop-${run}-${key}`, meta);
              return;
            }
          }
        };
        for (const batch of batches) {
          const settled = await Promise.allSettled(batch.map(runOp));
          for (const s of settled) {
            if (s.status === 'fulfilled') continue;
            expect(s.reason, String(s.reason)).toBeInstanceOf(AppError);
            const error = s.reason as AppError;
            expect(error.statusCode, error.code).toBeGreaterThanOrEqual(400);
            expect(error.statusCode, error.code).toBeLessThan(500);
            refusals.set(error.code, (refusals.get(error.code) ?? 0) + 1);
          }
        }
        expect(await consistencyProblems(projectId)).toEqual([]);
        expect(await ledgerViolations(db)).toEqual([]);
      }),
      { numRuns: 12, seed: Number(process.env.MARKET_SEED ?? 20261127) },
    );
    const [trades] = await queryRows<{ n: string }>(db, sql`SELECT count(*) AS n FROM market_trades`);
    // The runs did trade, and did meet the rules' refusals.
    expect(Number(trades!.n)).toBeGreaterThan(0);
    expect(refusals.size).toBeGreaterThan(0);
  }, 300_000);
});
