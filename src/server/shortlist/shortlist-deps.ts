import type { PhotoAddress } from '#domain/photos/photo-address.ts';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import type { MailQueueSlot } from '#server/mail/index.ts';
import type { PricingCatalogue } from '../catalogue/index.ts';

/** What the shortlist's comparison and mails need. */
export interface ShortlistDeps {
  db: Database;
  clock: Clock;
  pricing: PricingCatalogue;
  config: Pick<Config, 'baseAddress' | 'blobStorageUrl'>;
  /** The mails are queued in the request's own transaction, once the server runs the queue. */
  mails: MailQueueSlot;
  photoAddress?: PhotoAddress;
}
