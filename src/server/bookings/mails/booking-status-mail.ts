import type { BookingView } from '#domain/booking/booking-view.ts';
import { describePrice } from '#domain/booking/describe-price.ts';
import { describeStay } from '#domain/booking/describe-stay.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import type { OutgoingMail } from '../../mail/index.ts';
import { visitorNotice } from './visitor-notice.ts';

/** The changes of state a visitor hears about by mail. */
export type VisitorStatusMailKind = 'confirmed' | 'cancelled';

/**
 * The visitor's mail when the office confirms or cancels their booking, in the booking's culture:
 * a confirmation repeats what was booked and what to pay; a cancellation says why, in the words
 * the staff member wrote. Both link to the booking page, and replying reaches the agency.
 */
export function bookingStatusMail(
  booking: BookingView,
  status: VisitorStatusMailKind,
  options: { bookingId: number; pageUrl: string; agencyEmail: string; reason?: string | undefined },
): OutgoingMail {
  const t = createTranslator(booking.culture);
  const words = { reference: booking.reference, school: booking.summary.school.name };
  return visitorNotice(booking, t, {
    bookingId: options.bookingId,
    kind: `booking-${status}`,
    name: `${booking.reference}-${status}`,
    subject: t(status === 'confirmed' ? 'mail.status.confirmedSubject' : 'mail.status.cancelledSubject', words),
    paragraphs:
      status === 'confirmed'
        ? [t('mail.status.confirmedIntro', words)]
        : [
            t('mail.status.cancelledIntro', words),
            ...(options.reason ? [t('mail.status.cancelledReason', { reason: options.reason })] : []),
          ],
    facts:
      status === 'confirmed'
        ? [
            ...describeStay(booking.summary, booking.quote, t, booking.culture),
            ...describePrice(booking.quote, t, booking.culture),
          ]
        : [],
    pageUrl: options.pageUrl,
    replyTo: options.agencyEmail,
  });
}
