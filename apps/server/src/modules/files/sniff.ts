import { Transform, type TransformCallback } from 'node:stream';
import type { SniffedMimeType } from '@platform/contract';

/** Signatures of the accepted types (first bytes of the file). */
const SIGNATURES: { mime: SniffedMimeType; bytes: number[] }[] = [
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** Bytes needed to decide. */
export const SNIFF_BYTES = Math.max(...SIGNATURES.map((s) => s.bytes.length));

/** The real type of a file from its first bytes, or null when it is none of the accepted ones. */
export function sniffMimeType(head: Uint8Array): SniffedMimeType | null {
  for (const { mime, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((b, i) => head[i] === b)) return mime;
  }
  return null;
}

export class UnsupportedFileTypeError extends Error {
  constructor() {
    super('unsupported file type');
    this.name = 'UnsupportedFileTypeError';
  }
}

export class FileTooLargeError extends Error {
  constructor() {
    super('file too large');
    this.name = 'FileTooLargeError';
  }
}

/**
 * Passes bytes through once the first ones show an accepted type (then `mime` is set); fails the
 * stream with UnsupportedFileTypeError otherwise, and with FileTooLargeError past `maxBytes`.
 */
export class SniffingStream extends Transform {
  mime: SniffedMimeType | null = null;
  private head: Buffer[] = [];
  private headLength = 0;
  private total = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.total += chunk.length;
    if (this.total > this.maxBytes) return callback(new FileTooLargeError());
    if (this.mime) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return callback();
    this.decide(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.mime) return callback();
    this.decide(callback);
  }

  private decide(callback: TransformCallback): void {
    const buffered = Buffer.concat(this.head);
    this.head = [];
    this.mime = sniffMimeType(buffered);
    if (!this.mime) return callback(new UnsupportedFileTypeError());
    callback(null, buffered);
  }
}
