import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import type { RequestMeta } from '../auth/auth.service';
import type { SessionContext, SessionsService, SessionTokens } from '../auth/sessions.service';
import type { DebtorIdentityStep } from '@platform/contract';
import { debtorFlowCommands, debtorFlowsOf } from '../users/debtor-flow';
import { setUserReadonly } from '../users/user.commands';

export const ADMIN_USERS_PAGE_SIZE = 25;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function createAdminService(db: Db, sessions: SessionsService) {
  return {
    async listUsers(search: string | undefined, page: number, pageSize = ADMIN_USERS_PAGE_SIZE) {
      const where: SQL | undefined = search
        ? or(
            ilike(users.email, `%${escapeLike(search)}%`),
            ilike(users.displayName, `%${escapeLike(search)}%`),
            ilike(users.companyName, `%${escapeLike(search)}%`),
          )
        : undefined;
      const [rows, [{ total: matching }]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(users).where(where),
      ]);
      const flows = await debtorFlowsOf(db, rows);
      return {
        users: rows.map((u) => ({
          id: u.id,
          email: u.email,
          displayName: u.displayName,
          type: u.type,
          role: u.role,
          isDebtor: u.isDebtor,
          debtor: u.isDebtor ? (flows.get(u.id) ?? null) : null,
          readonly: u.readonly,
          twoStepEnabled: Boolean(u.totpEnabledAt),
          createdAt: u.createdAt.toISOString(),
        })),
        total: Number(matching),
        page,
        limit: pageSize,
      };
    },

    async setReadonly(operatorId: number, userId: number, readonly: boolean, meta: RequestMeta): Promise<void> {
      if (userId === operatorId) throw new AppError('CONFLICT', 'Operators cannot change their own account here');
      await db.transaction(async (tx) => {
        if (!(await setUserReadonly(tx, userId, readonly))) throw notFound('User not found');
        await recordAudit(tx, { actorUserId: operatorId, subjectUserId: userId, action: 'operator.readonly_set', ip: meta.ip, details: { readonly } });
      });
    },

    /** Decision 0046: the debtor flow settings an operator changes, audited (the users module writes the row). */
    setExtendedDebtorFlow: (operatorId: number, userId: number, extended: boolean, meta: RequestMeta) =>
      debtorFlowCommands.setExtended(db, operatorId, userId, extended, meta),
    overrideDebtorStep: (operatorId: number, userId: number, step: DebtorIdentityStep, meta: RequestMeta) =>
      debtorFlowCommands.overrideStep(db, operatorId, userId, step, meta),
    restoreDebtorStep: (operatorId: number, userId: number, meta: RequestMeta) => debtorFlowCommands.restoreStep(db, operatorId, userId, meta),

    /** A marked session as the user; the operator's own refresh token goes to the previousToken cookie. */
    async startImpersonation(operator: SessionContext, userId: number, meta: RequestMeta): Promise<SessionTokens> {
      if (userId === operator.user.id) throw new AppError('CONFLICT', 'That is your own account');
      return db.transaction(async (tx) => {
        const [target] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
        if (!target) throw notFound('User not found');
        if (target.role === 'operator') throw new AppError('FORBIDDEN', 'Operators cannot log in as other operators');
        await recordAudit(tx, { actorUserId: operator.user.id, subjectUserId: userId, action: 'operator.impersonation_started', ip: meta.ip });
        return sessions.create(tx, { userId, state: 'active', ip: meta.ip, userAgent: meta.userAgent, impersonatorUserId: operator.user.id });
      });
    },

    /**
     * Ends the session as the user and renews the operator's session from previousToken. The
     * previous refresh token must belong to the operator who started this session.
     */
    async endImpersonation(session: SessionContext, previousRefreshToken: string | undefined, meta: RequestMeta) {
      if (!session.impersonatorUserId) throw new AppError('FORBIDDEN', 'This is not a session as another user');
      const operatorId = session.impersonatorUserId;
      await db.transaction(async (tx) => {
        await sessions.revoke(tx, session.sessionId, 'impersonation_ended');
        await recordAudit(tx, { actorUserId: operatorId, subjectUserId: session.user.id, action: 'operator.impersonation_ended', ip: meta.ip });
      });
      if (!previousRefreshToken) return null;
      const rotated = await sessions.rotate(previousRefreshToken);
      if (!rotated || 'reused' in rotated || rotated.userId !== operatorId) return null;
      return rotated;
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
