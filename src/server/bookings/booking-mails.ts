import type { BookingView } from '#domain/booking/booking-view.ts';
import { notMePath } from '#domain/booking/booking-paths.ts';
import { absoluteUrl, culturePath } from '#domain/routes/site-url.ts';
import type { Config } from '../config/env.ts';
import { agencyBookingMail } from './mails/agency-booking-mail.ts';
import { bookingPageUrl } from './mails/booking-page-url.ts';
import type { MailMessage } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/index.ts';
import { visitorBookingMail } from './mails/visitor-booking-mail.ts';
import type { Company } from '#domain/company/company-schema.ts';

const outgoing = (bookingId: number, kind: string, message: MailMessage): OutgoingMail => ({
  bookingId,
  kind,
  name: message.name,
  to: message.to,
  replyTo: message.replyTo,
  subject: message.subject,
  text: message.text,
  html: message.html,
});

/**
 * The two mails every booking makes: the confirmation to the visitor, in their culture, with the
 * "this was not me" link of `notMeToken`, and the notice to the agency, in English, with the link
 * that restores the cart. Written once, when the booking is stored, so every retry sends the same words.
 */
export function bookingMails(
  booking: BookingView,
  bookingId: number,
  config: Pick<Config, 'baseAddress' | 'agencyEmail'>,
  notMeToken: string | null,
  /** The agency's facts as the catalogue holds them now (who confirms, and by when). */
  company: Company,
): OutgoingMail[] {
  const pageUrl = bookingPageUrl(config.baseAddress, booking.culture, booking.publicId);
  const cartUrl = `${absoluteUrl(config.baseAddress, culturePath(booking.culture, booking.summary.school.link))}?${booking.cartQuery}`;
  const notMeUrl = notMeToken ? absoluteUrl(config.baseAddress, notMePath(booking.culture, notMeToken)) : null;
  const site = new URL(config.baseAddress).host;
  return [
    outgoing(
      bookingId,
      'booking-visitor',
      visitorBookingMail(booking, {
        pageUrl,
        agencyEmail: config.agencyEmail,
        site,
        notMeUrl,
        company,
      }),
    ),
    outgoing(
      bookingId,
      'booking-agency',
      agencyBookingMail(booking, { pageUrl, agencyEmail: config.agencyEmail, cartUrl }),
    ),
  ];
}
