import type { Clock } from '../clock.ts';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import type { MailQueue } from '../mail/index.ts';
import type { RateLimits } from '../rate-limit/rate-limits.ts';
import type { CreatedBooking } from './booking-observer.ts';

/** What the booking services need, handed in once by createBookingService. */
export interface BookingDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'baseAddress' | 'agencyEmail' | 'bookingPagePrivacyDays' | 'trustedProxies' | 'blobStorageUrl'>;
  /** Where a booking's mails are queued, in the booking's own transaction. */
  mails: Pick<MailQueue, 'enqueue'>;
  /** The booking form's rate limit (RATE_LIMIT_BOOKING_*); without it nothing is limited. */
  limits?: Pick<RateLimits, 'consume'>;
  /** Told of each booking stored, once its transaction has committed (the log line and the metric). */
  onBooked?: (booking: CreatedBooking) => void;
  /** Draws a booking reference; the CSPRNG's (randomBookingReference) unless a test needs a collision. */
  newReference?: () => string;
}
