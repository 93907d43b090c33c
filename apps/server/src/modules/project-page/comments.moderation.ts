import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectComments } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';

/** Longest operator answer, in characters. */
export const ANSWER_MAX_LENGTH = 4000;

/** The comment, within its project when the caller names one (a back-office address carries both). */
function commentWhere(input: { commentId: number; projectId?: number }): SQL | undefined {
  return input.projectId === undefined
    ? eq(projectComments.id, input.commentId)
    : and(eq(projectComments.id, input.commentId), eq(projectComments.projectId, input.projectId));
}

/**
 * The operator answers an investor's question (or replaces the answer). The one writer of
 * project comments besides the investor's own post (decision 0027): the back office calls it inside
 * its transaction and passes `tx`; the audit entry commits with it.
 */
export async function answerComment(
  tx: Db,
  input: { commentId: number; projectId?: number; operatorId: number; answer: string; ip?: string | null; at?: Date },
) {
  const answer = input.answer.trim();
  if (answer.length < 1 || answer.length > ANSWER_MAX_LENGTH) {
    throw new AppError('VALIDATION_FAILED', 'Answer length', { answer: [`1..${ANSWER_MAX_LENGTH}`] });
  }
  const [row] = await tx
    .update(projectComments)
    .set({ answer, answeredByUserId: input.operatorId, answeredAt: input.at ?? new Date() })
    .where(commentWhere(input))
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
export async function hideComment(
  tx: Db,
  input: { commentId: number; projectId?: number; operatorId: number; hidden?: boolean; ip?: string | null; at?: Date },
) {
  const hidden = input.hidden ?? true;
  const [row] = await tx
    .update(projectComments)
    .set({ hiddenAt: hidden ? (input.at ?? new Date()) : null })
    .where(commentWhere(input))
    .returning();
  if (!row) throw notFound('Comment not found');
  await recordAudit(tx, {
    actorUserId: input.operatorId,
    subjectUserId: row.userId,
    action: hidden ? 'project.comment_hidden' : 'project.comment_unhidden',
    details: { projectId: row.projectId, commentId: row.id },
    ip: input.ip ?? null,
  });
  return row;
}
