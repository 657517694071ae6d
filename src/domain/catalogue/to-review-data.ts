import type { Culture } from '../culture.ts';
import type { ReviewData } from './api-types.ts';
import type { ReviewRecord } from './review-record.ts';
import { countryName } from './place-names.ts';
import { reviewMeanRating } from './review-mean-rating.ts';

/** A review as the page shows it: the author's country named in the visitor's culture, the mean mark, the verified stay (its course named by `courseName`) and the school's reply. */
export function toReviewData(
  review: ReviewRecord,
  culture: Culture,
  courseName: (courseId: number) => string | null = () => null,
): ReviewData {
  return {
    id: review.id,
    culture: review.culture,
    authorName: review.authorName,
    authorCountry: countryName(review.authorCountry, culture),
    authorCity: review.authorCity,
    authorPhotoStoragePath: review.authorPhotoPath,
    meanRating: reviewMeanRating(review),
    creationDate: review.creationDate,
    start: review.start,
    approveDate: review.approveDate ?? '',
    text: review.text,
    // Visitors' photos arrive with the review form; content reviews have none.
    photos: [],
    verified:
      review.verifiedWeeks != null && review.verifiedStart != null
        ? {
            start: review.verifiedStart,
            weeks: review.verifiedWeeks,
            course: review.verifiedCourseId != null ? courseName(review.verifiedCourseId) : null,
          }
        : null,
    reply:
      review.replyText != null && review.replyDate != null ? { text: review.replyText, date: review.replyDate } : null,
  };
}
