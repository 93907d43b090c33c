import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attemptBackoff } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { createKnownDevices } from './known-devices';
import type { Limit, RateLimiter } from './rate-limiter';
import { type BackoffPolicy, decideAttempt, LOGIN_BACKOFF, TWO_STEP_BACKOFF } from './throttle.rules';

/** A guessing attempt that was let through; tell it when it succeeded, so it stops counting. */
export interface Attempt {
  succeeded(): Promise<void>;
}

/** Growing delays in the database, so that every instance sees the same ones. */
export function createBackoff(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Counts an attempt, or refuses it with 429 and the seconds left (a refusal counts nothing). */
    async claim(key: string, policy: BackoffPolicy): Promise<void> {
      const decision = await db.transaction(async (tx) => {
        // The row lock serialises racing attempts at one key: each sees the one before. A success
        // may delete the row meanwhile (then there is nothing to wait for, and nothing to count).
        await tx.insert(attemptBackoff).values({ key, attempts: 0, lastAttemptAt: now() }).onConflictDoNothing();
        const [row] = await tx.select().from(attemptBackoff).where(eq(attemptBackoff.key, key)).for('update');
        const at = now();
        const outcome = decideAttempt(row ?? null, at, policy);
        if (outcome.allowed) await tx.update(attemptBackoff).set({ attempts: outcome.attempts, lastAttemptAt: at }).where(eq(attemptBackoff.key, key));
        return outcome;
      });
      if (!decision.allowed) {
        throw new AppError('RATE_LIMITED', 'Too many attempts, wait before the next one', undefined, { retryAfterSeconds: decision.retryAfterSeconds });
      }
    },
    async clear(key: string): Promise<void> {
      await db.delete(attemptBackoff).where(eq(attemptBackoff.key, key));
    },
  };
}

/** Hard limits for one client address: they stop one source, never the owner elsewhere. */
const PER_IP_MAX = 30;
const PER_SUBJECT_AND_IP_MAX = 10;
const IP_WINDOW_SECONDS = 900;

/**
 * Who may guess a password or a two-step code, and how often (decision 0022):
 * - from a device this user logged in with before (its cookie): only that device's own growing
 *   delay, so what anyone else does never slows the owner down there;
 * - from anywhere else: per client address, per (account, address), and the account's growing
 *   delay, which others can push up to its cap but never into a lock.
 * Unknown emails go through exactly the same steps as known ones (no enumeration).
 */
export function createAttemptGuard(deps: { db: Db; limiter: RateLimiter; secret: string; now?: () => Date }) {
  const { limiter } = deps;
  const backoff = createBackoff(deps.db, deps.now);
  const devices = createKnownDevices(deps.db, deps.secret, deps.now);

  async function guard(
    scope: 'login' | 'two-step',
    subject: string,
    userId: number | null,
    meta: { ip: string; deviceToken?: string },
    policy: BackoffPolicy,
  ): Promise<Attempt> {
    const deviceId = await devices.find(userId, meta.deviceToken);
    if (deviceId) {
      const deviceKey = `${scope}:device:${userId}:${deviceId}`;
      await backoff.claim(deviceKey, policy);
      return { succeeded: () => backoff.clear(deviceKey) };
    }
    const perIp: Limit = { bucket: `${scope}:ip:${meta.ip}`, max: PER_IP_MAX, windowSeconds: IP_WINDOW_SECONDS };
    const perSubjectAndIp: Limit = { bucket: `${scope}:${subject}:ip:${meta.ip}`, max: PER_SUBJECT_AND_IP_MAX, windowSeconds: IP_WINDOW_SECONDS };
    await limiter.hit([perIp, perSubjectAndIp]);
    const subjectKey = `${scope}:${subject}`;
    await backoff.claim(subjectKey, policy);
    return {
      async succeeded() {
        // One success frees only its own hit of the shared address (others' failures stay counted).
        await limiter.refund([perIp]);
        await limiter.clear([perSubjectAndIp.bucket]);
        await backoff.clear(subjectKey);
      },
    };
  }

  return {
    devices,
    /** Before checking a password; `userId` is null for an unknown email. */
    login: (input: { email: string; userId: number | null; ip: string; deviceToken?: string }) =>
      guard('login', `account:${input.email}`, input.userId, input, LOGIN_BACKOFF),
    /** Before checking a two-step code (at login or to confirm a withdrawal). */
    twoStep: (input: { userId: number; ip: string; deviceToken?: string }) => guard('two-step', `user:${input.userId}`, input.userId, input, TWO_STEP_BACKOFF),
  };
}

export type AttemptGuard = ReturnType<typeof createAttemptGuard>;
