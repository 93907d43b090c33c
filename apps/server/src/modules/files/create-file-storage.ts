import path from 'node:path';
import { ConfigError, storageProblems, type AppConfig } from '../../env';
import { createLocalDiskStorage, type FileStorage } from './storage';
import { createS3Storage } from './storage-s3';

export type StorageConfig = Pick<
  AppConfig,
  | 'DATA_DIR'
  | 'STORAGE_DRIVER'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_KEY_PREFIX'
  | 'S3_SERVER_SIDE_ENCRYPTION'
>;

/**
 * The one file storage of a process, as configured (decision 0049): local disk under
 * DATA_DIR/files by default (the embedded, single-instance set-up), or an S3-compatible bucket that
 * every instance shares. Created once (main.ts, buildApp) and handed to every module that keeps files.
 */
export function createFileStorage(config: StorageConfig): FileStorage {
  if (config.STORAGE_DRIVER !== 's3') return createLocalDiskStorage(path.join(config.DATA_DIR, 'files'));
  const problems = storageProblems(config);
  if (problems.length > 0) throw new ConfigError(problems);
  return createS3Storage({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    keyPrefix: config.S3_KEY_PREFIX,
    serverSideEncryption: config.S3_SERVER_SIDE_ENCRYPTION,
  });
}
