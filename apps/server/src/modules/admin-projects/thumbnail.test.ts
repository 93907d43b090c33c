import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { readImageFacts, type ImageFacts } from './project-images';
import { TINY_JPEG, TINY_PNG, TINY_WEBP } from './test-images';
import { fitInBox, makeThumbnail, ThumbnailError } from './thumbnail';

type Rgba = [number, number, number, number];

/** Left half red, right half blue; the bottom-right quarter transparent when `alpha` is set. */
function picture(width: number, height: number, alpha = false): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour: Rgba = x < width / 2 ? [200, 30, 30, 255] : [30, 40, 190, 255];
      if (alpha && x >= width / 2 && y >= height / 2) colour[3] = 0;
      data.set(colour, (y * width + x) * 4);
    }
  }
  return data;
}

const jpegOf = (width: number, height: number) => jpeg.encode({ width, height, data: picture(width, height) }, 90).data;

function pngOf(width: number, height: number, alpha = false): Buffer {
  const png = new PNG({ width, height });
  picture(width, height, alpha).copy(png.data);
  return PNG.sync.write(png);
}

const facts = (bytes: Buffer): ImageFacts => {
  const read = readImageFacts(bytes);
  if (!read) throw new Error('test image not readable');
  return read;
};

/** Average colour of the thumbnail (decoded again) in a rectangle. */
function colourAt(bytes: Buffer, x0: number, y0: number, x1: number, y1: number): number[] {
  const image = jpeg.decode(bytes, { useTArray: true });
  const sum = [0, 0, 0];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) for (let c = 0; c < 3; c++) sum[c] += image.data[(y * image.width + x) * 4 + c];
  }
  return sum.map((s) => s / ((x1 - x0) * (y1 - y0)));
}

function expectColour(actual: number[], expected: number[]) {
  actual.forEach((value, i) => expect(Math.abs(value - expected[i])).toBeLessThan(12));
}

const reasonOf = (work: () => unknown): string | null => {
  try {
    work();
    return null;
  } catch (error) {
    return error instanceof ThumbnailError ? error.reason : `other: ${String(error)}`;
  }
};

describe('fitInBox', () => {
  it('keeps the aspect ratio inside 480x320 and never enlarges', () => {
    expect(fitInBox({ width: 1600, height: 900 })).toEqual({ width: 480, height: 270 });
    expect(fitInBox({ width: 900, height: 1600 })).toEqual({ width: 180, height: 320 });
    expect(fitInBox({ width: 4800, height: 3200 })).toEqual({ width: 480, height: 320 });
    expect(fitInBox({ width: 100, height: 50 })).toEqual({ width: 100, height: 50 });
    expect(fitInBox({ width: 100_000, height: 10 })).toEqual({ width: 480, height: 1 });
  });
});

describe('makeThumbnail', () => {
  it('shrinks a 1600x900 JPEG to a 480x270 JPEG with the colours in place', () => {
    const original = jpegOf(1600, 900);
    const thumb = makeThumbnail(original, facts(original));
    expect(thumb).toMatchObject({ mime: 'image/jpeg', width: 480, height: 270 });
    expect(readImageFacts(thumb!.bytes)).toEqual({ mime: 'image/jpeg', width: 480, height: 270 });
    expect(thumb!.bytes.length).toBeLessThan(original.length);
    expectColour(colourAt(thumb!.bytes, 20, 20, 200, 250), [200, 30, 30]);
    expectColour(colourAt(thumb!.bytes, 280, 20, 460, 250), [30, 40, 190]);
  });

  it('averages areas instead of picking pixels: one-pixel stripes become even grey', () => {
    const width = 1600;
    const height = 900;
    const data = Buffer.alloc(width * height * 4, 255);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x += 2) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    const png = new PNG({ width, height });
    data.copy(png.data);
    const stripes = PNG.sync.write(png);
    const thumb = makeThumbnail(stripes, facts(stripes))!;
    // Each target pixel covers 3⅓ stripes: 40-60 % white. Nearest neighbour would give black or white.
    for (let x = 10; x < 470; x += 37) {
      const [grey] = colourAt(thumb.bytes, x, 100, x + 1, 170);
      expect(Math.abs(grey - 127.5)).toBeLessThan(32);
    }
    expect(Math.abs(colourAt(thumb.bytes, 0, 0, 480, 270)[0] - 127.5)).toBeLessThan(5);
  });

  it('shrinks a PNG and puts transparent pixels on white', () => {
    const original = pngOf(1600, 900, true);
    const thumb = makeThumbnail(original, facts(original));
    expect(thumb).toMatchObject({ width: 480, height: 270 });
    expect(readImageFacts(thumb!.bytes)).toEqual({ mime: 'image/jpeg', width: 480, height: 270 });
    expectColour(colourAt(thumb!.bytes, 20, 20, 200, 250), [200, 30, 30]);
    expectColour(colourAt(thumb!.bytes, 280, 20, 460, 110), [30, 40, 190]);
    expectColour(colourAt(thumb!.bytes, 280, 160, 460, 260), [255, 255, 255]);
  });

  it('keeps an image that already fits the box (no upscaling) and a WebP as their own thumbnail', () => {
    const small = pngOf(300, 200);
    expect(makeThumbnail(small, facts(small))).toBeNull();
    expect(makeThumbnail(TINY_JPEG, facts(TINY_JPEG))).toBeNull();
    expect(makeThumbnail(TINY_PNG, facts(TINY_PNG))).toBeNull();
    expect(makeThumbnail(TINY_WEBP, { mime: 'image/webp', width: 4000, height: 3000 })).toBeNull();
    // One side over the box is enough to shrink.
    const tall = jpegOf(200, 640);
    expect(makeThumbnail(tall, facts(tall))).toMatchObject({ width: 100, height: 320 });
  });

  it('refuses corrupt pixel data as unreadable', () => {
    const original = jpegOf(1600, 900);
    const garbled = Buffer.from(original);
    for (let i = 700; i < garbled.length - 2; i++) garbled[i] = (i * 7919) & 0xff;
    expect(reasonOf(() => makeThumbnail(garbled, facts(garbled)))).toBe('unreadable');
    expect(reasonOf(() => makeThumbnail(original.subarray(0, 20_000), facts(original)))).toBe('unreadable');
    const png = pngOf(1600, 900);
    expect(reasonOf(() => makeThumbnail(png.subarray(0, png.length >> 1), facts(png)))).toBe('unreadable');
  });

  it('refuses a huge declared resolution before decoding it', () => {
    // A PNG header claiming 20000x20000 pixels over a few bytes of data.
    const png = Buffer.from(pngOf(600, 400));
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    expect(facts(png)).toMatchObject({ width: 20_000, height: 20_000 });
    expect(reasonOf(() => makeThumbnail(png, facts(png)))).toBe('too_large');

    // A JPEG frame header claiming 10000x10000: refused up front, and by the decoder's own limit
    // even when the caller's facts understate it.
    const jpg = Buffer.from(jpegOf(600, 400));
    const sof = jpg.indexOf(Buffer.from([0xff, 0xc0]));
    jpg.writeUInt16BE(10_000, sof + 5);
    jpg.writeUInt16BE(10_000, sof + 7);
    expect(facts(jpg)).toMatchObject({ width: 10_000, height: 10_000 });
    expect(reasonOf(() => makeThumbnail(jpg, facts(jpg)))).toBe('too_large');
    expect(reasonOf(() => makeThumbnail(jpg, { mime: 'image/jpeg', width: 1000, height: 1000 }))).toBe('too_large');
  });
});
