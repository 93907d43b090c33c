import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';

export interface Limit {
  /** e.g. `login:ip:1.2.3.4` or `login:account:a@b.c` */
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so every instance sees the same count. Throws 429 with
 * the seconds until the window ends (the handler sets Retry-After).
 */
export function createRateLimiter(db: Db, now: () => Date = () => new Date()) {
  return {
    async hit(limits: Limit[]): Promise<void> {
      for (const limit of limits) {
        const current = now().getTime();
        const windowMs = limit.windowSeconds * 1000;
        const windowStart = new Date(Math.floor(current / windowMs) * windowMs);
        const result = await db.execute<{ hits: number }>(sql`
          insert into rate_limit_hits (bucket, window_start, hits) values (${limit.bucket}, ${windowStart.toISOString()}, 1)
          on conflict (bucket, window_start) do update set hits = rate_limit_hits.hits + 1
          returning hits`);
        const hits = Number((result as unknown as { rows: { hits: number }[] }).rows[0].hits);
        if (hits > limit.max) {
          const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - current) / 1000));
          throw new AppError('RATE_LIMITED', 'Too many attempts', undefined, { retryAfterSeconds: retryAfter });
        }
      }
    },
    /** Takes back one hit of the current windows: a successful attempt does not count. */
    async refund(limits: Limit[]): Promise<void> {
      for (const limit of limits) {
        const windowMs = limit.windowSeconds * 1000;
        const windowStart = new Date(Math.floor(now().getTime() / windowMs) * windowMs);
        await db.execute(sql`
          update rate_limit_hits set hits = greatest(hits - 1, 0)
          where bucket = ${limit.bucket} and window_start = ${windowStart.toISOString()}`);
      }
    },
    /** Forgets every window of these buckets (the owner succeeded: their earlier typos stop counting). */
    async clear(buckets: string[]): Promise<void> {
      for (const bucket of buckets) await db.execute(sql`delete from rate_limit_hits where bucket = ${bucket}`);
    },
    /** Old windows are useless; the clean-up keeps the table small. */
    async purge(olderThan: Date): Promise<void> {
      await db.execute(sql`delete from rate_limit_hits where window_start < ${olderThan.toISOString()}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
