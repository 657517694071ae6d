import type { BookingView } from '#domain/booking/booking-view.ts';
import { depositNotices } from '#domain/booking/deposit-notices.ts';
import { describePrice } from '#domain/booking/describe-price.ts';
import { describeStay } from '#domain/booking/describe-stay.ts';
import { formatMoment } from '#domain/dates/format-moment.ts';
import { bookingNextSteps } from '#domain/booking/booking-next-steps.ts';
import type { Company } from '#domain/company/company-schema.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { mailHtml, mailText, type MailBody } from '../../mail/index.ts';
import type { MailMessage } from '../../mail/index.ts';

export interface VisitorBookingMailOptions {
  pageUrl: string;
  agencyEmail: string;
  /** The site's host name, as the reader knows it ('linguatrips.example'). */
  site: string;
  /** The "this was not me" page; null only for a booking made before the link existed. */
  notMeUrl: string | null;
  /** The team and the confirmation window (content/company.json): who confirms, and by when. */
  company: Pick<Company, 'team' | 'confirmationWorkingDays'>;
}

/**
 * The confirmation the visitor gets, in their culture, with the link back to the booking page.
 * Anyone can type anyone's address into the form, so it says plainly when and where the request
 * was made and with which address, and lets a stranger who receives it cancel it in one click.
 */
export function visitorBookingMail(booking: BookingView, options: VisitorBookingMailOptions): MailMessage {
  const t = createTranslator(booking.culture);
  const origin = t('mail.visitor.origin', {
    site: options.site,
    time: formatMoment(booking.createdAt, booking.culture),
    email: booking.email,
  });
  const next = bookingNextSteps(booking, options.company, t);
  const body: MailBody = {
    lang: booking.culture,
    greeting: t('mail.visitor.greeting', { name: booking.name }),
    paragraphs: [
      t('mail.visitor.intro', { reference: booking.reference, school: booking.summary.school.name }),
      next.moneyFacts,
      origin,
    ],
    facts: [
      { label: t('bookingPage.reference'), value: booking.reference },
      ...describeStay(booking.summary, booking.quote, t, booking.culture),
      ...describePrice(booking.quote, t, booking.culture),
    ],
    // The same dated steps as the booking page, then the free-cancellation window.
    steps: [...next.steps.map((step) => step.text), t('next.cancellation')],
    warnings: depositNotices(
      booking.quote.deposit,
      booking.summary.school.returnsDepositOnVisaRefusal ?? false,
      booking.culture,
    ).map((key) => t(key)),
    link: { label: t('mail.visitor.link'), href: options.pageUrl },
    closing: t('mail.visitor.closing'),
    notes: [
      // The booking's thread with the agency (issue 36) is on its page.
      { text: t('mail.visitor.chat'), link: { label: t('chat.write'), href: `${options.pageUrl}#chat` } },
      ...(options.notMeUrl
        ? [{ text: t('mail.visitor.notMeText'), link: { label: t('mail.visitor.notMe'), href: options.notMeUrl } }]
        : []),
    ],
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
