import type { ReviewStars } from './review-stars.ts';
import { reviewMeanRating } from './review-mean-rating.ts';

/** The star a review counts under in the distribution: its own mean, rounded half up (4.5 → 5). */
export const STAR_ROWS = [5, 4, 3, 2, 1] as const;
export type StarRow = (typeof STAR_ROWS)[number];

/**
 * How many approved reviews there are, how many gave each mark (housing and spare time may be
 * "not applicable"), and how many reviews fall on each star from 5 to 1: what the school page
 * shows beside the averages of schoolRating, from the same reviews.
 */
export interface RatingBreakdown {
  count: number;
  ratings: { school: number; course: number; accommodation: number; spareTime: number };
  /** Reviews per star, 5 first. */
  distribution: Record<StarRow, number>;
}

export function ratingBreakdown(reviews: readonly ReviewStars[]): RatingBreakdown {
  const distribution: Record<StarRow, number> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  const ratings = { school: 0, course: 0, accommodation: 0, spareTime: 0 };
  for (const review of reviews) {
    ratings.school += 1;
    ratings.course += 1;
    if (review.accommodationStars !== null) ratings.accommodation += 1;
    if (review.spareTimeStars !== null) ratings.spareTime += 1;
    // Means are kept to one decimal, so adding a half and flooring rounds 4.5 up and 4.4 down.
    const star = Math.min(5, Math.max(1, Math.floor(reviewMeanRating(review) + 0.5))) as StarRow;
    distribution[star] += 1;
  }
  return { count: reviews.length, ratings, distribution };
}
