import type { BookingPageView } from '../booking/booking-page-view.ts';
import type { BookingChangeView } from '../booking-change/booking-change-view.ts';

/** What the booking page needs to let the visitor manage the booking. */
export interface BookingManageView {
  booking: BookingPageView;
  /** ISO instant of the last minute of free cancellation. */
  freeUntil: string;
  /** Whether cancelling now is free and immediate (else it is a request). */
  withinFreeWindow: boolean;
  /** The school's terms file, or null when the school has left the catalogue. */
  termsUrl: string | null;
  /** The latest change request the visitor sent, whatever its state, or null. */
  change: BookingChangeView | null;
}
