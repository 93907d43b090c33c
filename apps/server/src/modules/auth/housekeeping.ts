import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEVICE_MAX_AGE_SECONDS } from './known-devices';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes what no rule needs any more: rate-limit windows older than a day, sessions ended or
 * expired over 30 days ago (their refresh tokens go with them), reset tokens spent or expired over
 * 7 days ago, growing delays quiet for a day (they are forgotten after an hour anyway), known
 * devices not logged in with for 180 days. The audit log keeps the history. Safe to run on every
 * instance at once.
 */
export async function purgeExpiredAuthData(db: Db, now: Date = new Date()): Promise<void> {
  const day = new Date(now.getTime() - DAY_MS).toISOString();
  const month = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const week = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  await db.execute(sql`delete from rate_limit_hits where window_start < ${day}`);
  await db.execute(sql`delete from sessions where coalesce(revoked_at, expires_at) < ${month}`);
  await db.execute(sql`delete from password_reset_tokens where coalesce(used_at, expires_at) < ${week}`);
  await db.execute(sql`delete from attempt_backoff where last_attempt_at < ${day}`);
  const deviceCutoff = new Date(now.getTime() - DEVICE_MAX_AGE_SECONDS * 1000).toISOString();
  await db.execute(sql`delete from known_devices where last_login_at < ${deviceCutoff}`);
}
