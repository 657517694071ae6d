import type { ReviewStars } from './review-stars.ts';
import { roundToTenth } from './round-to-tenth.ts';

/** The mean of the marks a reviewer gave, skipping the ones marked not applicable, to one decimal. */
export function reviewMeanRating(stars: ReviewStars): number {
  const marks = [stars.schoolStars, stars.courseStars, stars.accommodationStars, stars.spareTimeStars].filter(
    (mark): mark is number => mark !== null,
  );
  return roundToTenth(marks.reduce((sum, mark) => sum + mark, 0) / marks.length);
}
