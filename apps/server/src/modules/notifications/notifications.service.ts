import { isLocale, notificationAmount, NOTIFICATION_EVENTS, type Locale, type NotificationEventName } from '@platform/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { investments, notifications, projects, projectTranslations, users } from '../../db/schema';
import { enqueueEmails } from '../email/outbox';
import { emailKey, ONCE_PER_PROJECT_EVENTS, selectEmails } from './notifications.rules';

/**
 * Investment notifications (keyed by investmentId) and project notifications (keyed by projectId).
 * Written in the caller's transaction, so a notification exists exactly when what it tells did
 * happen; the email it sends is queued in the outbox in the same transaction (decision 0018).
 */
export type NotificationEvent = NotificationEventName;

export interface NotificationInput {
  userId: number;
  event: NotificationEvent;
  investmentId?: number | null;
  projectId?: number | null;
  /** `amount` (two-decimal string) is shown on the page and in the email; other keys are kept as given. */
  params?: Record<string, string | number>;
}

export interface NotifyOptions {
  /** false: write the notifications only (demo seed). Default true. */
  email?: boolean;
}

interface Recipient {
  email: string;
  locale: Locale;
  closed: boolean;
}

/**
 * Writes the notifications and queues their emails, all through `tx` (never the outer `db`: on
 * PGlite that would wait forever inside the caller's transaction). Each notification needs an
 * investment or a project; an investment notification takes its investment's project.
 */
export async function notify(tx: Db, input: NotificationInput | NotificationInput[], options: NotifyOptions = {}): Promise<void> {
  const list = Array.isArray(input) ? input : [input];
  if (list.length === 0) return;
  for (const n of list) {
    if (!n.investmentId && !n.projectId) throw new Error('notify: a notification needs an investmentId or a projectId');
    if (!(NOTIFICATION_EVENTS as readonly string[]).includes(n.event)) throw new Error(`notify: unknown event ${String(n.event)}`);
  }
  const projectOfInvestment = await projectsOfInvestments(
    tx,
    list.filter((n) => n.investmentId && !n.projectId).map((n) => n.investmentId!),
  );
  const rows = list.map((n) => {
    const projectId = n.projectId ?? projectOfInvestment.get(n.investmentId!);
    if (!projectId) throw new Error(`notify: investment ${n.investmentId} does not exist`);
    return {
      userId: n.userId,
      kind: n.investmentId ? 'investment' : 'project',
      event: n.event,
      investmentId: n.investmentId ?? null,
      projectId,
      params: n.params ?? {},
    };
  });

  const previous = options.email === false ? new Set<string>() : await stateEventsAlreadyNotified(tx, rows);
  // 2,000 rows per statement: PostgreSQL takes at most 65,535 parameters in one.
  for (let i = 0; i < rows.length; i += 2000) await tx.insert(notifications).values(rows.slice(i, i + 2000));
  if (options.email === false) return;

  const recipients = await recipientsOf(tx, [...new Set(rows.map((r) => r.userId))]);
  const candidates = rows.map((r) => ({ userId: r.userId, event: r.event, projectId: r.projectId, closed: recipients.get(r.userId)?.closed ?? true }));
  const chosen = selectEmails(candidates, previous);
  if (chosen.length === 0) return;
  const projectFacts = await projectsFacts(tx, [...new Set(chosen.map((i) => rows[i].projectId))]);
  const emails: Parameters<typeof enqueueEmails>[1][number][] = [];
  for (const index of chosen) {
    const row = rows[index];
    const recipient = recipients.get(row.userId)!;
    const project = projectFacts.get(row.projectId);
    if (!project) continue;
    const amount = notificationAmount(row.params);
    emails.push({
      to: recipient.email,
      template: 'notification',
      locale: recipient.locale,
      params: {
        event: row.event,
        title: project.titles.get(recipient.locale) ?? project.titles.get('en') ?? project.titles.values().next().value ?? '—',
        number: String(project.number),
        ...(amount ? { amount } : {}),
      },
    });
  }
  await enqueueEmails(tx, emails);
}

async function projectsOfInvestments(tx: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const found = await tx
    .select({ id: investments.id, projectId: investments.projectId })
    .from(investments)
    .where(inArray(investments.id, [...new Set(ids)]));
  return new Map(found.map((r) => [r.id, r.projectId]));
}

/** emailKey()s of state-event notifications these people already had for these projects. */
async function stateEventsAlreadyNotified(tx: Db, rows: { userId: number; event: NotificationEvent; projectId: number }[]): Promise<Set<string>> {
  const state = rows.filter((r) => ONCE_PER_PROJECT_EVENTS.has(r.event));
  if (state.length === 0) return new Set();
  const found = await tx
    .select({ userId: notifications.userId, event: notifications.event, projectId: notifications.projectId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...new Set(state.map((r) => r.userId))]),
        inArray(notifications.projectId, [...new Set(state.map((r) => r.projectId))]),
        inArray(notifications.event, [...new Set(state.map((r) => r.event))]),
        isNotNull(notifications.projectId),
      ),
    );
  return new Set(found.map((r) => emailKey({ userId: r.userId, event: r.event, projectId: r.projectId! })));
}

async function recipientsOf(tx: Db, ids: number[]): Promise<Map<number, Recipient>> {
  const found = await tx
    .select({ id: users.id, email: users.email, locale: users.locale, closedAt: users.closedAt, mergedInto: users.mergedIntoUserId })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(
    found.map((u) => [u.id, { email: u.email, locale: isLocale(u.locale) ? u.locale : 'en', closed: Boolean(u.closedAt) || u.mergedInto !== null }]),
  );
}

async function projectsFacts(tx: Db, ids: number[]): Promise<Map<number, { number: number; titles: Map<string, string> }>> {
  const found = await tx
    .select({ id: projects.id, number: projects.number, locale: projectTranslations.locale, title: projectTranslations.title })
    .from(projects)
    .leftJoin(projectTranslations, eq(projectTranslations.projectId, projects.id))
    .where(inArray(projects.id, ids));
  const out = new Map<number, { number: number; titles: Map<string, string> }>();
  for (const row of found) {
    const entry = out.get(row.id) ?? { number: row.number, titles: new Map<string, string>() };
    if (row.locale && row.title) entry.titles.set(row.locale, row.title);
    out.set(row.id, entry);
  }
  return out;
}
