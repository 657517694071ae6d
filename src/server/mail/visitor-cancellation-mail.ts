import type { BookingView } from '#domain/booking/booking-view.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { mailHtml, mailText, type MailBody } from './booking-mail-body.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

/**
 * The visitor's mail after they cancelled from the booking page (within the free window: done,
 * nothing to pay) or asked to cancel after it (received: the agency answers under the school's
 * terms), in the booking's culture; replying reaches the agency.
 */
export function visitorCancellationMail(booking: BookingView, what: 'cancelled' | 'requested', options: { bookingId: number; pageUrl: string; agencyEmail: string }): OutgoingMail {
  const t = createTranslator(booking.culture);
  const words = { reference: booking.reference, school: booking.summary.school.name };
  const body: MailBody = {
    lang: booking.culture,
    greeting: t('mail.visitor.greeting', { name: booking.name }),
    paragraphs: [t(what === 'cancelled' ? 'mail.selfCancel.cancelledIntro' : 'mail.selfCancel.requestedIntro', words)],
    facts: [{ label: t('bookingPage.reference'), value: booking.reference }],
    steps: [],
    link: { label: t('mail.visitor.link'), href: options.pageUrl },
    closing: t('mail.visitor.closing'),
  };
  return {
    bookingId: options.bookingId,
    kind: what === 'cancelled' ? 'booking-visitor-cancelled' : 'booking-cancel-request',
    name: `${booking.reference}-${what === 'cancelled' ? 'visitor-cancelled' : 'cancel-request'}`,
    to: booking.email,
    replyTo: options.agencyEmail,
    subject: t(what === 'cancelled' ? 'mail.selfCancel.cancelledSubject' : 'mail.selfCancel.requestedSubject', words),
    text: mailText(body),
    html: mailHtml(body),
  };
}
