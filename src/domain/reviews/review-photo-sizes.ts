import type { ReviewPhotoKind } from './review-terms.ts';

/** One stored size of a photo: cropped to a square (`cover`) or fitted inside a box (`inside`). */
export interface ReviewPhotoSize {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly fit: 'cover' | 'inside';
}

const square = (name: string, side: number): ReviewPhotoSize => ({ name, width: side, height: side, fit: 'cover' });

/** The large size a gallery opens: 1600 px on the long side, never enlarged. */
export const LARGE_PHOTO_SIZE: ReviewPhotoSize = { name: 'large', width: 1600, height: 1600, fit: 'inside' };

/**
 * The sizes made of each photo (spec section 7: thumbnails 100×100 and avatars 64×64, at 1x, 2x
 * and 3x): the author's photo is an avatar, a review's photo a thumbnail and the gallery's large one.
 */
export const REVIEW_PHOTO_SIZES: Readonly<Record<ReviewPhotoKind, readonly ReviewPhotoSize[]>> = {
  author: [square('avatar-1x', 64), square('avatar-2x', 128), square('avatar-3x', 192)],
  review: [square('thumb-1x', 100), square('thumb-2x', 200), square('thumb-3x', 300), LARGE_PHOTO_SIZE],
};

/** Every size name a photo address may ask for. */
export const REVIEW_PHOTO_SIZE_NAMES: readonly string[] = [
  ...REVIEW_PHOTO_SIZES.author,
  ...REVIEW_PHOTO_SIZES.review,
].map((size) => size.name);
