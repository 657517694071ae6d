import type { BookingView } from '../../domain/booking/booking-view.ts';
import { describePrice } from '../../domain/booking/describe-price.ts';
import { describeStay } from '../../domain/booking/describe-stay.ts';
import { nextSteps } from '../../domain/booking/next-steps.ts';
import { createTranslator } from '../../i18n/create-translator.ts';
import { mailHtml, mailText, type MailBody } from './booking-mail-body.ts';
import type { MailMessage } from './mail-message.ts';

/** The confirmation the visitor gets, in their culture, with the link back to the booking page. */
export function visitorBookingMail(booking: BookingView, options: { pageUrl: string; agencyEmail: string }): MailMessage {
  const t = createTranslator(booking.culture);
  const body: MailBody = {
    lang: booking.culture,
    greeting: t('mail.visitor.greeting', { name: booking.name }),
    paragraphs: [t('mail.visitor.intro', { reference: booking.reference, school: booking.summary.school.name })],
    facts: [{ label: t('bookingPage.reference'), value: booking.reference }, ...describeStay(booking.summary, booking.quote, t, booking.culture), ...describePrice(booking.quote, t, booking.culture)],
    steps: nextSteps(booking.quote, t, booking.culture),
    link: { label: t('mail.visitor.link'), href: options.pageUrl },
    closing: t('mail.visitor.closing'),
  };
  return {
    name: `${booking.reference}-visitor`,
    to: booking.email,
    replyTo: options.agencyEmail,
    subject: t('mail.visitor.subject', { reference: booking.reference, school: booking.summary.school.name }),
    text: mailText(body),
    html: mailHtml(body),
  };
}
