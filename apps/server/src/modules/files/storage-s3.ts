import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException, type ServerSideEncryption } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { checkKey, type FileStorage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, a test server); absent for AWS itself. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key) rather than in the host name: needed by most local servers. */
  forcePathStyle?: boolean;
  /** Put before every key, so one bucket can hold several environments (for example "staging/"). */
  keyPrefix?: string;
  /** Asks the server to encrypt each object at rest (AES256: keys managed by S3; aws:kms: the account's KMS key). */
  serverSideEncryption?: ServerSideEncryption;
  /** Bytes per part of a multipart upload (at least 5 MiB, the S3 minimum); smaller files go in one PUT. */
  partSize?: number;
}

const MIN_PART_SIZE = 5 * 1024 * 1024;

/** A missing object reads like a missing file on disk: callers map code ENOENT to 404. */
function notFound(key: string, cause: unknown): Error {
  return Object.assign(new Error(`no stored object ${key}`, { cause }), { code: 'ENOENT' });
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/**
 * Uploaded files in an S3-compatible bucket (decision 0049): every instance of the app sees the
 * same objects. Objects stay private (no ACL is ever set); they are served only through the app's
 * own authorized routes. A stream of unknown length goes up in parts; a failed upload aborts its
 * parts, and an object appears only once complete, so a failure leaves nothing behind.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: S3-compatible servers do not all know the newer
    // checksum headers the SDK would otherwise add to every request and expect in every answer.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = options.keyPrefix ?? '';
  const objectKey = (key: string) => `${prefix}${checkKey(key)}`;
  const partSize = Math.max(options.partSize ?? MIN_PART_SIZE, MIN_PART_SIZE);

  return {
    async put(key, stream) {
      const Key = objectKey(key);
      let size = 0;
      let sourceError: unknown = null;
      async function* counted() {
        try {
          for await (const chunk of stream as AsyncIterable<Buffer | string>) {
            const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
            size += bytes.length;
            yield bytes;
          }
        } catch (error) {
          sourceError = error;
          throw error;
        }
      }
      const body = Readable.from(counted(), { objectMode: false });
      const upload = new Upload({
        client,
        params: {
          Bucket: options.bucket,
          Key,
          Body: body,
          ContentType: 'application/octet-stream',
          ...(options.serverSideEncryption ? { ServerSideEncryption: options.serverSideEncryption } : {}),
        },
        partSize,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
        return size;
      } catch (error) {
        // As on disk: the source is let go, and whatever of it is left is drained (an upload request must still be read to its end).
        body.destroy();
        stream.resume();
        // The source's own failure (too large, wrong type, cut off) is what callers act on, even
        // when aborting the parts failed as well.
        throw sourceError ?? error;
      }
    },

    async get(key) {
      const Key = objectKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key }));
        if (!(answer.Body instanceof Readable)) throw new Error(`stored object ${key} came without a readable body`);
        return answer.Body;
      } catch (error) {
        if (isMissing(error)) throw notFound(key, error);
        throw error;
      }
    },

    async delete(key) {
      const Key = objectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key }));
      } catch (error) {
        // S3 answers 204 for a missing key; a server that answers 404 instead means the same.
        if (!isMissing(error)) throw error;
      }
    },
  };
}
