import type { BookingView } from '#domain/booking/booking-view.ts';
import { describePrice } from '#domain/booking/describe-price.ts';
import { describeStay } from '#domain/booking/describe-stay.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { mailHtml, mailText, type MailBody } from './booking-mail-body.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

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
  const body: MailBody = {
    lang: booking.culture,
    greeting: t('mail.visitor.greeting', { name: booking.name }),
    paragraphs:
      status === 'confirmed'
        ? [t('mail.status.confirmedIntro', words)]
        : [t('mail.status.cancelledIntro', words), ...(options.reason ? [t('mail.status.cancelledReason', { reason: options.reason })] : [])],
    facts:
      status === 'confirmed'
        ? [{ label: t('bookingPage.reference'), value: booking.reference }, ...describeStay(booking.summary, booking.quote, t, booking.culture), ...describePrice(booking.quote, t, booking.culture)]
        : [{ label: t('bookingPage.reference'), value: booking.reference }],
    steps: [],
    link: { label: t('mail.visitor.link'), href: options.pageUrl },
    closing: t('mail.visitor.closing'),
  };
  return {
    bookingId: options.bookingId,
    kind: `booking-${status}`,
    name: `${booking.reference}-${status}`,
    to: booking.email,
    replyTo: options.agencyEmail,
    subject: t(status === 'confirmed' ? 'mail.status.confirmedSubject' : 'mail.status.cancelledSubject', words),
    text: mailText(body),
    html: mailHtml(body),
  };
}
