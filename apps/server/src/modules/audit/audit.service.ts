import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditAction =
  | 'user.registered'
  | 'user.login'
  | 'user.login_failed'
  | 'user.logout'
  | 'user.password_changed'
  | 'user.password_reset'
  | 'user.two_step_enabled'
  | 'user.two_step_disabled'
  | 'session.refresh_reuse'
  | 'operator.readonly_set'
  | 'operator.impersonation_started'
  | 'operator.impersonation_ended'
  | 'operator.debtor_flow_set'
  | 'operator.debtor_step_overridden'
  | 'operator.debtor_step_restored'
  | 'manual_kyc.requested'
  | 'manual_kyc.answered'
  | 'manual_kyc.closed'
  | 'project.created'
  | 'project.updated'
  | 'project.texts_updated'
  | 'project.photo_added'
  | 'project.photo_updated'
  | 'project.photos_reordered'
  | 'project.photo_removed'
  | 'project.document_added'
  | 'project.document_removed'
  | 'project.visible_users_set'
  | 'project.update_created'
  | 'project.update_edited'
  | 'project.update_deleted'
  | 'project.comment_answered'
  | 'project.comment_hidden'
  | 'project.comment_unhidden'
  | (string & {});

export interface AuditEntry {
  actorUserId: number | null;
  subjectUserId: number | null;
  action: AuditAction;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Appends to the audit log; pass the transaction so the entry commits with what it records. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    subjectUserId: entry.subjectUserId,
    action: entry.action,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}
