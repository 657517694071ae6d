import type { ReviewPhotoFormat } from './review-photo-kind.ts';

/** The address of one size of a stored review photo; stable forever, so it is cached forever. */
export function reviewPhotoPath(photoId: string, size: string, format: ReviewPhotoFormat): string {
  return `/api/review-photos/${photoId}/${size}.${format}`;
}
