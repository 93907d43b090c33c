import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketListings, marketPauses } from '../../db/schema';

/**
 * The market's commands that other modules call in their own transaction (decision 0034): a
 * project event pauses the project's listings until an operator resumes them; a loan that ended
 * closes them.
 */

/** The pause reason of a published debtor update (the web translates it like the status ones). */
export const DEBTOR_UPDATE_PAUSE = 'event:DEBTOR_UPDATE';

/** Nobody trades on news others have not seen: the project's listings wait for an operator (a second pause keeps the first reason). */
export async function pauseProjectListings(tx: Db, projectId: number, reason: string, actorUserId: number | null): Promise<void> {
  await tx.insert(marketPauses).values({ projectId, reason, pausedByUserId: actorUserId }).onConflictDoNothing();
}

export async function resumeProjectListings(tx: Db, projectId: number): Promise<boolean> {
  const removed = await tx.delete(marketPauses).where(eq(marketPauses.projectId, projectId)).returning({ projectId: marketPauses.projectId });
  return removed.length > 0;
}

/** The loan ended (repaid, written off): its open listings are cancelled with the reason. */
export async function closeProjectListings(tx: Db, projectId: number, reason: string): Promise<void> {
  await tx
    .update(marketListings)
    .set({ status: 'cancelled', cancelledReason: reason, updatedAt: new Date() })
    .where(and(eq(marketListings.projectId, projectId), inArray(marketListings.status, ['active'])));
}
