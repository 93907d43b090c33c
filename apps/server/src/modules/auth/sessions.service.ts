import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, sessions, users } from '../../db/schema';
import { createToken, deriveKey, hashToken, signJwt, verifyJwt } from './crypto';

/** Access JWT lifetime; the client refreshes before it ends. */
export const ACCESS_TTL_SECONDS = 15 * 60;
/** A refresh token unused this long has expired: the idle timeout (ASVS 3.3.2). */
export const REFRESH_IDLE_SECONDS = 30 * 60;
/** Absolute session lifetime: log in again after this (ASVS 3.3.2). */
export const SESSION_MAX_SECONDS = 12 * 60 * 60;
/** A pending two-step login must finish within this. */
export const PENDING_TWO_STEP_SECONDS = 10 * 60;

export interface SessionTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
}

export interface SessionContext {
  sessionId: string;
  state: 'pending_two_step' | 'active';
  impersonatorUserId: number | null;
  accessExpiresAt: number;
  user: typeof users.$inferSelect;
}

export function createSessionsService(db: Db, secret: string, now: () => number = Date.now) {
  const accessKey = deriveKey(secret, 'access-jwt');
  const seconds = () => Math.floor(now() / 1000);

  function issueAccess(userId: number, sessionId: string): { token: string; exp: number } {
    const iat = seconds();
    const exp = iat + ACCESS_TTL_SECONDS;
    return { token: signJwt({ sub: userId, sid: sessionId, iat, exp }, accessKey), exp };
  }

  async function issueRefresh(tx: Db, sessionId: string): Promise<string> {
    const token = createToken();
    await tx.insert(refreshTokens).values({ tokenHash: hashToken(token), sessionId, createdAt: new Date(now()) });
    return token;
  }

  return {
    /** A new session (new id at every login: no fixation). */
    async create(
      tx: Db,
      input: { userId: number; state: 'pending_two_step' | 'active'; ip: string; userAgent: string | undefined; impersonatorUserId?: number },
    ): Promise<SessionTokens> {
      const sessionId = randomUUID();
      const lifetime = input.state === 'pending_two_step' ? PENDING_TWO_STEP_SECONDS : SESSION_MAX_SECONDS;
      await tx.insert(sessions).values({
        id: sessionId,
        userId: input.userId,
        state: input.state,
        impersonatorUserId: input.impersonatorUserId ?? null,
        ip: input.ip,
        userAgent: input.userAgent?.slice(0, 500) ?? null,
        createdAt: new Date(now()),
        expiresAt: new Date(now() + lifetime * 1000),
      });
      const refreshToken = await issueRefresh(tx, sessionId);
      const access = issueAccess(input.userId, sessionId);
      return { sessionId, accessToken: access.token, refreshToken, accessExpiresAt: access.exp };
    },

    /** The live session behind an access token, with its user; null when invalid, expired or revoked. */
    async resolve(accessToken: string | undefined): Promise<SessionContext | null> {
      if (!accessToken) return null;
      const claims = verifyJwt(accessToken, accessKey, seconds());
      if (!claims) return null;
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now()))))
        .limit(1);
      if (!row || row.user.id !== claims.sub) return null;
      return {
        sessionId: row.session.id,
        state: row.session.state,
        impersonatorUserId: row.session.impersonatorUserId,
        accessExpiresAt: claims.exp,
        user: row.user,
      };
    },

    /**
     * Rotates a refresh token: the presented one is spent and a new pair issued. A spent token
     * presented again means it was stolen or replayed: the whole session is revoked.
     */
    async rotate(refreshToken: string | undefined): Promise<(SessionTokens & { userId: number }) | { reused: true; userId: number } | null> {
      if (!refreshToken) return null;
      const tokenHash = hashToken(refreshToken);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ token: refreshTokens, session: sessions })
          .from(refreshTokens)
          .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
          .where(eq(refreshTokens.tokenHash, tokenHash))
          .for('update')
          .limit(1);
        if (!row || row.session.revokedAt || row.session.state !== 'active') return null;
        if (row.token.usedAt) {
          await tx
            .update(sessions)
            .set({ revokedAt: new Date(now()), revokedReason: 'refresh_token_reuse' })
            .where(eq(sessions.id, row.session.id));
          return { reused: true as const, userId: row.session.userId };
        }
        const idleLimit = row.token.createdAt.getTime() + REFRESH_IDLE_SECONDS * 1000;
        if (idleLimit <= now() || row.session.expiresAt.getTime() <= now()) return null;
        await tx
          .update(refreshTokens)
          .set({ usedAt: new Date(now()) })
          .where(eq(refreshTokens.tokenHash, tokenHash));
        const newRefresh = await issueRefresh(tx as unknown as Db, row.session.id);
        const access = issueAccess(row.session.userId, row.session.id);
        return {
          sessionId: row.session.id,
          accessToken: access.token,
          refreshToken: newRefresh,
          accessExpiresAt: access.exp,
          userId: row.session.userId,
        };
      });
    },

    /** Promotes a pending two-step session: a new session id replaces it (rotation at login). */
    async completeTwoStep(tx: Db, pendingSessionId: string, ip: string, userAgent: string | undefined): Promise<SessionTokens> {
      const [pending] = await tx
        .update(sessions)
        .set({ revokedAt: new Date(now()), revokedReason: 'two_step_completed' })
        .where(and(eq(sessions.id, pendingSessionId), eq(sessions.state, 'pending_two_step'), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId });
      if (!pending) throw new Error('pending session vanished');
      return this.create(tx, { userId: pending.userId, state: 'active', ip, userAgent });
    },

    async revoke(tx: Db, sessionId: string, reason: string): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(now()), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** After a password change or reset, every other session of the user ends. */
    async revokeAllOf(tx: Db, userId: number, reason: string, exceptSessionId?: string): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(now()), revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined));
    },

    isJwtValid(token: string): boolean {
      return verifyJwt(token, accessKey, seconds()) !== null;
    },

    secondsLeft(accessExpiresAt: number): number {
      return Math.max(0, accessExpiresAt - seconds());
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
