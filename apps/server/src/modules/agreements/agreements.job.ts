import type { Db } from '../../db/client';
import type { FileStorage } from '../files/storage';
import type { JobDefinition } from '../jobs/lifecycle.jobs';
import { type AgreementsLogger, createAgreementsService } from './agreements.service';

/** At most this many investments and this many trades per run, so one run stays short however much is missing. */
export const AGREEMENTS_JOB_BATCH = 50;

/**
 * 'agreements.issue' (decision 0038): every five minutes, the agreements of investments and trades that have none
 * yet (nobody downloaded them), in the investor's (for a trade: the buyer's) stored locale.
 */
export function agreementsJob(storage: FileStorage, log: AgreementsLogger): JobDefinition {
  return {
    name: 'agreements.issue',
    cron: '*/5 * * * *',
    everyMs: 5 * 60_000,
    run: async (db: Db, now: Date) => {
      const issued = await createAgreementsService({ db, storage, log, now: () => now }).issueMissing(AGREEMENTS_JOB_BATCH);
      return { ...issued };
    },
  };
}
