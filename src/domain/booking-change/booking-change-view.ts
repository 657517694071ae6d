import type { BookingSummary } from '../booking/booking-summary.ts';
import type { PriceAnswer } from '../pricing/price-answer.ts';
import type { ChangePreview } from './change-preview.ts';

/**
 * Where a visitor's change request stands: 'pending' until staff accept it (it is then the
 * booking) or refuse it, or the visitor withdraws it. While one is pending the booking page and
 * the office show the booking as "change requested"; the office's workflow status stays as it was.
 */
export const BOOKING_CHANGE_STATUSES = ['pending', 'accepted', 'refused', 'withdrawn'] as const;

export type BookingChangeStatus = (typeof BOOKING_CHANGE_STATUSES)[number];

/** A change request as the booking page, the office and the mails show it. */
export interface BookingChangeView {
  id: number;
  status: BookingChangeStatus;
  /** ISO instant it was sent. */
  createdAt: string;
  /** ISO instant staff decided or the visitor withdrew it, or null while pending. */
  decidedAt: string | null;
  /** What staff wrote when refusing it. */
  note: string | null;
  /** The changed stay, its price as it would be kept, and the line-by-line preview. */
  summary: BookingSummary;
  quote: PriceAnswer;
  cartQuery: string;
  preview: ChangePreview;
}
