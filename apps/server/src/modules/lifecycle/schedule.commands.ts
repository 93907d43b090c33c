import type { HoldingSplit } from '@platform/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { investmentScheduleItems } from '../../db/schema';

/**
 * Writes to `investment_schedule_items` made for other modules (decision 0027: lifecycle owns the
 * schedules). Each runs in the caller's transaction.
 */

export type HoldingItemRow = typeof investmentScheduleItems.$inferSelect;

/** A holding's installments in order, locked for the caller's transaction. */
export async function lockHoldingItems(tx: Db, investmentId: number): Promise<HoldingItemRow[]> {
  return tx
    .select()
    .from(investmentScheduleItems)
    .where(eq(investmentScheduleItems.investmentId, investmentId))
    .orderBy(asc(investmentScheduleItems.installment))
    .for('update');
}

/**
 * A secondary-market sale split a holding (decision 0034): the seller's installments keep what
 * `split.seller` says (what was paid stays paid), and the buyer's new holding gets one installment
 * per installment of the seller's, nothing paid yet; an installment with nothing left to pay is
 * `paid` on either side, so repayments and the portfolio never wait for it.
 */
export async function splitHoldingSchedule(tx: Db, rows: readonly HoldingItemRow[], buyerInvestmentId: number, split: HoldingSplit): Promise<void> {
  // One statement for all of the seller's installments (a purchase is on the hot path of the market).
  const values = rows.map((row, k) => {
    const seller = split.seller[k]!;
    if (seller.installment !== row.installment) throw new Error(`split installment ${seller.installment} is not row ${row.installment}`);
    const settled = row.paidPrincipalCents >= seller.principal && row.paidInterestCents >= seller.interest;
    return sql`(${row.id}::int, ${seller.principal}::bigint, ${seller.interest}::bigint, ${settled}::boolean)`;
  });
  if (values.length > 0) {
    await tx.execute(sql`
      UPDATE investment_schedule_items s
      SET principal_cents = v.principal, interest_cents = v.interest, status = CASE WHEN v.settled THEN 'paid' ELSE s.status END
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, principal, interest, settled)
      WHERE s.id = v.id`);
  }
  await tx.insert(investmentScheduleItems).values(
    split.buyer.map((b, k) => ({
      investmentId: buyerInvestmentId,
      installment: b.installment,
      dueDate: b.dueDate,
      principalCents: b.principal,
      interestCents: b.interest,
      status: b.principal === 0 && b.interest === 0 ? 'paid' : rows[k]!.status === 'overdue' ? 'overdue' : 'scheduled',
    })),
  );
}
