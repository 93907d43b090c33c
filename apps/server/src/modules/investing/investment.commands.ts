import { eq } from 'drizzle-orm';
import { type Cents, ZERO_CENTS } from '@platform/contract';
import type { Db } from '../../db/client';
import { investments } from '../../db/schema';

/**
 * The only writes to `investments` (decision 0027: one owner module per table). Each runs in the
 * caller's transaction: the ledger movement that goes with a status change commits with it.
 */

export type NewInvestment = typeof investments.$inferInsert;

export async function insertInvestment(tx: Db, values: NewInvestment): Promise<number> {
  const [row] = await tx.insert(investments).values(values).returning({ id: investments.id });
  return row!.id;
}

/** Many at once (an automatic-investment run, decision 0035): one INSERT, in the caller's transaction. */
export async function insertInvestments(tx: Db, values: NewInvestment[]): Promise<void> {
  if (values.length > 0) await tx.insert(investments).values(values);
}

/**
 * Part of a holding was sold on the secondary market (decision 0034): the principal it still has
 * to receive, and `sold` once none is left (the buyers' holdings carry the rest).
 */
export async function reduceSoldHolding(tx: Db, investmentId: number, outstandingPrincipalCents: Cents): Promise<void> {
  await tx
    .update(investments)
    .set({ outstandingPrincipalCents, ...(outstandingPrincipalCents === 0 ? { status: 'sold' } : {}) })
    .where(eq(investments.id, investmentId));
}

/** The reflection hold was posted (or the investment never had one): the holding is live for good. */
export async function markInvestmentActive(tx: Db, investmentId: number): Promise<void> {
  await tx.update(investments).set({ status: 'active' }).where(eq(investments.id, investmentId));
}

/** Taken back in the reflection period: nothing is owed any more. */
export async function markInvestmentRevoked(tx: Db, investmentId: number, at: Date): Promise<void> {
  await tx.update(investments).set({ status: 'revoked', revokedAt: at, outstandingPrincipalCents: ZERO_CENTS }).where(eq(investments.id, investmentId));
}

/** The project was cancelled and the money went back. */
export async function markInvestmentRefunded(tx: Db, investmentId: number): Promise<void> {
  await tx.update(investments).set({ status: 'refunded', outstandingPrincipalCents: ZERO_CENTS }).where(eq(investments.id, investmentId));
}

/** After a repayment: the principal still owed, and `repaid` once every installment of the holding is settled. */
export async function settleHolding(tx: Db, investmentId: number, outstandingPrincipalCents: Cents, settledAll: boolean): Promise<void> {
  await tx
    .update(investments)
    .set({ outstandingPrincipalCents, ...(settledAll ? { status: 'repaid' } : {}) })
    .where(eq(investments.id, investmentId));
}
