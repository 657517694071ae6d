import { Piscina } from 'piscina';
import type { ProcessedReviewPhoto, ReviewPhotoVariant } from './process-review-photo.ts';
import type { ReviewPhotoTask } from './review-photo-worker.ts';

/** How long a client is asked to wait when the pool is full: about what one review's photos take. */
export const REVIEW_PHOTO_RETRY_AFTER_SECONDS = 30;

export interface ReviewPhotoPool {
  /** A review's photos processed in a worker, or 'busy' when `queue` reviews already wait. */
  process(photos: ReviewPhotoTask['photos']): Promise<ProcessedReviewPhoto[] | 'busy'>;
  close(): Promise<void>;
}

/**
 * The worker threads that decode and re-encode review photos (review-photo-worker.ts), through
 * piscina: at most `workers` reviews are processed at once and `queue` more wait; any more is
 * refused at once, so a burst of uploads costs the server a bounded amount of CPU and memory and
 * the request thread never decodes a pixel. Threads start with the first review and end after
 * a minute idle.
 */
export function createReviewPhotoPool({ workers, queue }: { workers: number; queue: number }): ReviewPhotoPool {
  let pool: Piscina<ReviewPhotoTask, ProcessedReviewPhoto[]> | undefined;
  // Running and waiting reviews, counted here so that "full" is exact whatever piscina's own queue does.
  let admitted = 0;
  return {
    async process(photos) {
      if (admitted >= workers + queue) return 'busy';
      admitted += 1;
      try {
        pool ??= new Piscina({
          filename: new URL('./review-photo-worker.ts', import.meta.url).href,
          minThreads: 0,
          maxThreads: workers,
          idleTimeout: 60_000,
        });
        const results = await pool.run(
          { photos },
          { transferList: photos.map((photo) => photo.bytes.buffer as ArrayBuffer) },
        );
        // Buffers arrive as plain Uint8Arrays from the worker: the same bytes, seen as Buffers again.
        return results.map((result) =>
          result.kind === 'refused'
            ? result
            : {
                kind: 'processed',
                variants: result.variants.map((variant): ReviewPhotoVariant => ({
                  ...variant,
                  bytes: Buffer.from(variant.bytes.buffer, variant.bytes.byteOffset, variant.bytes.byteLength),
                })),
              },
        );
      } finally {
        admitted -= 1;
      }
    },
    async close() {
      await pool?.close();
      pool = undefined;
    },
  };
}
