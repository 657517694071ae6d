import type { ReviewPhotoFormat, ReviewPhotoKind } from './review-terms.ts';

/** The address of one size of a stored review photo; stable forever, so it is cached forever. */
export function reviewPhotoPath(photoId: string, size: string, format: ReviewPhotoFormat): string {
  return `/api/review-photos/${photoId}/${size}.${format}`;
}

/** A photo of a review as stored: its random id, whose it is, and its place in the order the visitor gave. */
export interface StoredReviewPhoto {
  photoId: string;
  kind: ReviewPhotoKind;
  position: number;
}

/**
 * A review's stored photos as the API names them (spec section 7: authorPhotoStoragePath, and
 * photos [{id, storagePath}]): each by its 1x WebP, from which a page derives every other file
 * (review-photo-files.ts).
 */
export function storedPhotoPaths(photos: readonly StoredReviewPhoto[]): {
  authorPhotoStoragePath: string | null;
  photos: { id: number; storagePath: string }[];
} {
  const author = photos.find((photo) => photo.kind === 'author');
  return {
    authorPhotoStoragePath: author ? reviewPhotoPath(author.photoId, 'avatar-1x', 'webp') : null,
    photos: photos
      .filter((photo) => photo.kind === 'review')
      .map((photo) => ({ id: photo.position, storagePath: reviewPhotoPath(photo.photoId, 'thumb-1x', 'webp') })),
  };
}
