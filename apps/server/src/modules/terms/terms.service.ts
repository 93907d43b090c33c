import { mustAcceptTerms, TERMS_VERSION, type TermsAcceptance } from '@platform/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { RequestMeta } from '../auth/auth.service';
import { recordAudit } from '../audit/audit.service';
import { setTermsAccepted } from '../users/terms-acceptance.commands';

/**
 * Acceptance of the terms and conditions in force (decision 0047). Idempotent: when the current
 * version (or a later one) is on record, nothing changes and nothing is audited; otherwise the version
 * and the time are written with an audit entry, in one transaction.
 */
export function createTermsService(db: Db, currentVersion: number = TERMS_VERSION) {
  return {
    async accept(userId: number, meta: Pick<RequestMeta, 'ip'>, now: Date = new Date()): Promise<TermsAcceptance> {
      return db.transaction(async (tx) => {
        // Row lock: two accepts at once write (and audit) once.
        const [row] = await tx
          .select({ version: users.termsAcceptedVersion, at: users.termsAcceptedAt })
          .from(users)
          .where(eq(users.id, userId))
          .for('update')
          .limit(1);
        if (row && !mustAcceptTerms(row.version, currentVersion) && row.at) {
          return { termsAcceptedVersion: row.version!, termsAcceptedAt: row.at.toISOString(), changed: false };
        }
        await setTermsAccepted(tx, userId, currentVersion, now);
        await recordAudit(tx, {
          actorUserId: userId,
          subjectUserId: userId,
          action: 'user.terms_accepted',
          ip: meta.ip,
          details: { version: currentVersion, previousVersion: row?.version ?? null },
        });
        return { termsAcceptedVersion: currentVersion, termsAcceptedAt: now.toISOString(), changed: true };
      });
    },
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
