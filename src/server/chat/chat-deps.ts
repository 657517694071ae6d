import type { Clock } from '../clock.ts';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import type { MailQueueSlot } from '../mail/index.ts';
import type { ChatHub } from './chat-hub.ts';
import type { ChatTokens } from './chat-token.ts';

/** What the chat's services stand on. */
export interface ChatDeps {
  db: Database;
  config: Pick<Config, 'baseAddress' | 'agencyEmail' | 'chat' | 'bookingPagePrivacyDays'>;
  clock: Clock;
  mails: MailQueueSlot;
  hub: ChatHub;
  tokens: ChatTokens;
}
