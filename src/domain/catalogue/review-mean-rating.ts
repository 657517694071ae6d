import type { ReviewStars } from './review-stars.ts';

/** Rounds a rating to one decimal, half up, as ratings are shown (4.65 → 4.7). */
export function roundToTenth(value: number): number {
  // The epsilon keeps 4.65 (stored as 4.6499…) rounding up like a person would.
  return Math.round((value + Number.EPSILON) * 10) / 10;
}

/** The mean of the marks a reviewer gave, skipping the ones marked not applicable, to one decimal. */
export function reviewMeanRating(stars: ReviewStars): number {
  const marks = [stars.schoolStars, stars.courseStars, stars.accommodationStars, stars.spareTimeStars].filter(
    (mark): mark is number => mark !== null,
  );
  return roundToTenth(marks.reduce((sum, mark) => sum + mark, 0) / marks.length);
}
