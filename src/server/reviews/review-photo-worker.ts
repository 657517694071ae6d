import sharp from 'sharp';
import type { ReviewPhotoKind } from '#domain/reviews/review-terms.ts';
import { processReviewPhoto, type ProcessedReviewPhoto } from './process-review-photo.ts';

// One image library thread: the pool's one worker then holds one core at most, and the other
// serves pages and the API. (The setting is the process's: the main thread decodes nothing.)
sharp.concurrency(1);

/** One review's photos, in the order of the form. */
export interface ReviewPhotoTask {
  photos: { bytes: Uint8Array; kind: ReviewPhotoKind }[];
}

/**
 * Runs in the review-photo pool's worker thread (review-photo-pool.ts): a review's photos
 * decoded and re-encoded one after the other, stopping at the first refused.
 */
export default async function processReviewPhotos({ photos }: ReviewPhotoTask): Promise<ProcessedReviewPhoto[]> {
  const results: ProcessedReviewPhoto[] = [];
  for (const photo of photos) {
    const processed = await processReviewPhoto(photo.bytes, photo.kind);
    results.push(processed);
    if (processed.kind === 'refused') break;
  }
  return results;
}
