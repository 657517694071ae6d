import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import type { StaffAuth } from '#server/staff/auth/create-staff-auth.ts';
import type { MailQueueSlot } from '#server/mail/index.ts';
import type { AfterAnswer } from './after-answer.ts';

/** What the staff operations need. */
export interface StaffDeps {
  db: Database;
  config: Config;
  clock: Clock;
  auth: StaffAuth;
  mails: MailQueueSlot;
  /** Work done once the answer is written (the reset mail), so that its time tells nothing. */
  afterAnswer: AfterAnswer;
}
