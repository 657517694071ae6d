import type { BookingChangeView } from '#domain/booking-change/booking-change-view.ts';
import { describeChangePreview } from '#domain/booking-change/describe-change-preview.ts';
import type { BookingView } from '#domain/booking/booking-view.ts';
import { describeStay } from '#domain/booking/describe-stay.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { mailHtml, mailText, type MailBody } from '../../mail/index.ts';
import type { OutgoingMail } from '../../mail/index.ts';

/**
 * The agency's notice that a visitor asked, from the booking page with the mailed code, to change
 * their stay (the changed stay and the preview: check it with the school, then accept or refuse it
 * in the office), or withdrew that request. In English; replying reaches the visitor.
 */
export function agencyChangeMail(
  booking: BookingView,
  change: BookingChangeView,
  what: 'requested' | 'withdrawn',
  options: { bookingId: number; pageUrl: string; agencyEmail: string },
): OutgoingMail {
  const t = createTranslator('en');
  const requested = what === 'requested';
  const body: MailBody = {
    lang: 'en',
    greeting: requested ? 'A visitor asks to change their booking.' : 'A visitor withdrew their change request.',
    paragraphs: [
      requested
        ? `${booking.name} asked, with the code mailed to ${booking.email}, to change ${change.preview.changed.join(', ')} of booking ${booking.reference}. Lines they did not change keep their booked prices; changed lines are priced from today's catalogue. Check the change with the school, then accept or refuse it on the booking's page in the office: accepting makes it the booking and mails the visitor.`
        : `${booking.name} withdrew, with the code mailed to ${booking.email}, the change request of booking ${booking.reference}. The booking stays as booked; nothing is to be done.`,
    ],
    facts: [
      { label: 'Reference', value: booking.reference },
      { label: 'School', value: booking.summary.school.nameEn },
      { label: 'Name', value: booking.name },
      { label: 'E-mail', value: booking.email },
      ...(requested
        ? [
            ...describeStay(change.summary, change.quote, t, 'en', true),
            ...describeChangePreview(change.preview, change.quote.currency.isoCode, t, 'en'),
          ]
        : []),
    ],
    steps: [],
    link: { label: 'Booking page', href: options.pageUrl },
    closing: requested
      ? 'The visitor has been told that their manager confirms the change with the school.'
      : 'The visitor has been told the booking stands as booked.',
  };
  return {
    bookingId: options.bookingId,
    kind: `booking-change-${what}-agency`,
    name: `${booking.reference}-change-${change.id}-${what}-agency`,
    to: options.agencyEmail,
    replyTo: booking.email,
    subject: requested
      ? `Booking ${booking.reference}: the visitor asks to change it`
      : `Booking ${booking.reference}: change request withdrawn`,
    text: mailText(body),
    html: mailHtml(body),
  };
}
