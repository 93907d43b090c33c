import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_API, FILES_API } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { createScratchDatabase, type ScratchDatabase } from '../../db/scratch-database';
import { loadServerConfig } from '../../env';
import { DEMO_PASSWORD, seedDemo } from '../../seed/seed';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { createSessionClient, type SessionClient } from '../../test/session-client';

/*
 * Several instances behind one load balancer (issue 17): an upload that reached instance A must be
 * downloadable from instance B. Both apps are built by buildApp on ONE database (on PostgreSQL,
 * through two separate connection pools, as two processes would be), each with its own DATA_DIR,
 * their storage made from the configuration alone. With STORAGE_DRIVER=s3 they share the bucket;
 * the control pair on local disk shows the failure this removes.
 */

// A real PNG signature: the upload sniffs the type from the bytes.
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function multipart(name: string, data: Buffer) {
  const boundary = '----two-instances-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file_type"\r\n\r\nidentity_document\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file_side"\r\n\r\nfront\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="identity_document"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Instance {
  app: FastifyInstance;
  dataDir: string;
}

let s3: TestS3Server;
let scratch: ScratchDatabase | null = null;
const databases: Database[] = [];
const instances: Instance[] = [];
let databaseA: Database;
let databaseB: Database;

/** An instance as main.ts starts one: its own DATA_DIR, the shared database, storage from the configuration. */
async function startInstance(database: Database, env: Record<string, string>): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'instance-'));
  const config = loadServerConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    SANDBOX: 'true',
    GUEST_CACHE_MS: '0',
    DATA_DIR: dataDir,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const instance = { app, dataDir };
  instances.push(instance);
  return instance;
}

/** The investor signed in on instance A, and the same browser session sent to instance B. */
async function sameSessionOn(a: Instance, b: Instance): Promise<[SessionClient, SessionClient]> {
  const onA = createSessionClient(a.app, { ip: '192.0.2.60' });
  expect((await onA.post(AUTH_API.login, { email: 'new@demo.invest', password: DEMO_PASSWORD })).statusCode).toBe(200);
  const onB = createSessionClient(b.app, { ip: '192.0.2.60' });
  for (const [name, value] of onA.jar) onB.setCookie(name, value);
  return [onA, onB];
}

async function uploadThrough(client: SessionClient, data: Buffer): Promise<number> {
  const body = multipart('passport.png', data);
  const res = await client.post(FILES_API.upload, body.payload, body.headers);
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toBe('SUCCESS');
  return res.json().id as number;
}

async function filesOnDisk(instance: Instance): Promise<string[]> {
  return readdir(path.join(instance.dataDir, 'files')).catch(() => []);
}

beforeAll(async () => {
  s3 = await startTestS3Server();
  const adminUrl = process.env.DATABASE_URL;
  scratch = adminUrl ? await createScratchDatabase(adminUrl) : null;
  databaseA = await openDatabase({ url: scratch?.url });
  databases.push(databaseA);
  await databaseA.migrate();
  await seedDemo(databaseA.db);
  // On PostgreSQL a second pool, as a second process has; in-memory PGlite lives in this process only.
  databaseB = scratch ? await openDatabase({ url: scratch.url }) : databaseA;
  if (databaseB !== databaseA) databases.push(databaseB);
});

afterAll(async () => {
  for (const instance of instances) {
    await instance.app.close();
    await rm(instance.dataDir, { recursive: true, force: true });
  }
  for (const database of databases) await database.close();
  await scratch?.drop();
  await s3?.close();
});

describe('two instances on one database', () => {
  it('with STORAGE_DRIVER=s3 a file uploaded through A downloads from B with identical bytes', async () => {
    const a = await startInstance(databaseA, s3.env);
    const b = await startInstance(databaseB, s3.env);
    const [onA, onB] = await sameSessionOn(a, b);
    const bytes = Buffer.concat([PNG_SIGNATURE, randomBytes(200_000)]);
    const before = await s3.objects();

    const id = await uploadThrough(onA, bytes);

    // It went to the bucket, not to A's disk.
    expect((await s3.objects()).length).toBe(before.length + 1);
    expect(await filesOnDisk(a)).toEqual([]);
    const download = await onB.get(FILES_API.download(id));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(bytes)).toBe(true);

    // Removed through B: gone for A too, and from the bucket.
    expect((await onB.post(FILES_API.remove, { id })).statusCode).toBe(200);
    expect((await onA.get(FILES_API.download(id))).statusCode).toBe(404);
    expect(await s3.objects()).toEqual(before);
  });

  it('control: on local disk (the embedded default) the same upload is 404 on B', async () => {
    const a = await startInstance(databaseA, {});
    const b = await startInstance(databaseB, {});
    const [onA, onB] = await sameSessionOn(a, b);
    const bytes = Buffer.concat([PNG_SIGNATURE, randomBytes(1000)]);

    const id = await uploadThrough(onA, bytes);

    expect(await filesOnDisk(a)).toHaveLength(1);
    expect((await onA.get(FILES_API.download(id))).rawPayload.equals(bytes)).toBe(true);
    // B sees the row (same database) but not the bytes: they are on A's disk only.
    expect((await onB.get(FILES_API.list)).json().files.map((f: { id: number }) => f.id)).toContain(id);
    expect((await onB.get(FILES_API.download(id))).statusCode).toBe(404);
  });
});
