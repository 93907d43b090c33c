/** The few parts of s3rver (a local S3-compatible server, tests only) the tests use; it ships no types. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** The part of a Koa context the test shim reads and writes. */
  interface KoaContext {
    method: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware list (s3rver is a Koa application). */
    middleware: ((ctx: KoaContext, next: () => Promise<unknown>) => Promise<unknown>)[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
