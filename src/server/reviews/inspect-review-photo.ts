import sharp from 'sharp';
import {
  MAX_REVIEW_PHOTO_BYTES,
  MAX_REVIEW_PHOTO_PIXELS,
  REVIEW_PHOTO_INPUT_FORMATS,
} from '#domain/reviews/review-photo-rules.ts';

export type InspectedReviewPhoto = { kind: 'readable'; pixels: number } | { kind: 'refused'; message: string };

const MEGABYTES = MAX_REVIEW_PHOTO_BYTES / 1024 / 1024;
const MEGAPIXELS = MAX_REVIEW_PHOTO_PIXELS / 1_000_000;
const NOT_AN_IMAGE = 'each photo must be a JPEG, PNG or WebP image';

/**
 * What a photo claims to be, from its header alone (sharp's metadata() decodes no pixel): its
 * kind, decided by its bytes, and how many pixels it would decode to. A file over 10 MB or 40
 * megapixels, or not a JPEG, PNG, WebP or HEIF, is refused here, so a small file claiming a huge
 * image (a decompression bomb) costs a header read, never a decode.
 */
export async function inspectReviewPhoto(bytes: Uint8Array): Promise<InspectedReviewPhoto> {
  if (bytes.byteLength > MAX_REVIEW_PHOTO_BYTES)
    return { kind: 'refused', message: `each photo must be at most ${MEGABYTES} MB` };
  try {
    const metadata = await sharp(bytes).metadata();
    if (!(REVIEW_PHOTO_INPUT_FORMATS as readonly string[]).includes(metadata.format))
      return { kind: 'refused', message: NOT_AN_IMAGE };
    const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
    if (pixels > MAX_REVIEW_PHOTO_PIXELS)
      return { kind: 'refused', message: `each photo must be at most ${MEGAPIXELS} megapixels` };
    return { kind: 'readable', pixels };
  } catch {
    return { kind: 'refused', message: NOT_AN_IMAGE };
  }
}
