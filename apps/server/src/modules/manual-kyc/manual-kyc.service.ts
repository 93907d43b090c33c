import type { ManualKycRequest } from '@platform/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { manualKycRequests, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import type { RequestMeta } from '../auth/auth.service';

type Row = typeof manualKycRequests.$inferSelect;

const toRequest = (row: Row): ManualKycRequest => ({
  id: row.id,
  fields: row.fields as ManualKycRequest['fields'],
  documents: row.documents as ManualKycRequest['documents'],
  note: row.note,
  status: row.status as ManualKycRequest['status'],
  createdAt: row.createdAt.toISOString(),
});

/**
 * Manual KYC: an operator asks a user for specific fields and documents; the user answers (the
 * documents go through the upload call with the requested type); the operator reviews and closes.
 * At most one request is open per user: its id is the user's activeManualKycId.
 */
export function createManualKycService(db: Db) {
  return {
    async activeIdOf(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: manualKycRequests.id })
        .from(manualKycRequests)
        .where(and(eq(manualKycRequests.userId, userId), eq(manualKycRequests.status, 'open')))
        .limit(1);
      return row?.id ?? null;
    },

    async current(userId: number): Promise<ManualKycRequest> {
      const [row] = await db
        .select()
        .from(manualKycRequests)
        .where(and(eq(manualKycRequests.userId, userId), eq(manualKycRequests.status, 'open')))
        .limit(1);
      if (!row) throw notFound('No manual KYC request is open');
      return toRequest(row);
    },

    async answer(userId: number, input: { id: number; answers: Record<string, string> }, meta: RequestMeta): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(manualKycRequests).where(eq(manualKycRequests.id, input.id)).for('update').limit(1);
        // Another user's request is as good as missing.
        if (!row || row.userId !== userId) throw notFound('No such request');
        if (row.status !== 'open') throw new AppError('CONFLICT', 'This request is already answered');
        const missing = (row.fields as string[]).filter((field) => !input.answers[field]);
        if (missing.length > 0)
          throw new AppError('VALIDATION_FAILED', 'Answer every requested field', Object.fromEntries(missing.map((f) => [`answers.${f}`, ['required']])));
        const extra = Object.keys(input.answers).filter((field) => !(row.fields as string[]).includes(field));
        if (extra.length > 0)
          throw new AppError(
            'VALIDATION_FAILED',
            'Answer only the requested fields',
            Object.fromEntries(extra.map((f) => [`answers.${f}`, ['not requested']])),
          );
        await tx.update(manualKycRequests).set({ status: 'answered', answers: input.answers, answeredAt: new Date() }).where(eq(manualKycRequests.id, row.id));
        await recordAudit(tx, { actorUserId: userId, subjectUserId: userId, action: 'manual_kyc.answered', ip: meta.ip, details: { requestId: row.id } });
      });
    },

    async create(
      operatorId: number,
      userId: number,
      input: { fields: string[]; documents: string[]; note?: string },
      meta: RequestMeta,
    ): Promise<ManualKycRequest> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
        if (!user) throw notFound('User not found');
        const [open] = await tx
          .select({ id: manualKycRequests.id })
          .from(manualKycRequests)
          .where(and(eq(manualKycRequests.userId, userId), eq(manualKycRequests.status, 'open')))
          .limit(1);
        if (open) throw new AppError('CONFLICT', 'This user already has an open request');
        const [row] = await tx
          .insert(manualKycRequests)
          .values({
            userId,
            fields: [...new Set(input.fields)],
            documents: [...new Set(input.documents)],
            note: input.note ?? null,
            createdByUserId: operatorId,
          })
          .returning();
        await recordAudit(tx, { actorUserId: operatorId, subjectUserId: userId, action: 'manual_kyc.requested', ip: meta.ip, details: { requestId: row.id } });
        return toRequest(row);
      });
    },

    async listForReview() {
      const rows = await db
        .select({ request: manualKycRequests, email: users.email })
        .from(manualKycRequests)
        .innerJoin(users, eq(users.id, manualKycRequests.userId))
        .where(inArray(manualKycRequests.status, ['open', 'answered']))
        .orderBy(desc(manualKycRequests.answeredAt), desc(manualKycRequests.id))
        .limit(200);
      return rows.map(({ request, email }) => ({ ...toRequest(request), userId: request.userId, email, answers: request.answers ?? null }));
    },

    async close(operatorId: number, id: number, meta: RequestMeta): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.update(manualKycRequests).set({ status: 'closed' }).where(eq(manualKycRequests.id, id)).returning();
        if (!row) throw notFound('No such request');
        await recordAudit(tx, { actorUserId: operatorId, subjectUserId: row.userId, action: 'manual_kyc.closed', ip: meta.ip, details: { requestId: id } });
      });
    },
  };
}

export type ManualKycService = ReturnType<typeof createManualKycService>;
