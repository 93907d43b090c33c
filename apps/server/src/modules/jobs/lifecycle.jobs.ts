import { daysOverdue, isoDateOf, type ItemState } from '@platform/contract';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { investments, projects, projectScheduleItems } from '../../db/schema';
import { runOpenProjects } from '../autoinvest/autoinvest.engine';
import { runMarketPurchases } from '../autoinvest/autoinvest.market';
import { createMarketService } from '../market/market.service';
import { postDueReflections } from '../investing/investing.ledger';
import { cancelProject, closeAsFunded, markInstallmentsOverdue, setProjectStatus } from '../lifecycle/lifecycle.service';
import { notify } from '../notifications/notifications.service';

/**
 * The scheduled jobs of the loan lifecycle (issue 6, decision 0015). Each is a plain function of
 * the database and the current instant, so tests call it directly with an injected `now`. Every
 * project is handled in its own transaction with its row locked and its status re-checked, so a
 * job racing an operator (or a second runner) changes nothing twice.
 */

export interface JobResult {
  [key: string]: number;
}

/** GATHERING projects past their funding deadline: cancelled (refunds) or closed as FUNDED with what they raised. */
export async function fundingDeadlineJob(db: Db, now: Date): Promise<JobResult> {
  const due = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.status, 'GATHERING'), lte(projects.fundingDeadline, now)))
    .orderBy(asc(projects.id));
  let cancelled = 0;
  let closed = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [p] = await tx.select().from(projects).where(eq(projects.id, id)).for('update').limit(1);
      if (!p || p.status !== 'GATHERING' || !p.fundingDeadline || p.fundingDeadline > now) return;
      if (p.unfundedPolicy === 'close' && p.fundedCents > 0) {
        await closeAsFunded(tx, id, null, 'funding deadline passed: closed with the amount raised');
        closed += 1;
      } else {
        await cancelProject(tx, id, null, 'funding deadline passed unfunded');
        cancelled += 1;
      }
    });
  }
  return { cancelled, closed };
}

/**
 * Automatic investment (decision 0035): every open project is allocated again, which catches what
 * the immediate runs could not (the manual window ending, money that arrived, a failed run).
 */
export async function autoInvestJob(db: Db, now: Date): Promise<JobResult> {
  const result = await runOpenProjects(db, { trigger: 'job', now });
  return { invested: result.invested };
}

/** Strategies that include the secondary market buy matching listings at par or a discount (decision 0035). */
export async function autoInvestMarketJob(db: Db, now: Date): Promise<JobResult> {
  const result = await runMarketPurchases(db, createMarketService({ db, now: () => now }), { now });
  return { bought: result.bought };
}

/** Investments whose reflection period is over: their holds are posted (the investing module's function). */
export async function reflectionJob(db: Db, now: Date): Promise<JobResult> {
  return { posted: await postDueReflections(db, now) };
}

/**
 * ACTIVE loans with an installment past due become DELAYED; DELAYED loans overdue for
 * `default_after_days` or more become DEFAULTED. Holders are notified of each change.
 */
export async function overdueJob(db: Db, now: Date): Promise<JobResult> {
  const on = isoDateOf(now);
  const candidates = await db
    .selectDistinct({ id: projects.id })
    .from(projects)
    .innerJoin(projectScheduleItems, eq(projectScheduleItems.projectId, projects.id))
    .where(
      and(
        inArray(projects.status, ['ACTIVE', 'DELAYED']),
        lte(projectScheduleItems.dueDate, on),
        inArray(projectScheduleItems.status, ['scheduled', 'partial', 'overdue']),
      ),
    );
  let delayed = 0;
  let defaulted = 0;
  for (const { id } of candidates) {
    await db.transaction(async (tx) => {
      let [p] = await tx.select().from(projects).where(eq(projects.id, id)).for('update').limit(1);
      if (!p || (p.status !== 'ACTIVE' && p.status !== 'DELAYED')) return;
      const rows = await tx.select().from(projectScheduleItems).where(eq(projectScheduleItems.projectId, id));
      const items: ItemState[] = rows.map((r) => ({
        installment: r.installment,
        dueDate: r.dueDate,
        principal: r.principalCents,
        interest: r.interestCents,
        paidPrincipal: r.paidPrincipalCents,
        paidInterest: r.paidInterestCents,
        paidLateInterest: r.paidLateInterestCents,
      }));
      const days = daysOverdue(items, on);
      if (days <= 0) return;
      const overdue = rows.filter((r, k) => {
        const i = items[k]!;
        const open = i.paidPrincipal !== i.principal || i.paidInterest !== i.interest;
        return open && r.dueDate < on && r.status !== 'overdue';
      });
      await markInstallmentsOverdue(
        tx,
        overdue.map((r) => r.id),
      );
      const holders = await tx
        .selectDistinct({ userId: investments.userId })
        .from(investments)
        .where(and(eq(investments.projectId, id), eq(investments.status, 'active')));
      if (p.status === 'ACTIVE') {
        p = await setProjectStatus(tx, p, 'DELAYED', null, `installment ${days} days overdue`);
        await notify(
          tx,
          holders.map((h) => ({ userId: h.userId, event: 'delayed' as const, projectId: id, params: { projectNumber: p!.number, days } })),
        );
        delayed += 1;
      }
      if (p.status === 'DELAYED' && days >= p.defaultAfterDays) {
        await setProjectStatus(tx, p, 'DEFAULTED', null, `installment ${days} days overdue (default after ${p.defaultAfterDays})`);
        await notify(
          tx,
          holders.map((h) => ({ userId: h.userId, event: 'defaulted' as const, projectId: id, params: { projectNumber: p!.number, days } })),
        );
        defaulted += 1;
      }
    });
  }
  return { delayed, defaulted };
}

export interface JobDefinition {
  name: string;
  /** Cron expression for pg-boss; the in-process runner uses `everyMs`. */
  cron: string;
  everyMs: number;
  run(db: Db, now: Date): Promise<JobResult>;
}

export const LIFECYCLE_JOBS: readonly JobDefinition[] = [
  { name: 'lifecycle.reflections', cron: '* * * * *', everyMs: 60_000, run: reflectionJob },
  { name: 'lifecycle.funding-deadline', cron: '* * * * *', everyMs: 60_000, run: fundingDeadlineJob },
  { name: 'lifecycle.overdue', cron: '*/15 * * * *', everyMs: 15 * 60_000, run: overdueJob },
  { name: 'autoinvest.open-projects', cron: '* * * * *', everyMs: 60_000, run: autoInvestJob },
  { name: 'autoinvest.market', cron: '*/5 * * * *', everyMs: 5 * 60_000, run: autoInvestMarketJob },
];
