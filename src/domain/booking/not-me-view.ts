import type { Culture } from '../culture.ts';
import type { BookingStatus } from './booking-status.ts';

/**
 * What the "this was not me" page shows of a booking: only what its mail told the address's
 * owner already, never the contact (whoever has the link need not be who typed it).
 */
export interface NotMeView {
  reference: string;
  culture: Culture;
  schoolName: string;
  /** ISO instant the request was made. */
  createdAt: string;
  status: BookingStatus;
}
