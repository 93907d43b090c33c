import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toCents, AUTH_API, DROPZONE_MAX_FILE_BYTES, DROPZONE_MAX_FILES, FILE_MESSAGE_KEYS, FILES_API } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireAnswers, userFiles, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshOnboarding } from '../onboarding/onboarding.service';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-fake-png-body')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** A multipart body as a browser sends it: fields first, then the file under its type name. */
function multipart(file: { type: string; name: string; data: Buffer; contentType?: string }, fields: Record<string, string> = { file_type: file.type }) {
  const boundary = '----greenvest-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.type}"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
let dataDir: string;
let operator: SessionClient;
let investor: SessionClient;
let other: SessionClient;
let investorId: number;

async function upload(client: SessionClient, file: Parameters<typeof multipart>[0], fields?: Record<string, string>) {
  const body = multipart(file, fields);
  return client.post(FILES_API.upload, body.payload, body.headers);
}

async function storedObjects(): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'files'))).sort();
  } catch {
    return [];
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'files-api-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  operator = createSessionClient(t.app, { ip: '192.0.2.20' });
  await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD });
  investor = createSessionClient(t.app, { ip: '192.0.2.21' });
  await investor.post(AUTH_API.login, { email: 'new@demo.invest', password: DEMO_PASSWORD });
  other = createSessionClient(t.app, { ip: '192.0.2.22' });
  // A fresh account: the demo investor already holds its seeded proof of address.
  await other.post(AUTH_API.register, { email: 'files-other@example.com', password: 'Correct-horse-42', type: 'private', locale: 'en' });
  investorId = (await investor.get(AUTH_API.userDetails)).json().id;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('user files', () => {
  it('keeps guests out', async () => {
    const guest = createSessionClient(t.app);
    expect((await guest.get(FILES_API.list)).statusCode).toBe(401);
    expect((await upload(guest, { type: 'proof_of_address', name: 'a.png', data: PNG })).statusCode).toBe(401);
    expect((await guest.post(FILES_API.remove, { id: 1 })).statusCode).toBe(401);
    expect((await guest.get(FILES_API.onboardingChoices)).statusCode).toBe(401);
  });

  it('lists the document choices', async () => {
    const res = await investor.get(FILES_API.onboardingChoices);
    expect(res.json().documents).toEqual([
      { fileType: 'proof_of_address', required: true, sides: [] },
      { fileType: 'identity_document', required: false, sides: ['front', 'back'] },
    ]);
  });

  it('stores a real PNG and PDF, lists them and serves identical bytes only to the owner and operators', async () => {
    const png = await upload(investor, { type: 'identity_document', name: 'front.png', data: PNG }, { file_type: 'identity_document', file_side: 'front' });
    expect(png.statusCode).toBe(200);
    expect(png.json()).toMatchObject({ status: 'SUCCESS', message: FILE_MESSAGE_KEYS.uploaded });
    const pdf = await upload(
      investor,
      { type: 'identity_document', name: 'back.pdf', data: PDF, contentType: 'application/pdf' },
      {
        file_type: 'identity_document',
        file_side: 'back',
      },
    );
    expect(pdf.json().status).toBe('SUCCESS');

    const list = (await investor.get(FILES_API.list)).json().files as { id: number; name: string; size: number; fileSide: string; reviewStatus: string }[];
    expect(list.map((f) => [f.name, f.size, f.fileSide, f.reviewStatus])).toEqual([
      ['back.pdf', PDF.length, 'back', 'uploaded'],
      ['front.png', PNG.length, 'front', 'uploaded'],
    ]);
    expect((await other.get(FILES_API.list)).json().files).toEqual([]);

    const download = await investor.get(FILES_API.download(png.json().id));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="front.png"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PNG)).toBe(true);
    const pdfDownload = await operator.get(FILES_API.download(pdf.json().id));
    expect(pdfDownload.headers['content-type']).toBe('application/pdf');
    expect(pdfDownload.rawPayload.equals(PDF)).toBe(true);

    // Another user's id looks like no file at all.
    expect((await other.get(FILES_API.download(png.json().id))).statusCode).toBe(404);
    expect((await other.post(FILES_API.remove, { id: png.json().id })).statusCode).toBe(404);
    expect((await investor.get(FILES_API.download(999999))).statusCode).toBe(404);
  });

  it('refuses a text file named .png by its real type', async () => {
    const before = await storedObjects();
    const res = await upload(investor, { type: 'proof_of_address', name: 'fake.png', data: Buffer.from('just some text, not an image') });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ id: null, status: 'ERROR', message: FILE_MESSAGE_KEYS.badType });
    expect(await storedObjects()).toEqual(before);
  });

  it('refuses an unknown file type or side', async () => {
    const res = await upload(investor, { type: 'passport_selfie', name: 'a.png', data: PNG }, { file_type: 'passport_selfie' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('ERROR');
    const side = await upload(investor, { type: 'identity_document', name: 'a.png', data: PNG }, { file_type: 'identity_document', file_side: 'top' });
    expect(side.statusCode).toBe(400);
  });

  it('refuses a file over 15 MB and keeps nothing of it', async () => {
    const before = await storedObjects();
    const big = Buffer.alloc(DROPZONE_MAX_FILE_BYTES + 1);
    PNG.copy(big);
    const res = await upload(investor, { type: 'proof_of_address', name: 'big.png', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ id: null, status: 'ERROR', message: FILE_MESSAGE_KEYS.tooLarge });
    expect(await storedObjects()).toEqual(before);
    const rows = await t.database.db.select().from(userFiles).where(eq(userFiles.originalName, 'big.png'));
    expect(rows).toEqual([]);
  });

  it('refuses more than 10 live files of one type; removing one makes room', async () => {
    const ids: number[] = [];
    for (let i = 0; i < DROPZONE_MAX_FILES; i++) {
      const res = await upload(other, { type: 'proof_of_address', name: `p${i}.pdf`, data: PDF });
      expect(res.json().status).toBe('SUCCESS');
      ids.push(res.json().id);
    }
    const eleventh = await upload(other, { type: 'proof_of_address', name: 'p10.pdf', data: PDF });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({
      id: null,
      status: 'ERROR',
      message: FILE_MESSAGE_KEYS.tooMany,
      text: 'You can keep at most 10 files of this type. Remove one before uploading another.',
    });
    // The text follows the request's language with the plural form of the number (decision 0043).
    const inBulgarian = multipart({ type: 'proof_of_address', name: 'p10.pdf', data: PDF });
    const bg = await other.post(FILES_API.upload, inBulgarian.payload, { ...inBulgarian.headers, 'x-locale': 'bg' });
    expect(bg.statusCode).toBe(409);
    expect(bg.json()).toMatchObject({
      message: FILE_MESSAGE_KEYS.tooMany,
      text: 'Можете да имате най-много 10 файла от този вид. Изтрийте един, преди да качите друг.',
    });

    const before = await storedObjects();
    const removed = await other.post(FILES_API.remove, { id: ids[0] });
    expect(removed.json()).toEqual({ id: ids[0], status: 'SUCCESS', message: FILE_MESSAGE_KEYS.removed });
    expect(await storedObjects()).toHaveLength(before.length - 1);
    expect((await other.get(FILES_API.list)).json().files).toHaveLength(DROPZONE_MAX_FILES - 1);
    expect((await other.get(FILES_API.download(ids[0]))).statusCode).toBe(404);
    expect((await other.post(FILES_API.remove, { id: ids[0] })).statusCode).toBe(404);
    expect((await upload(other, { type: 'proof_of_address', name: 'again.pdf', data: PDF })).json().status).toBe('SUCCESS');
  });

  it('operator review: decline sets the declined-documents flag, a new approved upload completes onboarding', async () => {
    const db = t.database.db;
    await db.update(users).set({ identifyStatus: 'approved' }).where(eq(users.id, investorId));
    await db.insert(questionnaireAnswers).values({
      userId: investorId,
      version: 1,
      answers: {},
      knowledgePassed: true,
      netWorthCents: toCents(1_000_000),
      lossCapacityCents: toCents(100_000),
      reassessAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
    });
    await refreshOnboarding(db, investorId);
    let details = (await investor.get(AUTH_API.userDetails)).json();
    expect(details.registrationStep.current).toBe('documents');
    expect(details.hasDeclinedDocuments).toBe(false);

    const first = (await upload(investor, { type: 'proof_of_address', name: 'bill.png', data: PNG })).json().id as number;
    details = (await investor.get(AUTH_API.userDetails)).json();
    expect(details.registrationStep.current).toBe('completed');

    // The queue shows files waiting for review first; only operators see it.
    expect((await investor.get(FILES_API.adminList)).statusCode).toBe(403);
    const queue = (await operator.get(FILES_API.adminList)).json().documents as { id: number; reviewStatus: string; userEmail: string }[];
    expect(queue.find((d) => d.id === first)).toMatchObject({ userEmail: 'new@demo.invest', reviewStatus: 'uploaded' });
    expect(queue.every((d, i) => i === 0 || d.reviewStatus !== 'uploaded' || queue[i - 1].reviewStatus === 'uploaded')).toBe(true);

    expect((await operator.post(FILES_API.adminReview(first), { approve: false })).statusCode).toBe(400);
    expect((await investor.post(FILES_API.adminReview(first), { approve: true })).statusCode).toBe(403);
    expect((await operator.post(FILES_API.adminReview(999999), { approve: true })).statusCode).toBe(404);
    const declined = await operator.post(FILES_API.adminReview(first), { approve: false, reason: 'The address is not readable' });
    expect(declined.json()).toMatchObject({ reviewStatus: 'declined', declineReason: 'The address is not readable' });
    details = (await investor.get(AUTH_API.userDetails)).json();
    expect(details.hasDeclinedDocuments).toBe(true);
    expect(details.notifications.notifyDeclinedDocuments).toBe(true);
    expect(details.registrationStep.current).toBe('documents');
    const mine = (await investor.get(FILES_API.list)).json().files as { id: number; declineReason: string | null }[];
    expect(mine.find((f) => f.id === first)?.declineReason).toBe('The address is not readable');

    const second = (await upload(investor, { type: 'proof_of_address', name: 'bill2.pdf', data: PDF })).json().id as number;
    details = (await investor.get(AUTH_API.userDetails)).json();
    expect(details.hasDeclinedDocuments).toBe(false);
    expect(details.notifications.notifyDeclinedDocuments).toBe(false);
    expect(details.registrationStep.current).toBe('completed');
    expect((await operator.post(FILES_API.adminReview(second), { approve: true })).json().reviewStatus).toBe('approved');
    details = (await investor.get(AUTH_API.userDetails)).json();
    expect(details.verificationStep.current).toBe('completedVerification');
  });

  it('a read-only account cannot upload', async () => {
    await t.database.db.update(users).set({ readonly: true }).where(eq(users.id, investorId));
    try {
      const res = await upload(investor, { type: 'proof_of_address', name: 'a.png', data: PNG });
      expect(res.json().code).toBe('READ_ONLY');
    } finally {
      await t.database.db.update(users).set({ readonly: false }).where(eq(users.id, investorId));
    }
  });
});
