import { asCents, disbursableFrom, LIVE_INVESTMENT_STATUSES, reflectionOver, toWire } from '@platform/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { investments, projects } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { post } from '../ledger/ledger.service';
import { notify } from '../notifications/notifications.service';
import { transitionProject } from '../projects/project.commands';
import { markInvestmentActive } from './investment.commands';

type InvestmentRow = typeof investments.$inferSelect;

/** Ledger key of posting an investment's reflection hold: the job and disbursement use the same, so a repeat replays. */
export function reflectionPostKey(investmentId: number): string {
  return `investment:${investmentId}:post`;
}

/** Ledger key of voiding a revoked investment's hold. */
export function revocationVoidKey(investmentId: number): string {
  return `investment:${investmentId}:void`;
}

async function postHeld(tx: Db, row: InvestmentRow): Promise<void> {
  if (row.pendingTransferId !== null) await post(tx, row.pendingTransferId, reflectionPostKey(row.id));
  await markInvestmentActive(tx, row.id);
}

/**
 * Posts the holds of investments whose reflection period has ended (status becomes active). Each
 * investment in its own transaction, its row locked and re-checked, so it is safe alongside a
 * revocation, a second runner and disbursement. Exported for the lifecycle scheduler.
 */
export async function postDueReflections(db: Db, now: Date = new Date(), limit = 500): Promise<number> {
  const due = await db
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.status, 'reflection'), lte(investments.reflectionEndsAt, now)))
    .orderBy(asc(investments.id))
    .limit(limit);
  let posted = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(investments).where(eq(investments.id, id)).for('update').limit(1);
      if (!row || !reflectionOver(row, now)) return false;
      await postHeld(tx, row);
      return true;
    });
    if (done) posted += 1;
  }
  return posted;
}

/**
 * The end of the last reflection period still running in a project at `at` (investors may still
 * revoke until then), or null. `lock` takes the holds' row locks (disbursement), so no revocation
 * or posting can slip between the check and what the caller does next.
 */
export async function reflectionRunningUntil(db: Db, projectId: number, at: Date, options: { lock?: boolean } = {}): Promise<Date | null> {
  const query = db
    .select({ status: investments.status, reflectionEndsAt: investments.reflectionEndsAt })
    .from(investments)
    .where(and(eq(investments.projectId, projectId), eq(investments.status, 'reflection')))
    .orderBy(asc(investments.id));
  return disbursableFrom(options.lock ? await query.for('update') : await query, at);
}

/**
 * Before disbursement: posts every hold of the project (the money leaves the wallets for good),
 * in the caller's transaction. Only when every reflection period has ended by `at`: disbursement
 * never cuts an investor's right to revoke short (ECSP Art. 22, decision 0024); otherwise
 * DISBURSEMENT_REFLECTION_PENDING with the end of the last period. Returns how many were posted.
 */
export async function postEndedReflectionsOfProject(tx: Db, projectId: number, at: Date): Promise<number> {
  const rows = await tx
    .select()
    .from(investments)
    .where(and(eq(investments.projectId, projectId), eq(investments.status, 'reflection')))
    .orderBy(asc(investments.id))
    .for('update');
  const from = disbursableFrom(rows, at);
  if (from) {
    throw new AppError('DISBURSEMENT_REFLECTION_PENDING', `Investors may revoke until ${from.toISOString()}: disbursement is possible from then`, {
      disbursableFrom: [from.toISOString()],
    });
  }
  for (const row of rows) await postHeld(tx, row);
  return rows.length;
}

/** The caller's live holdings in a project as a two-decimal string ("0.00" when none). */
export async function userInvestedAmount(db: Db, userId: number, projectId: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${investments.amountCents}), 0)::text` })
    .from(investments)
    .where(and(eq(investments.userId, userId), eq(investments.projectId, projectId), inArray(investments.status, [...LIVE_INVESTMENT_STATUSES])));
  return toWire(asCents(row?.total ?? 0));
}

/**
 * The project reached its target: status FUNDED and a 'funded' notification to each investor with
 * a live holding. Later steps (disbursement, refunds) belong to the lifecycle module.
 */
export async function markProjectFunded(tx: Db, projectId: number): Promise<boolean> {
  const changed = await transitionProject(tx, projectId, 'GATHERING', 'FUNDED', { where: sql`${projects.fundedCents} = ${projects.targetCents}` });
  if (!changed) return false;
  const holders = await tx
    .selectDistinct({ userId: investments.userId })
    .from(investments)
    .where(and(eq(investments.projectId, projectId), inArray(investments.status, [...LIVE_INVESTMENT_STATUSES])));
  await notify(
    tx,
    holders.map((h) => ({ userId: h.userId, event: 'funded' as const, projectId, params: { projectNumber: changed.number } })),
  );
  return true;
}
