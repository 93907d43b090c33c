import { toWire } from '@platform/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { investments, notifications, projects, users } from '../db/schema';
import { notify, type NotificationInput } from '../modules/notifications/notifications.service';

/** Demo projects the investor hears about (by number): funded and news unread, the payout already read. */
const DEMO_PROJECT_NOTIFICATIONS = [
  { number: 1009, event: 'disbursed', isRead: true },
  { number: 1006, event: 'funded', isRead: false },
  { number: 1008, event: 'update', isRead: false },
] as const;

/**
 * A few notifications for investor@demo.invest, so the bell and the notifications page show
 * something: project notifications, and an "invested" one for each investment the demo investor
 * already holds (when an earlier seed step made any). No emails (the demo did not happen).
 * Idempotent: does nothing when the investor has notifications.
 */
export async function seedNotifications(db: Db): Promise<void> {
  const [investor] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'investor@demo.invest')).limit(1);
  if (!investor) return;
  const [existing] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, investor.id)).limit(1);
  if (existing) return;
  const numbers = DEMO_PROJECT_NOTIFICATIONS.map((n) => n.number);
  const found = await db
    .select({ id: projects.id, number: projects.number })
    .from(projects)
    .where(inArray(projects.number, [...numbers]));
  const held = await db
    .select({ id: investments.id, projectId: investments.projectId, amountCents: investments.amountCents })
    .from(investments)
    .where(eq(investments.userId, investor.id))
    .orderBy(asc(investments.id));

  const projectNotices = DEMO_PROJECT_NOTIFICATIONS.flatMap((n) => {
    const project = found.find((p) => p.number === n.number);
    return project ? [{ ...n, projectId: project.id }] : [];
  });
  const investmentNotices: NotificationInput[] = held.map((i) => ({
    userId: investor.id,
    event: 'invested',
    investmentId: i.id,
    projectId: i.projectId,
    params: { amount: toWire(i.amountCents) },
  }));
  await db.transaction(async (tx) => {
    for (const n of projectNotices) {
      await notify(tx as unknown as Db, { userId: investor.id, event: n.event, projectId: n.projectId }, { email: false });
      if (n.isRead) {
        await tx
          .update(notifications)
          .set({ isRead: true })
          .where(and(eq(notifications.userId, investor.id), eq(notifications.projectId, n.projectId), eq(notifications.event, n.event)));
      }
    }
    if (investmentNotices.length > 0) await notify(tx as unknown as Db, investmentNotices, { email: false });
  });
}
