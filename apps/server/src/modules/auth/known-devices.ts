import { createHmac } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { knownDevices } from '../../db/schema';
import { createToken, deriveKey } from './crypto';
import { cookieOptions } from './session.plugin';

/** httpOnly cookie of a browser that logged in fully before (decision 0022). Server-side only. */
export const DEVICE_COOKIE = 'known_device';
export const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function setDeviceCookie(reply: FastifyReply, token: string, publicUrl: string): void {
  reply.setCookie(DEVICE_COOKIE, token, cookieOptions(publicUrl, DEVICE_MAX_AGE_SECONDS));
}

/**
 * Devices are random 256-bit tokens, stored as an HMAC with a key derived from SESSION_SECRET: a
 * database leak gives no usable cookie, and nobody can make up one (so no signature is needed).
 */
export function createKnownDevices(db: Db, secret: string, now: () => Date = () => new Date()) {
  const key = deriveKey(secret, 'known-device');
  const hashOf = (token: string) => createHmac('sha256', key).update(token).digest('base64url');
  const isWellFormed = (token: string | undefined): token is string => token !== undefined && TOKEN_PATTERN.test(token);

  /**
   * The device's id when this cookie belongs to a full login of this user in the last 180 days.
   * Any well-formed cookie costs one lookup, whether or not the email has an account.
   */
  async function find(conn: Db, userId: number | null, token: string | undefined): Promise<string | null> {
    if (!isWellFormed(token)) return null;
    const tokenHash = hashOf(token);
    const [row] = await conn
      .select({ tokenHash: knownDevices.tokenHash })
      .from(knownDevices)
      .where(
        and(
          eq(knownDevices.userId, userId ?? 0),
          eq(knownDevices.tokenHash, tokenHash),
          gt(knownDevices.lastLoginAt, new Date(now().getTime() - DEVICE_MAX_AGE_SECONDS * 1000)),
        ),
      )
      .limit(1);
    return row ? tokenHash : null;
  }

  return {
    find: (userId: number | null, token: string | undefined) => find(db, userId, token),

    /**
     * Records a full login from this browser and answers the token for its cookie. A cookie that
     * is already this user's is kept; anything else is replaced by a new token, so a token planted
     * in someone's browser never becomes known for their account.
     */
    async remember(tx: Db, userId: number, token: string | undefined): Promise<string> {
      const kept = isWellFormed(token) && (await find(tx, userId, token)) !== null ? token : createToken();
      const at = now();
      await tx
        .insert(knownDevices)
        .values({ userId, tokenHash: hashOf(kept), createdAt: at, lastLoginAt: at })
        .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.tokenHash], set: { lastLoginAt: at } });
      return kept;
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
