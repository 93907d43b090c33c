import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { newStorageKey, type FileStorage } from './storage';
import { createS3Storage } from './storage-s3';

let s3: TestS3Server;
let storage: FileStorage;

beforeAll(async () => {
  s3 = await startTestS3Server();
  storage = createS3Storage({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await s3?.close();
});

/** A stream that yields `chunks` and then fails, as an upload cut off half way does. */
function failingAfter(chunks: Buffer[], message: string): Readable {
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) yield chunk;
      throw new Error(message);
    })(),
  );
}

describe('S3 file storage (against s3rver)', () => {
  it('stores, reads back identical bytes and deletes; the byte count is what was sent', async () => {
    const key = newStorageKey();
    const bytes = randomBytes(12_345);
    // Several chunks of a stream with no declared length, as an upload arrives.
    const size = await storage.put(key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000, 5000), bytes.subarray(5000)]));
    expect(size).toBe(bytes.length);
    expect(await s3.objects()).toContain(key);
    expect((await buffer(await storage.get(key))).equals(bytes)).toBe(true);

    await storage.delete(key);
    expect(await s3.objects()).not.toContain(key);
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('stores an empty file', async () => {
    const key = newStorageKey();
    expect(await storage.put(key, Readable.from([]))).toBe(0);
    expect((await buffer(await storage.get(key))).length).toBe(0);
  });

  it('answers ENOENT for a key that was never stored, and deleting twice is no error', async () => {
    await expect(storage.get(newStorageKey())).rejects.toMatchObject({ code: 'ENOENT' });
    const key = newStorageKey();
    await storage.put(key, Readable.from([Buffer.from('once')]));
    await storage.delete(key);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(newStorageKey())).resolves.toBeUndefined();
  });

  it('refuses a key it did not make (keys never come from user input)', async () => {
    await expect(storage.get('../etc/passwd')).rejects.toThrow('invalid storage key');
    await expect(storage.put('A'.repeat(32), Readable.from([Buffer.from('x')]))).rejects.toThrow('invalid storage key');
  });

  it('stores a 6 MB stream of unknown length in parts and reads it back whole', async () => {
    const key = newStorageKey();
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 64 * 1024) chunks.push(bytes.subarray(at, at + 64 * 1024));
    expect(await storage.put(key, Readable.from(chunks))).toBe(bytes.length);
    const back = await buffer(await storage.get(key));
    expect(back.length).toBe(bytes.length);
    expect(back.equals(bytes)).toBe(true);
    expect(await s3.pendingUploads()).toEqual([]);
    await storage.delete(key);
  });

  it('a source that fails leaves no object behind and reports the source error (small file: one PUT never sent)', async () => {
    const before = await s3.objects();
    const key = newStorageKey();
    await expect(storage.put(key, failingAfter([randomBytes(1000)], 'client went away'))).rejects.toThrow('client went away');
    expect(await s3.objects()).toEqual(before);
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('a large source that fails after its first part aborts the multipart upload: no object, no parts left', async () => {
    const before = await s3.objects();
    const key = newStorageKey();
    // 7 MB first: one 5 MB part is uploaded before the source fails.
    const chunks = Array.from({ length: 7 }, () => randomBytes(1024 * 1024));
    await expect(storage.put(key, failingAfter(chunks, 'connection reset'))).rejects.toThrow('connection reset');
    expect(await s3.objects()).toEqual(before);
    expect(await s3.pendingUploads()).toEqual([]);
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('a failed put of an existing key keeps the object that was there', async () => {
    const key = newStorageKey();
    await storage.put(key, Readable.from([Buffer.from('first version')]));
    await expect(storage.put(key, failingAfter([Buffer.from('second')], 'broken'))).rejects.toThrow('broken');
    expect((await buffer(await storage.get(key))).toString()).toBe('first version');
  });

  // s3rver checks the access key id but not V4 signatures, so the wrong credential here is the key id.
  it('wrong credentials are refused by the server, not taken for a missing object', async () => {
    const wrong = createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'NOT-AN-ACCOUNT',
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    });
    await expect(wrong.put(newStorageKey(), Readable.from([Buffer.from('x')]))).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    const key = newStorageKey();
    await storage.put(key, Readable.from([Buffer.from('kept')]));
    const error = await wrong.get(key).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'InvalidAccessKeyId' });
    expect((error as { code?: string }).code).not.toBe('ENOENT');
  });

  it('puts its keys under the configured prefix', async () => {
    const prefixed = createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
      keyPrefix: 'staging-',
    });
    const key = newStorageKey();
    await prefixed.put(key, Readable.from([Buffer.from('prefixed')]));
    expect(await s3.objects()).toContain(`staging-${key}`);
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await buffer(await prefixed.get(key))).toString()).toBe('prefixed');
  });
});
