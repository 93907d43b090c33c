import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@platform/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyRequests } from '../db/schema';
import { AppError } from './app-error';

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  /** True when this answer is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** The Idempotency-Key header of a request that moves money (required). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED', `Send an ${IDEMPOTENCY_HEADER} header`);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('VALIDATION_FAILED', 'Invalid idempotency key', { [IDEMPOTENCY_HEADER]: ['8–100 characters: letters, digits, - _ : .'] });
  }
  return key;
}

/**
 * Runs `work` once per (user, key): the key row, the money moved and the stored answer commit in
 * one transaction. A repeat gets the stored answer; a racing repeat waits on the key row's
 * unique index and then gets it too. A failed request stores nothing, so it may be retried.
 * The ledger keys that `work` derives from this key make a second line of defence.
 */
export async function idempotent<T>(
  db: Db,
  userId: number,
  key: string,
  route: string,
  payload: unknown,
  work: (tx: Db) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  const hash = requestHash(route, payload);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyRequests)
      .values({ userId, key, route, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyRequests.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyRequests)
        .where(and(eq(idempotencyRequests.userId, userId), eq(idempotencyRequests.key, key)))
        .limit(1);
      if (!stored || stored.route !== route || stored.requestHash !== hash) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for a different request');
      }
      if (stored.statusCode === null) throw new AppError('IDEMPOTENCY_IN_PROGRESS', 'The first request with this key is still running');
      return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
    }
    const answer = await work(tx);
    await tx
      .update(idempotencyRequests)
      .set({ statusCode: answer.statusCode, response: answer.body as unknown })
      .where(and(eq(idempotencyRequests.userId, userId), eq(idempotencyRequests.key, key)));
    return { ...answer, replayed: false };
  });
}

/** What identifies a request's content under its key: the route and the payload. */
export function requestHash(route: string, payload: unknown): string {
  return createHash('sha256')
    .update(route)
    .update('\n')
    .update(JSON.stringify(payload ?? null))
    .digest('base64url');
}

/**
 * For calls with a side effect outside the idempotent transaction (a sandbox delivering a webhook
 * first): true when this key already has an answer for this very request, so the side effect
 * must not run again; a key used for a different request is refused before anything happens.
 */
export async function alreadyAnswered(db: Db, userId: number, key: string, route: string, payload: unknown): Promise<boolean> {
  const [used] = await db
    .select()
    .from(idempotencyRequests)
    .where(and(eq(idempotencyRequests.userId, userId), eq(idempotencyRequests.key, key)))
    .limit(1);
  if (!used) return false;
  if (used.route !== route || used.requestHash !== requestHash(route, payload)) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for a different request');
  }
  return true;
}

/** Ledger idempotency key derived from the request's key (one per leg or purpose). */
export function ledgerKey(userId: number, key: string, purpose: string): string {
  return `u${userId}:${key}:${purpose}`;
}
