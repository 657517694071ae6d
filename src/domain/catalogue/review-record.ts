import type { Culture } from '../culture.ts';
import type { ReviewStars } from './review-stars.ts';

/** A stored review as the API reads it back (content or visitor), before it is shaped for a culture. */
export interface ReviewRecord extends ReviewStars {
  id: number;
  /** The culture the review is written in. */
  culture: Culture;
  authorName: string;
  /** ISO 3166-1 alpha-2. */
  authorCountry: string;
  authorCity: string;
  authorPhotoPath: string | null;
  start: string;
  end: string;
  text: string;
  creationDate: string;
  approveDate: string | null;
  /** Set when the review was written from a booking's invitation: the booked course, its weeks and first day. */
  verifiedCourseId?: number | null;
  verifiedWeeks?: number | null;
  verifiedStart?: string | null;
  /** The school's published answer and its day. */
  replyText?: string | null;
  replyDate?: string | null;
}
