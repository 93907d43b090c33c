import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_PROJECTS_API, AUTH_API, DROPZONE_MAX_FILES, FILES_API } from '@platform/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDocuments, projectPhotos, projects, userFiles } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TINY_JPEG, TINY_PNG } from '../admin-projects/test-images';

/** Issue 10 item 9: a multipart request that fails in any part stores nothing (no row, no object on disk). */

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-fake-png-body')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const TEXT = Buffer.from('just some text, not an image');

type Part = { field: string; value: string } | { file: string; name: string; data: Buffer; contentType?: string };

/** A multipart body with the parts in the given order (fields and any number of files). */
function multipart(parts: Part[]) {
  const boundary = '----atomic-upload-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('field' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.file}"; filename="${part.name}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const proof = (i: number, data = PNG): Part => ({ file: 'proof_of_address', name: `bill-${i}.png`, data, contentType: 'image/png' });

let t: TestApp;
let dataDir: string;
let investor: SessionClient;
let operator: SessionClient;
let investorId: number;
let projectId: number;

async function storedObjects(): Promise<string[]> {
  return (await readdir(path.join(dataDir, 'files')).catch(() => [] as string[])).sort();
}

async function fileRows(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(userFiles)
    .where(eq(userFiles.userId, investorId));
  return Number(row.n);
}

async function projectRows(): Promise<{ photos: number; documents: number }> {
  const [photos] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectPhotos)
    .where(eq(projectPhotos.projectId, projectId));
  const [documents] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, projectId));
  return { photos: Number(photos.n), documents: Number(documents.n) };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-atomic-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  investor = createSessionClient(t.app, { ip: '192.0.2.61' });
  expect(
    (await investor.post(AUTH_API.register, { email: 'atomic-uploads@example.com', password: 'Correct-horse-42', type: 'private', locale: 'en' })).statusCode,
  ).toBeLessThan(300);
  investorId = (await investor.get(AUTH_API.userDetails)).json().id;
  operator = createSessionClient(t.app, { ip: '192.0.2.62' });
  expect((await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD })).statusCode).toBe(200);
  [{ id: projectId }] = await t.database.db.select({ id: projects.id }).from(projects).where(eq(projects.status, 'GATHERING')).limit(1);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('user document uploads are all or nothing', () => {
  const send = (parts: Part[]) => {
    const body = multipart(parts);
    return investor.post(FILES_API.upload, body.payload, body.headers);
  };

  it(`${DROPZONE_MAX_FILES + 1} files in one request: refused, nothing stored`, async () => {
    const before = await storedObjects();
    const parts = Array.from({ length: DROPZONE_MAX_FILES + 1 }, (_, i) => proof(i));
    const res = await send([{ field: 'file_type', value: 'proof_of_address' }, ...parts]);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ id: null, status: 'ERROR' });
    expect(await fileRows()).toBe(0);
    expect(await storedObjects()).toEqual(before);
  });

  it('two good files and a bad one: refused, nothing stored', async () => {
    const before = await storedObjects();
    const res = await send([{ field: 'file_type', value: 'proof_of_address' }, proof(1), proof(2), proof(3, TEXT)]);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ id: null, status: 'ERROR' });
    expect(await fileRows()).toBe(0);
    expect(await storedObjects()).toEqual(before);
  });

  it('a good file followed by parts over the limits: refused, nothing stored', async () => {
    const before = await storedObjects();
    const extraFields: Part[] = Array.from({ length: 6 }, (_, i) => ({ field: `extra_${i}`, value: 'x' }));
    const res = await send([{ field: 'file_type', value: 'proof_of_address' }, proof(1), ...extraFields]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ id: null, status: 'ERROR' });
    expect(await fileRows()).toBe(0);
    expect(await storedObjects()).toEqual(before);
  });

  it('a bad file before a good one: refused, nothing stored', async () => {
    const before = await storedObjects();
    const res = await send([{ field: 'file_type', value: 'proof_of_address' }, proof(1, TEXT), proof(2)]);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await fileRows()).toBe(0);
    expect(await storedObjects()).toEqual(before);
  });

  it('one good file per request still stores exactly one row and one object', async () => {
    const before = await storedObjects();
    const res = await send([{ field: 'file_type', value: 'proof_of_address' }, proof(1)]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'SUCCESS', id: expect.any(Number) });
    expect(await fileRows()).toBe(1);
    expect(await storedObjects()).toHaveLength(before.length + 1);
  });
});

describe('back-office project uploads are all or nothing', () => {
  const send = (url: string, parts: Part[]) => {
    const body = multipart(parts);
    return operator.post(url, body.payload, body.headers);
  };
  const photo = (i: number, data: Buffer = TINY_PNG): Part => ({ file: 'file', name: `photo-${i}.png`, data, contentType: 'image/png' });

  it('several photos in one request: refused, no photo row and no object stored', async () => {
    const before = { rows: await projectRows(), objects: await storedObjects() };
    for (const parts of [
      [photo(1), { file: 'file', name: 'photo-2.jpg', data: TINY_JPEG, contentType: 'image/jpeg' } as Part],
      Array.from({ length: DROPZONE_MAX_FILES + 1 }, (_, i) => photo(i)),
      [photo(1), photo(2, TEXT)],
    ]) {
      const res = await send(ADMIN_PROJECTS_API.photos(projectId), parts);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await projectRows()).toEqual(before.rows);
    expect(await storedObjects()).toEqual(before.objects);
  });

  it('a photo followed by parts over the limits: refused, nothing stored', async () => {
    const before = { rows: await projectRows(), objects: await storedObjects() };
    const extraFields: Part[] = Array.from({ length: 6 }, (_, i) => ({ field: `extra_${i}`, value: 'x' }));
    const res = await send(ADMIN_PROJECTS_API.photos(projectId), [photo(1), ...extraFields]);
    expect(res.statusCode).toBe(413);
    expect(await projectRows()).toEqual(before.rows);
    expect(await storedObjects()).toEqual(before.objects);
  });

  it('two documents in one request: refused, nothing stored', async () => {
    const before = { rows: await projectRows(), objects: await storedObjects() };
    const res = await send(ADMIN_PROJECTS_API.documents(projectId), [
      { field: 'kind', value: 'valuation' },
      { field: 'title', value: 'Valuation report' },
      { file: 'file', name: 'a.pdf', data: PDF, contentType: 'application/pdf' },
      { file: 'file', name: 'b.pdf', data: PDF, contentType: 'application/pdf' },
    ]);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await projectRows()).toEqual(before.rows);
    expect(await storedObjects()).toEqual(before.objects);
  });

  it('one photo per request is still stored', async () => {
    const before = await projectRows();
    const res = await send(ADMIN_PROJECTS_API.photos(projectId), [photo(1)]);
    expect(res.statusCode).toBe(201);
    expect((await projectRows()).photos).toBe(before.photos + 1);
  });
});
