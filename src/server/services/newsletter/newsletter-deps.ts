import type { Clock } from '../../clock.ts';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import type { MailQueueSlot } from '../../mail/mail-queue-slot.ts';

/** What the newsletter's services need. */
export interface NewsletterDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'baseAddress'>;
  /** The confirmation mail is queued in the request's own transaction, once the server runs the queue. */
  mails: MailQueueSlot;
}
