import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live. Keys are made by the server (never user input), so an S3-compatible
 * implementation can map them to object names one to one.
 */
export interface FileStorage {
  /** Stores the stream under the key; resolves with the byte count. Nothing is left behind when it fails. */
  put(key: string, stream: Readable): Promise<number>;
  /** The stored bytes; rejects with code ENOENT when there is no such object. */
  get(key: string): Promise<Readable>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;

export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

/** Refuses anything that is not a key made by newStorageKey (every storage maps keys one to one). */
export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
  return key;
}

/** Files on local disk under `root`; each write goes to a temporary name and is renamed when complete. */
export function createLocalDiskStorage(root: string): FileStorage {
  let ready: Promise<unknown> | null = null;
  const ensureRoot = () => (ready ??= mkdir(root, { recursive: true, mode: 0o700 }));
  const fileOf = (key: string) => path.join(root, checkKey(key));

  return {
    async put(key, stream) {
      await ensureRoot();
      const target = fileOf(key);
      const temp = path.join(root, `.tmp-${key}-${randomBytes(6).toString('hex')}`);
      try {
        await pipeline(stream, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        const { size } = await stat(temp);
        await rename(temp, target);
        return size;
      } catch (error) {
        stream.resume();
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      await stat(file);
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
