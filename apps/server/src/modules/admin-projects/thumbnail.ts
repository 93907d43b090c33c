/**
 * Thumbnails of uploaded project photos with pure-JS codecs (jpeg-js, pngjs; decision 0017).
 * The photo is decoded, composited on white, shrunk to fit THUMBNAIL_BOX with an area-average
 * (box) filter and encoded as a JPEG. No I/O here: bytes in, bytes out.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { ImageFacts } from './project-images';

export const THUMBNAIL_BOX = { width: 480, height: 320 } as const;
export const THUMBNAIL_QUALITY = 80;
/** Larger photos are refused before decoding (a 24 MP camera photo still passes). */
export const THUMBNAIL_MAX_MEGAPIXELS = 25;
const JPEG_MAX_MEMORY_MB = 576;

export type ThumbnailFailure = 'unreadable' | 'too_large';

export class ThumbnailError extends Error {
  constructor(
    readonly reason: ThumbnailFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ThumbnailError';
  }
}

export interface Thumbnail {
  bytes: Buffer;
  mime: 'image/jpeg';
  width: number;
  height: number;
}

interface Size {
  width: number;
  height: number;
}

/** The size that fits inside the box keeping the aspect ratio; never larger than the image. */
export function fitInBox(image: Size, box: Size = THUMBNAIL_BOX): Size {
  const scale = Math.min(box.width / image.width, box.height / image.height, 1);
  return {
    width: Math.max(1, Math.min(box.width, Math.round(image.width * scale))),
    height: Math.max(1, Math.min(box.height, Math.round(image.height * scale))),
  };
}

/**
 * The thumbnail of a photo, or null when the original serves as its own thumbnail: it already fits
 * the box (no upscaling), or it is a WebP (no pure-JS decoder). Throws ThumbnailError when the image
 * cannot be decoded or is larger than THUMBNAIL_MAX_MEGAPIXELS.
 */
export function makeThumbnail(bytes: Uint8Array, facts: ImageFacts): Thumbnail | null {
  if (facts.mime === 'image/webp') return null;
  if (facts.width * facts.height > THUMBNAIL_MAX_MEGAPIXELS * 1_000_000) {
    throw new ThumbnailError('too_large', `The photo has more than ${THUMBNAIL_MAX_MEGAPIXELS} megapixels`);
  }
  if (facts.width <= THUMBNAIL_BOX.width && facts.height <= THUMBNAIL_BOX.height) return null;
  const rgba = decode(bytes, facts.mime);
  const size = fitInBox(rgba);
  const pixels = downscaleOnWhite(rgba, size);
  const encoded = jpeg.encode({ width: size.width, height: size.height, data: pixels }, THUMBNAIL_QUALITY);
  return { bytes: encoded.data, mime: 'image/jpeg', ...size };
}

interface Rgba extends Size {
  data: Uint8Array;
}

function decode(bytes: Uint8Array, mime: 'image/jpeg' | 'image/png'): Rgba {
  let image: Rgba;
  try {
    if (mime === 'image/jpeg') {
      image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: THUMBNAIL_MAX_MEGAPIXELS,
        maxMemoryUsageInMB: JPEG_MAX_MEMORY_MB,
      });
    } else {
      // pngjs always hands back 8-bit RGBA; the inflated size is capped by the declared size.
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      image = { width: png.width, height: png.height, data: png.data };
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/maxResolutionInMP|maxMemoryUsageInMB|allocate enough memory/.test(message)) throw new ThumbnailError('too_large', message);
    throw new ThumbnailError('unreadable', message);
  }
  if (image.width < 1 || image.height < 1 || image.data.length < image.width * image.height * 4) {
    throw new ThumbnailError('unreadable', 'The decoded image is empty');
  }
  return image;
}

/** For each target pixel along one axis: the first source pixel and the share of each covered one. */
function areaTaps(source: number, target: number): { first: number; weights: number[] }[] {
  const step = source / target;
  return Array.from({ length: target }, (_, i) => {
    const from = i * step;
    const to = Math.min(source, (i + 1) * step);
    const first = Math.floor(from);
    const weights: number[] = [];
    for (let s = first; s < Math.ceil(to); s++) weights.push((Math.min(to, s + 1) - Math.max(from, s)) / step);
    return { first, weights };
  });
}

/** Area-average downscale of RGBA pixels composited on white; returns opaque RGBA. */
export function downscaleOnWhite(image: Rgba, size: Size): Uint8Array {
  const { width, height, data } = image;
  const columns = areaTaps(width, size.width);
  const rows = areaTaps(height, size.height);
  // Horizontal pass: every source row shrunk to the target width (RGB on white, floats).
  const wide = new Float32Array(size.width * height * 3);
  for (let y = 0; y < height; y++) {
    const rowStart = y * width * 4;
    for (let x = 0; x < size.width; x++) {
      const { first, weights } = columns[x];
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < weights.length; k++) {
        const at = rowStart + (first + k) * 4;
        const alpha = data[at + 3] / 255;
        const white = 255 * (1 - alpha);
        const w = weights[k];
        r += (data[at] * alpha + white) * w;
        g += (data[at + 1] * alpha + white) * w;
        b += (data[at + 2] * alpha + white) * w;
      }
      const out = (y * size.width + x) * 3;
      wide[out] = r;
      wide[out + 1] = g;
      wide[out + 2] = b;
    }
  }
  // Vertical pass.
  const pixels = new Uint8Array(size.width * size.height * 4);
  for (let y = 0; y < size.height; y++) {
    const { first, weights } = rows[y];
    for (let x = 0; x < size.width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < weights.length; k++) {
        const at = ((first + k) * size.width + x) * 3;
        const w = weights[k];
        r += wide[at] * w;
        g += wide[at + 1] * w;
        b += wide[at + 2] * w;
      }
      const out = (y * size.width + x) * 4;
      pixels[out] = Math.round(Math.min(255, Math.max(0, r)));
      pixels[out + 1] = Math.round(Math.min(255, Math.max(0, g)));
      pixels[out + 2] = Math.round(Math.min(255, Math.max(0, b)));
      pixels[out + 3] = 255;
    }
  }
  return pixels;
}
