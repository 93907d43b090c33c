import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  toCents,
  AUTH_API,
  borrowerLoansHistorySchema,
  COMMENT_LIMITS,
  COMMENT_RATE_LIMIT,
  fromWire,
  LOCALE_HEADER,
  PROJECT_PAGE_API,
  projectCommentsSchema,
  projectDocumentsSchema,
  projectInvestmentsSchema,
  projectUpdatesSchema,
} from '@platform/contract';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investments, projectComments, projectDocuments, projects, projectUpdates, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { DEMO_PROJECTS } from '../../seed/demo-content';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLocalDiskStorage, newStorageKey } from '../files/storage';
import { answerComment, hideComment } from './comments.moderation';
import { drawnText } from './pdf-text.test-helper';

const dataDir = mkdtempSync(path.join(tmpdir(), 'project-page-'));
let t: TestApp;
let ip = 10;
const ids: Record<string, number> = {};
const project: Record<string, number> = {};

async function login(email: string): Promise<SessionClient> {
  ip += 1;
  const c = createSessionClient(t.app, { ip: `203.0.113.${ip}` });
  const res = await c.post(AUTH_API.login, { email, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return c;
}
const guest = (url: string, locale = 'en') => t.app.inject({ method: 'GET', url, headers: { [LOCALE_HEADER]: locale } });

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  for (const u of await t.database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
  for (const p of await t.database.db.select({ id: projects.id, slug: projects.slug }).from(projects)) project[p.slug] = p.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const slugOf = (status: string) => DEMO_PROJECTS.find((p) => p.status === status)!.slug;
const GATHERING = () => project[slugOf('GATHERING')];
const ACTIVE = () => project[slugOf('ACTIVE')];
const SECRET = () => project[slugOf('SECRET')];

const PAGE_PATHS = (id: number | string) => [
  PROJECT_PAGE_API.borrowerLoansHistory(id),
  PROJECT_PAGE_API.updates(id),
  PROJECT_PAGE_API.debtorUpdates(id),
  PROJECT_PAGE_API.investments(id),
  PROJECT_PAGE_API.documents(id),
  PROJECT_PAGE_API.comments(id),
  PROJECT_PAGE_API.kiis(id, 'en'),
];

describe('visibility of every project page call', () => {
  it('unknown projects answer 404 JSON', async () => {
    for (const url of [...PAGE_PATHS(999_999), ...PAGE_PATHS('no-such-project')]) {
      const res = await guest(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('NOT_FOUND');
    }
  });

  it('SECRET: 404 for guests and unlisted users, 200 for the listed investor and operators', async () => {
    const fresh = await login('new@demo.invest');
    const investor = await login('investor@demo.invest');
    const operator = await login('operator@demo.invest');
    for (const url of PAGE_PATHS(SECRET())) {
      expect((await guest(url)).statusCode, url).toBe(404);
      expect((await fresh.get(url)).statusCode, url).toBe(404);
      expect((await investor.get(url)).statusCode, url).toBe(200);
      expect((await operator.get(url)).statusCode, url).toBe(200);
    }
  });

  it('DRAFT: hidden from everyone but operators', async () => {
    const slug = DEMO_PROJECTS.find((p) => p.status === 'COMING_SOON')!.slug;
    await t.database.db.update(projects).set({ status: 'DRAFT' }).where(eq(projects.slug, slug));
    try {
      const investor = await login('investor@demo.invest');
      const operator = await login('operator@demo.invest');
      for (const url of PAGE_PATHS(slug)) {
        expect((await guest(url)).statusCode, url).toBe(404);
        expect((await investor.get(url)).statusCode, url).toBe(404);
        expect((await operator.get(url)).statusCode, url).toBe(200);
      }
    } finally {
      await t.database.db.update(projects).set({ status: 'COMING_SOON' }).where(eq(projects.slug, slug));
    }
  });
});

describe('borrower loan history', () => {
  it('lists the same owner’s other public loans with repayment facts, never the project itself or SECRET ones', async () => {
    const res = await guest(PROJECT_PAGE_API.borrowerLoansHistory(GATHERING()));
    expect(res.statusCode).toBe(200);
    const { loans } = borrowerLoansHistorySchema.parse(res.json());
    const expected = DEMO_PROJECTS.filter((p) => p.slug !== slugOf('GATHERING') && !['SECRET', 'DRAFT', 'CANCELLED', 'COMING_SOON'].includes(p.status));
    expect(loans.map((l) => l.slug).sort()).toEqual(expected.map((p) => p.slug).sort());
    const repaid = loans.find((l) => l.status === 'REPAID')!;
    expect(repaid.amount).toMatch(/^\d+\.\d{2}$/);
    expect(repaid.title).toBe(DEMO_PROJECTS.find((p) => p.slug === repaid.slug)!.texts.en.title);
  });

  it('a project of another owner has an empty history', async () => {
    await t.database.db.update(projects).set({ ownerUserId: ids['lemonway@demo.invest'] }).where(eq(projects.id, ACTIVE()));
    try {
      const { loans } = borrowerLoansHistorySchema.parse((await guest(PROJECT_PAGE_API.borrowerLoansHistory(ACTIVE()))).json());
      expect(loans).toEqual([]);
    } finally {
      await t.database.db.update(projects).set({ ownerUserId: ids['debtor@demo.invest'] }).where(eq(projects.id, ACTIVE()));
    }
  });
});

describe('updates and debtor updates', () => {
  it('split by kind, in the requested locale, falling back to English', async () => {
    await t.database.db.insert(projectUpdates).values({ projectId: ACTIVE(), kind: 'debtor', title: { en: 'Only English' }, body: { en: 'Body EN' } });
    const updates = projectUpdatesSchema.parse((await guest(PROJECT_PAGE_API.updates(ACTIVE()), 'lt')).json()).updates;
    const debtor = projectUpdatesSchema.parse((await guest(PROJECT_PAGE_API.debtorUpdates(ACTIVE()), 'lt')).json()).updates;
    expect(updates.map((u) => u.title)).toEqual(['Prasidėjo statybos darbai']);
    expect(debtor.map((u) => u.title)).toContain('Paskolos gavėjo ketvirčio ataskaita');
    expect(debtor.find((u) => u.title === 'Only English')?.body).toBe('Body EN');
    expect(projectUpdatesSchema.parse((await guest(PROJECT_PAGE_API.debtorUpdates(GATHERING()))).json()).updates).toEqual([]);
  });
});

describe('anonymised investments', () => {
  it('masked labels, amounts and dates only: never user ids or emails; revoked holdings left out', async () => {
    const investorId = ids['investor@demo.invest'];
    const lemonwayId = ids['lemonway@demo.invest'];
    const id = GATHERING();
    // The demo project already has its backers' holdings: compare with what was there before.
    const before = projectInvestmentsSchema.parse((await guest(PROJECT_PAGE_API.investments(id))).json());
    await t.database.db.insert(investments).values([
      { projectId: id, userId: investorId, amountCents: toCents(50_000), outstandingPrincipalCents: toCents(50_000), status: 'active' },
      { projectId: id, userId: investorId, amountCents: toCents(12_345), outstandingPrincipalCents: toCents(12_345), status: 'reflection' },
      { projectId: id, userId: lemonwayId, amountCents: toCents(30_000), outstandingPrincipalCents: toCents(30_000), status: 'active' },
      { projectId: id, userId: lemonwayId, amountCents: toCents(99_900), outstandingPrincipalCents: toCents(99_900), status: 'revoked' },
    ]);
    const res = await guest(PROJECT_PAGE_API.investments(id));
    const body = projectInvestmentsSchema.parse(res.json());
    const beforeAmounts = before.investments.map((i) => i.amount);
    expect(body.investments.map((i) => i.amount).sort()).toEqual([...beforeAmounts, '123.45', '300.00', '500.00'].sort());
    expect(body.investorsCount).toBe(before.investorsCount + 2);
    expect(fromWire(body.total)).toBe(fromWire(before.total) + 92_345);
    expect(body.investments.every((i) => /^Investor #[0-9A-F]{4}$/.test(i.investor) && !i.isOwn)).toBe(true);
    const polish = projectInvestmentsSchema.parse((await guest(PROJECT_PAGE_API.investments(id), 'pl')).json());
    expect(polish.investments.map((i) => i.investor)).toEqual(body.investments.map((i) => i.investor.replace('Investor #', 'Inwestor #')));
    // The same investor has the same label; different investors differ.
    const labels = new Set(body.investments.map((i) => i.investor));
    expect(labels.size).toBe(new Set(before.investments.map((i) => i.investor)).size + 2);
    for (const secretValue of ['investor@demo.invest', 'lemonway@demo.invest', '"userId"', `"id":${investorId}`]) {
      expect(res.body).not.toContain(secretValue);
    }
    const own = projectInvestmentsSchema.parse((await (await login('investor@demo.invest')).get(PROJECT_PAGE_API.investments(id))).json());
    expect(
      own.investments
        .filter((i) => i.isOwn)
        .map((i) => i.amount)
        .sort(),
    ).toEqual(['123.45', '500.00']);
  });
});

describe('key investment information sheet', () => {
  async function kiis(id: number, locale: string) {
    const res = await guest(PROJECT_PAGE_API.kiis(id, locale));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(res.rawPayload);
    return { res, pdf, text: drawnText(pdf), version: Number(res.headers['x-kiis-version']) };
  }
  const kiisRows = (id: number) =>
    t.database.db
      .select()
      .from(projectDocuments)
      .where(and(eq(projectDocuments.projectId, id), eq(projectDocuments.kind, 'kiis')));

  it('is a real PDF with the ECSP parts and the project’s facts', async () => {
    const demo = DEMO_PROJECTS.find((p) => p.status === 'GATHERING')!;
    const { pdf, text, version } = await kiis(GATHERING(), 'en');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe('Key investment information sheet');
    expect(pdf.getKeywords()).toContain(`version:${version}`);
    expect(version).toBe(1);
    for (const heading of ['Part A.', 'Part B.', 'Part C. Risk factors', 'Part D.', 'Part E.', 'Part F.', 'Part G. Reflection period']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain(demo.ownerName);
    expect(text).toContain(demo.texts.en.title);
    expect(text).toContain('4 calendar days');
  });

  it('is versioned: the same data gives the same version, changed data version + 1, the same across locales', async () => {
    const id = GATHERING();
    const first = await kiis(id, 'en');
    expect(first.version).toBe(1);
    expect((await kiisRows(id)).length).toBe(1);
    await t.database.db.update(projects).set({ interestRateBps: 1234 }).where(eq(projects.id, id));
    const second = await kiis(id, 'en');
    expect(second.version).toBe(2);
    expect(second.text).toContain('12.34%');
    const lt = await kiis(id, 'lt');
    expect(lt.version).toBe(2);
    expect(lt.pdf.getTitle()).toContain('informacijos');
    expect((await kiisRows(id)).map((r) => `${r.version}:${r.locale}`).sort()).toEqual(['1:en', '2:en', '2:lt']);
    // The documents list shows only the sheet of the current data, with a working link.
    const docs = projectDocumentsSchema.parse((await guest(PROJECT_PAGE_API.documents(id))).json());
    const sheets = docs.documents.filter((d) => d.kind === 'kiis');
    expect(sheets.map((d) => d.version)).toEqual([2]);
    const download = await guest(sheets[0].url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('draws every locale in its own letters: Bulgarian Cyrillic, Lithuanian, Polish and Latvian marks', async () => {
    const demo = DEMO_PROJECTS.find((p) => p.status === 'ACTIVE')!;
    const bg = await kiis(ACTIVE(), 'bg');
    expect(bg.pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(bg.pdf.getTitle()).toBe('Основен информационен документ за инвестицията');
    expect(bg.text).toContain('Основен информационен документ за инвестицията');
    expect(bg.text).toContain('Част В. Рискови фактори');
    expect(bg.text).toContain(demo.texts.bg.title);
    expect(bg.text).not.toContain('Osnoven');
    expect(bg.res.rawPayload.length).toBeLessThan(200 * 1024);

    const lt = await kiis(ACTIVE(), 'lt');
    expect(lt.text).toContain('Pagrindinės informacijos apie investicijas dokumentas');
    expect(lt.text).toContain('Šio sutelktinio finansavimo pasiūlymo nepatikrino ir nepatvirtino');
    expect(lt.text).toContain(demo.texts.lt.title);
    expect(lt.text).toMatch(/[ąčęėįšųūž]/);
    const pl = await kiis(ACTIVE(), 'pl');
    expect(pl.text).toContain('Część A. Właściciel projektu i projekt finansowania społecznościowego');
    expect(pl.text).toContain('Niniejsza oferta finansowania społecznościowego');
    const lv = await kiis(ACTIVE(), 'lv');
    expect(lv.text).toContain('Pamatinformācijas dokuments par ieguldījumu');
    expect(lv.text).toContain('C daļa. Riska faktori');
  });

  it('rejects an unknown locale with 400', async () => {
    expect((await guest(PROJECT_PAGE_API.kiis(GATHERING(), 'xx'))).statusCode).toBe(400);
  });
});

describe('documents', () => {
  it('lists uploads for everyone or in the viewer’s locale and streams them with their content type', async () => {
    const storage = createLocalDiskStorage(path.join(dataDir, 'files'));
    const bytes = Buffer.from('%PDF-1.4\n% demo valuation\n%%EOF\n');
    const docs = [
      { title: 'Valuation', kind: 'valuation', locale: null },
      { title: 'Sutartis', kind: 'agreement', locale: 'lt' },
    ];
    for (const doc of docs) {
      const storageKey = newStorageKey();
      await storage.put(storageKey, Readable.from(bytes));
      await t.database.db.insert(projectDocuments).values({ projectId: ACTIVE(), ...doc, storageKey, mimeType: 'application/pdf', sizeBytes: bytes.length });
    }
    const en = projectDocumentsSchema.parse((await guest(PROJECT_PAGE_API.documents(ACTIVE()))).json());
    const lt = projectDocumentsSchema.parse((await guest(PROJECT_PAGE_API.documents(ACTIVE()), 'lt')).json());
    expect(en.documents.map((d) => d.title)).toContain('Valuation');
    expect(en.documents.map((d) => d.title)).not.toContain('Sutartis');
    expect(lt.documents.map((d) => d.title)).toEqual(expect.arrayContaining(['Valuation', 'Sutartis']));
    expect(en.kiisUrl).toBe(PROJECT_PAGE_API.kiis(ACTIVE(), 'en'));
    const valuation = en.documents.find((d) => d.title === 'Valuation')!;
    const res = await guest(valuation.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    // A document of another project is not reachable through this one.
    expect((await guest(PROJECT_PAGE_API.documentDownload(GATHERING(), valuation.id))).statusCode).toBe(404);
  });
});

describe('comments', () => {
  it('lists visible questions with answers, masked authors, hidden ones left out', async () => {
    const res = await guest(PROJECT_PAGE_API.comments(GATHERING()));
    const { comments } = projectCommentsSchema.parse(res.json());
    expect(comments.length).toBe(2);
    expect(comments.some((c) => c.answer !== null)).toBe(true);
    expect(comments.every((c) => /^Investor #[0-9A-F]{4}$/.test(c.author))).toBe(true);
    // The word is in the reader's language, the tag the same (decision 0043).
    const polish = projectCommentsSchema.parse((await guest(PROJECT_PAGE_API.comments(GATHERING()), 'pl')).json()).comments;
    expect(polish.map((c) => c.author)).toEqual(comments.map((c) => c.author.replace('Investor #', 'Inwestor #')));
    expect(res.body).not.toContain('Hidden by moderation');
    expect(res.body).not.toContain('@demo.invest');
  });

  it('posting needs a login, a visible project and a body of the allowed length', async () => {
    const body = { projectId: GATHERING(), body: 'What happens if the deadline passes before funding?' };
    const anonymous = await t.app.inject({ method: 'POST', url: PROJECT_PAGE_API.postComment, payload: body, headers: { origin: 'http://localhost:3000' } });
    expect(anonymous.statusCode).toBe(401);
    const fresh = await login('new@demo.invest');
    expect((await fresh.post(PROJECT_PAGE_API.postComment, { ...body, body: 'short' })).statusCode).toBe(400);
    expect((await fresh.post(PROJECT_PAGE_API.postComment, { ...body, body: `   ${'x'.repeat(COMMENT_LIMITS.min - 1)}   ` })).statusCode).toBe(400);
    expect((await fresh.post(PROJECT_PAGE_API.postComment, { ...body, body: 'x'.repeat(COMMENT_LIMITS.max + 1) })).statusCode).toBe(400);
    expect((await fresh.post(PROJECT_PAGE_API.postComment, { ...body, projectId: 'x' })).statusCode).toBe(400);
    expect((await fresh.post(PROJECT_PAGE_API.postComment, { ...body, projectId: SECRET() })).statusCode).toBe(404);
    const created = await fresh.post(PROJECT_PAGE_API.postComment, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ body: body.body, isOwn: true, answer: null });
    const mine = projectCommentsSchema.parse((await fresh.get(PROJECT_PAGE_API.comments(GATHERING()))).json()).comments;
    expect(mine.find((c) => c.body === body.body)?.isOwn).toBe(true);
    const theirs = projectCommentsSchema.parse((await guest(PROJECT_PAGE_API.comments(GATHERING()))).json()).comments;
    expect(theirs.find((c) => c.body === body.body)?.isOwn).toBe(false);
  });

  it('read-only accounts cannot post', async () => {
    const lemonway = await login('lemonway@demo.invest');
    await t.database.db.update(users).set({ readonly: true }).where(eq(users.id, ids['lemonway@demo.invest']));
    try {
      const res = await lemonway.post(PROJECT_PAGE_API.postComment, { projectId: GATHERING(), body: 'A question from a read-only account.' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('READ_ONLY');
    } finally {
      await t.database.db.update(users).set({ readonly: false }).where(eq(users.id, ids['lemonway@demo.invest']));
    }
  });

  it('is rate limited per user', async () => {
    const c = await login('debtor@demo.invest');
    const codes: number[] = [];
    for (let i = 0; i <= COMMENT_RATE_LIMIT.max; i++) {
      codes.push((await c.post(PROJECT_PAGE_API.postComment, { projectId: ACTIVE(), body: `Question number ${i} about the loan.` })).statusCode);
    }
    expect(codes.slice(0, COMMENT_RATE_LIMIT.max).every((code) => code === 201)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('operator moderation: answerComment and hideComment (for the back office) change what the page shows, audited', async () => {
    const [question] = await t.database.db
      .insert(projectComments)
      .values({ projectId: GATHERING(), userId: ids['investor@demo.invest'], body: 'Is there a secondary market for this loan?' })
      .returning();
    const operatorId = ids['operator@demo.invest'];
    await t.database.db.transaction(async (tx) => {
      await answerComment(tx as never, { commentId: question!.id, operatorId, answer: 'Yes, once the loan is disbursed.' });
    });
    let list = projectCommentsSchema.parse((await guest(PROJECT_PAGE_API.comments(GATHERING()))).json()).comments;
    expect(list.find((c) => c.id === question!.id)?.answer).toBe('Yes, once the loan is disbursed.');
    await t.database.db.transaction(async (tx) => {
      await hideComment(tx as never, { commentId: question!.id, operatorId });
    });
    list = projectCommentsSchema.parse((await guest(PROJECT_PAGE_API.comments(GATHERING()))).json()).comments;
    expect(list.some((c) => c.id === question!.id)).toBe(false);
    await expect(answerComment(t.database.db, { commentId: question!.id, operatorId, answer: '   ' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(hideComment(t.database.db, { commentId: 999_999, operatorId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
