import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** The environment that points the app at this server (STORAGE_DRIVER=s3 and the S3_* variables). */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The object names the bucket holds, in order (s3rver keeps each as <key>._S3rver_object in its directory). */
  objects(): Promise<string[]>;
  /** Multipart uploads begun and neither completed nor aborted (their parts take space in a real bucket). */
  pendingUploads(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) for tests: on loopback, on a free port, storing in a new
 * temporary directory with one empty bucket. Its account is s3rver's built-in S3RVER/S3RVER.
 */
export async function startTestS3Server(bucket = 'uploads'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');
  // s3rver 3.7 lacks AbortMultipartUpload (DELETE /bucket/key?uploadId=…; it answers 405): the
  // shim does what S3 does, dropping the upload's parts, so tests can see that a failed upload aborts.
  server.middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'DELETE' || typeof uploadId !== 'string') return next();
    const dir = path.join(uploadsDir, path.basename(uploadId));
    if (!(await stat(dir).catch(() => null))) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
      return;
    }
    await rm(dir, { recursive: true, force: true });
    ctx.status = 204;
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    ...credentials,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async objects() {
      const names = await readdir(path.join(directory, bucket)).catch(() => [] as string[]);
      const suffix = '._S3rver_object';
      return names
        .filter((name) => name.endsWith(suffix))
        .map((name) => name.slice(0, -suffix.length))
        .sort();
    },
    async pendingUploads() {
      return (await readdir(uploadsDir).catch(() => [] as string[])).sort();
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
