import {
  toCents,
  AUTH_API,
  LOCALE_HEADER,
  NOTIFICATIONS_API,
  NOTIFICATIONS_PAGE_SIZE,
  markNotificationsReadResponseSchema,
  notificationsResponseSchema,
  userDataSchema,
  type NotificationsResponse,
} from '@platform/contract';
import { notifications as TEXTS } from '@platform/contract/i18n/notifications';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { emailOutbox, investments, notifications, projects, projectTranslations, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { seedNotifications } from '../../seed/seed-notifications';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notify, type NotificationInput } from './notifications.service';

// Runs on PGlite, and on PostgreSQL in the DATABASE_URL pass.
let t: TestApp;
let db: Db;
let alice: SessionClient;
let bob: SessionClient;
let aliceId = 0;
let bobId = 0;
let solarId = 0;
let rigaId = 0;
let aliceInvestments: number[] = [];
const password = 'Correct-horse-42';
const ALICE = 'notif-alice@example.com';
const BOB = 'notif-bob@example.com';

async function register(email: string, ip: string, locale: 'pl' | 'en'): Promise<[SessionClient, number]> {
  const client = createSessionClient(t.app, { ip });
  expect((await client.post(AUTH_API.register, { email, password, type: 'private', locale })).statusCode).toBe(201);
  const [row] = await db.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.email, email));
  expect(row.locale).toBe(locale);
  return [client, row.id];
}

const send = (input: NotificationInput | NotificationInput[]) => db.transaction((tx) => notify(tx, input));
const mailsTo = (address: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.template, 'notification')))
    .orderBy(asc(emailOutbox.id));

async function list(client: SessionClient, query: string, locale = 'en'): Promise<NotificationsResponse> {
  const res = await client.get(`${NOTIFICATIONS_API.list}${query}`, { [LOCALE_HEADER]: locale });
  expect(res.statusCode, res.body).toBe(200);
  return notificationsResponseSchema.parse(res.json());
}

async function titleOf(projectId: number, locale: string): Promise<string> {
  const [row] = await db
    .select({ title: projectTranslations.title })
    .from(projectTranslations)
    .where(and(eq(projectTranslations.projectId, projectId), eq(projectTranslations.locale, locale)));
  return row.title;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  [alice, aliceId] = await register(ALICE, '198.51.100.11', 'pl');
  [bob, bobId] = await register(BOB, '198.51.100.12', 'en');
  const found = await db
    .select({ id: projects.id, number: projects.number })
    .from(projects)
    .where(inArray(projects.number, [1001, 1002]));
  solarId = found.find((p) => p.number === 1001)!.id;
  rigaId = found.find((p) => p.number === 1002)!.id;
  // Holdings as fixtures only: this file tests notifications, not investing.
  const rows = await db
    .insert(investments)
    .values(
      [0, 1].map(() => ({ projectId: solarId, userId: aliceId, amountCents: toCents(10_000), outstandingPrincipalCents: toCents(10_000), status: 'active' })),
    )
    .returning({ id: investments.id });
  aliceInvestments = rows.map((r) => r.id);
});
afterAll(() => t.close());

describe('notify', () => {
  it('writes the notification and queues its email in the recipient language, in the same transaction', async () => {
    await send({ userId: aliceId, event: 'invested', investmentId: aliceInvestments[0], params: { amount: '100.00' } });
    const [row] = await db.select().from(notifications).where(eq(notifications.userId, aliceId));
    expect(row).toMatchObject({ kind: 'investment', event: 'invested', investmentId: aliceInvestments[0], projectId: solarId, isRead: false });
    const mails = await mailsTo(ALICE);
    expect(mails).toHaveLength(1);
    expect(mails[0].locale).toBe('pl');
    expect(mails[0].subject).toBe(TEXTS.pl['notifications.event.invested.title']);
    expect(mails[0].textBody).toContain(`${await titleOf(solarId, 'pl')} (projekt nr 1001)`);
    expect(mails[0].textBody).toMatch(/Kwota: 100,00\s€/);
  });

  it('writes nothing and sends nothing when the caller rolls back', async () => {
    const before = (await mailsTo(BOB)).length;
    await expect(
      db.transaction(async (tx) => {
        await notify(tx, { userId: bobId, event: 'update', projectId: rigaId });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await db.select().from(notifications).where(eq(notifications.userId, bobId))).toEqual([]);
    expect(await mailsTo(BOB)).toHaveLength(before);
  });

  it('mails once per person, event and project in one call, and state events once ever', async () => {
    const before = (await mailsTo(ALICE)).length;
    await send(aliceInvestments.map((investmentId) => ({ userId: aliceId, event: 'repayment' as const, investmentId, params: { amount: '12.34' } })));
    expect(await mailsTo(ALICE)).toHaveLength(before + 1);
    await send({ userId: aliceId, event: 'delayed', projectId: solarId });
    await send({ userId: aliceId, event: 'delayed', projectId: solarId });
    const mails = await mailsTo(ALICE);
    expect(mails).toHaveLength(before + 2);
    expect(mails.at(-1)!.subject).toBe(TEXTS.pl['notifications.event.delayed.title']);
    // Every notification is still written.
    const delayed = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, aliceId), eq(notifications.event, 'delayed')));
    expect(delayed).toHaveLength(2);
  });

  it('refuses a notification without investment or project', async () => {
    await expect(send({ userId: aliceId, event: 'update' })).rejects.toThrow(/investmentId or a projectId/);
  });
});

describe('GET /api/get/notifications', () => {
  it('lists investment notifications newest first with the spec keys and the title in the request locale', async () => {
    const page = await list(alice, '?type=investment', 'lt');
    expect(page.type).toBe('investment');
    if (page.type !== 'investment') return;
    expect(page.totalCount).toBe(3);
    expect(page.items.map((i) => i.event)).toEqual(['repayment', 'repayment', 'invested']);
    const ids = page.items.map((i) => i.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(page.items[2]).toMatchObject({
      investmentId: aliceInvestments[0],
      projectNumber: 1001,
      projectSlug: 'solar-park-utena',
      title: await titleOf(solarId, 'lt'),
      isRead: false,
      params: { amount: '100.00' },
    });
    expect(new Date(page.items[2].createdAt).toISOString()).toBe(page.items[2].createdAt);
    expect(page.unread).toEqual({ investment: 3, project: 2 });
  });

  it('lists project notifications and pages them', async () => {
    await send(
      Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 3 }, (_, i) => ({ userId: aliceId, event: 'update' as const, projectId: i % 2 ? solarId : rigaId })),
    );
    const first = await list(alice, '?type=project');
    expect(first.type).toBe('project');
    if (first.type !== 'project') return;
    expect(first.totalCount).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ projectId: rigaId, projectNumber: 1002, title: await titleOf(rigaId, 'en'), event: 'update' });
    const second = await list(alice, '?type=project&page=2');
    expect(second.items).toHaveLength(5);
    expect(Math.max(...second.items.map((i) => i.id))).toBeLessThan(Math.min(...first.items.map((i) => i.id)));
    expect((await list(alice, '?type=project&page=9')).items).toEqual([]);
  });

  it('shows nobody else’s notifications', async () => {
    await send({ userId: bobId, event: 'update', projectId: rigaId });
    const bobs = await list(bob, '?type=project');
    expect(bobs.totalCount).toBe(1);
    expect(bobs.unread).toEqual({ investment: 0, project: 1 });
    expect((await list(bob, '?type=investment')).items).toEqual([]);
    const bobMail = await mailsTo(BOB);
    expect(bobMail.at(-1)!.locale).toBe('en');
    expect(bobMail.at(-1)!.subject).toBe(TEXTS.en['notifications.event.update.title']);
  });

  it('answers 400 to a bad query and 401 to a guest', async () => {
    expect((await alice.get(`${NOTIFICATIONS_API.list}?type=secret`)).statusCode).toBe(400);
    expect((await alice.get(`${NOTIFICATIONS_API.list}?page=0`)).statusCode).toBe(400);
    expect((await createSessionClient(t.app).get(NOTIFICATIONS_API.list)).statusCode).toBe(401);
  });
});

describe('POST /api/set/notifications/read', () => {
  it('marks the caller’s own ids only; another user’s ids are ignored', async () => {
    const alices = await list(alice, '?type=investment');
    const ids = alices.items.slice(0, 2).map((i) => i.id);
    const byBob = await bob.post(NOTIFICATIONS_API.read, { ids });
    expect(byBob.statusCode).toBe(200);
    expect(markNotificationsReadResponseSchema.parse(byBob.json()).updated).toBe(0);
    expect((await list(alice, '?type=investment')).unread.investment).toBe(3);

    const mine = markNotificationsReadResponseSchema.parse((await alice.post(NOTIFICATIONS_API.read, { ids })).json());
    expect(mine.updated).toBe(2);
    expect(mine.unread.investment).toBe(1);
    const after = await list(alice, '?type=investment');
    expect(after.items.filter((i) => ids.includes(i.id)).every((i) => i.isRead)).toBe(true);
    expect(after.items.filter((i) => !ids.includes(i.id)).every((i) => !i.isRead)).toBe(true);
    // Again: nothing left to change.
    expect(markNotificationsReadResponseSchema.parse((await alice.post(NOTIFICATIONS_API.read, { ids })).json()).updated).toBe(0);
  });

  it('marks all of one kind, then all, and the user data count follows', async () => {
    const details = async (client: SessionClient) => userDataSchema.parse((await client.get(AUTH_API.userDetails)).json());
    const before = await list(alice, '?type=project');
    expect((await details(alice)).unreadNotifications).toBe(before.unread.investment + before.unread.project);
    const projectsOnly = markNotificationsReadResponseSchema.parse((await alice.post(NOTIFICATIONS_API.read, { all: true, type: 'project' })).json());
    expect(projectsOnly.updated).toBe(before.unread.project);
    expect(projectsOnly.unread).toEqual({ investment: before.unread.investment, project: 0 });
    const all = markNotificationsReadResponseSchema.parse((await alice.post(NOTIFICATIONS_API.read, { all: true })).json());
    expect(all.unread).toEqual({ investment: 0, project: 0 });
    expect((await details(alice)).unreadNotifications).toBe(0);
    // Bob's stay unread.
    expect((await list(bob, '?type=project')).unread.project).toBe(1);
    expect((await details(bob)).unreadNotifications).toBe(1);
  });

  it('answers 400 to a bad body', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['1'] }, { ids: [0] }, { all: false }, { all: true, type: 'x' }, { ids: [1], all: true }]) {
      const res = await alice.post(NOTIFICATIONS_API.read, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('demo seed', () => {
  it('gives the demo investor unread and read project notifications and no emails', async () => {
    const investor = createSessionClient(t.app, { ip: '198.51.100.13' });
    expect((await investor.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD })).statusCode).toBe(200);
    const page = await list(investor, '?type=project');
    expect(page.items.map((i) => [i.projectNumber, i.event, i.isRead])).toEqual([
      [1008, 'update', false],
      [1006, 'funded', false],
      [1009, 'disbursed', true],
    ]);
  });

  it('seeds without emails and only once', async () => {
    const [investor] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'investor@demo.invest'));
    const count = async () => (await db.select().from(notifications).where(eq(notifications.userId, investor.id))).length;
    const seeded = await count();
    await seedNotifications(db);
    expect(await count()).toBe(seeded);
    await db.delete(notifications).where(eq(notifications.userId, investor.id));
    const mails = (await mailsTo('investor@demo.invest')).length;
    await seedNotifications(db);
    expect(await count()).toBe(seeded);
    expect(await mailsTo('investor@demo.invest')).toHaveLength(mails);
  });
});
