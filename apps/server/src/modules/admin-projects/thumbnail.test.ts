import sharp from 'sharp';
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

const raw = (data: Buffer, width: number, height: number) => sharp(data, { raw: { width, height, channels: 4 } });
const jpegOf = (width: number, height: number) => raw(picture(width, height), width, height).jpeg({ quality: 90 }).toBuffer();
const pngOf = (width: number, height: number, alpha = false) =>
  raw(picture(width, height, alpha), width, height)
    .png()
    .toBuffer();
const webpOf = (width: number, height: number) => raw(picture(width, height), width, height).webp({ quality: 90 }).toBuffer();

const facts = (bytes: Buffer): ImageFacts => {
  const read = readImageFacts(bytes);
  if (!read) throw new Error('test image not readable');
  return read;
};

/** Average colour of the thumbnail (decoded again) in a rectangle. */
async function colourAt(bytes: Buffer, x0: number, y0: number, x1: number, y1: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) for (let c = 0; c < 3; c++) sum[c] += data[(y * info.width + x) * info.channels + c];
  }
  return sum.map((s) => s / ((x1 - x0) * (y1 - y0)));
}

function expectColour(actual: number[], expected: number[]) {
  actual.forEach((value, i) => expect(Math.abs(value - expected[i])).toBeLessThan(12));
}

const reasonOf = async (work: () => Promise<unknown>): Promise<string | null> => {
  try {
    await work();
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
  it('shrinks a 1600x900 JPEG to a 480x270 WebP with the colours in place', async () => {
    const original = await jpegOf(1600, 900);
    const thumb = await makeThumbnail(original, facts(original));
    expect(thumb).toMatchObject({ mime: 'image/webp', width: 480, height: 270 });
    expect(readImageFacts(thumb!.bytes)).toEqual({ mime: 'image/webp', width: 480, height: 270 });
    expect(thumb!.bytes.length).toBeLessThan(original.length);
    expectColour(await colourAt(thumb!.bytes, 20, 20, 200, 250), [200, 30, 30]);
    expectColour(await colourAt(thumb!.bytes, 280, 20, 460, 250), [30, 40, 190]);
  });

  it('averages areas instead of picking pixels: one-pixel stripes become even grey', async () => {
    const width = 1600;
    const height = 900;
    const data = Buffer.alloc(width * height * 4, 255);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x += 2) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    const stripes = await raw(data, width, height).png().toBuffer();
    const thumb = (await makeThumbnail(stripes, facts(stripes)))!;
    // Each target pixel covers 3⅓ stripes: 40-60 % white. Nearest neighbour would give black or white.
    for (let x = 10; x < 470; x += 37) {
      const [grey] = await colourAt(thumb.bytes, x, 100, x + 1, 170);
      expect(Math.abs(grey - 127.5)).toBeLessThan(32);
    }
    expect(Math.abs((await colourAt(thumb.bytes, 0, 0, 480, 270))[0] - 127.5)).toBeLessThan(5);
  });

  it('shrinks a PNG and puts transparent pixels on white', async () => {
    const original = await pngOf(1600, 900, true);
    const thumb = await makeThumbnail(original, facts(original));
    expect(thumb).toMatchObject({ width: 480, height: 270 });
    expect(readImageFacts(thumb!.bytes)).toEqual({ mime: 'image/webp', width: 480, height: 270 });
    expect((await sharp(thumb!.bytes).metadata()).hasAlpha).toBe(false);
    expectColour(await colourAt(thumb!.bytes, 20, 20, 200, 250), [200, 30, 30]);
    expectColour(await colourAt(thumb!.bytes, 280, 20, 460, 110), [30, 40, 190]);
    expectColour(await colourAt(thumb!.bytes, 280, 160, 460, 260), [255, 255, 255]);
  });

  it('shrinks a WebP upload too', async () => {
    const original = await webpOf(1600, 900);
    expect(facts(original)).toEqual({ mime: 'image/webp', width: 1600, height: 900 });
    const thumb = await makeThumbnail(original, facts(original));
    expect(readImageFacts(thumb!.bytes)).toEqual({ mime: 'image/webp', width: 480, height: 270 });
    expectColour(await colourAt(thumb!.bytes, 20, 20, 200, 250), [200, 30, 30]);
    expectColour(await colourAt(thumb!.bytes, 280, 20, 460, 250), [30, 40, 190]);
  });

  it('turns a photo upright by its EXIF orientation and drops the EXIF data', async () => {
    // Stored 1600x900 (red left, blue right) with orientation 6: shown rotated 90° clockwise, that is
    // 900x1600 with red on top and blue below.
    const sideways = await raw(picture(1600, 900), 1600, 900)
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Copyright: 'test' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const thumb = (await makeThumbnail(sideways, facts(sideways)))!;
    expect(thumb).toMatchObject({ width: 180, height: 320 });
    expect(readImageFacts(thumb.bytes)).toEqual({ mime: 'image/webp', width: 180, height: 320 });
    expectColour(await colourAt(thumb.bytes, 10, 10, 170, 150), [200, 30, 30]);
    expectColour(await colourAt(thumb.bytes, 10, 170, 170, 310), [30, 40, 190]);
    const meta = await sharp(thumb.bytes).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();

    // Upright, a 400x300 photo with orientation 8 is 300x400: taller than the box, so it is shrunk.
    const small = await raw(picture(400, 300), 400, 300).jpeg().withMetadata({ orientation: 8 }).toBuffer();
    expect(await makeThumbnail(small, facts(small))).toMatchObject({ width: 240, height: 320 });
  });

  it('keeps an image that already fits the box as its own thumbnail (no upscaling)', async () => {
    const small = await pngOf(300, 200);
    expect(await makeThumbnail(small, facts(small))).toBeNull();
    expect(await makeThumbnail(TINY_JPEG, facts(TINY_JPEG))).toBeNull();
    expect(await makeThumbnail(TINY_PNG, facts(TINY_PNG))).toBeNull();
    // The image's own header decides, not the caller's facts.
    expect(await makeThumbnail(TINY_WEBP, { mime: 'image/webp', width: 4000, height: 3000 })).toBeNull();
    const smallWebp = await webpOf(480, 320);
    expect(await makeThumbnail(smallWebp, facts(smallWebp))).toBeNull();
    // One side over the box is enough to shrink.
    const tall = await jpegOf(200, 640);
    expect(await makeThumbnail(tall, facts(tall))).toMatchObject({ width: 100, height: 320 });
  });

  it('refuses corrupt pixel data, and bytes of another type than the facts say, as unreadable', async () => {
    const original = await jpegOf(1600, 900);
    const garbled = Buffer.from(original);
    for (let i = 700; i < garbled.length - 2; i++) garbled[i] = (i * 7919) & 0xff;
    expect(await reasonOf(() => makeThumbnail(garbled, facts(garbled)))).toBe('unreadable');
    expect(await reasonOf(() => makeThumbnail(original.subarray(0, original.length >> 1), facts(original)))).toBe('unreadable');
    const png = await pngOf(1600, 900);
    expect(await reasonOf(() => makeThumbnail(png.subarray(0, png.length >> 1), facts(png)))).toBe('unreadable');
    expect(await reasonOf(() => makeThumbnail(png, { mime: 'image/jpeg', width: 1600, height: 900 }))).toBe('unreadable');
    const webp = await webpOf(1600, 900);
    expect(await reasonOf(() => makeThumbnail(webp.subarray(0, webp.length >> 1), facts(webp)))).toBe('unreadable');
  });

  it('refuses a huge declared resolution before decoding it', async () => {
    // A PNG header claiming 20000x20000 pixels over a few bytes of data.
    const png = Buffer.from(await pngOf(600, 400));
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    expect(facts(png)).toMatchObject({ width: 20_000, height: 20_000 });
    expect(await reasonOf(() => makeThumbnail(png, facts(png)))).toBe('too_large');

    // A JPEG frame header claiming 10000x10000: refused up front, and by the decoder's own limit
    // even when the caller's facts understate it.
    const jpg = Buffer.from(await jpegOf(600, 400));
    const sof = jpg.indexOf(Buffer.from([0xff, 0xc0]));
    jpg.writeUInt16BE(10_000, sof + 5);
    jpg.writeUInt16BE(10_000, sof + 7);
    expect(facts(jpg)).toMatchObject({ width: 10_000, height: 10_000 });
    expect(await reasonOf(() => makeThumbnail(jpg, facts(jpg)))).toBe('too_large');
    expect(await reasonOf(() => makeThumbnail(jpg, { mime: 'image/jpeg', width: 1000, height: 1000 }))).toBe('too_large');
  });
});
