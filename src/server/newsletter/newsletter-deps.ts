import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import type { MailQueueSlot } from '#server/mail/index.ts';

/** What the newsletter's services need. */
export interface NewsletterDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'baseAddress'>;
  /** The confirmation mail is queued in the request's own transaction, once the server runs the queue. */
  mails: MailQueueSlot;
}
