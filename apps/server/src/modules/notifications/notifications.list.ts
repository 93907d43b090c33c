import {
  NOTIFICATION_EVENTS,
  NOTIFICATIONS_PAGE_SIZE,
  type Locale,
  type MarkNotificationsReadBody,
  type MarkNotificationsReadResponse,
  type NotificationEventName,
  type NotificationsQuery,
  type NotificationsResponse,
  type UnreadNotifications,
} from '@platform/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { investments, notifications, projects, projectTranslations } from '../../db/schema';

/** Every read and change here is filtered by the caller's user id: other people's notifications never show or change. */
const own = (userId: number) => and(eq(notifications.userId, userId), inArray(notifications.event, [...NOTIFICATION_EVENTS]));

export async function unreadCounts(db: Db, userId: number): Promise<UnreadNotifications> {
  const rows = await db
    .select({ kind: notifications.kind, n: count() })
    .from(notifications)
    .where(and(own(userId), eq(notifications.isRead, false)))
    .groupBy(notifications.kind);
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  return { investment: of('investment'), project: of('project') };
}

/** All unread notifications of the user (the bell). */
export async function unreadTotal(db: Db, userId: number): Promise<number> {
  const counts = await unreadCounts(db, userId);
  return counts.investment + counts.project;
}

/** One page of one kind, newest first, with the project's title in `locale` (then English, then any). */
export async function listNotifications(
  db: Db,
  userId: number,
  query: NotificationsQuery,
  locale: Locale,
  pageSize = NOTIFICATIONS_PAGE_SIZE,
): Promise<NotificationsResponse> {
  const where = and(own(userId), eq(notifications.kind, query.type));
  const [{ total: matching }] = await db.select({ total: count() }).from(notifications).where(where);
  const local = alias(projectTranslations, 'title_local');
  const english = alias(projectTranslations, 'title_en');
  const rows = await db
    .select({
      id: notifications.id,
      investmentId: notifications.investmentId,
      projectId: projects.id,
      event: notifications.event,
      params: notifications.params,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
      projectNumber: projects.number,
      projectSlug: projects.slug,
      title: sql<
        string | null
      >`coalesce(${local.title}, ${english.title}, (select min(pt.title) from project_translations pt where pt.project_id = ${projects.id}))`,
    })
    .from(notifications)
    .leftJoin(investments, eq(investments.id, notifications.investmentId))
    .innerJoin(projects, eq(projects.id, sql`coalesce(${notifications.projectId}, ${investments.projectId})`))
    .leftJoin(local, and(eq(local.projectId, projects.id), eq(local.locale, locale)))
    .leftJoin(english, and(eq(english.projectId, projects.id), eq(english.locale, 'en')))
    .where(where)
    .orderBy(desc(notifications.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const unread = await unreadCounts(db, userId);
  const base = (r: (typeof rows)[number]) => ({
    id: r.id,
    event: r.event as NotificationEventName,
    params: r.params,
    isRead: r.isRead,
    createdAt: r.createdAt.toISOString(),
    title: r.title ?? '',
    projectNumber: r.projectNumber,
    projectSlug: r.projectSlug,
  });
  const page = { totalCount: Number(matching), page: query.page, pageSize, unread };
  if (query.type === 'investment') {
    return { type: 'investment', items: rows.filter((r) => r.investmentId !== null).map((r) => ({ ...base(r), investmentId: r.investmentId! })), ...page };
  }
  return { type: 'project', items: rows.map((r) => ({ ...base(r), projectId: r.projectId })), ...page };
}

/** Marks the given ids (only the caller's; others are ignored) or all of the caller's (of one kind) as read. */
export async function markNotificationsRead(db: Db, userId: number, body: MarkNotificationsReadBody): Promise<MarkNotificationsReadResponse> {
  const which = 'ids' in body ? inArray(notifications.id, [...new Set(body.ids)]) : body.type ? eq(notifications.kind, body.type) : undefined;
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), which))
    .returning({ id: notifications.id });
  return { updated: updated.length, unread: await unreadCounts(db, userId) };
}
