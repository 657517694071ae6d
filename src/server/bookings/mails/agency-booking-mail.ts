import type { BookingView } from '#domain/booking/booking-view.ts';
import { describePrice } from '#domain/booking/describe-price.ts';
import { describeStay } from '#domain/booking/describe-stay.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { mailHtml, mailText, type MailBody } from '../../mail/index.ts';
import type { MailMessage } from '../../mail/index.ts';

/**
 * The agency's notice of a new booking, in English whatever the visitor's culture, with the
 * contact to call back (replying reaches the visitor) and the cart to open it again.
 */
export function agencyBookingMail(
  booking: BookingView,
  options: { pageUrl: string; agencyEmail: string; cartUrl: string },
): MailMessage {
  const t = createTranslator('en');
  const body: MailBody = {
    lang: 'en',
    greeting: t('mail.agency.greeting'),
    paragraphs: [t('mail.agency.intro', { reference: booking.reference, culture: booking.culture })],
    facts: [
      { label: t('bookingPage.reference'), value: booking.reference },
      { label: t('bookingModal.name'), value: booking.name },
      { label: t('bookingModal.email'), value: booking.email },
      { label: t('bookingModal.phone'), value: booking.phone },
      {
        label: t('mail.agency.marketing'),
        value: booking.marketingAgreed ? t('mail.agency.yes') : t('mail.agency.no'),
      },
      ...describeStay(booking.summary, booking.quote, t, 'en', true),
      ...describePrice(booking.quote, t, 'en'),
      { label: t('mail.agency.cart'), value: options.cartUrl },
    ],
    steps: [],
    link: { label: t('mail.agency.link'), href: options.pageUrl },
    closing: t('mail.agency.closing'),
  };
  return {
    name: `${booking.reference}-agency`,
    to: options.agencyEmail,
    replyTo: booking.email,
    subject: t('mail.agency.subject', {
      reference: booking.reference,
      school: booking.summary.school.nameEn,
      name: booking.name,
    }),
    text: mailText(body),
    html: mailHtml(body),
  };
}
