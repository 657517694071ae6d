import type { Clock } from '../clock.ts';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import type { MailQueue } from '../mail/create-mail-queue.ts';

/** What the booking services need, handed in once by createBookingService. */
export interface BookingDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'baseAddress' | 'agencyEmail' | 'bookingPagePrivacyDays'>;
  /** Where a booking's mails are queued, in the booking's own transaction. */
  mails: Pick<MailQueue, 'enqueue'>;
}
