import { AUTH_API, LOCALE_HEADER, NOTICES_API, type ActiveNotice, type AdminNotice } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { seedNotices, SEEDED_NOTICES } from '../../seed/seed-notices';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createNoticesService } from './notices.service';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let operator: SessionClient;
let investor: SessionClient;
let debtor: SessionClient;
let guest: SessionClient;

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const texts = (title: string) => ({ en: { title, body: `${title} body` }, lt: { title: `${title} LT`, body: `${title} kūnas` } });
const input = (title: string, extra: Record<string, unknown> = {}) => ({ kind: 'alert', startsAt: at(-HOUR), endsAt: at(HOUR), texts: texts(title), ...extra });

async function activeTitles(client: SessionClient, locale = 'en'): Promise<string[]> {
  const res = await client.get(NOTICES_API.active, { [LOCALE_HEADER]: locale });
  expect(res.statusCode).toBe(200);
  return (res.json().notices as ActiveNotice[]).map((n) => n.title);
}

beforeAll(async () => {
  t = await createTestApp();
  let ip = 20;
  const login = async (email: string) => {
    const client = createSessionClient(t.app, { ip: `192.0.2.${ip++}` });
    expect((await client.post(AUTH_API.login, { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
    return client;
  };
  operator = await login('operator@demo.invest');
  investor = await login('investor@demo.invest');
  debtor = await login('debtor@demo.invest');
  guest = createSessionClient(t.app, { ip: '192.0.2.30' });
});
afterAll(() => t.close());

describe('notices: back office', () => {
  it('only operators may list, create, update or delete', async () => {
    for (const client of [guest, investor]) {
      const expected = client === guest ? 401 : 403;
      expect((await client.get(NOTICES_API.adminList)).statusCode).toBe(expected);
      expect((await client.post(NOTICES_API.adminCreate, input('Nope'))).statusCode).toBe(expected);
      expect((await client.put(NOTICES_API.adminOne(1), input('Nope'))).statusCode).toBe(expected);
      expect((await client.delete(NOTICES_API.adminOne(1))).statusCode).toBe(expected);
    }
    const stored = await t.database.db.select({ texts: notices.texts }).from(notices);
    expect(stored.some((n) => n.texts.en?.title === 'Nope')).toBe(false);
  });

  it('refuses bad input with field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [input('Backwards', { endsAt: at(-2 * HOUR) }), 'endsAt'],
      [{ ...input('No English'), texts: { lt: { title: 'x', body: 'y' } } }, 'texts.en'],
      [input('x'.repeat(121)), 'texts.en.title'],
      [input('Plain video', { kind: 'modal', videoUrl: 'http://video.example.com/a.mp4' }), 'videoUrl'],
      [input('Alert video', { videoUrl: 'https://video.example.com/a.mp4' }), 'videoUrl'],
      [input('Odd audience', { audience: 'operators' }), 'audience'],
    ];
    for (const [body, field] of cases) {
      const res = await operator.post(NOTICES_API.adminCreate, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(
        Object.keys(res.json().fieldErrors ?? {}).some((key) => key === field || key.startsWith(`${field}.`)),
        `${field}: ${JSON.stringify(res.json().fieldErrors)}`,
      ).toBe(true);
    }
    expect((await operator.put(NOTICES_API.adminOne(1), input('Backwards', { endsAt: at(-2 * HOUR) }))).statusCode).toBe(400);
    expect((await operator.put(NOTICES_API.adminOne(999_999), input('Missing'))).statusCode).toBe(404);
    expect((await operator.delete(NOTICES_API.adminOne(999_999))).statusCode).toBe(404);
  });

  it('creates, lists with status, updates (moving updatedAt) and deletes', async () => {
    const created = await operator.post(NOTICES_API.adminCreate, input('Lifecycle', { tone: 'warning', audience: 'users' }));
    expect(created.statusCode).toBe(201);
    const notice = created.json() as AdminNotice;
    expect(notice).toMatchObject({ kind: 'alert', tone: 'warning', audience: 'users', dismissible: true, videoUrl: null, status: 'active' });
    expect(notice.texts).toEqual(texts('Lifecycle'));

    const upcoming = (await operator.post(NOTICES_API.adminCreate, input('Later', { startsAt: at(HOUR), endsAt: at(2 * HOUR) }))).json() as AdminNotice;
    const list = (await operator.get(NOTICES_API.adminList)).json().notices as AdminNotice[];
    expect(list.find((n) => n.id === upcoming.id)?.status).toBe('upcoming');
    expect(list.find((n) => n.id === notice.id)?.status).toBe('active');
    // The spec's dated notices are there as past examples.
    for (const seeded of SEEDED_NOTICES) expect(list.find((n) => n.texts.en.title === seeded.texts.en.title)?.status).toBe('ended');

    const updated = await operator.put(
      NOTICES_API.adminOne(notice.id),
      input('Lifecycle edited', { kind: 'modal', videoUrl: 'https://video.example.com/a.mp4', dismissible: false }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: notice.id,
      kind: 'modal',
      audience: 'everyone',
      videoUrl: 'https://video.example.com/a.mp4',
      dismissible: false,
    });
    expect(updated.json().updatedAt > notice.updatedAt).toBe(true);

    expect((await operator.delete(NOTICES_API.adminOne(notice.id))).statusCode).toBe(204);
    expect((await operator.delete(NOTICES_API.adminOne(upcoming.id))).statusCode).toBe(204);
    const after = (await operator.get(NOTICES_API.adminList)).json().notices as AdminNotice[];
    expect(after.some((n) => n.id === notice.id || n.id === upcoming.id)).toBe(false);
  });
});

describe('notices: what the caller sees', () => {
  it('filters by audience on the server', async () => {
    const ids: number[] = [];
    for (const audience of ['everyone', 'guests', 'users', 'investors', 'debtors']) {
      ids.push((await operator.post(NOTICES_API.adminCreate, input(`For ${audience}`, { audience }))).json().id);
    }
    try {
      expect(await activeTitles(guest)).toEqual(['For everyone', 'For guests']);
      expect(await activeTitles(investor)).toEqual(['For everyone', 'For users', 'For investors']);
      expect(await activeTitles(debtor)).toEqual(['For everyone', 'For users', 'For debtors']);
      expect(await activeTitles(operator)).toEqual(['For everyone', 'For users']);
    } finally {
      for (const id of ids) await operator.delete(NOTICES_API.adminOne(id));
    }
  });

  it('resolves texts to the request locale, English when missing', async () => {
    const { id } = (await operator.post(NOTICES_API.adminCreate, input('Localised'))).json();
    try {
      expect(await activeTitles(guest, 'lt')).toEqual(['Localised LT']);
      expect(await activeTitles(guest, 'pl')).toEqual(['Localised']);
      const [one] = (await guest.get(NOTICES_API.active, { [LOCALE_HEADER]: 'lt' })).json().notices as ActiveNotice[];
      expect(one).toMatchObject({ id, kind: 'alert', tone: 'info', dismissible: true, body: 'Localised kūnas', videoUrl: null });
      expect(Object.keys(one).sort()).toEqual(['body', 'dismissible', 'endsAt', 'id', 'kind', 'title', 'tone', 'updatedAt', 'videoUrl']);
    } finally {
      await operator.delete(NOTICES_API.adminOne(id));
    }
  });

  it('shows a notice from its start (inclusive) until its end (exclusive)', async () => {
    const startsAt = new Date('2031-03-01T10:00:00Z');
    const endsAt = new Date('2031-03-01T12:00:00Z');
    const [row] = await t.database.db
      .insert(notices)
      .values({ kind: 'alert', startsAt, endsAt, texts: texts('Window') })
      .returning();
    try {
      const seen = (now: string) => createNoticesService(t.database.db, () => new Date(now)).active(null, 'en');
      expect(await seen('2031-03-01T09:59:59.999Z')).toEqual([]);
      expect((await seen('2031-03-01T10:00:00.000Z')).map((n) => n.id)).toEqual([row.id]);
      expect((await seen('2031-03-01T11:59:59.999Z')).map((n) => n.id)).toEqual([row.id]);
      expect(await seen('2031-03-01T12:00:00.000Z')).toEqual([]);
      // The spec's notices ended in 2025: nobody sees them today.
      expect(await activeTitles(guest)).toEqual([]);
    } finally {
      await operator.delete(NOTICES_API.adminOne(row.id));
    }
  });

  it('seeding the spec notices twice adds nothing', async () => {
    const before = await t.database.db.select({ id: notices.id }).from(notices);
    await seedNotices(t.database.db);
    const after = await t.database.db.select({ id: notices.id }).from(notices);
    expect(after.length).toBe(before.length);
  });
});
