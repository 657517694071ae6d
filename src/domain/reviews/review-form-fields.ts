/**
 * The review form's field names as the spec gives them (section 3), shared by the form, the
 * multipart route and its JSON twin, so one name never drifts between them. `website` is the
 * honeypot: hidden from people, filled in by bots.
 */
export const REVIEW_FORM_FIELDS = {
  name: 'review.name',
  country: 'review.AuthorCountryId',
  city: 'review.AuthorCity',
  start: 'review.start',
  end: 'review.end',
  progressFrom: 'review.ProgressFromLevel',
  progressTo: 'review.ProgressToLevel',
  schoolStars: 'review.schoolStars',
  courseStars: 'review.courseStars',
  accommodationStars: 'review.accommodationStars',
  spareTimeStars: 'review.spareTimeStars',
  notBookedAccommodation: 'review.notBookedAccommodation',
  notBookedSpareTime: 'review.notBookedSpareTime',
  text: 'review.Review',
  accommodationOption: 'review.AccommodationOptionId',
  photo: 'review.photo',
  photos: 'review.photos',
  schoolId: 'review.SchoolId',
  culture: 'culture',
  honeypot: 'review.website',
  /** The secret of the invitation link mailed after a booked course: the review is then verified. */
  invitation: 'review.Invitation',
} as const;
