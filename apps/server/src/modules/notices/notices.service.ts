import {
  noticeAudiencesOf,
  noticeStatus,
  resolveNoticeText,
  type ActiveNotice,
  type AdminNotice,
  type Locale,
  type NoticeInputParsed,
  type NoticeTexts,
} from '@platform/contract';
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { Viewer } from '../../http/request-context';
import { recordAudit } from '../audit/audit.service';
import type { RequestMeta } from '../auth/auth.service';

type Row = typeof notices.$inferSelect;

const toAdmin = (row: Row, now: Date): AdminNotice => ({
  id: row.id,
  kind: row.kind as AdminNotice['kind'],
  tone: row.tone as AdminNotice['tone'],
  audience: row.audience as AdminNotice['audience'],
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  dismissible: row.dismissible,
  texts: row.texts as NoticeTexts,
  videoUrl: row.videoUrl,
  status: noticeStatus(row, now),
  createdByUserId: row.createdByUserId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Only the locales the operator filled in are stored; a missing one falls back to en when shown. */
function storedTexts(texts: NoticeTexts): Record<string, { title: string; body: string }> {
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== undefined)) as Record<string, { title: string; body: string }>;
}

function valuesOf(input: NoticeInputParsed) {
  return {
    kind: input.kind,
    tone: input.tone,
    audience: input.audience,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    dismissible: input.dismissible,
    texts: storedTexts(input.texts),
    videoUrl: input.videoUrl,
  };
}

/**
 * Operator-scheduled notices (decision 0045): alerts and modals shown between startsAt (inclusive)
 * and endsAt (exclusive) to an audience. The audience is filtered here, never in the browser.
 */
export function createNoticesService(db: Db, clock: () => Date = () => new Date()) {
  return {
    /** What the caller sees now, texts in `locale` (else en), alerts and modals in the order they started. */
    async active(viewer: Pick<Viewer, 'role' | 'isDebtor'> | null, locale: Locale): Promise<ActiveNotice[]> {
      const now = clock();
      const rows = await db
        .select()
        .from(notices)
        .where(and(lte(notices.startsAt, now), gt(notices.endsAt, now), inArray(notices.audience, noticeAudiencesOf(viewer))))
        .orderBy(notices.startsAt, notices.id);
      return rows.map((row) => {
        const text = resolveNoticeText(row.texts as NoticeTexts, locale);
        return {
          id: row.id,
          kind: row.kind as ActiveNotice['kind'],
          tone: row.tone as ActiveNotice['tone'],
          dismissible: row.dismissible,
          title: text.title,
          body: text.body,
          videoUrl: row.videoUrl,
          endsAt: row.endsAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        };
      });
    },

    /** Every notice, newest window first (upcoming, then current, then past). */
    async list(): Promise<AdminNotice[]> {
      const now = clock();
      const rows = await db.select().from(notices).orderBy(desc(notices.startsAt), desc(notices.id));
      return rows.map((row) => toAdmin(row, now));
    },

    async create(operatorId: number, input: NoticeInputParsed, meta: RequestMeta): Promise<AdminNotice> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(notices)
          .values({ ...valuesOf(input), createdByUserId: operatorId })
          .returning();
        await recordAudit(tx, { actorUserId: operatorId, subjectUserId: null, action: 'notice.created', ip: meta.ip, details: { noticeId: row.id } });
        return toAdmin(row, clock());
      });
    },

    async update(operatorId: number, id: number, input: NoticeInputParsed, meta: RequestMeta): Promise<AdminNotice> {
      return db.transaction(async (tx) => {
        // updatedAt moves, so a browser that dismissed the old version shows the edited one again.
        const [row] = await tx
          .update(notices)
          .set({ ...valuesOf(input), updatedAt: new Date() })
          .where(eq(notices.id, id))
          .returning();
        if (!row) throw notFound('No such notice');
        await recordAudit(tx, { actorUserId: operatorId, subjectUserId: null, action: 'notice.updated', ip: meta.ip, details: { noticeId: id } });
        return toAdmin(row, clock());
      });
    },

    async remove(operatorId: number, id: number, meta: RequestMeta): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
        if (!row) throw notFound('No such notice');
        await recordAudit(tx, { actorUserId: operatorId, subjectUserId: null, action: 'notice.deleted', ip: meta.ip, details: { noticeId: id } });
      });
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
