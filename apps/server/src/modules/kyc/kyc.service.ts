import { ADMIN_KYC_SESSIONS_LIMIT, type AdminKycSession, type IdentifyStatusResponse, type KycWebhookPayload } from '@platform/contract';
import { and, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kycSessions, users } from '../../db/schema';
import { claimWebhookEvent } from '../../http/webhook-events';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import { refreshOnboarding } from '../onboarding/onboarding.service';
import { setIdentityStatus } from '../users/user.commands';
import type { KycProvider } from './kyc.provider';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Identity verification: sessions at the provider and the decisions its webhooks bring. */
export function createKycService(db: Db, provider: KycProvider) {
  return {
    /** Back office: the recent identity checks, newest first, optionally by part of the user's email. */
    async listSessions(search?: string): Promise<AdminKycSession[]> {
      const rows = await db
        .select({ session: kycSessions, email: users.email })
        .from(kycSessions)
        .innerJoin(users, eq(users.id, kycSessions.userId))
        .where(search ? ilike(users.email, `%${escapeLike(search)}%`) : undefined)
        .orderBy(desc(kycSessions.createdAt), desc(kycSessions.id))
        .limit(ADMIN_KYC_SESSIONS_LIMIT);
      return rows.map(({ session, email }) => ({
        id: session.id,
        userId: session.userId,
        email,
        provider: session.provider,
        status: session.status,
        reason: session.reason,
        createdAt: session.createdAt.toISOString(),
        completedAt: session.completedAt?.toISOString() ?? null,
      }));
    },

    async status(userId: number): Promise<IdentifyStatusResponse> {
      const [user] = await db
        .select({ identifyStatus: users.identifyStatus, reason: users.identityRejectedReason })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) throw new AppError('NOT_FOUND', 'No such user');
      return { identify_status: user.identifyStatus as IdentifyStatusResponse['identify_status'], reason: user.reason };
    },

    /** Opens a session at the provider; the person continues at the returned URL (on `appOrigin`, when given). */
    async start(userId: number, ip: string | null, appOrigin?: string): Promise<{ identifyContinueUrl: string }> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new AppError('NOT_FOUND', 'No such user');
      if (user.identifyStatus === 'approved') throw new AppError('CONFLICT', 'The identity is already verified');
      const { sessionId, continueUrl } = await provider.startSession({ id: user.id, email: user.email, locale: user.locale }, appOrigin);
      await db.transaction(async (tx) => {
        await tx.insert(kycSessions).values({ id: sessionId, userId, provider: provider.name, status: 'pending' });
        await setIdentityStatus(tx, userId, { identifyStatus: 'pending', identityRejectedReason: null });
        await recordAudit(tx, { actorUserId: userId, subjectUserId: userId, action: 'kyc.started', details: { provider: provider.name, sessionId }, ip });
        await refreshOnboarding(tx, userId);
      });
      return { identifyContinueUrl: continueUrl };
    },

    /**
     * Applies a verified webhook. The event id is recorded in the same transaction as the change,
     * so a replay (or a concurrent duplicate) changes nothing. A decision about a session that is
     * not the person's latest, or one already final, is recorded but not applied.
     */
    async applyWebhook(providerName: string, payload: KycWebhookPayload, userId?: number | null): Promise<WebhookOutcome> {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .select()
          .from(kycSessions)
          .where(and(eq(kycSessions.id, payload.sessionId), eq(kycSessions.provider, providerName)))
          .limit(1)
          .for('update');
        if (!session) throw new AppError('NOT_FOUND', 'Unknown verification session');
        // The provider echoes our reference (Veriff's vendorData): it must name the session's owner.
        if (userId !== undefined && userId !== session.userId) return 'ignored';
        if (!(await claimWebhookEvent(tx, providerName, payload.eventId))) return 'duplicate';
        if (session.status === 'approved' || session.status === 'declined') return 'ignored';

        const reason = payload.status === 'declined' ? payload.reason?.trim() || null : null;
        await tx
          .update(kycSessions)
          .set({ status: payload.status, reason, completedAt: payload.status === 'review' ? null : new Date() })
          .where(eq(kycSessions.id, session.id));
        const [latest] = await tx
          .select({ id: kycSessions.id })
          .from(kycSessions)
          .where(eq(kycSessions.userId, session.userId))
          .orderBy(desc(kycSessions.createdAt))
          .limit(1);
        if (latest?.id !== session.id) return 'ignored';

        await setIdentityStatus(tx, session.userId, {
          identifyStatus: payload.status,
          identityRejectedReason: reason,
          ...(payload.status === 'approved' ? { shouldReidentify: false } : {}),
        });
        await recordAudit(tx, {
          actorUserId: null,
          subjectUserId: session.userId,
          action: 'kyc.decided',
          details: { provider: providerName, sessionId: session.id, eventId: payload.eventId, status: payload.status, reason, occurredAt: payload.occurredAt },
        });
        await refreshOnboarding(tx, session.userId);
        return 'applied';
      });
    },

    /**
     * A provider's progress event (the person started or submitted the flow): acknowledged when it
     * is about one of our sessions, never applied. Unknown sessions answer 404 like decisions do.
     */
    async acknowledgeEvent(providerName: string, sessionId: string): Promise<WebhookOutcome> {
      const [session] = await db
        .select({ id: kycSessions.id })
        .from(kycSessions)
        .where(and(eq(kycSessions.id, sessionId), eq(kycSessions.provider, providerName)))
        .limit(1);
      if (!session) throw new AppError('NOT_FOUND', 'Unknown verification session');
      return 'ignored';
    },

    /** An operator asks for a new identity check (documents expired, doubts). */
    async requireReidentification(operatorId: number, userId: number, ip: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        const updated = await setIdentityStatus(tx, userId, { shouldReidentify: true, identifyStatus: 'none', identityRejectedReason: null });
        if (!updated) throw new AppError('NOT_FOUND', 'No such user');
        await recordAudit(tx, { actorUserId: operatorId, subjectUserId: userId, action: 'kyc.reidentify_required', ip });
        await refreshOnboarding(tx, userId);
      });
    },

    /** The session's owner's locale (the sandbox page sends the person back to their /identify page). */
    async sessionInfo(sessionId: string): Promise<{ status: string; locale: string; provider: string } | null> {
      const [row] = await db
        .select({ status: kycSessions.status, locale: users.locale, provider: kycSessions.provider })
        .from(kycSessions)
        .innerJoin(users, eq(users.id, kycSessions.userId))
        .where(eq(kycSessions.id, sessionId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
