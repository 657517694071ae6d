import type { BookingView } from '#domain/booking/booking-view.ts';
import { agencyMoment } from '#domain/dates/format-moment.ts';
import { mailHtml, mailText, type MailBody } from '../../mail/index.ts';
import type { OutgoingMail } from '../../mail/index.ts';

/**
 * The agency's notice that a visitor cancelled from the booking page within the free window
 * (done: release the place, refund anything paid) or asked to cancel after it (to decide under
 * the school's terms, in the office). In English; replying reaches the visitor.
 */
export function agencyVisitorCancellationMail(
  booking: BookingView,
  what: 'cancelled' | 'requested',
  options: { bookingId: number; pageUrl: string; agencyEmail: string; deadline: string },
): OutgoingMail {
  const body: MailBody = {
    lang: 'en',
    greeting:
      what === 'cancelled'
        ? 'A visitor cancelled their booking within the free-cancellation window.'
        : 'A visitor asks to cancel their booking after the free-cancellation window.',
    paragraphs: [
      what === 'cancelled'
        ? `${booking.name} cancelled booking ${booking.reference} from its booking page, with the code mailed to ${booking.email}, before the free-cancellation deadline. It is cancelled (reason: visitor, within free window).`
        : `${booking.name} asked, with the code mailed to ${booking.email}, to cancel booking ${booking.reference} after the free-cancellation deadline. The booking stands until you decide under the school's terms; answer the visitor and change its status in the office.`,
    ],
    facts: [
      { label: 'Reference', value: booking.reference },
      { label: 'School', value: booking.summary.school.nameEn },
      { label: 'Name', value: booking.name },
      { label: 'E-mail', value: booking.email },
      { label: 'Status', value: booking.status },
      { label: 'Booked', value: agencyMoment(booking.createdAt) },
      { label: 'Free cancellation until', value: agencyMoment(options.deadline) },
      what === 'cancelled'
        ? { label: 'Cancelled', value: agencyMoment(booking.cancelledAt) }
        : { label: 'Asked', value: agencyMoment(booking.cancellationRequestedAt) },
    ],
    steps: [],
    link: { label: 'Booking page', href: options.pageUrl },
    closing:
      what === 'cancelled'
        ? 'Release the place at the school, and refund anything already paid.'
        : 'The visitor has been told that the agency answers under the school\u2019s terms.',
  };
  return {
    bookingId: options.bookingId,
    kind: what === 'cancelled' ? 'booking-visitor-cancelled-agency' : 'booking-cancel-request-agency',
    name: `${booking.reference}-${what === 'cancelled' ? 'visitor-cancelled' : 'cancel-request'}-agency`,
    to: options.agencyEmail,
    replyTo: booking.email,
    subject:
      what === 'cancelled'
        ? `Booking ${booking.reference} cancelled by the visitor (free window)`
        : `Booking ${booking.reference}: the visitor asks to cancel (after the free window)`,
    text: mailText(body),
    html: mailHtml(body),
  };
}
