import sharp, { type OutputInfo } from 'sharp';
import {
  MAX_REVIEW_PHOTO_BYTES,
  MAX_REVIEW_PHOTO_PIXELS,
  REVIEW_PHOTO_INPUT_FORMATS,
} from '#domain/reviews/review-photo-rules.ts';
import { LARGE_PHOTO_SIZE, REVIEW_PHOTO_SIZES } from '#domain/reviews/review-photo-sizes.ts';
import type { ReviewPhotoFormat, ReviewPhotoKind } from '#domain/reviews/review-terms.ts';

/** One stored size and format of a photo, re-encoded from the decoded pixels. */
export interface ReviewPhotoVariant {
  size: string;
  format: ReviewPhotoFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export type ProcessedReviewPhoto =
  { kind: 'processed'; variants: ReviewPhotoVariant[] } | { kind: 'refused'; message: string };

// failOn 'error': a truncated or corrupt file is refused rather than shown half grey.
const INPUT = { limitInputPixels: MAX_REVIEW_PHOTO_PIXELS, failOn: 'error' } as const;
const MEGABYTES = MAX_REVIEW_PHOTO_BYTES / 1024 / 1024;
const MEGAPIXELS = MAX_REVIEW_PHOTO_PIXELS / 1_000_000;

/**
 * A visitor's photo made safe to store and serve: its kind is decided by its bytes (never by its
 * name or header), it is refused when over 10 MB or 40 megapixels (a decompression bomb is
 * refused from its header, before its pixels are decoded), when it is not a JPEG, PNG, WebP or
 * HEIF, or when it does not decode; otherwise it is decoded once, turned upright (EXIF
 * orientation), and re-encoded in every size of its kind as WebP and JPEG. Nothing of the file
 * but its pixels survives: no EXIF, no GPS, no ICC quirks, no trailing bytes.
 */
export async function processReviewPhoto(bytes: Uint8Array, kind: ReviewPhotoKind): Promise<ProcessedReviewPhoto> {
  if (bytes.byteLength > MAX_REVIEW_PHOTO_BYTES)
    return { kind: 'refused', message: `each photo must be at most ${MEGABYTES} MB` };
  let format: string | undefined;
  let pixels: number;
  try {
    // The header only: how many pixels it claims is judged here, with a message saying so.
    const metadata = await sharp(bytes).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    return { kind: 'refused', message: 'each photo must be a JPEG, PNG or WebP image' };
  }
  if (!format || !(REVIEW_PHOTO_INPUT_FORMATS as readonly string[]).includes(format))
    return { kind: 'refused', message: 'each photo must be a JPEG, PNG or WebP image' };
  if (pixels > MAX_REVIEW_PHOTO_PIXELS)
    return { kind: 'refused', message: `each photo must be at most ${MEGAPIXELS} megapixels` };
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, upright, no larger than the largest size kept; every size is made from these pixels.
    decoded = await sharp(bytes, INPUT)
      .rotate()
      .resize({
        width: LARGE_PHOTO_SIZE.width,
        height: LARGE_PHOTO_SIZE.height,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Also where an iPhone's HEIC photo ends when the image library has no HEVC decoder (sharp's prebuilt one has none): say what to send instead.
    return {
      kind: 'refused',
      message:
        'a photo could not be read: the file is damaged or in a format this site cannot read; send it as JPEG, PNG or WebP',
    };
  }
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels } as const;
  const variants: ReviewPhotoVariant[] = [];
  for (const size of REVIEW_PHOTO_SIZES[kind]) {
    const resized = sharp(decoded.data, { raw }).resize({
      width: size.width,
      height: size.height,
      fit: size.fit,
      withoutEnlargement: size.fit === 'inside',
    });
    const webp = await resized.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    // JPEG has no transparency: a transparent PNG is laid on white, not on black.
    const jpg = await resized
      .clone()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    variants.push({
      size: size.name,
      format: 'webp',
      width: webp.info.width,
      height: webp.info.height,
      bytes: webp.data,
    });
    variants.push({ size: size.name, format: 'jpg', width: jpg.info.width, height: jpg.info.height, bytes: jpg.data });
  }
  return { kind: 'processed', variants };
}
