import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import type { StaffAuth } from '#server/staff/auth/create-staff-auth.ts';
import type { MailQueueSlot } from '#server/mail/index.ts';

/** What the staff operations need. */
export interface StaffDeps {
  db: Database;
  config: Config;
  clock: Clock;
  auth: StaffAuth;
  mails: MailQueueSlot;
}
