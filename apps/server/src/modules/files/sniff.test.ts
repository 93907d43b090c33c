import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileTooLargeError, sniffMimeType, SniffingStream, UnsupportedFileTypeError } from './sniff';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const bytes = (...b: number[]) => Uint8Array.from(b);

describe('sniffMimeType', () => {
  it('knows JPEG, PNG and PDF by their first bytes', () => {
    expect(sniffMimeType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg');
    expect(sniffMimeType(bytes(...PNG, 0, 0, 0, 13))).toBe('image/png');
    expect(sniffMimeType(Buffer.from('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf');
  });

  it('refuses anything else, truncated signatures and empty input', () => {
    expect(sniffMimeType(Buffer.from('hello, I am a text file named .png'))).toBeNull();
    expect(sniffMimeType(bytes(...PNG.slice(0, 7)))).toBeNull();
    expect(sniffMimeType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffMimeType(Buffer.from('%PDF'))).toBeNull();
    expect(sniffMimeType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffMimeType(bytes())).toBeNull();
  });
});

async function run(chunks: Buffer[], maxBytes = 1024) {
  const sniffer = new SniffingStream(maxBytes);
  const out: Buffer[] = [];
  await pipeline(
    Readable.from(chunks),
    sniffer,
    new Writable({
      write(chunk: Buffer, _e, cb) {
        out.push(chunk);
        cb();
      },
    }),
  );
  return { mime: sniffer.mime, data: Buffer.concat(out) };
}

describe('SniffingStream', () => {
  it('passes every byte through once the signature is known, even split across chunks', async () => {
    const chunks = [Buffer.from([0x89, 0x50]), Buffer.from([0x4e, 0x47, 0x0d]), Buffer.from([0x0a, 0x1a, 0x0a, 1, 2, 3]), Buffer.from([4])];
    const result = await run(chunks);
    expect(result.mime).toBe('image/png');
    expect(result.data).toEqual(Buffer.concat(chunks));
  });

  it('accepts a file shorter than the longest signature', async () => {
    expect((await run([Buffer.from([0xff, 0xd8, 0xff])])).mime).toBe('image/jpeg');
  });

  it('fails on an unknown type and past the size limit', async () => {
    await expect(run([Buffer.from('plain text pretending to be a PNG')])).rejects.toBeInstanceOf(UnsupportedFileTypeError);
    await expect(run([Buffer.from(PNG), Buffer.alloc(20)], 27)).rejects.toBeInstanceOf(FileTooLargeError);
    expect((await run([Buffer.from(PNG), Buffer.alloc(19)], 27)).data.length).toBe(27);
  });
});
