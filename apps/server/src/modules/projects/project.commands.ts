import { asCents, canTransition, type Cents, type ProjectStatus } from '@platform/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { projects } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * The only writes to `projects` (decision 0027: one owner module per table). Every function runs in
 * the caller's transaction, so a status change and the money it goes with commit or fail together.
 * A status changes only along the contract's transition table (`canTransition`).
 */

type ProjectRow = typeof projects.$inferSelect;

/** What the back office edits: everything but the lifecycle's columns (status, funded amount, disbursement). */
export type ProjectFactsValues = Omit<typeof projects.$inferInsert, 'id' | 'status' | 'fundedCents' | 'disbursedAt' | 'publishedAt' | 'createdAt'>;

export function refuseTransition(from: string, to: string): AppError {
  return new AppError('STATUS_TRANSITION_NOT_ALLOWED', `A ${from} project cannot become ${to}`);
}

/** A new project is always a DRAFT with nothing funded. */
export async function insertDraftProject(tx: Db, values: ProjectFactsValues): Promise<{ id: number }> {
  const [row] = await tx
    .insert(projects)
    .values({ ...values, status: 'DRAFT' })
    .returning({ id: projects.id });
  return row!;
}

export async function updateProjectFacts(tx: Db, projectId: number, values: ProjectFactsValues): Promise<void> {
  await tx.update(projects).set(values).where(eq(projects.id, projectId));
}

/**
 * Moves a project from `from` to `to` (compare-and-set on the status: null when the row is no
 * longer `from` or `where` does not hold). Refuses an edge the transition table does not declare.
 * `set` carries the columns that change with the status (disbursement date, funded amount).
 */
export async function transitionProject(
  tx: Db,
  projectId: number,
  from: string,
  to: ProjectStatus,
  options: { set?: { fundedCents?: Cents; disbursedAt?: Date }; where?: SQL } = {},
): Promise<ProjectRow | null> {
  if (!canTransition(from, to)) throw refuseTransition(from, to);
  const [updated] = await tx
    .update(projects)
    .set({ ...options.set, status: to })
    .where(and(eq(projects.id, projectId), eq(projects.status, from), options.where))
    .returning();
  return updated ?? null;
}

/**
 * An investment claims its amount on the project row: only while GATHERING and within the target.
 * Concurrent investors of one project queue on this row's lock (decision 0014). Null when refused.
 */
export async function claimFunding(tx: Db, projectId: number, amountCents: Cents): Promise<{ fundedCents: Cents; targetCents: Cents; number: number } | null> {
  const [claimed] = await queryRows<{ funded_cents: string; target_cents: string; number: number }>(
    tx,
    sql`UPDATE projects SET funded_cents = funded_cents + ${amountCents}
        WHERE id = ${projectId} AND status = 'GATHERING' AND funded_cents + ${amountCents} <= target_cents
        RETURNING funded_cents, target_cents, number`,
  );
  if (!claimed) return null;
  return { fundedCents: asCents(claimed.funded_cents), targetCents: asCents(claimed.target_cents), number: claimed.number };
}

/** A revoked investment gives its amount back (the project row is locked from here on). */
export async function releaseFunding(tx: Db, projectId: number, amountCents: Cents): Promise<ProjectRow | null> {
  const [row] = await tx
    .update(projects)
    .set({ fundedCents: sql`${projects.fundedCents} - ${amountCents}` })
    .where(eq(projects.id, projectId))
    .returning();
  return row ?? null;
}
