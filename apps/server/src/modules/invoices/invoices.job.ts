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
