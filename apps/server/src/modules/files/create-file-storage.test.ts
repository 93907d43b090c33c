import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadServerConfig } from '../../env';
import { createFileStorage } from './create-file-storage';
import { newStorageKey } from './storage';

const BASE = { NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret-0123', SANDBOX: 'true' };

describe('file storage configuration (decision 0049)', () => {
  it('keeps files on local disk under DATA_DIR/files by default', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storage-config-'));
    try {
      const config = loadServerConfig({ ...BASE, DATA_DIR: dataDir });
      expect(config.STORAGE_DRIVER).toBe('local');
      const key = newStorageKey();
      await createFileStorage(config).put(key, Readable.from([Buffer.from('on disk')]));
      expect(await readdir(path.join(dataDir, 'files'))).toEqual([key]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses STORAGE_DRIVER=s3 at start-up without a bucket or credentials, naming each variable, also in the sandbox', () => {
    const attempt = () => loadServerConfig({ ...BASE, STORAGE_DRIVER: 's3' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/S3_BUCKET: required with STORAGE_DRIVER=s3/);
    expect(attempt).toThrow(/S3_ACCESS_KEY_ID: required with STORAGE_DRIVER=s3/);
    expect(attempt).toThrow(/S3_SECRET_ACCESS_KEY: required with STORAGE_DRIVER=s3/);
    // One missing piece is named alone.
    expect(() => loadServerConfig({ ...BASE, STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /^Invalid configuration:\n {2}- S3_SECRET_ACCESS_KEY: required with STORAGE_DRIVER=s3 \([^)]*\)$/,
    );
  });

  it('the factory refuses an incomplete S3 configuration too (tools that skip the start-up checks)', () => {
    const config = loadConfig({ ...BASE, STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads' });
    expect(() => createFileStorage(config)).toThrow(/S3_ACCESS_KEY_ID: required with STORAGE_DRIVER=s3/);
  });

  it('reads the S3 variables', () => {
    const config = loadServerConfig({
      ...BASE,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_SERVER_SIDE_ENCRYPTION: 'AES256',
    });
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true, S3_SERVER_SIDE_ENCRYPTION: 'AES256' });
    expect(() => createFileStorage(config)).not.toThrow();
    expect(() => loadServerConfig({ ...BASE, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT: must be an http\(s\) URL/);
    expect(() => loadServerConfig({ ...BASE, STORAGE_DRIVER: 'gcs' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadServerConfig({ ...BASE, S3_KEY_PREFIX: '../x y' })).toThrow(/S3_KEY_PREFIX/);
  });
});
