import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export type PixelBudgetVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface PhotoPixelBudget {
  /** Takes `pixels` from the client's hourly budget, or says how long until that much is free again. */
  take(ip: string, pixels: number): Promise<PixelBudgetVerdict>;
  /** Gives pixels back (a review that was not processed after all). */
  giveBack(ip: string, pixels: number): Promise<void>;
}

// Counted in kilopixels: the counters stay small whole numbers whatever the budget.
const unit = (pixels: number) => Math.max(1, Math.ceil(pixels / 1000));

/**
 * How many photo pixels one client IP may have decoded an hour. Counted in this process's memory:
 * it guards this process's CPU, as the photo pool does; the request-count limit ('review', shared
 * across instances through Redis) bounds the rest.
 */
export function createPhotoPixelBudget(pixelsPerHour: number): PhotoPixelBudget {
  const counter = new RateLimiterMemory({
    keyPrefix: 'review-photo-pixels',
    points: unit(pixelsPerHour),
    duration: 3600,
  });
  return {
    async take(ip, pixels) {
      try {
        await counter.consume(ip, unit(pixels));
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        // A refused request spends nothing: what it asked for is given back.
        await counter.reward(ip, unit(pixels));
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async giveBack(ip, pixels) {
      await counter.reward(ip, unit(pixels));
    },
  };
}
