import type { Clock } from '../clock.ts';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mail-message.ts';

/** What the booking services need, handed in once by createBookingService. */
export interface BookingDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'baseAddress' | 'agencyEmail'>;
  mailer: Mailer;
  /** Where mail problems are reported (the booking is kept whatever they are). */
  log?: (message: string) => void;
}
