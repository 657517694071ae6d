import type { Clock } from '../../clock.ts';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import type { StaffAuth } from '../../auth/create-staff-auth.ts';
import type { MailQueueSlot } from '../../mail/mail-queue-slot.ts';

/** What the staff operations need. */
export interface StaffDeps {
  db: Database;
  config: Config;
  clock: Clock;
  auth: StaffAuth;
  mails: MailQueueSlot;
}
