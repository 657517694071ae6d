import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import type { MailQueueSlot } from '#server/mail/index.ts';
import type { PhotoAddress } from '#domain/photos/photo-address.ts';
import type { PricingCatalogue } from '../catalogue/index.ts';

/** What the office's services need: the database, the clock, the mail queue (once the server runs it) and the prices in memory. */
export interface OfficeDeps {
  db: Database;
  config: Config;
  clock: Clock;
  mails: MailQueueSlot;
  pricing: PricingCatalogue;
  /** Where the catalogue's drawings are linked (their hashed copies once built), for the photos page; plain addresses without it. */
  photoAddress?: PhotoAddress | undefined;
}
