import type { Culture } from '../culture.ts';
import type { ReviewData } from './api-types.ts';
import type { ReviewRecord } from './review-record.ts';
import { countryName } from './place-names.ts';
import { reviewMeanRating } from './review-mean-rating.ts';

/** A review as the page shows it: the author's country named in the visitor's culture, the mean mark. */
export function toReviewData(review: ReviewRecord, culture: Culture): ReviewData {
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
  };
}
