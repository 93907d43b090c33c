import {
  type AdminAutoInvest,
  type AllocationReport,
  type AllowanceDetails,
  allowanceBalance,
  asCents,
  type AutoOutcome,
  type Backtest,
  type BacktestProject,
  backtestStrategy,
  bpsToPercentString,
  type Cents,
  entryTag,
  expireInDays,
  formatMoney,
  largeAmountThreshold,
  type Locale,
  mandateActive,
  mandateExpiresAt,
  MANDATE_TERMS_VERSION,
  MAX_STRATEGIES_PER_USER,
  needsLargeAmountWarning,
  reflectionEndsAt,
  type Strategy,
  type StrategyInput,
  sumCents,
  toWire,
  ZERO_CENTS,
  fromWire,
} from '@platform/contract';
import type { z } from 'zod';
import type { backtestBodySchema, grantAllowanceBodySchema, autoInvestSettingsBodySchema } from '@platform/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import {
  autoInvestMandates,
  autoInvestOutcomes,
  autoInvestProjects,
  autoInvestRuns,
  autoInvestSettings,
  autoInvestStrategies,
  countries,
  investments,
  investmentScheduleItems,
  investmentTypes,
  projects,
  riskGroups,
  users,
} from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { projectTitles } from '../projects/project-titles';
import type { Viewer } from '../../http/request-context';
import { recordAudit } from '../audit/audit.service';
import type { RequestMeta } from '../auth/auth.service';
import { assertMayInvest, isSophisticated, netWorthOf, revokeHeldInvestment } from '../investing/investing.service';
import { createMarketService } from '../market/market.service';
import { loadSettings, runAllocation, runOpenProjects, type RunResult, type RunTrigger } from './autoinvest.engine';
import { runMarketPurchases } from './autoinvest.market';

type StrategyRow = typeof autoInvestStrategies.$inferSelect;
type MandateRow = typeof autoInvestMandates.$inferSelect;
type GrantInput = z.output<typeof grantAllowanceBodySchema>;
type BacktestInput = z.output<typeof backtestBodySchema>;
type SettingsInput = z.output<typeof autoInvestSettingsBodySchema>;

/** Statuses of a project that was open to investors at some point (the backtest's past). */
const OPENED_STATUSES = ['GATHERING', 'FUNDED', 'ACTIVE', 'DELAYED', 'DEFAULTED', 'RECOVERY', 'REPAID', 'WRITTEN_OFF'];
const DEFAULTED_STATUSES = new Set(['DEFAULTED', 'RECOVERY', 'WRITTEN_OFF']);
const OUTCOMES_SHOWN = 10;
const REPORT_ROWS = 500;

interface Deps {
  db: Db;
  now?: () => Date;
  /** Failures of the allocation that follows a change are logged; the change itself stands. */
  log?: { error: (obj: unknown, msg?: string) => void };
}

function validationError(fieldErrors: Record<string, string[]>): AppError {
  return new AppError('VALIDATION_FAILED', 'Check the entered data', fieldErrors);
}

/**
 * Automatic investment (issue 14, decision 0035): the investor's strategies and mandate, the
 * backtest, and the back office's settings and reports. Changes that can make someone eligible run
 * the engine for that investor's strategies right after they commit.
 */
export function createAutoInvestService({ db, now = () => new Date(), log }: Deps) {
  const market = createMarketService({ db, now });

  async function afterChange(userId: number, trigger: RunTrigger): Promise<void> {
    try {
      await runOpenProjects(db, { trigger, userId, now: now() });
      await runMarketPurchases(db, market, { userId, now: now() });
    } catch (error) {
      log?.error({ err: error, userId, trigger }, 'automatic investment run failed');
    }
  }

  async function loadUser(userId: number) {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound('User not found');
    return user;
  }

  /** Unknown reference ids are field errors ('unknown'), like any other bad input. */
  async function checkReferences(input: { loanTypes: number[]; countries: number[]; riskGroups: number[] }): Promise<void> {
    const errors: Record<string, string[]> = {};
    const check = async (field: string, ids: number[], table: typeof investmentTypes | typeof countries | typeof riskGroups) => {
      if (ids.length === 0) return;
      const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
      if (found.length !== new Set(ids).size) errors[field] = ['unknown'];
    };
    await check('loanTypes', input.loanTypes, investmentTypes);
    await check('countries', input.countries, countries);
    await check('riskGroups', input.riskGroups, riskGroups);
    if (Object.keys(errors).length > 0) throw validationError(errors);
  }

  /** ECSP Art. 21(7): an amount per project above the large-amount threshold needs the investor's acknowledgement. */
  async function largeAmountAcknowledged(userId: number, body: StrategyInput): Promise<boolean> {
    const user = await loadUser(userId);
    const amount = fromWire(body.amountPerProject);
    const netWorth = await netWorthOf(db, userId);
    const needs = needsLargeAmountWarning({ amountCents: amount, netWorthCents: netWorth, sophisticated: isSophisticated(user) });
    if (needs && !body.acknowledgeLargeAmount) {
      throw new AppError(
        'LARGE_AMOUNT_ACK_REQUIRED',
        `Investing more than ${toWire(largeAmountThreshold(netWorth))} per project needs your explicit acknowledgement`,
        {
          amountPerProject: ['large_amount'],
        },
      );
    }
    return needs;
  }

  function values(body: StrategyInput, acknowledged: boolean) {
    return {
      name: body.name,
      loanTypes: [...new Set(body.loanTypes)],
      countries: [...new Set(body.countries)],
      riskGroups: [...new Set(body.riskGroups)],
      interestMinBps: body.interestMin,
      interestMaxBps: body.interestMax,
      termMin: body.termMin,
      termMax: body.termMax,
      amountPerProjectCents: fromWire(body.amountPerProject),
      maxShareBps: body.maxShareOfProject,
      totalCapCents: body.totalCap === null ? null : fromWire(body.totalCap),
      cashToKeepCents: fromWire(body.cashToKeep),
      includeMarket: body.includeMarket,
      active: body.active,
      priority: body.priority,
      largeAmountAcknowledged: acknowledged,
    };
  }

  /** The smallest tag of the active strategies: where a new or re-activated one joins the fair queue. */
  async function queueFloor(tx: Db): Promise<Cents | null> {
    const [row] = await queryRows<{ floor: string | null }>(
      tx,
      sql`SELECT min(queue_tag_cents)::text AS floor FROM auto_invest_strategies WHERE active AND deleted_at IS NULL`,
    );
    return row?.floor === null || row?.floor === undefined ? null : asCents(row.floor);
  }

  async function ownStrategy(userId: number, id: number): Promise<StrategyRow> {
    const [row] = await db
      .select()
      .from(autoInvestStrategies)
      .where(and(eq(autoInvestStrategies.id, id), eq(autoInvestStrategies.userId, userId), isNull(autoInvestStrategies.deletedAt)))
      .limit(1);
    if (!row) throw notFound('No such strategy');
    return row;
  }

  async function toWireStrategies(rows: StrategyRow[], locale: Locale): Promise<Strategy[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [{ active }] = (await queryRows<{ active: number }>(
      db,
      sql`SELECT count(*)::int AS active FROM auto_invest_strategies WHERE active AND deleted_at IS NULL`,
    )) as [{ active: number }];
    const positions = await queryRows<{ id: number; position: number }>(
      db,
      sql`SELECT s.id, (SELECT count(*)::int FROM auto_invest_strategies o WHERE o.active AND o.deleted_at IS NULL
                          AND (o.queue_tag_cents < s.queue_tag_cents OR (o.queue_tag_cents = s.queue_tag_cents AND o.id < s.id))) + 1 AS position
          FROM auto_invest_strategies s WHERE s.id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    const positionOf = new Map(positions.map((p) => [Number(p.id), Number(p.position)]));
    const outcomes = await queryRows<{
      strategy_id: number;
      project_id: number;
      number: number;
      slug: string;
      title: string | null;
      amount_cents: string;
      outcome: string;
      at: Date | string;
    }>(
      db,
      sql`SELECT o.strategy_id, o.project_id, p.number, p.slug, o.amount_cents::text AS amount_cents, o.outcome, o.at,
                 coalesce((SELECT t.title FROM project_translations t WHERE t.project_id = p.id AND t.locale = ${locale}),
                          (SELECT t.title FROM project_translations t WHERE t.project_id = p.id AND t.locale = 'en')) AS title
          FROM (SELECT *, row_number() OVER (PARTITION BY strategy_id ORDER BY at DESC, project_id DESC) AS n
                FROM auto_invest_outcomes WHERE strategy_id IN (${sql.join(
                  ids.map((id) => sql`${id}`),
                  sql`, `,
                )})) o
          JOIN projects p ON p.id = o.project_id
          WHERE o.n <= ${OUTCOMES_SHOWN}
          ORDER BY o.strategy_id, o.at DESC, o.project_id DESC`,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      loanTypes: r.loanTypes,
      countries: r.countries,
      riskGroups: r.riskGroups,
      interestMin: bpsToPercentString(r.interestMinBps),
      interestMax: bpsToPercentString(r.interestMaxBps),
      termMin: r.termMin,
      termMax: r.termMax,
      amountPerProject: toWire(r.amountPerProjectCents),
      maxShareOfProject: bpsToPercentString(r.maxShareBps),
      totalCap: r.totalCapCents === null ? null : toWire(r.totalCapCents),
      cashToKeep: toWire(r.cashToKeepCents),
      includeMarket: r.includeMarket,
      active: r.active,
      priority: r.priority,
      largeAmountAcknowledged: r.largeAmountAcknowledged,
      queuePosition: r.active ? (positionOf.get(r.id) ?? null) : null,
      activeStrategies: Number(active),
      investedTotal: toWire(r.investedCents),
      investments: r.investmentsCount,
      lastOutcomes: outcomes
        .filter((o) => Number(o.strategy_id) === r.id)
        .map((o) => ({
          projectId: Number(o.project_id),
          projectNumber: Number(o.number),
          projectTitle: o.title ?? o.slug,
          projectSlug: o.slug,
          amount: toWire(asCents(o.amount_cents)),
          outcome: o.outcome as AutoOutcome,
          at: new Date(o.at).toISOString(),
        })),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async function oneStrategy(row: StrategyRow, locale: Locale): Promise<Strategy> {
    return (await toWireStrategies([row], locale))[0]!;
  }

  async function openMandate(tx: Db, userId: number, lock = false): Promise<MandateRow | null> {
    const query = tx
      .select()
      .from(autoInvestMandates)
      .where(and(eq(autoInvestMandates.userId, userId), isNull(autoInvestMandates.revokedAt)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async function allowanceDetails(userId: number, locale: Locale): Promise<AllowanceDetails> {
    const mandate = await openMandate(db, userId);
    const at = now();
    const balance = allowanceBalance(mandate, at);
    return {
      active: mandateActive(mandate, at),
      balance: { value: toWire(balance), text: formatMoney(balance, locale) },
      expireInDays: expireInDays(mandate, at),
      maxAllowanceAmount: toWire(mandate?.maxCents ?? ZERO_CENTS),
      termsVersion: MANDATE_TERMS_VERSION,
      mandate: mandate
        ? {
            id: mandate.id,
            grantedAt: mandate.grantedAt.toISOString(),
            expiresAt: mandate.expiresAt.toISOString(),
            reflectionEndsAt: mandate.reflectionEndsAt ? mandate.reflectionEndsAt.toISOString() : null,
            inReflection: mandate.reflectionEndsAt !== null && at.getTime() < mandate.reflectionEndsAt.getTime(),
            interestMin: mandate.interestMinBps === null ? null : bpsToPercentString(mandate.interestMinBps),
            interestMax: mandate.interestMaxBps === null ? null : bpsToPercentString(mandate.interestMaxBps),
            termMin: mandate.termMin,
            termMax: mandate.termMax,
            riskGroups: mandate.riskGroups,
            spent: toWire(mandate.spentCents),
            termsVersion: mandate.termsVersion,
          }
        : null,
    };
  }

  async function adminOverview(): Promise<AdminAutoInvest> {
    const settings = await loadSettings(db);
    const [strategies] = await db
      .select({ n: count() })
      .from(autoInvestStrategies)
      .where(and(eq(autoInvestStrategies.active, true), isNull(autoInvestStrategies.deletedAt)));
    const at = now();
    const [mandates] = await db
      .select({ n: count() })
      .from(autoInvestMandates)
      .where(
        and(
          isNull(autoInvestMandates.revokedAt),
          sql`${autoInvestMandates.expiresAt} > ${at}`,
          sql`${autoInvestMandates.spentCents} < ${autoInvestMandates.maxCents}`,
        ),
      );
    const runs = await db
      .select({ run: autoInvestRuns, number: projects.number })
      .from(autoInvestRuns)
      .innerJoin(projects, eq(projects.id, autoInvestRuns.projectId))
      .orderBy(desc(autoInvestRuns.id))
      .limit(50);
    return {
      settings: { shareOfProject: bpsToPercentString(settings.shareBps), manualWindowMinutes: settings.manualWindowMinutes, paused: settings.paused },
      activeStrategies: strategies?.n ?? 0,
      activeMandates: mandates?.n ?? 0,
      runs: runs.map(({ run, number }) => ({
        id: run.id,
        projectId: run.projectId,
        projectNumber: number,
        trigger: run.trigger,
        at: run.startedAt.toISOString(),
        candidates: run.candidates,
        invested: run.invested,
        amount: toWire(run.amountCents),
        durationMs: run.durationMs,
      })),
    };
  }

  return {
    async list(userId: number, locale: Locale) {
      const rows = await db
        .select()
        .from(autoInvestStrategies)
        .where(and(eq(autoInvestStrategies.userId, userId), isNull(autoInvestStrategies.deletedAt)))
        .orderBy(asc(autoInvestStrategies.priority), asc(autoInvestStrategies.id));
      return { strategies: await toWireStrategies(rows, locale) };
    },

    async create(viewer: Viewer, body: StrategyInput, locale: Locale, meta: RequestMeta): Promise<Strategy> {
      assertMayInvest(await loadUser(viewer.id), viewer);
      await checkReferences(body);
      const acknowledged = await largeAmountAcknowledged(viewer.id, body);
      const row = await db.transaction(async (tx) => {
        // Serialises two creations of one investor, so the limit holds.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
        const [{ n }] = (await tx
          .select({ n: count() })
          .from(autoInvestStrategies)
          .where(and(eq(autoInvestStrategies.userId, viewer.id), isNull(autoInvestStrategies.deletedAt)))) as [{ n: number }];
        if (n >= MAX_STRATEGIES_PER_USER) throw new AppError('AUTOINVEST_STRATEGY_LIMIT', `At most ${MAX_STRATEGIES_PER_USER} strategies`);
        const [created] = await tx
          .insert(autoInvestStrategies)
          .values({ userId: viewer.id, ...values(body, acknowledged), queueTagCents: entryTag(null, await queueFloor(tx)) })
          .returning();
        await recordAudit(tx, {
          actorUserId: viewer.id,
          subjectUserId: viewer.id,
          action: 'autoinvest.strategy_created',
          ip: meta.ip,
          details: { strategyId: created!.id },
        });
        return created!;
      });
      if (row.active) await afterChange(viewer.id, 'strategy');
      return oneStrategy(await ownStrategy(viewer.id, row.id), locale);
    },

    async update(viewer: Viewer, id: number, body: StrategyInput, locale: Locale, meta: RequestMeta): Promise<Strategy> {
      const current = await ownStrategy(viewer.id, id);
      assertMayInvest(await loadUser(viewer.id), viewer);
      await checkReferences(body);
      const acknowledged = await largeAmountAcknowledged(viewer.id, body);
      await db.transaction(async (tx) => {
        const queueTagCents = body.active && !current.active ? entryTag(current.queueTagCents, await queueFloor(tx)) : current.queueTagCents;
        await tx
          .update(autoInvestStrategies)
          .set({ ...values(body, acknowledged), queueTagCents, updatedAt: now() })
          .where(and(eq(autoInvestStrategies.id, id), eq(autoInvestStrategies.userId, viewer.id), isNull(autoInvestStrategies.deletedAt)));
        await recordAudit(tx, {
          actorUserId: viewer.id,
          subjectUserId: viewer.id,
          action: 'autoinvest.strategy_updated',
          ip: meta.ip,
          details: { strategyId: id },
        });
      });
      if (body.active) await afterChange(viewer.id, 'strategy');
      return oneStrategy(await ownStrategy(viewer.id, id), locale);
    },

    async setActive(viewer: Viewer, id: number, active: boolean, locale: Locale, meta: RequestMeta): Promise<Strategy> {
      const current = await ownStrategy(viewer.id, id);
      if (active) assertMayInvest(await loadUser(viewer.id), viewer);
      await db.transaction(async (tx) => {
        const queueTagCents = active && !current.active ? entryTag(current.queueTagCents, await queueFloor(tx)) : current.queueTagCents;
        await tx
          .update(autoInvestStrategies)
          .set({ active, queueTagCents, updatedAt: now() })
          .where(and(eq(autoInvestStrategies.id, id), eq(autoInvestStrategies.userId, viewer.id)));
        await recordAudit(tx, {
          actorUserId: viewer.id,
          subjectUserId: viewer.id,
          action: active ? 'autoinvest.strategy_activated' : 'autoinvest.strategy_paused',
          ip: meta.ip,
          details: { strategyId: id },
        });
      });
      if (active) await afterChange(viewer.id, 'strategy');
      return oneStrategy(await ownStrategy(viewer.id, id), locale);
    },

    /** Deleted strategies stay (inactive) for the history of what they invested. */
    async remove(viewer: Viewer, id: number, meta: RequestMeta): Promise<{ status: 'SUCCESS' }> {
      await ownStrategy(viewer.id, id);
      await db.transaction(async (tx) => {
        await tx
          .update(autoInvestStrategies)
          .set({ active: false, deletedAt: now() })
          .where(and(eq(autoInvestStrategies.id, id), eq(autoInvestStrategies.userId, viewer.id)));
        await recordAudit(tx, {
          actorUserId: viewer.id,
          subjectUserId: viewer.id,
          action: 'autoinvest.strategy_deleted',
          ip: meta.ip,
          details: { strategyId: id },
        });
      });
      return { status: 'SUCCESS' };
    },

    allowance: allowanceDetails,

    /** Grants the mandate, or renews it (the open one ends, 'renewed'; the new one has its own reflection period). */
    async grant(viewer: Viewer, body: GrantInput, locale: Locale, meta: RequestMeta): Promise<AllowanceDetails> {
      const user = await loadUser(viewer.id);
      assertMayInvest(user, viewer);
      if (body.riskGroups?.length) await checkReferences({ loanTypes: [], countries: [], riskGroups: body.riskGroups });
      const at = now();
      await db.transaction(async (tx) => {
        const current = await openMandate(tx, viewer.id, true);
        if (current) await tx.update(autoInvestMandates).set({ revokedAt: at, endReason: 'renewed' }).where(eq(autoInvestMandates.id, current.id));
        const [created] = await tx
          .insert(autoInvestMandates)
          .values({
            userId: viewer.id,
            maxCents: fromWire(body.maxAllowanceAmount),
            grantedAt: at,
            expiresAt: mandateExpiresAt(at, body.days),
            reflectionEndsAt: isSophisticated(user) ? null : reflectionEndsAt(at),
            interestMinBps: body.interestMin ?? null,
            interestMaxBps: body.interestMax ?? null,
            termMin: body.termMin ?? null,
            termMax: body.termMax ?? null,
            riskGroups: [...new Set(body.riskGroups ?? [])],
            termsVersion: body.termsVersion,
          })
          .returning({ id: autoInvestMandates.id });
        await recordAudit(tx, {
          actorUserId: viewer.id,
          subjectUserId: viewer.id,
          action: current ? 'autoinvest.mandate_renewed' : 'autoinvest.mandate_granted',
          ip: meta.ip,
          details: { mandateId: created!.id, replaced: current?.id ?? null, max: body.maxAllowanceAmount, days: body.days, termsVersion: body.termsVersion },
        });
      });
      await afterChange(viewer.id, 'mandate');
      return allowanceDetails(viewer.id, locale);
    },

    /**
     * Ends the mandate. Within its reflection period every automatic investment made under it that
     * is still held is taken back free of charge (ECSP Art. 22). Projects are locked before the
     * mandate, the order the engine uses, so a revocation never deadlocks with a run.
     */
    async revoke(viewer: Viewer, locale: Locale, meta: RequestMeta): Promise<AllowanceDetails> {
      const at = now();
      await db.transaction(async (tx) => {
        const seen = await openMandate(tx, viewer.id);
        if (!seen) throw new AppError('MANDATE_NOT_ACTIVE', 'There is no mandate to revoke');
        const held = await tx
          .select({ projectId: investments.projectId })
          .from(investments)
          .where(and(eq(investments.mandateId, seen!.id), eq(investments.status, 'reflection')));
        const projectIds = [...new Set(held.map((h) => h.projectId))].sort((a, b) => a - b);
        if (projectIds.length > 0)
          await tx.select({ id: projects.id }).from(projects).where(inArray(projects.id, projectIds)).orderBy(asc(projects.id)).for('update');
        const mandate = await openMandate(tx, viewer.id, true);
        if (!mandate || mandate.id !== seen!.id) throw new AppError('MANDATE_NOT_ACTIVE', 'There is no active mandate to revoke');
        await tx.update(autoInvestMandates).set({ revokedAt: at, endReason: 'revoked' }).where(eq(autoInvestMandates.id, mandate.id));
        const rows = await tx
          .select()
          .from(investments)
          .where(and(eq(investments.mandateId, mandate.id), eq(investments.status, 'reflection')))
          .orderBy(asc(investments.id))
          .for('update');
        let revoked = 0;
        for (const row of rows) {
          if (row.reflectionEndsAt === null || at.getTime() >= row.reflectionEndsAt.getTime()) continue;
          await revokeHeldInvestment(tx, row, viewer.id, at, meta);
          revoked += 1;
        }
        await recordAudit(tx, {
          actorUserId: viewer.id,
          subjectUserId: viewer.id,
          action: 'autoinvest.mandate_revoked',
          ip: meta.ip,
          details: { mandateId: mandate.id, investmentsRevoked: revoked },
        });
      });
      return allowanceDetails(viewer.id, locale);
    },

    async backtest(body: BacktestInput, locale: Locale): Promise<Backtest> {
      await checkReferences(body);
      const to = now();
      const from = new Date(to);
      from.setUTCMonth(from.getUTCMonth() - body.months);
      const rows = await db
        .select({ p: projects, openedAt: autoInvestProjects.openedAt })
        .from(projects)
        .leftJoin(autoInvestProjects, eq(autoInvestProjects.projectId, projects.id))
        .where(and(inArray(projects.status, OPENED_STATUSES), gte(projects.publishedAt, from)))
        .orderBy(asc(projects.publishedAt))
        .limit(5000);
      const ids = rows.map((r) => r.p.id);
      const paid = new Map<number, Cents>();
      const outstanding = new Map<number, Cents>();
      if (ids.length > 0) {
        const interest = await db
          .select({
            projectId: investments.projectId,
            total: sql<string>`coalesce(sum(${investmentScheduleItems.paidInterestCents} + ${investmentScheduleItems.paidLateInterestCents}), 0)::text`,
          })
          .from(investmentScheduleItems)
          .innerJoin(investments, eq(investments.id, investmentScheduleItems.investmentId))
          .where(inArray(investments.projectId, ids))
          .groupBy(investments.projectId);
        for (const r of interest) paid.set(r.projectId, asCents(r.total));
        const principal = await db
          .select({ projectId: investments.projectId, total: sql<string>`coalesce(sum(${investments.outstandingPrincipalCents}), 0)::text` })
          .from(investments)
          .where(inArray(investments.projectId, ids))
          .groupBy(investments.projectId);
        for (const r of principal) outstanding.set(r.projectId, asCents(r.total));
      }
      const past: BacktestProject[] = rows.map(({ p, openedAt }) => ({
        projectId: p.id,
        openedAt: openedAt ?? p.publishedAt,
        facts: {
          investmentTypeId: p.investmentTypeId,
          countryId: p.countryId,
          riskGroupId: p.riskGroupId,
          interestRateBps: p.interestRateBps,
          termMonths: p.termMonths,
        },
        targetCents: p.targetCents,
        minInvestmentCents: p.minInvestmentCents,
        fundedCents: p.fundedCents,
        paidInterestCents: paid.get(p.id) ?? ZERO_CENTS,
        outstandingPrincipalCents: outstanding.get(p.id) ?? ZERO_CENTS,
        defaulted: DEFAULTED_STATUSES.has(p.status),
      }));
      const result = backtestStrategy(
        {
          criteria: {
            loanTypes: body.loanTypes,
            countries: body.countries,
            riskGroups: body.riskGroups,
            interestMinBps: body.interestMin,
            interestMaxBps: body.interestMax,
            termMin: body.termMin,
            termMax: body.termMax,
          },
          amountPerProjectCents: fromWire(body.amountPerProject),
          maxShareBps: body.maxShareOfProject,
          totalCapCents: body.totalCap === null ? null : fromWire(body.totalCap),
        },
        past,
      );
      const byId = new Map(rows.map((r) => [r.p.id, r]));
      const titles = await projectTitles(
        db,
        result.rows.map((r) => r.projectId),
        locale,
      );
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        projects: result.rows.map((r) => {
          const { p, openedAt } = byId.get(r.projectId)!;
          return {
            projectId: p.id,
            projectNumber: p.number,
            projectTitle: titles.get(p.id) ?? p.slug,
            openedAt: (openedAt ?? p.publishedAt).toISOString(),
            status: p.status,
            interestRate: bpsToPercentString(p.interestRateBps),
            amount: toWire(r.amountCents),
            interest: toWire(r.interestCents),
            atRisk: toWire(r.atRiskCents),
          };
        }),
        months: result.months.map((m) => ({
          month: m.month,
          invested: toWire(m.investedCents),
          interest: toWire(m.interestCents),
          atRisk: toWire(m.atRiskCents),
        })),
        totals: {
          projects: result.rows.length,
          invested: toWire(sumCents(result.rows.map((r) => r.amountCents))),
          interest: toWire(sumCents(result.rows.map((r) => r.interestCents))),
          defaulted: result.rows.filter((r) => r.atRiskCents > 0 || DEFAULTED_STATUSES.has(byId.get(r.projectId)!.p.status)).length,
          atRisk: toWire(sumCents(result.rows.map((r) => r.atRiskCents))),
        },
      };
    },

    adminOverview,

    async updateSettings(operatorId: number, body: SettingsInput, meta: RequestMeta): Promise<AdminAutoInvest> {
      await db.transaction(async (tx) => {
        const values = {
          shareBps: body.shareOfProject,
          manualWindowMinutes: body.manualWindowMinutes,
          paused: body.paused,
          updatedAt: now(),
          updatedByUserId: operatorId,
        };
        await tx
          .insert(autoInvestSettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: autoInvestSettings.id, set: values });
        await recordAudit(tx, {
          actorUserId: operatorId,
          subjectUserId: null,
          action: 'autoinvest.settings_changed',
          ip: meta.ip,
          details: { shareOfProject: bpsToPercentString(body.shareOfProject), manualWindowMinutes: body.manualWindowMinutes, paused: body.paused },
        });
      });
      if (!body.paused) await runOpenProjects(db, { trigger: 'operator', now: now() });
      return adminOverview();
    },

    async report(projectId: number, locale: Locale): Promise<AllocationReport> {
      const [row] = await db
        .select({ p: projects, autoFunded: autoInvestProjects.autoFundedCents })
        .from(projects)
        .leftJoin(autoInvestProjects, eq(autoInvestProjects.projectId, projects.id))
        .where(eq(projects.id, projectId))
        .limit(1);
      if (!row) throw notFound('Project not found');
      const totals = await db
        .select({ outcome: autoInvestOutcomes.outcome, strategies: count(), amount: sql<string>`coalesce(sum(${autoInvestOutcomes.amountCents}), 0)::text` })
        .from(autoInvestOutcomes)
        .where(eq(autoInvestOutcomes.projectId, projectId))
        .groupBy(autoInvestOutcomes.outcome);
      const rows = await db
        .select({ o: autoInvestOutcomes, name: autoInvestStrategies.name, email: users.email })
        .from(autoInvestOutcomes)
        .innerJoin(autoInvestStrategies, eq(autoInvestStrategies.id, autoInvestOutcomes.strategyId))
        .innerJoin(users, eq(users.id, autoInvestOutcomes.userId))
        .where(eq(autoInvestOutcomes.projectId, projectId))
        .orderBy(desc(autoInvestOutcomes.amountCents), asc(autoInvestOutcomes.strategyId))
        .limit(REPORT_ROWS + 1);
      const titles = await projectTitles(db, [projectId], locale);
      return {
        projectId,
        projectNumber: row.p.number,
        projectTitle: titles.get(projectId) ?? row.p.slug,
        status: row.p.status,
        target: toWire(row.p.targetCents),
        funded: toWire(row.p.fundedCents),
        autoFunded: toWire(row.autoFunded ?? ZERO_CENTS),
        outcomes: totals
          .map((t) => ({ outcome: t.outcome as AutoOutcome, strategies: t.strategies, amount: toWire(asCents(t.amount)) }))
          .sort((a, b) => b.strategies - a.strategies),
        rows: rows.slice(0, REPORT_ROWS).map((r) => ({
          strategyId: r.o.strategyId,
          strategyName: r.name,
          userId: r.o.userId,
          userEmail: r.email,
          amount: toWire(r.o.amountCents),
          outcome: r.o.outcome as AutoOutcome,
          at: r.o.at.toISOString(),
        })),
        truncated: rows.length > REPORT_ROWS,
      };
    },

    async runNow(operatorId: number, projectId: number, meta: RequestMeta): Promise<RunResult> {
      const [project] = await db.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId)).limit(1);
      if (!project) throw notFound('Project not found');
      if (project.status !== 'GATHERING') throw new AppError('PROJECT_NOT_OPEN', 'This project is not open for investment');
      const result = await runAllocation(db, projectId, { trigger: 'operator', now: now() });
      await recordAudit(db, {
        actorUserId: operatorId,
        subjectUserId: null,
        action: 'autoinvest.run_requested',
        ip: meta.ip,
        details: { projectId, runId: result.runId, invested: result.invested },
      });
      return result;
    },
  };
}

export type AutoInvestService = ReturnType<typeof createAutoInvestService>;
