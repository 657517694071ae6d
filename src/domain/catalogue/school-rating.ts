import type { SchoolRating } from './api-types.ts';
import type { ReviewStars } from './review-stars.ts';
import { reviewMeanRating, roundToTenth } from './review-mean-rating.ts';

const average = (marks: (number | null)[]) => {
  const given = marks.filter((mark): mark is number => mark !== null);
  return given.length === 0 ? 0 : roundToTenth(given.reduce((sum, mark) => sum + mark, 0) / given.length);
};

/**
 * Averages of approved reviews per mark, to one decimal; 0 where nobody gave that mark.
 * Overall is the average of each review's own mean, so a review counts once however many marks it has.
 */
export function schoolRating(reviews: readonly ReviewStars[]): SchoolRating {
  return {
    overall: average(reviews.map((review) => reviewMeanRating(review))),
    school: average(reviews.map((review) => review.schoolStars)),
    accommodation: average(reviews.map((review) => review.accommodationStars)),
    course: average(reviews.map((review) => review.courseStars)),
    spareTime: average(reviews.map((review) => review.spareTimeStars)),
  };
}
