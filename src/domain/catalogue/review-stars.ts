/** The four star marks of a review; housing and spare time are null when not applicable. */
export interface ReviewStars {
  schoolStars: number;
  courseStars: number;
  accommodationStars: number | null;
  spareTimeStars: number | null;
}
