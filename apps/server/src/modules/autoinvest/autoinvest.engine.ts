import {
  addCents,
  allocateFairly,
  allowanceBalance,
  asCents,
  type AutoOutcome,
  autoPoolCents,
  type Cents,
  DEFAULT_AUTO_INVEST_SETTINGS,
  LIVE_INVESTMENT_STATUSES,
  matchesCriteria,
  minCents,
  advanceTags,
  fairOrder,
  strategyCapacity,
  subCents,
  sumCents,
  toWire,
  withinMandate,
  ZERO_CENTS,
} from '@platform/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import {
  autoInvestMandates,
  autoInvestOutcomes,
  autoInvestProjects,
  autoInvestRuns,
  autoInvestSettings,
  autoInvestStrategies,
  investments,
  projects,
  users,
} from '../../db/schema';
import { recordAudit } from '../audit/audit.service';
import { insertInvestments } from '../investing/investment.commands';
import { accountMayInvest } from '../investing/investing.service';
import { markProjectFunded } from '../investing/investing.ledger';
import { escrowAccount, lockWallets, type TransferInput, transferLinked } from '../ledger/ledger.service';
import { notify } from '../notifications/notifications.service';
import { claimFunding } from '../projects/project.commands';
import { transferDescription } from '../transactions/transfer-descriptions';

/**
 * The allocation engine of automatic investment (issue 14, decision 0035). One run allocates one
 * project's automatic share among the matching strategies in one database transaction: the project
 * row first (manual investors queue on it too), then the strategies, the mandates and the wallets
 * in id order, so the run never over-funds the project, never spends beyond a wallet, an allowance
 * or a cap, and commits everything (investments, ledger batch, outcomes, fair queue, notifications)
 * or nothing.
 */

type StrategyRow = typeof autoInvestStrategies.$inferSelect;
type MandateRow = typeof autoInvestMandates.$inferSelect;
type UserRow = typeof users.$inferSelect;

export type RunTrigger = 'opened' | 'job' | 'operator' | 'strategy' | 'mandate' | 'deposit';

export interface RunResult {
  runId: number | null;
  candidates: number;
  invested: number;
  amountCents: Cents;
}

const NOTHING: RunResult = { runId: null, candidates: 0, invested: 0, amountCents: ZERO_CENTS };
/** Rows per INSERT / ledger call: PostgreSQL takes at most 65,535 parameters in one statement. */
const CHUNK = 2000;

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export async function loadSettings(db: Db) {
  const [row] = await db.select().from(autoInvestSettings).where(eq(autoInvestSettings.id, 1)).limit(1);
  return row ? { shareBps: row.shareBps, manualWindowMinutes: row.manualWindowMinutes, paused: row.paused } : { ...DEFAULT_AUTO_INVEST_SETTINGS };
}

/**
 * Allocates one GATHERING project now. `userId` limits the run to one investor's strategies (their
 * money, mandate or strategy changed: nobody else's eligibility did). Returns what it invested.
 */
export async function runAllocation(db: Db, projectId: number, options: { trigger: RunTrigger; userId?: number; now?: Date }): Promise<RunResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const settings = await loadSettings(tx);
    if (settings.paused) return NOTHING;
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update').limit(1);
    if (!project || project.status !== 'GATHERING') return NOTHING;

    await tx.insert(autoInvestProjects).values({ projectId, openedAt: now }).onConflictDoNothing();
    const [state] = await tx.select().from(autoInvestProjects).where(eq(autoInvestProjects.projectId, projectId)).limit(1);
    const left = subCents(project.targetCents, project.fundedCents);
    const pool = autoPoolCents({
      targetCents: project.targetCents,
      fundedCents: project.fundedCents,
      autoFundedCents: state!.autoFundedCents,
      shareBps: settings.shareBps,
      openedAt: state!.openedAt,
      manualWindowMinutes: settings.manualWindowMinutes,
      now,
    });
    if (pool <= 0) return NOTHING;

    // The strategies of the run, locked in id order (two runs of different projects take turns).
    const strategies = await tx
      .select()
      .from(autoInvestStrategies)
      .where(
        and(
          eq(autoInvestStrategies.active, true),
          isNull(autoInvestStrategies.deletedAt),
          options.userId ? eq(autoInvestStrategies.userId, options.userId) : undefined,
        ),
      )
      .orderBy(asc(autoInvestStrategies.id))
      .for('update');
    if (strategies.length === 0) return NOTHING;
    strategies.sort((x, y) => x.queueTagCents - y.queueTagCents || x.id - y.id);

    const outcomes = new Map<number, { outcome: AutoOutcome; amount: Cents; userId: number }>();
    const setOutcome = (s: StrategyRow, outcome: AutoOutcome, amount: Cents = ZERO_CENTS) => outcomes.set(s.id, { outcome, amount, userId: s.userId });

    const facts = {
      investmentTypeId: project.investmentTypeId,
      countryId: project.countryId,
      riskGroupId: project.riskGroupId,
      interestRateBps: project.interestRateBps,
      termMonths: project.termMonths,
    };
    const matching = strategies.filter((s) => {
      const ok = matchesCriteria(
        {
          loanTypes: s.loanTypes,
          countries: s.countries,
          riskGroups: s.riskGroups,
          interestMinBps: s.interestMinBps,
          interestMaxBps: s.interestMaxBps,
          termMin: s.termMin,
          termMax: s.termMax,
        },
        facts,
      );
      if (!ok) setOutcome(s, 'no_match');
      return ok;
    });

    const userIds = [...new Set(matching.map((s) => s.userId))];
    const people = new Map<number, UserRow>();
    for (const part of chunks(userIds, 5000)) for (const u of await tx.select().from(users).where(inArray(users.id, part))) people.set(u.id, u);

    // One strategy per investor and project: their highest priority (1 first) that matches.
    const representative = new Map<number, StrategyRow>();
    for (const s of matching) {
      const user = people.get(s.userId);
      if (!user || !accountMayInvest(user)) {
        setOutcome(s, 'not_allowed');
        continue;
      }
      const best = representative.get(s.userId);
      if (!best || s.priority < best.priority || (s.priority === best.priority && s.id < best.id)) representative.set(s.userId, s);
    }
    for (const s of matching) if (!outcomes.has(s.id) && representative.get(s.userId) !== s) setOutcome(s, 'other_strategy');

    const mandates = new Map<number, MandateRow>();
    const repUsers = [...representative.keys()];
    for (const part of chunks(repUsers, 5000)) {
      const rows = await tx
        .select()
        .from(autoInvestMandates)
        .where(and(inArray(autoInvestMandates.userId, part), isNull(autoInvestMandates.revokedAt)))
        .orderBy(asc(autoInvestMandates.id))
        .for('update');
      for (const m of rows) mandates.set(m.userId, m);
    }
    const eligible: StrategyRow[] = [];
    for (const [userId, s] of representative) {
      const mandate = mandates.get(userId) ?? null;
      if (allowanceBalance(mandate, now) <= 0) setOutcome(s, 'allowance');
      else if (!withinMandate({ ...mandate!, riskGroups: mandate!.riskGroups }, facts)) setOutcome(s, 'mandate');
      else eligible.push(s);
    }

    const escrow = await escrowAccount(tx, projectId);
    const wallets = await lockWallets(
      tx,
      eligible.map((s) => ({ userId: s.userId, provider: people.get(s.userId)!.paymentSource })),
      [escrow.id],
    );
    const held = new Map<number, Cents>();
    for (const part of chunks(
      eligible.map((s) => s.userId),
      5000,
    )) {
      const rows = await tx
        .select({ userId: investments.userId, total: sql<string>`sum(${investments.amountCents})::text` })
        .from(investments)
        .where(and(eq(investments.projectId, projectId), inArray(investments.userId, part), inArray(investments.status, [...LIVE_INVESTMENT_STATUSES])))
        .groupBy(investments.userId);
      for (const r of rows) held.set(r.userId, asCents(r.total));
    }

    const limitedBy = new Map<number, AutoOutcome>();
    const candidates = fairOrder(eligible.map((s) => ({ s, id: s.id, tag: s.queueTagCents }))).map(({ s }) => {
      const { capacityCents, limitedBy: limit } = strategyCapacity({
        amountPerProjectCents: s.amountPerProjectCents,
        maxShareBps: s.maxShareBps,
        targetCents: project.targetCents,
        heldInProjectCents: held.get(s.userId) ?? ZERO_CENTS,
        totalCapCents: s.totalCapCents,
        investedTotalCents: s.investedCents,
        projectMaxInvestmentCents: project.maxInvestmentCents,
        walletAvailableCents: wallets.get(s.userId)?.available ?? ZERO_CENTS,
        cashToKeepCents: s.cashToKeepCents,
        allowanceCents: allowanceBalance(mandates.get(s.userId) ?? null, now),
      });
      limitedBy.set(s.id, limit);
      return { key: s, capacityCents };
    });
    const allocation = allocateFairly({ poolCents: pool, leftCents: left, minInvestmentCents: project.minInvestmentCents, candidates });
    for (const s of allocation.tooSmall) setOutcome(s, limitedBy.get(s.id)!);
    for (const s of allocation.queued) setOutcome(s, 'queue');

    const given = [...allocation.amounts];
    const total = sumCents(given.map(([, amount]) => amount));
    // The scheduled re-check that finds nothing to do leaves no trace (it runs every minute).
    if (given.length === 0 && options.trigger === 'job') return { ...NOTHING, candidates: outcomes.size };
    const [run] = await tx.insert(autoInvestRuns).values({ projectId, trigger: options.trigger, startedAt: now }).returning({ id: autoInvestRuns.id });
    const runId = run!.id;
    if (given.length > 0) {
      const ids = (
        await queryRows<{ id: number }>(
          tx,
          sql`SELECT nextval(pg_get_serial_sequence('investments', 'id'))::int AS id FROM generate_series(1, ${given.length})`,
        )
      ).map((r) => Number(r.id));
      const rows = given.map(([s, amount], i) => {
        const mandate = mandates.get(s.userId)!;
        const inReflection = mandate.reflectionEndsAt !== null && now.getTime() < mandate.reflectionEndsAt.getTime();
        const leg: TransferInput = {
          debitAccountId: wallets.get(s.userId)!.accountId,
          creditAccountId: escrow.id,
          amount,
          code: 'investment',
          idempotencyKey: `autoinvest:run:${runId}:investment:${ids[i]}`,
          referenceType: 'investment',
          referenceId: ids[i]!,
          description: transferDescription('server.transfer.auto_investment', { number: project.number, strategy: s.name }),
          createdByUserId: s.userId,
        };
        return { s, amount, id: ids[i]!, mandate, inReflection, leg };
      });
      // Under a mandate still in its reflection period the money is held (revocable with the
      // mandate, free of charge); afterwards it moves at once (ECSP: the period applies once).
      const pendingIds = new Map<number, number>();
      for (const part of chunks(rows.filter((r) => !r.inReflection)))
        await transferLinked(
          tx,
          part.map((r) => r.leg),
          'posted',
        );
      for (const part of chunks(rows.filter((r) => r.inReflection))) {
        const result = await transferLinked(
          tx,
          part.map((r) => r.leg),
          'pending',
        );
        part.forEach((r, i) => pendingIds.set(r.id, result.transfers[i]!.id));
      }
      const claimed = await claimFunding(tx, projectId, total);
      if (!claimed) throw new Error(`auto-invest run ${runId}: project ${projectId} refused ${toWire(total)}`);
      for (const part of chunks(rows)) {
        await insertInvestments(
          tx,
          part.map((r) => ({
            id: r.id,
            projectId,
            userId: r.s.userId,
            amountCents: r.amount,
            outstandingPrincipalCents: r.amount,
            status: r.inReflection ? 'reflection' : 'active',
            source: 'auto',
            pendingTransferId: pendingIds.get(r.id) ?? null,
            reflectionEndsAt: r.inReflection ? r.mandate.reflectionEndsAt : null,
            strategyId: r.s.id,
            mandateId: r.mandate.id,
            createdAt: now,
          })),
        );
      }
      await tx
        .update(autoInvestProjects)
        .set({ autoFundedCents: sql`${autoInvestProjects.autoFundedCents} + ${total}` })
        .where(eq(autoInvestProjects.projectId, projectId));
      for (const part of chunks(rows)) {
        await tx.execute(sql`
          UPDATE auto_invest_mandates m SET spent_cents = m.spent_cents + v.amount
          FROM (SELECT unnest(${sql.raw(`ARRAY[${part.map((r) => r.mandate.id).join(',')}]`)}::int[]) AS id,
                       unnest(${sql.raw(`ARRAY[${part.map((r) => r.amount).join(',')}]`)}::bigint[]) AS amount) v
          WHERE m.id = v.id`);
      }
      // The fair queue: each strategy that invested moves back by what it got (decision 0035).
      const tags = advanceTags(
        candidates.map((c) => ({ key: c.key, tag: c.key.queueTagCents })),
        allocation.amounts,
      );
      for (const part of chunks([...tags])) {
        await tx.execute(sql`
          UPDATE auto_invest_strategies s SET invested_cents = s.invested_cents + v.amount, investments_count = s.investments_count + 1, queue_tag_cents = v.tag
          FROM (SELECT unnest(${sql.raw(`ARRAY[${part.map(([st]) => st.id).join(',')}]`)}::int[]) AS id,
                       unnest(${sql.raw(`ARRAY[${part.map(([st]) => allocation.amounts.get(st)!).join(',')}]`)}::bigint[]) AS amount,
                       unnest(${sql.raw(`ARRAY[${part.map(([, tag]) => tag).join(',')}]`)}::bigint[]) AS tag) v
          WHERE s.id = v.id`);
      }
      for (const r of rows) setOutcome(r.s, 'invested', r.amount);
      await notify(
        tx,
        rows.map((r) => ({
          userId: r.s.userId,
          event: 'auto_invested' as const,
          investmentId: r.id,
          projectId,
          params: { amount: toWire(r.amount), projectNumber: project.number },
        })),
      );
      if (addCents(project.fundedCents, total) === project.targetCents) await markProjectFunded(tx, projectId);
    }

    const list = [...outcomes].map(([strategyId, o]) => ({
      projectId,
      strategyId,
      userId: o.userId,
      amountCents: o.amount,
      outcome: o.outcome,
      runId,
      at: now,
    }));
    for (const part of chunks(list)) {
      await tx
        .insert(autoInvestOutcomes)
        .values(part)
        .onConflictDoUpdate({
          target: [autoInvestOutcomes.projectId, autoInvestOutcomes.strategyId],
          set: {
            amountCents: sql`${autoInvestOutcomes.amountCents} + excluded.amount_cents`,
            // A strategy that invested in the project stays 'invested' when a later run finds it capped.
            outcome: sql`CASE WHEN ${autoInvestOutcomes.amountCents} + excluded.amount_cents > 0 THEN 'invested' ELSE excluded.outcome END`,
            runId: sql`excluded.run_id`,
            at: sql`excluded.at`,
          },
        });
    }
    await tx
      .update(autoInvestRuns)
      .set({ durationMs: Date.now() - started, candidates: outcomes.size, invested: given.length, amountCents: total })
      .where(eq(autoInvestRuns.id, runId));
    if (given.length > 0) {
      await recordAudit(tx, {
        actorUserId: null,
        subjectUserId: null,
        action: 'autoinvest.allocated',
        details: {
          projectId,
          projectNumber: project.number,
          runId,
          trigger: options.trigger,
          investments: given.length,
          amount: toWire(total),
          pool: toWire(minCents(pool, left)),
        },
      });
    }
    return { runId, candidates: outcomes.size, invested: given.length, amountCents: total };
  });
}

/** Every project open for investment, one run each (the scheduled job, and a user's change when `userId` is given). */
export async function runOpenProjects(db: Db, options: { trigger: RunTrigger; userId?: number; now?: Date }): Promise<RunResult> {
  // Every deposit and every minute come here: without an active strategy (the investor's, or anyone's)
  // there is nothing to allocate, and no project row is locked for nothing.
  const [any] = await db
    .select({ id: autoInvestStrategies.id })
    .from(autoInvestStrategies)
    .where(
      and(
        eq(autoInvestStrategies.active, true),
        isNull(autoInvestStrategies.deletedAt),
        options.userId ? eq(autoInvestStrategies.userId, options.userId) : undefined,
      ),
    )
    .limit(1);
  if (!any) return NOTHING;
  const open = await db.select({ id: projects.id }).from(projects).where(eq(projects.status, 'GATHERING')).orderBy(asc(projects.publishedAt), asc(projects.id));
  let invested = 0;
  let amount = ZERO_CENTS;
  let candidates = 0;
  for (const { id } of open) {
    const result = await runAllocation(db, id, options);
    invested += result.invested;
    candidates += result.candidates;
    amount = addCents(amount, result.amountCents);
  }
  return { runId: null, candidates, invested, amountCents: amount };
}

/**
 * What other modules call after their change committed: a project opened, money arrived. A failed
 * run is logged, never the caller's failure (the change stands; the scheduled job runs again).
 */
export function createAutoInvestTriggers(db: Db, log: { error: (obj: unknown, msg?: string) => void }, onInvested: () => void = () => {}) {
  const guarded = async (what: Record<string, unknown>, run: () => Promise<RunResult>) => {
    try {
      const result = await run();
      if (result.invested > 0) onInvested();
    } catch (error) {
      log.error({ err: error, ...what }, 'automatic investment run failed');
    }
  };
  return {
    projectOpened: (projectId: number) => guarded({ projectId }, () => runAllocation(db, projectId, { trigger: 'opened' })),
    deposit: (userId: number) => guarded({ userId }, () => runOpenProjects(db, { trigger: 'deposit', userId })),
  };
}
