/**
 * Thumbnails of uploaded project photos with sharp (libvips; decisions 0017 and 0054).
 * The photo is turned upright by its EXIF orientation, composited on white, shrunk to fit
 * THUMBNAIL_BOX and encoded as a WebP. No I/O here: bytes in, bytes out. All sharp calls are
 * asynchronous: decoding and encoding run on the libuv thread pool, not on the request thread.
 */
import sharp from 'sharp';
import type { ImageFacts } from './project-images';

export const THUMBNAIL_BOX = { width: 480, height: 320 } as const;
export const THUMBNAIL_QUALITY = 80;
/** Larger photos are refused before decoding (a 24 MP camera photo still passes). */
export const THUMBNAIL_MAX_MEGAPIXELS = 25;
const MAX_INPUT_PIXELS = THUMBNAIL_MAX_MEGAPIXELS * 1_000_000;

/** sharp's name of each accepted upload type (sharp sniffs the bytes itself). */
const SHARP_FORMAT: Record<ImageFacts['mime'], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

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
  mime: 'image/webp';
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

/** A sharp pipeline over the upload with the safety limits: pixel cap, and any decoder warning fails. */
const open = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', pages: 1 });

function failure(error: unknown): ThumbnailError {
  if (error instanceof ThumbnailError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new ThumbnailError('too_large', message);
  return new ThumbnailError('unreadable', message);
}

/**
 * The thumbnail of a photo, or null when the original serves as its own thumbnail: upright, it
 * already fits the box (no upscaling). Throws ThumbnailError when the image cannot be decoded or is
 * larger than THUMBNAIL_MAX_MEGAPIXELS (by the caller's facts or by the image's own header).
 */
export async function makeThumbnail(bytes: Uint8Array, facts: ImageFacts): Promise<Thumbnail | null> {
  if (facts.width * facts.height > MAX_INPUT_PIXELS) {
    throw new ThumbnailError('too_large', `The photo has more than ${THUMBNAIL_MAX_MEGAPIXELS} megapixels`);
  }
  try {
    // Header only: the real type, size and orientation.
    const meta = await open(bytes).metadata();
    if (meta.format !== SHARP_FORMAT[facts.mime]) throw new ThumbnailError('unreadable', `Not a ${facts.mime}: ${meta.format}`);
    if (meta.width * meta.height > MAX_INPUT_PIXELS) {
      throw new ThumbnailError('too_large', `The photo has more than ${THUMBNAIL_MAX_MEGAPIXELS} megapixels`);
    }
    const upright = meta.autoOrient;
    if (upright.width <= THUMBNAIL_BOX.width && upright.height <= THUMBNAIL_BOX.height) return null;
    const size = fitInBox(upright);
    const { data, info } = await open(bytes)
      .autoOrient()
      .resize({ ...size, fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .webp({ quality: THUMBNAIL_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mime: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    throw failure(error);
  }
}
