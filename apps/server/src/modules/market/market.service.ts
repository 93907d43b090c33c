import {
  accruedInterest,
  addMonths,
  asCents,
  bpsToPercentString,
  bpsToSignedPercent,
  buyBounds,
  buyProblem,
  calendarDate,
  type Cents,
  DEFAULT_MARKET_TERMS,
  formatRatePercent,
  fromWire,
  type HoldingItem,
  isoDateOf,
  largeAmountThreshold,
  listingExpiresOn,
  type Locale,
  MARKET_PAGE_SIZE,
  type MarketList,
  type MarketOverview,
  type MarketRecord,
  type MarketRecordDetail,
  type MarketTerms,
  needsLargeAmountWarning,
  type OwnRecords,
  priceOf,
  SELLABLE_PROJECT_STATUSES,
  type SellProblem,
  sellProblem,
  splitHolding,
  subCents,
  sumCents,
  toWire,
  yieldToMaturity,
  ZERO_CENTS,
} from '@platform/contract';
import type { marketListQuerySchema, ownRecordsQuerySchema } from '@platform/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client';
import { investments, marketListings, marketTrades, projects, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { idempotent, type IdempotentAnswer } from '../../http/idempotency';
import type { Viewer } from '../../http/request-context';
import { recordAudit } from '../audit/audit.service';
import type { RequestMeta } from '../auth/auth.service';
import { insertInvestment, reduceSoldHolding } from '../investing/investment.commands';
import { assertMayInvest, isSophisticated, netWorthOf } from '../investing/investing.service';
import { feeIncomeAccount, marketClearingAccount, transferLinked, walletAccount, walletBalance } from '../ledger/ledger.service';
import { lockHoldingItems, splitHoldingSchedule } from '../lifecycle/schedule.commands';
import { notify } from '../notifications/notifications.service';
import { pauseProjectListings, resumeProjectListings } from './market.commands';
import { countOf, type ItemRow, itemsOf, type ListingRow, listings, listingsQuery } from './market.repo';
import { transferDescription } from '../transactions/transfer-descriptions';

/**
 * The secondary market (issue 13, decision 0034): a bulletin board run by the platform (ECSP
 * Art. 25). Sellers list part of a holding's outstanding principal at a premium or discount;
 * buyers buy all or part of a listing. A purchase is one transaction: the project, the listing and
 * the seller's holding are locked in that order (the order repayments lock the project in), the
 * holding and its schedule are split exactly, and the money moves through the ledger in one batch.
 */

type ListQuery = z.output<typeof marketListQuerySchema>;
type OwnQuery = z.output<typeof ownRecordsQuerySchema>;
type UserRow = typeof users.$inferSelect;

export const BUY_ROUTE = 'POST /api/set/secondary-market/buy';

interface Deps {
  db: Db;
  now?: () => Date;
  terms?: MarketTerms;
}

const SELL_ERRORS: Record<SellProblem, () => AppError> = {
  not_sellable: () => new AppError('MARKET_NOT_SELLABLE', 'Only active holdings can be sold', { investmentId: ['not_sellable'] }),
  loan_not_sellable: () => new AppError('MARKET_NOT_SELLABLE', 'Holdings of this loan cannot be sold now', { investmentId: ['loan_not_sellable'] }),
  in_reflection: () => new AppError('MARKET_NOT_SELLABLE', 'Not during the reflection period', { investmentId: ['in_reflection'] }),
  paused: () => new AppError('MARKET_PAUSED', "This project's listings are paused", { investmentId: ['paused'] }),
  below_minimum: () => new AppError('MARKET_AMOUNT_INVALID', 'The amount is below the minimum part', { amount: ['below_minimum'] }),
  above_available: () => new AppError('MARKET_AMOUNT_INVALID', 'The amount is more than you can list', { amount: ['above_available'] }),
  premium_out_of_range: () => new AppError('MARKET_PREMIUM_OUT_OF_RANGE', 'The premium is outside the allowed range', { premiumPercent: ['out_of_range'] }),
};

/** A listing that is still offered today (active and not expired). */
const OPEN = (today: string) => sql`l.status = 'active' AND l.expires_on > ${today}`;

const holdingItemsOf = (rows: readonly ItemRow[]): HoldingItem[] =>
  rows.map((r) => ({
    installment: r.installment,
    dueDate: r.due_date,
    principal: r.principal_cents,
    interest: r.interest_cents,
    paidPrincipal: r.paid_principal_cents,
    paidInterest: r.paid_interest_cents,
  }));

const outstandingOf = (items: readonly HoldingItem[]) => sumCents(items.map((i) => subCents(i.principal, i.paidPrincipal)));

export function createMarketService({ db, now = () => new Date(), terms = DEFAULT_MARKET_TERMS }: Deps) {
  const today = () => calendarDate(now());

  async function loadUser(tx: Db, userId: number): Promise<UserRow> {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound('User not found');
    return user;
  }

  /** What buying `part` of a listing means on `on`: the split, accrued interest, price, fee and yield. */
  function deal(offer: { disbursedAt: Date | null; premiumBps: number }, items: readonly HoldingItem[], part: Cents, on: string) {
    const outstanding = outstandingOf(items);
    const split = splitHolding(items, part, outstanding);
    const start = offer.disbursedAt ? isoDateOf(offer.disbursedAt) : (items[0]?.dueDate ?? on);
    const accrued = accruedInterest(split.buyer, on, start);
    const price = priceOf(part, offer.premiumBps, accrued, terms);
    const ytm = yieldToMaturity(price.price, split.buyer, on);
    return { split, price, ytm: ytm === null ? null : formatRatePercent(ytm) };
  }

  const offerOf = (row: ListingRow) => ({ disbursedAt: row.disbursed_at, premiumBps: row.premium_bps });

  function offered(row: ListingRow): Cents {
    return row.amount_cents < row.outstanding_cents ? row.amount_cents : row.outstanding_cents;
  }

  function effectiveStatus(row: ListingRow, on: string): MarketRecord['status'] {
    if (row.status === 'active' && row.expires_on <= on) return 'expired';
    return row.status as MarketRecord['status'];
  }

  function toRecord(row: ListingRow, items: readonly HoldingItem[], viewer: Viewer | null, on: string): MarketRecord {
    const principal = offered(row);
    const open = items.filter((i) => i.principal > i.paidPrincipal || i.interest > i.paidInterest);
    const whole = principal > 0 && items.length > 0 ? deal(offerOf(row), items, principal, on) : null;
    const last = open.at(-1)?.dueDate ?? null;
    const next = open.find((i) => i.dueDate >= on)?.dueDate ?? open[0]?.dueDate ?? null;
    const remainingMonths = last ? Math.max(0, monthsBetween(on, last)) : 0;
    return {
      id: row.id,
      projectId: row.project_id,
      projectNumber: row.project_number,
      projectSlug: row.project_slug,
      projectTitle: row.title ?? row.project_slug,
      projectStatus: row.project_status,
      loanType: row.is_green ? 'greenLoan' : 'default',
      country: row.country,
      riskGroup: row.risk_group,
      interestRate: bpsToPercentString(row.interest_rate_bps),
      status: effectiveStatus(row, on),
      pausedReason: row.paused_reason,
      principal: toWire(principal),
      accruedInterest: toWire(whole?.price.accruedInterest ?? ZERO_CENTS),
      premiumPercent: bpsToSignedPercent(row.premium_bps),
      price: toWire(whole?.price.price ?? ZERO_CENTS),
      remainingMonths,
      nextPaymentDate: next,
      yieldToMaturity: whole?.ytm ?? null,
      expiresOn: row.expires_on,
      createdAt: row.created_at.toISOString(),
      own: viewer?.id === row.seller_user_id,
    };
  }

  async function oneListing(tx: Db, id: number, locale: Locale): Promise<ListingRow> {
    const [row] = await listings(tx, listingsQuery(locale, sql`l.id = ${id}`));
    if (!row) throw notFound('No such listing');
    return row;
  }

  async function recordOf(tx: Db, id: number, viewer: Viewer | null, locale: Locale): Promise<MarketRecord> {
    const row = await oneListing(tx, id, locale);
    const items = (await itemsOf(tx, [row.investment_id])).get(row.investment_id) ?? [];
    return toRecord(row, holdingItemsOf(items), viewer, today());
  }

  /** Principal of this holding in other listings still offered. */
  async function listedElsewhere(tx: Db, investmentId: number, exceptListingId: number | null): Promise<Cents> {
    const [row] = await queryRows<{ n: string | number | null }>(
      tx,
      sql`SELECT sum(amount_cents) AS n FROM market_listings l WHERE l.investment_id = ${investmentId} AND ${OPEN(today())}
          ${exceptListingId === null ? sql`` : sql`AND l.id <> ${exceptListingId}`}`,
    );
    return asCents(row?.n ?? 0);
  }

  async function isPaused(tx: Db, projectId: number): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(tx, sql`SELECT 1 AS one FROM market_pauses WHERE project_id = ${projectId}`);
    return rows.length > 0;
  }

  function assertMayTrade(viewer: Viewer): void {
    if (viewer.readonly) throw new AppError('READ_ONLY', 'This account is read-only');
    if (viewer.impersonatorUserId) throw new AppError('IMPERSONATION_READ_ONLY', 'Not while logged in as another user');
  }

  /** Locks the seller's listing and checks the listing problem for (amount, premium) on its holding. */
  /**
   * The lock every market write takes first: the project row, as repayments, status changes and
   * purchases do. Taking it before the listing and the holding keeps one lock order everywhere (a
   * listing's insert needs a key-share lock on its project, which a purchase holding the project
   * would otherwise wait against while it waits for the holding: a deadlock).
   */
  async function lockProject(tx: Db, projectId: number) {
    const [project] = await tx
      .select({ status: projects.status, number: projects.number, disbursedAt: projects.disbursedAt })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    return project;
  }

  async function checkListing(tx: Db, input: { investmentId: number; userId: number; amount: Cents; premiumBps: number; exceptListingId: number | null }) {
    const [owned] = await tx
      .select({ projectId: investments.projectId })
      .from(investments)
      .where(and(eq(investments.id, input.investmentId), eq(investments.userId, input.userId)))
      .limit(1);
    if (!owned) throw notFound('No such investment');
    await lockProject(tx, owned.projectId);
    const [holding] = await tx
      .select({ inv: investments, projectStatus: projects.status })
      .from(investments)
      .innerJoin(projects, eq(projects.id, investments.projectId))
      .where(and(eq(investments.id, input.investmentId), eq(investments.userId, input.userId)))
      .for('update', { of: investments })
      .limit(1);
    if (!holding) throw notFound('No such investment');
    const problem = sellProblem(
      {
        holdingStatus: holding.inv.status,
        projectStatus: holding.projectStatus,
        paused: await isPaused(tx, holding.inv.projectId),
        reflectionEndsAt: holding.inv.reflectionEndsAt,
        now: now(),
        outstanding: holding.inv.outstandingPrincipalCents,
        listedElsewhere: await listedElsewhere(tx, holding.inv.id, input.exceptListingId),
        amount: input.amount,
        premiumBps: input.premiumBps,
      },
      terms,
    );
    if (problem) throw SELL_ERRORS[problem]();
    return holding.inv;
  }

  /** The caller's own open listing, locked. */
  async function ownOpenListing(tx: Db, userId: number, recordId: number) {
    const [listing] = await tx.select().from(marketListings).where(eq(marketListings.id, recordId)).for('update').limit(1);
    if (!listing || listing.sellerUserId !== userId) throw notFound('No such listing');
    if (listing.status !== 'active' || listing.expiresOn <= today()) throw new AppError('MARKET_LISTING_CLOSED', 'This listing is no longer offered');
    return listing;
  }

  return {
    terms,

    async sell(viewer: Viewer, body: { investmentId: number; amount: string; premiumPercent: number }, meta: RequestMeta): Promise<{ recordId: number }> {
      assertMayTrade(viewer);
      const amount = fromWire(body.amount);
      return db.transaction(async (tx) => {
        const holding = await checkListing(tx, {
          investmentId: body.investmentId,
          userId: viewer.id,
          amount,
          premiumBps: body.premiumPercent,
          exceptListingId: null,
        });
        const [row] = await tx
          .insert(marketListings)
          .values({
            investmentId: holding.id,
            sellerUserId: viewer.id,
            projectId: holding.projectId,
            amountCents: amount,
            premiumBps: body.premiumPercent,
            expiresOn: listingExpiresOn(today(), terms),
          })
          .returning({ id: marketListings.id });
        await recordAudit(tx, {
          actorUserId: viewer.id,
          subjectUserId: viewer.id,
          action: 'market.listed',
          details: { listingId: row!.id, investmentId: holding.id, amount: toWire(amount), premiumBps: body.premiumPercent },
          ip: meta.ip,
        });
        return { recordId: row!.id };
      });
    },

    async edit(viewer: Viewer, body: { recordId: number; amount?: string; premiumPercent?: number }, locale: Locale, meta: RequestMeta): Promise<MarketRecord> {
      assertMayTrade(viewer);
      await db.transaction(async (tx) => {
        const [head] = await tx.select({ projectId: marketListings.projectId }).from(marketListings).where(eq(marketListings.id, body.recordId)).limit(1);
        if (head) await lockProject(tx, head.projectId);
        const listing = await ownOpenListing(tx, viewer.id, body.recordId);
        const amount = body.amount === undefined ? listing.amountCents : fromWire(body.amount);
        const premiumBps = body.premiumPercent ?? listing.premiumBps;
        await checkListing(tx, { investmentId: listing.investmentId, userId: viewer.id, amount, premiumBps, exceptListingId: listing.id });
        await tx.update(marketListings).set({ amountCents: amount, premiumBps, updatedAt: now() }).where(eq(marketListings.id, listing.id));
        await recordAudit(tx, {
          actorUserId: viewer.id,
          subjectUserId: viewer.id,
          action: 'market.edited',
          details: { listingId: listing.id, amount: toWire(amount), premiumBps },
          ip: meta.ip,
        });
      });
      return recordOf(db, body.recordId, viewer, locale);
    },

    async cancel(viewer: Viewer, recordId: number, locale: Locale, meta: RequestMeta): Promise<MarketRecord> {
      assertMayTrade(viewer);
      await db.transaction(async (tx) => {
        const listing = await ownOpenListing(tx, viewer.id, recordId);
        await tx.update(marketListings).set({ status: 'cancelled', cancelledByUserId: viewer.id, updatedAt: now() }).where(eq(marketListings.id, listing.id));
        await recordAudit(tx, {
          actorUserId: viewer.id,
          subjectUserId: viewer.id,
          action: 'market.cancelled',
          details: { listingId: listing.id },
          ip: meta.ip,
        });
      });
      return recordOf(db, recordId, viewer, locale);
    },

    /**
     * `automatic` is automatic investment buying for a strategy (decision 0035): `charge` runs in the
     * purchase's transaction once the price is known, after the project, listing and holding locks
     * and before any ledger lock (it takes the strategy's and the mandate's rows, the engine's order),
     * and may refuse; the new holding names the strategy and mandate.
     */
    async buy(
      viewer: Viewer,
      body: { recordId: number; amount: string; acknowledgeLargeAmount?: boolean },
      key: string,
      meta: RequestMeta,
      automatic?: { strategyId: number; mandateId: number; charge: (tx: Db, deal: { principal: Cents; price: Cents; projectId: number }) => Promise<void> },
    ): Promise<IdempotentAnswer<{ tradeId: number; investmentId: number; principal: string; price: string; accruedInterest: string }>> {
      const buyer = await loadUser(db, viewer.id);
      assertMayInvest(buyer, viewer);
      const amount = fromWire(body.amount);
      const payload = { recordId: body.recordId, amount: toWire(amount), acknowledgeLargeAmount: body.acknowledgeLargeAmount ?? false };
      const sophisticated = isSophisticated(buyer);
      const netWorth = await netWorthOf(db, buyer.id);
      return idempotent(db, buyer.id, key, BUY_ROUTE, payload, async (tx) => {
        const on = today();
        const [head] = await tx.select({ projectId: marketListings.projectId }).from(marketListings).where(eq(marketListings.id, body.recordId)).limit(1);
        if (!head) throw notFound('No such listing');
        // Lock order: project (as repayments and status changes do), listing, holding and its installments.
        const project = await lockProject(tx, head.projectId);
        const [listing] = await tx.select().from(marketListings).where(eq(marketListings.id, body.recordId)).for('update').limit(1);
        if (!listing) throw notFound('No such listing');
        if (listing.sellerUserId === buyer.id) throw new AppError('MARKET_OWN_LISTING', 'You cannot buy your own listing');
        if (listing.status !== 'active' || listing.expiresOn <= on) throw new AppError('MARKET_LISTING_CLOSED', 'This listing is no longer offered');
        if (await isPaused(tx, listing.projectId)) throw new AppError('MARKET_PAUSED', "This project's listings are paused");
        const [holding] = await tx.select().from(investments).where(eq(investments.id, listing.investmentId)).for('update').limit(1);
        if (!holding || !project || holding.status !== 'active' || !(SELLABLE_PROJECT_STATUSES as readonly string[]).includes(project.status)) {
          throw new AppError('MARKET_LISTING_CLOSED', 'This loan part can no longer be bought');
        }
        const problem = buyProblem(amount, listing.amountCents, holding.outstandingPrincipalCents, terms);
        if (problem) {
          const bounds = buyBounds(listing.amountCents, holding.outstandingPrincipalCents, terms);
          throw new AppError('MARKET_AMOUNT_INVALID', `Buy from ${toWire(bounds.min)} to ${toWire(bounds.max)}`, { amount: [problem] });
        }
        const itemRows = await lockHoldingItems(tx, holding.id);
        const items = itemRows.map((r) => ({
          installment: r.installment,
          dueDate: r.dueDate,
          principal: r.principalCents,
          interest: r.interestCents,
          paidPrincipal: r.paidPrincipalCents,
          paidInterest: r.paidInterestCents,
        }));
        const { split, price } = deal({ disbursedAt: project.disbursedAt, premiumBps: listing.premiumBps }, items, amount, on);
        if (needsLargeAmountWarning({ amountCents: price.price, netWorthCents: netWorth, sophisticated }) && !body.acknowledgeLargeAmount) {
          throw new AppError('LARGE_AMOUNT_ACK_REQUIRED', `Investing more than ${toWire(largeAmountThreshold(netWorth))} needs your explicit acknowledgement`, {
            amount: ['large_amount'],
          });
        }
        if (automatic) await automatic.charge(tx, { principal: amount, price: price.price, projectId: holding.projectId });

        const buyerInvestmentId = await insertInvestment(tx, {
          ...(automatic ? { strategyId: automatic.strategyId, mandateId: automatic.mandateId } : {}),
          projectId: holding.projectId,
          userId: buyer.id,
          parentInvestmentId: holding.id,
          amountCents: amount,
          outstandingPrincipalCents: amount,
          status: 'active',
          source: 'market',
          largeAmountAcknowledged: body.acknowledgeLargeAmount ?? false,
        });
        await splitHoldingSchedule(tx, itemRows, buyerInvestmentId, split);
        await reduceSoldHolding(tx, holding.id, subCents(holding.outstandingPrincipalCents, amount));
        const left = subCents(listing.amountCents, amount);
        await tx
          .update(marketListings)
          .set({ amountCents: left, soldCents: sql`${marketListings.soldCents} + ${amount}`, status: left === 0 ? 'sold' : 'active', updatedAt: now() })
          .where(eq(marketListings.id, listing.id));
        const [trade] = await tx
          .insert(marketTrades)
          .values({
            listingId: listing.id,
            sellerInvestmentId: holding.id,
            buyerInvestmentId,
            sellerUserId: listing.sellerUserId,
            buyerUserId: buyer.id,
            principalCents: amount,
            premiumCents: price.premium,
            accruedInterestCents: price.accruedInterest,
            priceCents: price.price,
            feeCents: price.fee,
            premiumBps: listing.premiumBps,
          })
          .returning({ id: marketTrades.id });
        const tradeId = trade!.id;

        const seller = await loadUser(tx, listing.sellerUserId);
        const buyerWallet = await walletAccount(tx, buyer.id, buyer.paymentSource);
        const sellerWallet = await walletAccount(tx, seller.id, seller.paymentSource);
        const clearing = await marketClearingAccount(tx);
        const legs = [
          {
            debitAccountId: buyerWallet.id,
            creditAccountId: clearing.id,
            amount: price.price,
            code: 'market_purchase' as const,
            referenceId: buyerInvestmentId,
          },
          { debitAccountId: clearing.id, creditAccountId: sellerWallet.id, amount: price.price, code: 'market_sale' as const, referenceId: holding.id },
        ];
        const feeLeg =
          price.fee > 0
            ? [
                {
                  debitAccountId: sellerWallet.id,
                  creditAccountId: (await feeIncomeAccount(tx)).id,
                  amount: price.fee,
                  code: 'fee' as const,
                  referenceId: holding.id,
                },
              ]
            : [];
        await transferLinked(
          tx,
          [...legs, ...feeLeg].map((leg) => ({
            ...leg,
            idempotencyKey: `market-trade:${tradeId}:${leg.code}`,
            referenceType: 'investment',
            description: transferDescription('server.transfer.secondary_market', { number: project.number }),
            createdByUserId: buyer.id,
          })),
        );
        await notify(tx, [
          { userId: seller.id, event: 'market_sold', investmentId: holding.id, params: { amount: toWire(amount), price: toWire(price.price) } },
          { userId: buyer.id, event: 'market_bought', investmentId: buyerInvestmentId, params: { amount: toWire(amount), price: toWire(price.price) } },
        ]);
        await recordAudit(tx, {
          actorUserId: buyer.id,
          subjectUserId: seller.id,
          action: 'market.bought',
          details: { tradeId, listingId: listing.id, principal: toWire(amount), price: toWire(price.price), fee: toWire(price.fee) },
          ip: meta.ip,
        });
        return {
          statusCode: 201,
          body: {
            tradeId,
            investmentId: buyerInvestmentId,
            principal: toWire(amount),
            price: toWire(price.price),
            accruedInterest: toWire(price.accruedInterest),
          },
        };
      });
    },

    async list(query: ListQuery, viewer: Viewer | null, locale: Locale): Promise<MarketList> {
      const on = today();
      const where = [OPEN(on), sql`p.status IN ('ACTIVE', 'DELAYED')`, sql`i.status = 'active'`, sql`least(l.amount_cents, i.outstanding_principal_cents) > 0`];
      if (query.loanType !== 'all') where.push(sql`t.is_green = ${query.loanType === 'greenLoan'}`);
      if (query.country) where.push(sql`c.code = ${query.country}`);
      if (query.riskGroups && query.riskGroups.length > 0)
        where.push(
          sql`rg.code IN (${sql.join(
            query.riskGroups.map((g) => sql`${g}`),
            sql`, `,
          )})`,
        );
      if (query.minInterest !== undefined) where.push(sql`p.interest_rate_bps >= ${query.minInterest}`);
      if (query.maxInterest !== undefined) where.push(sql`p.interest_rate_bps <= ${query.maxInterest}`);
      // A discount of d % is a premium of −d %.
      if (query.minDiscount !== undefined) where.push(sql`l.premium_bps <= ${-query.minDiscount}`);
      if (query.maxDiscount !== undefined) where.push(sql`l.premium_bps >= ${-query.maxDiscount}`);
      if (query.loanStatus) where.push(sql`p.status = ${query.loanStatus}`);
      const lastDue = sql`(SELECT max(s.due_date) FROM investment_schedule_items s WHERE s.investment_id = l.investment_id)`;
      if (query.maxRemainingMonths !== undefined) where.push(sql`${lastDue} <= ${addMonths(on, query.maxRemainingMonths)}`);
      const filter = sql.join(where, sql` AND `);
      const order = {
        newest: sql`l.id DESC`,
        discount: sql`l.premium_bps ASC, l.id DESC`,
        principal: sql`least(l.amount_cents, i.outstanding_principal_cents) DESC, l.id DESC`,
        remaining: sql`${lastDue} ASC, l.id DESC`,
        interest: sql`p.interest_rate_bps DESC, l.id DESC`,
      }[query.sort];
      const [rows, total] = await Promise.all([
        listings(db, listingsQuery(locale, filter, order, MARKET_PAGE_SIZE, (query.page - 1) * MARKET_PAGE_SIZE)),
        countOf(db, filter),
      ]);
      const items = await itemsOf(
        db,
        rows.map((r) => r.investment_id),
      );
      return {
        records: rows.map((r) => toRecord(r, holdingItemsOf(items.get(r.investment_id) ?? []), viewer, on)),
        page: query.page,
        pageSize: MARKET_PAGE_SIZE,
        total,
      };
    },

    async record(id: number, amountWire: string | undefined, viewer: Viewer | null, locale: Locale): Promise<MarketRecordDetail> {
      const on = today();
      const row = await oneListing(db, id, locale);
      const items = holdingItemsOf((await itemsOf(db, [row.investment_id])).get(row.investment_id) ?? []);
      const record = toRecord(row, items, viewer, on);
      const bounds = buyBounds(row.amount_cents, row.outstanding_cents, terms);
      const amount = amountWire === undefined ? bounds.max : fromWire(amountWire);
      const ok = amount > 0 && amount <= bounds.max && items.length > 0;
      const quote = ok ? deal(offerOf(row), items, amount, on) : null;
      let blockedBy: string | null = null;
      let available: Cents | null = null;
      let largeAmountWarning = false;
      if (record.status !== 'active' || record.projectStatus === 'REPAID' || bounds.max <= 0) blockedBy = 'closed';
      else if (row.paused_reason) blockedBy = 'paused';
      else if (!viewer) blockedBy = 'login';
      else if (record.own) blockedBy = 'own';
      if (viewer) {
        const user = await loadUser(db, viewer.id);
        if (!blockedBy) {
          try {
            assertMayInvest(user, viewer);
          } catch (error) {
            blockedBy = error instanceof AppError ? error.code : 'not_allowed';
          }
        }
        available = (await walletBalance(db, viewer.id, user.paymentSource)).available;
        if (quote)
          largeAmountWarning = needsLargeAmountWarning({
            amountCents: quote.price.price,
            netWorthCents: await netWorthOf(db, viewer.id),
            sophisticated: isSophisticated(user),
          });
      }
      if (!ok && !blockedBy)
        throw new AppError('MARKET_AMOUNT_INVALID', `Buy from ${toWire(bounds.min)} to ${toWire(bounds.max)}`, { amount: ['above_listed'] });
      return {
        ...record,
        buy: {
          minAmount: toWire(bounds.min),
          maxAmount: toWire(bounds.max > 0 ? bounds.max : ZERO_CENTS),
          amount: toWire(ok ? amount : ZERO_CENTS),
          principal: toWire(quote?.price.principal ?? ZERO_CENTS),
          accruedInterest: toWire(quote?.price.accruedInterest ?? ZERO_CENTS),
          premium: toWire(quote?.price.premium ?? ZERO_CENTS),
          price: toWire(quote?.price.price ?? ZERO_CENTS),
          fee: toWire(quote?.price.fee ?? ZERO_CENTS),
          yieldToMaturity: quote?.ytm ?? null,
          blockedBy,
          largeAmountWarning,
          available: available === null ? null : toWire(available),
        },
        schedule: (quote?.split.buyer ?? [])
          .filter((b) => b.principal + b.interest > 0)
          .map((b) => ({ installment: b.installment, dueDate: b.dueDate, principal: toWire(b.principal), interest: toWire(b.interest) })),
      };
    },

    async ownRecords(userId: number, query: OwnQuery, locale: Locale, pageSize: number = MARKET_PAGE_SIZE): Promise<OwnRecords> {
      const on = today();
      const rows = await queryRows<{
        kind: string;
        record_id: number;
        trade_id: number | null;
        investment_id: number;
        project_number: number;
        project_slug: string;
        title: string | null;
        premium_bps: number;
        principal: string | number;
        sold: string | number;
        price: string | number | null;
        fee: string | number | null;
        paused_reason: string | null;
        cancelled_reason: string | null;
        expires_on: string | null;
        at: string | Date;
      }>(
        db,
        sql`
        WITH mine AS (
          SELECT CASE WHEN l.status = 'active' AND l.expires_on <= ${on} THEN 'expired'
                      WHEN l.status = 'active' THEN 'selling' ELSE l.status END AS kind,
                 l.id AS record_id, NULL::int AS trade_id, l.investment_id, l.project_id, l.premium_bps,
                 CASE WHEN l.status = 'sold' THEN l.sold_cents ELSE l.amount_cents END AS principal, l.sold_cents AS sold,
                 (SELECT sum(tr.price_cents) FROM market_trades tr WHERE tr.listing_id = l.id) AS price,
                 (SELECT sum(tr.fee_cents) FROM market_trades tr WHERE tr.listing_id = l.id) AS fee,
                 l.cancelled_reason, l.expires_on, l.updated_at AS at
          FROM market_listings l WHERE l.seller_user_id = ${userId}
          UNION ALL
          SELECT 'bought', tr.listing_id, tr.id, tr.buyer_investment_id, l.project_id, tr.premium_bps, tr.principal_cents, 0, tr.price_cents, NULL, NULL, NULL, tr.created_at
          FROM market_trades tr JOIN market_listings l ON l.id = tr.listing_id WHERE tr.buyer_user_id = ${userId}
        )
        SELECT m.kind, m.record_id, m.trade_id, m.investment_id, p.number AS project_number, p.slug AS project_slug, m.premium_bps,
               m.principal, m.sold, m.price, m.fee, mp.reason AS paused_reason, m.cancelled_reason, m.expires_on, m.at,
               coalesce((SELECT pt.title FROM project_translations pt WHERE pt.project_id = p.id AND pt.locale = ${locale}),
                        (SELECT pt.title FROM project_translations pt WHERE pt.project_id = p.id AND pt.locale = 'en')) AS title
        FROM mine m JOIN projects p ON p.id = m.project_id LEFT JOIN market_pauses mp ON mp.project_id = m.project_id
        ORDER BY m.at DESC, m.record_id DESC, m.trade_id DESC NULLS FIRST`,
      );
      const all = rows.map((r) => ({
        kind: r.kind as OwnRecords['records'][number]['kind'],
        recordId: Number(r.record_id),
        tradeId: r.trade_id === null ? null : Number(r.trade_id),
        investmentId: Number(r.investment_id),
        projectNumber: Number(r.project_number),
        projectSlug: r.project_slug,
        projectTitle: r.title ?? r.project_slug,
        premiumPercent: bpsToSignedPercent(Number(r.premium_bps)),
        principal: toWire(asCents(r.principal)),
        soldPrincipal: toWire(asCents(r.sold)),
        price: r.price === null ? null : toWire(asCents(r.price)),
        fee: r.fee === null ? null : toWire(asCents(r.fee)),
        pausedReason: r.kind === 'selling' ? r.paused_reason : null,
        cancelledReason: r.cancelled_reason,
        expiresOn: r.kind === 'bought' ? null : r.expires_on,
        at: new Date(r.at).toISOString(),
      }));
      const sum = (of: typeof all, pick: (r: (typeof all)[number]) => string | null) =>
        toWire(sumCents(of.map((r) => (pick(r) === null ? ZERO_CENTS : fromWire(pick(r)!)))));
      const listingsOfMine = all.filter((r) => r.kind !== 'bought');
      const bought = all.filter((r) => r.kind === 'bought');
      const filtered = all.filter(
        (r) => (query.kind === 'all' || r.kind === query.kind) && (query.investmentId === undefined || r.investmentId === query.investmentId),
      );
      return {
        records: filtered.slice((query.page - 1) * pageSize, query.page * pageSize),
        page: query.page,
        pageSize,
        total: filtered.length,
        totals: {
          selling: sum(
            all.filter((r) => r.kind === 'selling'),
            (r) => r.principal,
          ),
          sold: sum(listingsOfMine, (r) => r.soldPrincipal),
          soldFor: sum(listingsOfMine, (r) => r.price),
          fees: sum(listingsOfMine, (r) => r.fee),
          bought: sum(bought, (r) => r.principal),
          boughtFor: sum(bought, (r) => r.price),
        },
      };
    },

    async overview(): Promise<MarketOverview> {
      const on = today();
      const [[stats], paused, rows] = await Promise.all([
        queryRows<{ active: number | string; active_principal: number | string; trades: number | string; volume: number | string; fees: number | string }>(
          db,
          sql`SELECT (SELECT count(*) FROM market_listings l WHERE ${OPEN(on)}) AS active,
                     (SELECT coalesce(sum(l.amount_cents), 0) FROM market_listings l WHERE ${OPEN(on)}) AS active_principal,
                     (SELECT count(*) FROM market_trades) AS trades,
                     (SELECT coalesce(sum(price_cents), 0) FROM market_trades) AS volume,
                     (SELECT coalesce(sum(fee_cents), 0) FROM market_trades) AS fees`,
        ),
        queryRows<{ project_id: number; number: number; reason: string; paused_at: string | Date }>(
          db,
          sql`SELECT mp.project_id, p.number, mp.reason, mp.paused_at FROM market_pauses mp JOIN projects p ON p.id = mp.project_id ORDER BY mp.paused_at DESC`,
        ),
        listings(db, listingsQuery('en', sql`true`, sql`l.id DESC`, 100)),
      ]);
      return {
        activeListings: Number(stats!.active),
        activePrincipal: toWire(asCents(stats!.active_principal)),
        trades: Number(stats!.trades),
        volume: toWire(asCents(stats!.volume)),
        fees: toWire(asCents(stats!.fees)),
        pausedProjects: paused.map((p) => ({
          projectId: Number(p.project_id),
          projectNumber: Number(p.number),
          reason: p.reason,
          pausedAt: new Date(p.paused_at).toISOString(),
        })),
        listings: rows.map((r) => ({
          id: r.id,
          projectId: r.project_id,
          projectNumber: r.project_number,
          sellerUserId: r.seller_user_id,
          status: effectiveStatus(r, on),
          principal: toWire(r.amount_cents),
          soldPrincipal: toWire(r.sold_cents),
          premiumPercent: bpsToSignedPercent(r.premium_bps),
          pausedReason: r.paused_reason,
          createdAt: r.created_at.toISOString(),
        })),
      };
    },

    async pause(actor: Viewer, projectId: number, reason: string, meta: RequestMeta): Promise<MarketOverview> {
      await db.transaction(async (tx) => {
        const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).limit(1);
        if (!project) throw notFound('No such project');
        await pauseProjectListings(tx, projectId, reason, actor.id);
        await recordAudit(tx, { actorUserId: actor.id, subjectUserId: null, action: 'market.paused', details: { projectId, reason }, ip: meta.ip });
      });
      return this.overview();
    },

    async resume(actor: Viewer, projectId: number, meta: RequestMeta): Promise<MarketOverview> {
      await db.transaction(async (tx) => {
        if (!(await resumeProjectListings(tx, projectId))) throw notFound('This project is not paused');
        await recordAudit(tx, { actorUserId: actor.id, subjectUserId: null, action: 'market.resumed', details: { projectId }, ip: meta.ip });
      });
      return this.overview();
    },

    async adminCancel(actor: Viewer, recordId: number, reason: string, meta: RequestMeta): Promise<MarketOverview> {
      await db.transaction(async (tx) => {
        const [listing] = await tx.select().from(marketListings).where(eq(marketListings.id, recordId)).for('update').limit(1);
        if (!listing) throw notFound('No such listing');
        if (listing.status !== 'active') throw new AppError('MARKET_LISTING_CLOSED', 'This listing is no longer offered');
        await tx
          .update(marketListings)
          .set({ status: 'cancelled', cancelledReason: reason, cancelledByUserId: actor.id, updatedAt: now() })
          .where(eq(marketListings.id, listing.id));
        await recordAudit(tx, {
          actorUserId: actor.id,
          subjectUserId: listing.sellerUserId,
          action: 'market.cancelled_by_operator',
          details: { listingId: listing.id, reason },
          ip: meta.ip,
        });
      });
      return this.overview();
    },
  };
}

/** Whole months from `from` to `to` (calendar dates), rounded up: a loan ending in 10 days has 1 month left. */
function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm);
  return td > fd ? months + 1 : months;
}

export type MarketService = ReturnType<typeof createMarketService>;
