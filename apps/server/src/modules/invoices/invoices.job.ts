import type { Db } from '../../db/client';
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
 * A fee was just charged (a market sale committed): its invoice is issued now rather than at the
 * next tick, so the seller finds it at once. Runs after the charging transaction, never inside it;
 * calls that arrive while a run is going fold into one more run. A failure is logged and left to the job.
 */
export function createInvoiceTriggers(db: Db, log: { error: (obj: unknown, msg?: string) => void }, now: () => Date = () => new Date()) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async (): Promise<void> => {
    do {
      again = false;
      try {
        await issueDueInvoices(db, now());
      } catch (error) {
        log.error({ err: error }, 'issuing invoices after a fee failed');
      }
    } while (again);
  };
  return {
    feeCharged(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = run().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
