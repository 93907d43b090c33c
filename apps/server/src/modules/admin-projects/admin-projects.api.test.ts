import { toCents, cents, ADMIN_PROJECTS_API, API, AUTH_API, type ProjectFacts } from '@platform/contract';
import { and, eq, like } from 'drizzle-orm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, investments, notifications, projectComments, projects, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readImageFacts } from './project-images';
import { TINY_JPEG, TINY_PNG } from './test-images';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

function multipart(file: { data: Buffer; name: string; contentType: string }, fields: Record<string, string> = {}) {
  const boundary = '----admin-projects-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
let dataDir: string;
let operator: SessionClient;
/** Number of files in the local store (uploads and thumbnails). */
const storedFiles = async () => (await readdir(path.join(dataDir, 'files')).catch(() => [])).length;
let investor: SessionClient;
let guest: SessionClient;
let investorId: number;
let debtorId: number;
let operatorId: number;
let refs: { investmentTypeId: number; riskGroupId: number; countryId: number };

function facts(overrides: Partial<ProjectFacts> = {}): ProjectFacts {
  return {
    number: 9001,
    slug: 'editor-test-project',
    ...refs,
    ownerUserId: debtorId,
    ownerName: 'UAB Editor Test',
    interestRate: '11.50',
    lateInterestRate: '3.00',
    termMonths: 18,
    repaymentMethod: 'ANNUITY',
    targetAmount: '50000.00',
    minInvestment: '50.00',
    maxInvestment: '5000.00',
    fundingDeadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    unfundedPolicy: 'cancel',
    ltv: '60.00',
    collateral: 'First-rank mortgage',
    propertyClass: 'Residential',
    defaultAfterDays: 90,
    ...overrides,
  };
}

const TEXTS = {
  en: {
    title: 'Editor test flats',
    shortDescription: 'Short',
    longDescription: 'Long text',
    risks: 'Risks',
    metaTitle: 'Meta',
    metaDescription: 'Meta description',
  },
  lt: { title: 'Redaktoriaus butai', shortDescription: 'Trumpai', longDescription: 'Ilgai', risks: 'Rizikos', metaTitle: 'Meta', metaDescription: 'Aprašas' },
};

async function create(overrides: Partial<ProjectFacts> = {}): Promise<number> {
  const res = await operator.post(ADMIN_PROJECTS_API.create, facts(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function setStatus(id: number, status: string) {
  await t.database.db.update(projects).set({ status }).where(eq(projects.id, id));
}

async function auditActions(projectId: number): Promise<string[]> {
  const rows = await t.database.db.select().from(auditLog).where(like(auditLog.action, 'project.%'));
  return rows.filter((r) => (r.details as { projectId?: number }).projectId === projectId).map((r) => r.action);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'admin-projects-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  operator = createSessionClient(t.app, { ip: '192.0.2.60' });
  expect((await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD })).statusCode).toBe(200);
  investor = createSessionClient(t.app, { ip: '192.0.2.61' });
  await investor.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD });
  guest = createSessionClient(t.app, { ip: '192.0.2.62' });
  investorId = (await investor.get(AUTH_API.userDetails)).json().id;
  operatorId = (await operator.get(AUTH_API.userDetails)).json().id;
  const [debtor] = await t.database.db.select().from(users).where(eq(users.email, 'debtor@demo.invest'));
  debtorId = debtor.id;
  const options = (await operator.get(ADMIN_PROJECTS_API.options)).json();
  refs = { investmentTypeId: options.investmentTypes[0].id, riskGroupId: options.riskGroups[0].id, countryId: options.countries[0].id };
  expect(options.debtors.map((d: { id: number }) => d.id)).toContain(debtorId);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('back-office project editor', () => {
  it('answers 403 to a logged-in investor and 401 to a guest on every route', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/project'));
    expect(routes.length).toBeGreaterThanOrEqual(19);
    for (const route of routes) {
      const url = route.url.replace(':id', '1').replace(':photoId', '1').replace(':documentId', '1').replace(':updateId', '1').replace(':commentId', '1');
      const call = route.method === 'GET' ? investor.get(url) : investor.post(url, {});
      expect((await call).statusCode, `${route.method} ${route.url}`).toBe(403);
      const anonymous = route.method === 'GET' ? guest.get(url) : guest.post(url, {});
      expect((await anonymous).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('lists every project in any status and opens each of the seeded ones in the editor', async () => {
    const list = (await operator.get(`${ADMIN_PROJECTS_API.list}?page=1`)).json();
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(new Set(list.projects.map((p: { status: string }) => p.status)).size).toBeGreaterThan(1);
    for (const row of list.projects as { id: number; slug: string }[]) {
      const opened = await operator.get(ADMIN_PROJECTS_API.project(row.id));
      expect(opened.statusCode, row.slug).toBe(200);
      expect(opened.json().slug).toBe(row.slug);
    }
    expect((await operator.get(ADMIN_PROJECTS_API.project(999_999))).statusCode).toBe(404);
  });

  it('refuses invalid facts with field errors', async () => {
    const bad = await operator.post(ADMIN_PROJECTS_API.create, { ...facts(), slug: 'Not A Slug', interestRate: 'lots', targetAmount: '-5.00', termMonths: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(expect.arrayContaining(['slug', 'interestRate', 'targetAmount', 'termMonths']));
    const digits = await operator.post(ADMIN_PROJECTS_API.create, facts({ slug: '12345' }));
    expect(digits.statusCode).toBe(400);
    const amounts = await operator.post(ADMIN_PROJECTS_API.create, facts({ minInvestment: '6000.00', maxInvestment: '5000.00' }));
    expect(amounts.statusCode).toBe(400);
    expect(amounts.json().fieldErrors).toHaveProperty('maxInvestment');
    const owner = await operator.post(ADMIN_PROJECTS_API.create, facts({ ownerUserId: investorId }));
    expect(owner.statusCode).toBe(400);
    expect(owner.json().fieldErrors).toHaveProperty('ownerUserId');
    const texts = await operator.post(ADMIN_PROJECTS_API.texts(1), { texts: { lt: TEXTS.lt } });
    expect(texts.statusCode).toBe(400);
    expect(texts.json().fieldErrors).toHaveProperty(['texts.en']);
  });

  it('creates a DRAFT, keeps slugs and numbers unique, edits every field and writes audit rows', async () => {
    const id = await create();
    const loaded = (await operator.get(ADMIN_PROJECTS_API.project(id))).json();
    expect(loaded).toMatchObject({
      status: 'DRAFT',
      slug: 'editor-test-project',
      interestRate: '11.50',
      targetAmount: '50000.00',
      maxInvestment: '5000.00',
      ltv: '60.00',
      termsLocked: false,
    });

    const sameSlug = await operator.post(ADMIN_PROJECTS_API.create, facts({ number: 9002 }));
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json().fieldErrors).toHaveProperty('slug');
    const seededSlug = await operator.post(ADMIN_PROJECTS_API.project(id), facts({ slug: 'solar-park-utena' }));
    expect(seededSlug.statusCode).toBe(409);
    const sameNumber = await operator.post(ADMIN_PROJECTS_API.create, facts({ slug: 'another-slug' }));
    expect(sameNumber.statusCode).toBe(409);
    expect(sameNumber.json().fieldErrors).toHaveProperty('number');

    const updated = await operator.post(
      ADMIN_PROJECTS_API.project(id),
      facts({ slug: 'editor-test-flats', interestRate: '12', repaymentMethod: 'BULLET', maxInvestment: null, collateral: null, unfundedPolicy: 'close' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      slug: 'editor-test-flats',
      interestRate: '12.00',
      repaymentMethod: 'BULLET',
      maxInvestment: null,
      collateral: null,
      unfundedPolicy: 'close',
    });
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({
      interestRateBps: 1200,
      lateInterestRateBps: 300,
      targetCents: toCents(5_000_000),
      minInvestmentCents: toCents(5000),
      maxInvestmentCents: null,
      ltvBps: 6000,
    });

    expect((await operator.post(ADMIN_PROJECTS_API.texts(id), { texts: TEXTS })).statusCode).toBe(200);
    const withTexts = (await operator.get(ADMIN_PROJECTS_API.project(id))).json();
    expect(Object.keys(withTexts.texts).sort()).toEqual(['en', 'lt']);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['project.created', 'project.updated', 'project.texts_updated']));
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'project.updated'));
    expect(audit.actorUserId).toBe(operatorId);
    expect((audit.details as { fields: string[] }).fields).toEqual(expect.arrayContaining(['slug', 'interestRate', 'repaymentMethod']));

    const listed = (await operator.get(`${ADMIN_PROJECTS_API.list}?search=${encodeURIComponent('editor test')}`)).json();
    expect(listed.projects.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await operator.get(`${ADMIN_PROJECTS_API.list}?search=9001`)).json().projects[0].title).toBe('Editor test flats');
    expect((await operator.get(`${ADMIN_PROJECTS_API.list}?status=DRAFT`)).json().total).toBeGreaterThanOrEqual(1);
    expect((await operator.get(`${ADMIN_PROJECTS_API.list}?status=REPAID&search=9001`)).json().total).toBe(0);
    expect((await operator.get(`${ADMIN_PROJECTS_API.list}?status=NOPE`)).statusCode).toBe(400);
  });

  it('locks the financial terms once the project is GATHERING, while other facts stay editable', async () => {
    const id = await create({ number: 9100, slug: 'locked-terms' });
    await setStatus(id, 'GATHERING');
    expect((await operator.get(ADMIN_PROJECTS_API.project(id))).json().termsLocked).toBe(true);
    const rate = await operator.post(ADMIN_PROJECTS_API.project(id), facts({ number: 9100, slug: 'locked-terms', interestRate: '13.00', termMonths: 24 }));
    expect(rate.statusCode).toBe(409);
    expect(rate.json().code).toBe('PROJECT_TERMS_LOCKED');
    expect(Object.keys(rate.json().fieldErrors).sort()).toEqual(['interestRate', 'termMonths']);
    const amount = await operator.post(ADMIN_PROJECTS_API.project(id), facts({ number: 9100, slug: 'locked-terms', targetAmount: '60000.00' }));
    expect(amount.statusCode).toBe(409);
    // The same terms written differently ("11.5" is "11.50") and other facts are fine.
    const fine = await operator.post(
      ADMIN_PROJECTS_API.project(id),
      facts({ number: 9100, slug: 'locked-terms', interestRate: '11.5', ownerName: 'Renamed owner' }),
    );
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().ownerName).toBe('Renamed owner');
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(row.interestRateBps).toBe(1150);
  });

  it('takes real photos only, serves them at the URL the project page uses, reorders, sets alt text and removes', async () => {
    const id = await create({ number: 9200, slug: 'photo-project' });
    const fake = multipart({ data: Buffer.from('GIF89a but named like a jpeg'), name: 'fake.jpg', contentType: 'image/jpeg' });
    const refused = await operator.post(ADMIN_PROJECTS_API.photos(id), fake.payload, fake.headers);
    expect(refused.statusCode).toBe(415);
    const truncated = multipart({ data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), name: 'cut.jpg', contentType: 'image/jpeg' });
    expect((await operator.post(ADMIN_PROJECTS_API.photos(id), truncated.payload, truncated.headers)).statusCode).toBe(415);

    const png = multipart({ data: TINY_PNG, name: 'a.png', contentType: 'image/png' });
    const first = await operator.post(ADMIN_PROJECTS_API.photos(id), png.payload, png.headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ width: 4, height: 3, position: 0 });
    const jpeg = multipart({ data: TINY_JPEG, name: 'b.jpg', contentType: 'application/octet-stream' });
    const second = await operator.post(ADMIN_PROJECTS_API.photos(id), jpeg.payload, jpeg.headers);
    expect(second.json()).toMatchObject({ width: 3, height: 2, position: 1 });

    const served = await guest.get(first.json().url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await guest.get(ADMIN_PROJECTS_API.photoFile(`${'0'.repeat(32)}.png`))).statusCode).toBe(404);

    expect((await operator.post(ADMIN_PROJECTS_API.photoOrder(id), { photoIds: [first.json().id] })).statusCode).toBe(400);
    const reordered = await operator.post(ADMIN_PROJECTS_API.photoOrder(id), { photoIds: [second.json().id, first.json().id] });
    expect(reordered.json().photos.map((p: { id: number }) => p.id)).toEqual([second.json().id, first.json().id]);
    expect((await operator.post(ADMIN_PROJECTS_API.photo(id, first.json().id), { alt: { en: 'Front', lt: 'Fasadas', pl: '' } })).statusCode).toBe(200);

    // The public project page shows them in order, with the alt text of the locale.
    await setStatus(id, 'COMING_SOON');
    const page = (await guest.get(API.project('photo-project'), { 'x-locale': 'lt' })).json();
    expect(page.projectData.photos.map((p: { id: number }) => p.id)).toEqual([second.json().id, first.json().id]);
    expect(page.projectData.photos[1]).toMatchObject({ url: first.json().url, alt: 'Fasadas' });

    expect((await operator.post(ADMIN_PROJECTS_API.photoDelete(id, second.json().id))).statusCode).toBe(200);
    const after = (await operator.get(ADMIN_PROJECTS_API.project(id))).json();
    expect(after.photos).toHaveLength(1);
    expect(after.photos[0]).toMatchObject({ id: first.json().id, position: 0, alt: { en: 'Front', lt: 'Fasadas' } });
    expect((await guest.get(second.json().url)).statusCode).toBe(404);
    expect(await auditActions(id)).toEqual(
      expect.arrayContaining(['project.photo_added', 'project.photos_reordered', 'project.photo_updated', 'project.photo_removed']),
    );
  });

  it('stores a real WebP thumbnail within 480x320 next to a large photo and removes both files', async () => {
    const id = await create({ number: 9201, slug: 'thumbnail-project' });
    // A small photo is its own thumbnail (no upscaling).
    const small = multipart({ data: TINY_PNG, name: 'small.png', contentType: 'image/png' });
    const kept = (await operator.post(ADMIN_PROJECTS_API.photos(id), small.payload, small.headers)).json();
    expect(kept.thumbnailUrl).toBe(kept.url);

    const width = 1600;
    const height = 900;
    const pixels = Buffer.alloc(width * height * 4);
    for (let at = 0; at < pixels.length; at += 4) pixels.set([40, 160, 90, 255], at);
    const big = await sharp(pixels, { raw: { width, height, channels: 4 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const filesBefore = await storedFiles();
    const upload = multipart({ data: big, name: 'big.jpg', contentType: 'image/jpeg' });
    const added = await operator.post(ADMIN_PROJECTS_API.photos(id), upload.payload, upload.headers);
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json();
    expect(photo).toMatchObject({ width, height });
    expect(photo.thumbnailUrl).not.toBe(photo.url);
    expect(photo.thumbnailUrl).toMatch(/^\/api\/get\/project-photo\/[a-f0-9]{32}\.webp$/);
    expect(await storedFiles()).toBe(filesBefore + 2);

    const original = await guest.get(photo.url);
    expect(original.rawPayload.equals(big)).toBe(true);
    const thumb = await guest.get(photo.thumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const facts = readImageFacts(thumb.rawPayload);
    expect(facts).toEqual({ mime: 'image/webp', width: 480, height: 270 });
    expect(thumb.rawPayload.length).toBeLessThan(big.length);
    const [listed] = (await operator.get(ADMIN_PROJECTS_API.project(id))).json().photos.filter((p: { id: number }) => p.id === photo.id);
    expect(listed.thumbnailUrl).toBe(photo.thumbnailUrl);

    // Corrupt pixel data and a pixel bomb are refused with 4xx and leave no file behind.
    const garbled = Buffer.from(big);
    for (let i = 700; i < garbled.length - 2; i++) garbled[i] = (i * 7919) & 0xff;
    const corrupt = multipart({ data: garbled, name: 'corrupt.jpg', contentType: 'image/jpeg' });
    const corruptAnswer = await operator.post(ADMIN_PROJECTS_API.photos(id), corrupt.payload, corrupt.headers);
    expect(corruptAnswer.statusCode).toBe(415);
    expect(corruptAnswer.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const bomb = Buffer.from(big);
    const sof = bomb.indexOf(Buffer.from([0xff, 0xc0]));
    bomb.writeUInt16BE(20_000, sof + 5);
    bomb.writeUInt16BE(20_000, sof + 7);
    const bombUpload = multipart({ data: bomb, name: 'bomb.jpg', contentType: 'image/jpeg' });
    const bombAnswer = await operator.post(ADMIN_PROJECTS_API.photos(id), bombUpload.payload, bombUpload.headers);
    expect(bombAnswer.statusCode).toBe(413);
    expect(bombAnswer.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedFiles()).toBe(filesBefore + 2);

    expect((await operator.post(ADMIN_PROJECTS_API.photoDelete(id, photo.id))).statusCode).toBe(200);
    expect((await guest.get(photo.url)).statusCode).toBe(404);
    expect((await guest.get(photo.thumbnailUrl)).statusCode).toBe(404);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('stores PDF documents with kind and version, refuses other files, lists and withdraws them', async () => {
    const id = await create({ number: 9300, slug: 'document-project' });
    const notPdf = multipart({ data: TINY_PNG, name: 'x.pdf', contentType: 'application/pdf' }, { kind: 'valuation', title: 'Valuation' });
    expect((await operator.post(ADMIN_PROJECTS_API.documents(id), notPdf.payload, notPdf.headers)).statusCode).toBe(415);
    const badKind = multipart({ data: PDF, name: 'k.pdf', contentType: 'application/pdf' }, { kind: 'kiis', title: 'KIIS' });
    const refused = await operator.post(ADMIN_PROJECTS_API.documents(id), badKind.payload, badKind.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty('kind');

    const body = multipart({ data: PDF, name: 'v.pdf', contentType: 'application/pdf' }, { kind: 'valuation', title: 'Valuation report', locale: 'en' });
    const v1 = await operator.post(ADMIN_PROJECTS_API.documents(id), body.payload, body.headers);
    expect(v1.statusCode, v1.body).toBe(201);
    const v2 = await operator.post(ADMIN_PROJECTS_API.documents(id), body.payload, body.headers);
    expect([v1.json().version, v2.json().version]).toEqual([1, 2]);
    const file = await operator.get(ADMIN_PROJECTS_API.document(id, v1.json().id));
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    expect((await operator.post(ADMIN_PROJECTS_API.documentDelete(id, v1.json().id))).statusCode).toBe(200);
    expect((await operator.post(ADMIN_PROJECTS_API.documentDelete(id, v1.json().id))).statusCode).toBe(404);
    expect((await operator.get(ADMIN_PROJECTS_API.project(id))).json().documents.map((d: { id: number }) => d.id)).toEqual([v2.json().id]);
    // A document of another project is not reachable through this one.
    expect((await operator.get(ADMIN_PROJECTS_API.document(id + 1000, v2.json().id))).statusCode).toBe(404);
  });

  it('controls who sees a SECRET project through the public API', async () => {
    const id = await create({ number: 9400, slug: 'secret-project' });
    await operator.post(ADMIN_PROJECTS_API.texts(id), { texts: TEXTS });
    await setStatus(id, 'SECRET');
    expect((await investor.get(API.project('secret-project'))).statusCode).toBe(404);

    expect((await operator.post(ADMIN_PROJECTS_API.visibleUsers(id), { userIds: [investorId, 99_999] })).statusCode).toBe(400);
    const set = await operator.post(ADMIN_PROJECTS_API.visibleUsers(id), { userIds: [investorId, investorId] });
    expect(set.json().userIds).toEqual([investorId]);
    expect((await investor.get(API.project('secret-project'))).statusCode).toBe(200);
    expect((await guest.get(API.project('secret-project'))).statusCode).toBe(404);

    expect((await operator.post(ADMIN_PROJECTS_API.visibleUsers(id), { userIds: [] })).statusCode).toBe(200);
    expect((await investor.get(API.project('secret-project'))).statusCode).toBe(404);
    expect(await auditActions(id)).toContain('project.visible_users_set');
  });

  it('clears the guests’ cached project list after a change', async () => {
    const id = await create({ number: 9500, slug: 'cache-project' });
    await operator.post(ADMIN_PROJECTS_API.texts(id), { texts: TEXTS });
    await setStatus(id, 'GATHERING');
    // The DB change above bypassed the editor: a fresh list is only guaranteed after an editor change.
    await operator.post(ADMIN_PROJECTS_API.texts(id), { texts: { en: { ...TEXTS.en, title: 'Cached title one' } } });
    const titleOf = async () => ((await guest.get(API.projects('ALL', 1))).json().projects as { id: number; title: string }[]).find((p) => p.id === id)?.title;
    expect(await titleOf()).toBe('Cached title one');
    await operator.post(ADMIN_PROJECTS_API.texts(id), { texts: { en: { ...TEXTS.en, title: 'Cached title two' } } });
    expect(await titleOf()).toBe('Cached title two');
  });

  it('publishes updates and debtor updates to the current holders, edits and deletes them', async () => {
    const id = await create({ number: 9600, slug: 'updates-project' });
    const db = t.database.db;
    await db
      .update(projects)
      .set({ status: 'GATHERING', fundedCents: cents(20_000) })
      .where(eq(projects.id, id));
    await db.insert(investments).values([
      { projectId: id, userId: investorId, amountCents: toCents(10_000), outstandingPrincipalCents: toCents(10_000), status: 'active' },
      { projectId: id, userId: investorId, amountCents: toCents(5_000), outstandingPrincipalCents: toCents(5_000), status: 'reflection' },
      { projectId: id, userId: debtorId, amountCents: toCents(5_000), outstandingPrincipalCents: toCents(5_000), status: 'revoked' },
    ]);
    const bad = await operator.post(ADMIN_PROJECTS_API.updates(id), { kind: 'update', title: { lt: 'Tik lietuviškai' }, body: { en: 'x' } });
    expect(bad.statusCode).toBe(400);
    const created = await operator.post(ADMIN_PROJECTS_API.updates(id), {
      kind: 'update',
      title: { en: 'Works started', lt: 'Darbai prasidėjo' },
      body: { en: 'Foundations poured.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().notified).toBe(1);
    const sent = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.projectId, id), eq(notifications.event, 'update')));
    expect(sent.map((n) => n.userId)).toEqual([investorId]);

    const debtorUpdate = await operator.post(ADMIN_PROJECTS_API.updates(id), {
      kind: 'debtor',
      title: { en: 'Quarterly report' },
      body: { en: 'Revenue up.' },
    });
    expect(debtorUpdate.statusCode).toBe(201);
    const updateId = created.json().id as number;
    expect(
      (await operator.post(ADMIN_PROJECTS_API.update(id, updateId), { title: { en: 'Works started!' }, body: { en: 'Foundations poured.' } })).statusCode,
    ).toBe(200);
    const list = (await operator.get(ADMIN_PROJECTS_API.updates(id))).json().updates;
    expect(list.map((u: { kind: string }) => u.kind)).toEqual(['debtor', 'update']);
    expect(list[1].title).toEqual({ en: 'Works started!' });
    expect((await operator.post(ADMIN_PROJECTS_API.updateDelete(id, updateId))).statusCode).toBe(200);
    expect((await operator.get(ADMIN_PROJECTS_API.updates(id))).json().updates).toHaveLength(1);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['project.update_created', 'project.update_edited', 'project.update_deleted']));
  });

  it('moderates comments: lists, answers, hides and shows again', async () => {
    const id = await create({ number: 9700, slug: 'comments-project' });
    const [comment] = await t.database.db.insert(projectComments).values({ projectId: id, userId: investorId, body: 'When does it start?' }).returning();
    const list = (await operator.get(ADMIN_PROJECTS_API.comments(id))).json().comments;
    expect(list).toEqual([expect.objectContaining({ id: comment.id, userEmail: 'investor@demo.invest', hidden: false, answer: null })]);
    expect((await operator.post(ADMIN_PROJECTS_API.commentAnswer(id, comment.id), { answer: '' })).statusCode).toBe(400);
    expect((await operator.post(ADMIN_PROJECTS_API.commentAnswer(id, comment.id), { answer: 'In May.' })).statusCode).toBe(200);
    expect((await operator.post(ADMIN_PROJECTS_API.commentHide(id, comment.id), { hidden: true })).statusCode).toBe(200);
    let [row] = await t.database.db.select().from(projectComments).where(eq(projectComments.id, comment.id));
    expect(row).toMatchObject({ answer: 'In May.', answeredByUserId: operatorId });
    expect(row.hiddenAt).not.toBeNull();
    await operator.post(ADMIN_PROJECTS_API.commentHide(id, comment.id), { hidden: false });
    [row] = await t.database.db.select().from(projectComments).where(eq(projectComments.id, comment.id));
    expect(row.hiddenAt).toBeNull();
    // Not through another project.
    expect((await operator.post(ADMIN_PROJECTS_API.commentHide(id + 1, comment.id), { hidden: true })).statusCode).toBe(404);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['project.comment_answered', 'project.comment_hidden', 'project.comment_unhidden']));
  });
});
