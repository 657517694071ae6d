import type { ReviewStatus } from '#domain/reviews/review-terms.ts';
import type { OfficeSchoolRow } from '#server/office/queries/find-office-school.ts';
import type { SchoolDirectoryRow } from '#server/catalogue/index.ts';
import type { ModerationReviewRow } from '#server/reviews/index.ts';

/** A booking on a school's office page: the course starts today or later and it is not cancelled. */
export interface UpcomingBooking {
  id: number;
  /** LT-000042. */
  reference: string;
  name: string;
  courseStart: string;
  /** Null when the stored cart does not say (it always does for bookings made on the site). */
  weeks: number | null;
  status: string;
  total: number;
  currency: string;
}

/** Everything the office shows of one school. */
export interface OfficeSchoolView {
  school: OfficeSchoolRow;
  /** Where the content team edits it, from the repository's root. */
  contentFile: string;
  /** Null for a viewer who may not manage bookings (a content editor). */
  upcomingBookings: UpcomingBooking[] | null;
  /** The newest reviews in any status, and how many there are in each; null for a viewer who may not moderate them. */
  reviews: ModerationReviewRow[] | null;
  reviewCounts: Record<ReviewStatus, number> | null;
}

/** What of a school's visitors a viewer may see besides its data: each needs its own permission. */
export interface OfficeSchoolViewer {
  bookings: boolean;
  reviews: boolean;
}

/** The office's schools: a directory to find one, and one school's page. */
export interface OfficeSchools {
  list(search?: string): Promise<SchoolDirectoryRow[]>;
  /** Null for an id that names no school. */
  view(id: number, viewer: OfficeSchoolViewer): Promise<OfficeSchoolView | null>;
}
