import { addDays, isIsoDate } from '../dates/calendar.ts';
import type { BookingView } from './booking-view.ts';
import { maskEmail, maskName } from './mask-contact.ts';
import { maskPhone } from './mask-phone.ts';

/**
 * A booking as its page shows it to whoever has the link: never the full contact details, and
 * none at all once the privacy period after the course has passed. The mails keep BookingView.
 */
export interface BookingPageView extends Omit<BookingView, 'name' | 'email' | 'phone' | 'marketingAgreed'> {
  /** Masked name, e-mail and phone; null once they are no longer shown. */
  contact: { name: string; email: string; phone: string } | null;
  /** The last day (YYYY-MM-DD, UTC) the masked contact is shown: the course end plus the privacy period. */
  contactShownUntil: string | null;
}

/**
 * What the booking page may show of a booking on `today` (YYYY-MM-DD): the contact masked up to
 * and including `privacyDays` days after the course ends, nothing of it afterwards.
 */
export function bookingPageView(
  booking: BookingView,
  options: { today: string; privacyDays: number },
): BookingPageView {
  const { name, email, phone, marketingAgreed: _marketingAgreed, ...rest } = booking;
  const courseEnd = booking.quote.course.end;
  // A stored quote without a readable end cannot say when the period ends: show nothing.
  const shownUntil = isIsoDate(courseEnd) ? addDays(courseEnd, options.privacyDays) : null;
  const shown = shownUntil !== null && options.today <= shownUntil;
  return {
    ...rest,
    contact: shown ? { name: maskName(name), email: maskEmail(email), phone: maskPhone(phone) } : null,
    contactShownUntil: shownUntil,
  };
}
