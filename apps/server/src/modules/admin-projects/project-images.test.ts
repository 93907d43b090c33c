import { describe, expect, it } from 'vitest';
import { isPdf, readImageFacts, sniffImageType } from './project-images';
import { TINY_JPEG, TINY_PNG, TINY_WEBP } from './test-images';

describe('project photo sniffing', () => {
  it('reads type and size of real JPEG, PNG and WebP files', () => {
    expect(readImageFacts(TINY_JPEG)).toEqual({ mime: 'image/jpeg', width: 3, height: 2 });
    expect(readImageFacts(TINY_PNG)).toEqual({ mime: 'image/png', width: 4, height: 3 });
    expect(readImageFacts(TINY_WEBP)).toEqual({ mime: 'image/webp', width: 5, height: 4 });
  });

  it('refuses a text file named .jpg, a truncated JPEG and a PDF', () => {
    expect(readImageFacts(Buffer.from('this is not a jpeg at all, just text'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.4'))).toBeNull();
    // JPEG magic but no frame header.
    expect(readImageFacts(TINY_JPEG.subarray(0, 12))).toBeNull();
  });

  it('knows a PDF by its first bytes', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n...'))).toBe(true);
    expect(isPdf(TINY_PNG)).toBe(false);
  });
});
