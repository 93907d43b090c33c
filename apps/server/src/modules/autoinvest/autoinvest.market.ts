import {
  allowanceBalance,
  asCents,
  AUTO_STEP_CENTS,
  calendarDate,
  type Cents,
  DEFAULT_MARKET_TERMS,
  matchesCriteria,
  minCents,
  strategyCapacity,
  subCents,
  toCents,
  toWire,
  withinMandate,
  ZERO_CENTS,
} from '@platform/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { autoInvestMandates, autoInvestOutcomes, autoInvestStrategies, investments, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { accountMayInvest } from '../investing/investing.service';
import { walletBalance } from '../ledger/ledger.service';
import type { MarketService } from '../market/market.service';
import { loadSettings } from './autoinvest.engine';

/**
 * Strategies that include the secondary market buy listings matching their criteria and their
 * mandate at par or a discount, never a premium (decision 0035), through the market's own purchase
 * (every rule of a manual purchase applies). One purchase per strategy and run, in fair-queue
 * order; a strategy that bought goes to the back. Only loans that are ACTIVE (not DELAYED), and
 * only once the mandate's reflection period is over: a purchase on the market is final at once.
 */

interface Listing {
  id: number;
  project_id: number;
  seller_user_id: number;
  amount_cents: string;
  sold_cents: string;
  premium_bps: number;
  investment_type_id: number;
  country_id: number;
  risk_group_id: number;
  interest_rate_bps: number;
  term_months: number;
  target_cents: string;
  max_investment_cents: string | null;
}

const LISTINGS_PER_STRATEGY = 50;
const STRATEGIES_PER_RUN = 500;

export interface MarketRunResult {
  bought: number;
  principalCents: Cents;
}

export async function runMarketPurchases(db: Db, market: MarketService, options: { userId?: number; now?: Date } = {}): Promise<MarketRunResult> {
  const now = options.now ?? new Date();
  const result: MarketRunResult = { bought: 0, principalCents: ZERO_CENTS };
  if ((await loadSettings(db)).paused) return result;
  const strategies = await db
    .select()
    .from(autoInvestStrategies)
    .where(
      and(
        eq(autoInvestStrategies.active, true),
        eq(autoInvestStrategies.includeMarket, true),
        isNull(autoInvestStrategies.deletedAt),
        options.userId ? eq(autoInvestStrategies.userId, options.userId) : undefined,
      ),
    )
    .orderBy(asc(autoInvestStrategies.queueTagCents), asc(autoInvestStrategies.id))
    .limit(STRATEGIES_PER_RUN);
  const served = new Set<number>();
  const today = calendarDate(now);
  for (const s of strategies) {
    if (served.has(s.userId)) continue;
    const [user] = await db.select().from(users).where(eq(users.id, s.userId)).limit(1);
    if (!user || !accountMayInvest(user)) continue;
    const [mandate] = await db
      .select()
      .from(autoInvestMandates)
      .where(and(eq(autoInvestMandates.userId, s.userId), isNull(autoInvestMandates.revokedAt)))
      .limit(1);
    if (!mandate || allowanceBalance(mandate, now) <= 0) continue;
    if (mandate.reflectionEndsAt !== null && now.getTime() < mandate.reflectionEndsAt.getTime()) continue;

    const listings = await queryRows<Listing>(
      db,
      sql`SELECT l.id, l.project_id, l.seller_user_id, l.amount_cents::text, l.sold_cents::text, l.premium_bps,
                 p.investment_type_id, p.country_id, p.risk_group_id, p.interest_rate_bps, p.term_months, p.target_cents::text, p.max_investment_cents::text
          FROM market_listings l JOIN projects p ON p.id = l.project_id
          WHERE l.status = 'active' AND l.expires_on > ${today} AND l.premium_bps <= 0 AND l.seller_user_id <> ${s.userId}
            AND p.status = 'ACTIVE' AND NOT EXISTS (SELECT 1 FROM market_pauses m WHERE m.project_id = l.project_id)
          ORDER BY l.premium_bps ASC, l.id ASC
          LIMIT ${LISTINGS_PER_STRATEGY}`,
    );
    const criteria = {
      loanTypes: s.loanTypes,
      countries: s.countries,
      riskGroups: s.riskGroups,
      interestMinBps: s.interestMinBps,
      interestMaxBps: s.interestMaxBps,
      termMin: s.termMin,
      termMax: s.termMax,
    };
    for (const l of listings) {
      const facts = {
        investmentTypeId: l.investment_type_id,
        countryId: l.country_id,
        riskGroupId: l.risk_group_id,
        interestRateBps: l.interest_rate_bps,
        termMonths: l.term_months,
      };
      if (!matchesCriteria(criteria, facts) || !withinMandate(mandate, facts)) continue;
      const [held] = await db
        .select({ total: sql<string>`coalesce(sum(${investments.outstandingPrincipalCents}), 0)::text` })
        .from(investments)
        .where(and(eq(investments.userId, s.userId), eq(investments.projectId, l.project_id), inArray(investments.status, ['reflection', 'active'])));
      const wallet = await walletBalance(db, s.userId, user.paymentSource);
      const { capacityCents } = strategyCapacity({
        amountPerProjectCents: s.amountPerProjectCents,
        maxShareBps: s.maxShareBps,
        targetCents: asCents(l.target_cents),
        heldInProjectCents: asCents(held?.total ?? 0),
        totalCapCents: s.totalCapCents,
        investedTotalCents: s.investedCents,
        projectMaxInvestmentCents: l.max_investment_cents === null ? null : asCents(l.max_investment_cents),
        walletAvailableCents: wallet.available,
        cashToKeepCents: s.cashToKeepCents,
        allowanceCents: allowanceBalance(mandate, now),
      });
      // The price adds the seller's accrued interest to the principal: a whole step of room is kept for it.
      const room = subCents(capacityCents, AUTO_STEP_CENTS);
      const amount = minCents(asCents(l.amount_cents), toCents(room - (room % AUTO_STEP_CENTS)));
      if (amount < DEFAULT_MARKET_TERMS.minPartCents) continue;
      try {
        await market.buy(
          { id: s.userId, role: 'investor', isDebtor: false, readonly: false, impersonatorUserId: null },
          { recordId: l.id, amount: toWire(amount), acknowledgeLargeAmount: s.largeAmountAcknowledged },
          `autoinvest:market:${s.id}:${l.id}:${l.sold_cents}`,
          { ip: '127.0.0.1', userAgent: 'automatic investment' },
          { strategyId: s.id, mandateId: mandate.id, charge: (tx, deal) => chargeStrategy(tx, s.id, mandate.id, deal, now) },
        );
        result.bought += 1;
        result.principalCents = toCents(result.principalCents + amount);
        served.add(s.userId);
        break;
      } catch (error) {
        // Someone else bought it first, the wallet changed, a rule refused: the next listing.
        if (!(error instanceof AppError)) throw error;
      }
    }
  }
  return result;
}

/**
 * In the purchase's transaction: the strategy's and the mandate's rows locked (the engine's order),
 * the allowance, total cap and cash to keep checked against the real price, then charged; the
 * strategy goes to the back of the fair queue and the purchase is its outcome for the project.
 */
async function chargeStrategy(
  tx: Db,
  strategyId: number,
  mandateId: number,
  deal: { principal: Cents; price: Cents; projectId: number },
  now: Date,
): Promise<void> {
  const [s] = await tx.select().from(autoInvestStrategies).where(eq(autoInvestStrategies.id, strategyId)).for('update').limit(1);
  const [m] = await tx.select().from(autoInvestMandates).where(eq(autoInvestMandates.id, mandateId)).for('update').limit(1);
  if (!s || !s.active || s.deletedAt || !m || m.revokedAt) throw new AppError('CONFLICT', 'The strategy or its mandate changed');
  if (allowanceBalance(m, now) < deal.price) throw new AppError('CONFLICT', 'Beyond the allowance');
  if (s.totalCapCents !== null && s.investedCents + deal.principal > s.totalCapCents) throw new AppError('CONFLICT', 'Beyond the total cap');
  const [user] = await tx.select({ paymentSource: users.paymentSource }).from(users).where(eq(users.id, s.userId)).limit(1);
  const wallet = await walletBalance(tx, s.userId, user!.paymentSource);
  if (subCents(wallet.available, s.cashToKeepCents) < deal.price) throw new AppError('CONFLICT', 'Beyond the cash to keep');
  await tx
    .update(autoInvestMandates)
    .set({ spentCents: sql`${autoInvestMandates.spentCents} + ${deal.price}` })
    .where(eq(autoInvestMandates.id, mandateId));
  await tx
    .update(autoInvestStrategies)
    .set({
      investedCents: sql`${autoInvestStrategies.investedCents} + ${deal.principal}`,
      investmentsCount: sql`${autoInvestStrategies.investmentsCount} + 1`,
      queueTagCents: sql`${autoInvestStrategies.queueTagCents} + ${deal.principal}`,
    })
    .where(eq(autoInvestStrategies.id, strategyId));
  const [run] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO auto_invest_runs (project_id, trigger, started_at, candidates, invested, amount_cents) VALUES (${deal.projectId}, 'market', ${now}, 1, 1, ${deal.principal}) RETURNING id`,
  );
  await tx
    .insert(autoInvestOutcomes)
    .values({ projectId: deal.projectId, strategyId, userId: s.userId, amountCents: deal.principal, outcome: 'invested', runId: Number(run!.id), at: now })
    .onConflictDoUpdate({
      target: [autoInvestOutcomes.projectId, autoInvestOutcomes.strategyId],
      set: {
        amountCents: sql`${autoInvestOutcomes.amountCents} + excluded.amount_cents`,
        outcome: 'invested',
        runId: sql`excluded.run_id`,
        at: sql`excluded.at`,
      },
    });
}
