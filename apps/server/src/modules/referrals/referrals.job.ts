import type { Db } from '../../db/client';
import type { JobDefinition } from '../jobs/lifecycle.jobs';
import { settleDue, settleUser } from './referrals.settle';

/**
 * 'referrals.settle' (decision 0044): every five minutes, pending referrals and promo redemptions
 * whose condition is now met (a reflection period ended, an identity was verified) are paid, and
 * those past their window end.
 */
export const REFERRALS_JOB: JobDefinition = {
  name: 'referrals.settle',
  cron: '*/5 * * * *',
  everyMs: 5 * 60_000,
  run: async (db: Db, now: Date) => ({ ...(await settleDue(db, now)) }),
};

/** Right after a user's investment commits: their own referral and promo bonuses, if now due. Never fails the investment. */
export function createBonusTriggers(db: Db, log: { error: (obj: unknown, msg?: string) => void }, now: () => Date = () => new Date()) {
  return {
    async invested(userId: number): Promise<void> {
      try {
        await settleUser(db, userId, now());
      } catch (error) {
        log.error({ err: error }, 'settling bonuses after an investment failed');
      }
    },
  };
}
