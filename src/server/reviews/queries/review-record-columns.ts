import { reviews } from '../../db/schema.ts';

/** The columns of a ReviewRecord (domain/catalogue/review-record.ts): what every public list of reviews selects. */
export const reviewRecordColumns = {
  id: reviews.id,
  culture: reviews.culture,
  authorName: reviews.authorName,
  authorCountry: reviews.authorCountry,
  authorCity: reviews.authorCity,
  authorPhotoPath: reviews.authorPhotoPath,
  start: reviews.start,
  end: reviews.end,
  schoolStars: reviews.schoolStars,
  courseStars: reviews.courseStars,
  accommodationStars: reviews.accommodationStars,
  spareTimeStars: reviews.spareTimeStars,
  text: reviews.text,
  creationDate: reviews.creationDate,
  approveDate: reviews.approveDate,
  verifiedCourseId: reviews.verifiedCourseId,
  verifiedWeeks: reviews.verifiedWeeks,
  verifiedStart: reviews.verifiedStart,
  replyText: reviews.replyText,
  replyDate: reviews.replyDate,
};
