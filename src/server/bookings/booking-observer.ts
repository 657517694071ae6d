import type { Logger } from 'pino';
import { maskEmail } from '#domain/booking/mask-contact.ts';
import { maskPhone } from '#domain/booking/mask-phone.ts';
import type { Metrics } from '../observability/create-metrics.ts';

/** A booking just stored, as the booking service reports it once its transaction has committed. */
export interface CreatedBooking {
  reference: string;
  schoolId: number;
  culture: string;
  email: string;
  phone: string;
}

/**
 * What happens when a booking is stored: one log line (reference, school, culture; the e-mail and
 * phone masked as the booking page masks them, never in full, and never the page's secret
 * address) and the bookings counter.
 */
export function bookingObserver(
  logger: Logger,
  metrics: Pick<Metrics, 'countBooking'>,
): (booking: CreatedBooking) => void {
  return (booking) => {
    metrics.countBooking(booking.culture);
    logger.info(
      {
        event: 'booking.created',
        reference: booking.reference,
        schoolId: booking.schoolId,
        culture: booking.culture,
        email: maskEmail(booking.email),
        phone: maskPhone(booking.phone),
      },
      'booking created',
    );
  };
}
