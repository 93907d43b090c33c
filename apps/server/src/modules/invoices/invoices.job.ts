import { AGGREGATION_THRESHOLD } from '@platform/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { JobDefinition } from '../jobs/lifecycle.jobs';
import { issueDueInvoices } from './invoices.issue';

/**
 * 'invoices.issue' (decision 0037): every five minutes, the invoices of fees not billed yet — each of
 * a user's first fees of a month on its own invoice, the month's further fees on one aggregated
 * invoice once the month is over. A run after a run issues nothing.
 */
export const INVOICES_JOB: JobDefinition = {
  name: 'invoices.issue',
  cron: '*/5 * * * *',
  everyMs: 5 * 60_000,
  run: async (db: Db, now: Date) => ({ ...(await issueDueInvoices(db, now)) }),
};

/**
 * A fee was just charged (a market sale committed): the seller's invoice is issued now rather than at
 * the next tick, so the seller finds it at once; only the seller's unbilled fees are read. Runs after
 * the charging transaction, never inside it; sellers named while a run is going are billed in the same
 * run. A failure is logged and left to the job.
 */
export function createInvoiceTriggers(db: Db, log: { error: (obj: unknown, msg?: string) => void }, now: () => Date = () => new Date()) {
  let running: Promise<void> | null = null;
  const pending = new Set<number>();
  const run = async (): Promise<void> => {
    for (let userId = first(pending); userId !== undefined; userId = first(pending)) {
      pending.delete(userId);
      try {
        await issueDueInvoices(db, now(), AGGREGATION_THRESHOLD, { userId });
      } catch (error) {
        log.error({ err: error }, 'issuing invoices after a fee failed');
      }
    }
  };
  function feeCharged(userId: number): Promise<void> {
    pending.add(userId);
    if (running) return running;
    running = run().finally(() => {
      running = null;
    });
    return running;
  }
  return {
    feeCharged,
    /** A market trade committed: its seller paid the fee. */
    async tradeCommitted(tradeId: number): Promise<void> {
      try {
        const [trade] = await queryRows<{ seller_user_id: number }>(db, sql`SELECT seller_user_id FROM market_trades WHERE id = ${tradeId}`);
        if (trade) await feeCharged(trade.seller_user_id);
      } catch (error) {
        log.error({ err: error }, 'issuing invoices after a fee failed');
      }
    },
  };
}

const first = (set: ReadonlySet<number>): number | undefined => set.values().next().value;
