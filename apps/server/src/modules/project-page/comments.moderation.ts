import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectComments } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';

/** Longest operator answer, in characters. */
export const ANSWER_MAX_LENGTH = 4000;

/**
 * The operator answers an investor's question (or replaces the answer). For the back office
 * (admin projects slice): call inside its transaction and pass `tx`; the audit entry commits with it.
 */
export async function answerComment(tx: Db, input: { commentId: number; operatorId: number; answer: string; ip?: string | null; at?: Date }) {
  const answer = input.answer.trim();
  if (answer.length < 1 || answer.length > ANSWER_MAX_LENGTH) {
    throw new AppError('VALIDATION_FAILED', 'Answer length', { answer: [`1..${ANSWER_MAX_LENGTH}`] });
  }
  const [row] = await tx
    .update(projectComments)
    .set({ answer, answeredByUserId: input.operatorId, answeredAt: input.at ?? new Date() })
    .where(eq(projectComments.id, input.commentId))
    .returning();
  if (!row) throw notFound('Comment not found');
  await recordAudit(tx, {
    actorUserId: input.operatorId,
    subjectUserId: row.userId,
    action: 'project.comment_answered',
    details: { projectId: row.projectId, commentId: row.id },
    ip: input.ip ?? null,
  });
  return row;
}

/** Hides a question (and its answer) from the project page; `hidden: false` shows it again. Audited. */
export async function hideComment(tx: Db, input: { commentId: number; operatorId: number; hidden?: boolean; ip?: string | null; at?: Date }) {
  const hidden = input.hidden ?? true;
  const [row] = await tx
    .update(projectComments)
    .set({ hiddenAt: hidden ? (input.at ?? new Date()) : null })
    .where(eq(projectComments.id, input.commentId))
    .returning();
  if (!row) throw notFound('Comment not found');
  await recordAudit(tx, {
    actorUserId: input.operatorId,
    subjectUserId: row.userId,
    action: hidden ? 'project.comment_hidden' : 'project.comment_shown',
    details: { projectId: row.projectId, commentId: row.id },
    ip: input.ip ?? null,
  });
  return row;
}

