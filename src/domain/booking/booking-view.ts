import type { Culture } from '../culture.ts';
import type { PriceAnswer } from '../pricing/price-answer.ts';
import type { BookingStatus, CancellationReason } from './booking-status.ts';
import type { BookingSummary } from './booking-summary.ts';

/** A stored booking as the booking page and the mails show it. */
export interface BookingView {
  /** The random id in the booking page's address. */
  publicId: string;
  reference: string;
  culture: Culture;
  /** ISO instant. */
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  marketingAgreed: boolean;
  summary: BookingSummary;
  quote: PriceAnswer;
  /** The booked cart in the school page's short query keys, to open it again. */
  cartQuery: string;
  status: BookingStatus;
  /** ISO instant the booking was cancelled, or null. */
  cancelledAt: string | null;
  /** Who cancelled it: the owner of the address ('not-me') or the agency ('staff'); null while it stands. */
  cancellationReason: CancellationReason | null;
  /** The school's IANA time zone, on whose clocks the free-cancellation deadline is read ('UTC' when it was not known). */
  timeZone: string;
  /** ISO instant the visitor asked to cancel after the free window (staff decide), or null. */
  cancellationRequestedAt: string | null;
}
