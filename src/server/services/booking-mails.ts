import { absoluteUrl, culturePath } from '../../domain/routes/site-url.ts';
import type { MailStatus } from '../db/schema.ts';
import { findBookingByPublicId } from '../db/queries/find-booking-by-public-id.ts';
import { recordBookingMail } from '../db/queries/record-booking-mail.ts';
import { agencyBookingMail } from '../mail/agency-booking-mail.ts';
import { bookingPageUrl } from '../mail/booking-page-url.ts';
import type { MailMessage } from '../mail/mail-message.ts';
import { visitorBookingMail } from '../mail/visitor-booking-mail.ts';
import type { BookingDeps } from './booking-deps.ts';
import { toBookingView } from './to-booking-view.ts';

/**
 * Sends a stored booking's confirmation to the visitor and its notice to the agency, each on
 * its own (one failing does not stop the other), and records how each went on the booking, so
 * nothing is lost and whoever looks at the table knows which mails to send again.
 */
export async function sendBookingMails(deps: BookingDeps, publicId: string): Promise<{ visitor: MailStatus; agency: MailStatus }> {
  const row = await findBookingByPublicId(deps.db, publicId);
  if (!row) throw new Error(`booking ${publicId} is not stored`);
  const booking = toBookingView(row);
  const pageUrl = bookingPageUrl(deps.config.baseAddress, booking.culture, booking.publicId);
  const cartUrl = `${absoluteUrl(deps.config.baseAddress, culturePath(booking.culture, booking.summary.school.link))}?${booking.cartQuery}`;
  const problems: string[] = [];
  const send = async (kind: string, message: MailMessage): Promise<MailStatus> => {
    try {
      await deps.mailer.send(message);
      return 'sent';
    } catch (error) {
      problems.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
      return 'failed';
    }
  };
  const visitor = await send('visitor', visitorBookingMail(booking, { pageUrl, agencyEmail: deps.config.agencyEmail }));
  const agency = await send('agency', agencyBookingMail(booking, { pageUrl, agencyEmail: deps.config.agencyEmail, cartUrl }));
  const error = problems.length > 0 ? problems.join('; ').slice(0, 2000) : null;
  if (error) (deps.log ?? console.error)(`booking ${booking.reference}: mail not sent (${error}); the booking is stored`);
  await recordBookingMail(deps.db, row.id, { visitor, agency, error });
  return { visitor, agency };
}
