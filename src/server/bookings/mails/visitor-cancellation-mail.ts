import type { BookingView } from '#domain/booking/booking-view.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import type { OutgoingMail } from '../../mail/index.ts';
import { visitorNotice } from './visitor-notice.ts';

/**
 * The visitor's mail after they cancelled from the booking page (within the free window: done,
 * nothing to pay) or asked to cancel after it (received: the agency answers under the school's
 * terms), in the booking's culture; replying reaches the agency.
 */
export function visitorCancellationMail(
  booking: BookingView,
  what: 'cancelled' | 'requested',
  options: { bookingId: number; pageUrl: string; agencyEmail: string },
): OutgoingMail {
  const t = createTranslator(booking.culture);
  const words = { reference: booking.reference, school: booking.summary.school.name };
  return visitorNotice(booking, t, {
    bookingId: options.bookingId,
    kind: what === 'cancelled' ? 'booking-visitor-cancelled' : 'booking-cancel-request',
    name: `${booking.reference}-${what === 'cancelled' ? 'visitor-cancelled' : 'cancel-request'}`,
    subject: t(what === 'cancelled' ? 'mail.selfCancel.cancelledSubject' : 'mail.selfCancel.requestedSubject', words),
    paragraphs: [t(what === 'cancelled' ? 'mail.selfCancel.cancelledIntro' : 'mail.selfCancel.requestedIntro', words)],
    pageUrl: options.pageUrl,
    replyTo: options.agencyEmail,
  });
}
