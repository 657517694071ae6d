import type { BookingView } from '#domain/booking/booking-view.ts';
import { agencyMoment } from '#domain/dates/format-moment.ts';
import { mailHtml, mailText, type MailBody } from '../../mail/index.ts';
import type { OutgoingMail } from '../../mail/index.ts';

/**
 * The agency's notice that the owner of a booking's e-mail address said "this was not me": the
 * request is cancelled; the contact typed in the form is given so the agency can spot a pattern
 * (someone using strangers' addresses), and the booking page for the record. In English.
 */
export function agencyNotMeMail(
  booking: BookingView,
  options: { bookingId: number; pageUrl: string; agencyEmail: string },
): OutgoingMail {
  const body: MailBody = {
    lang: 'en',
    greeting: 'A booking request was cancelled by the owner of its e-mail address.',
    paragraphs: [
      `Whoever reads ${booking.email} received the confirmation of booking ${booking.reference} and pressed "This was not me": they say they did not make it. The request is cancelled and nothing more is sent to that address about it.`,
    ],
    facts: [
      { label: 'Reference', value: booking.reference },
      { label: 'School', value: booking.summary.school.nameEn },
      { label: 'Name typed in the form', value: booking.name },
      { label: 'E-mail', value: booking.email },
      { label: 'Phone typed in the form', value: booking.phone },
      { label: 'Requested', value: agencyMoment(booking.createdAt) },
      { label: 'Cancelled', value: agencyMoment(booking.cancelledAt) },
    ],
    steps: [],
    link: { label: 'Booking page', href: options.pageUrl },
    closing:
      'Nothing needs to be done, unless the school was already asked to hold a place: then release it. If the same phone or name turns up with other addresses, someone is using strangers\u2019 addresses.',
  };
  return {
    bookingId: options.bookingId,
    kind: 'booking-not-me',
    name: `${booking.reference}-not-me`,
    to: options.agencyEmail,
    subject: `Booking ${booking.reference} cancelled: the address owner says "this was not me"`,
    text: mailText(body),
    html: mailHtml(body),
  };
}
