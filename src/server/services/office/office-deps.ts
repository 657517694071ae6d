import type { Clock } from '../../clock.ts';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import type { MailQueueSlot } from '../../mail/mail-queue-slot.ts';
import type { PricingCatalogue } from '../pricing-catalogue.ts';

/** What the office's services need: the database, the clock, the mail queue (once the server runs it) and the prices in memory. */
export interface OfficeDeps {
  db: Database;
  config: Config;
  clock: Clock;
  mails: MailQueueSlot;
  pricing: PricingCatalogue;
}
