import type { MailQueue } from './create-mail-queue.ts';

/**
 * Where the API finds the mail queue: the server starts the queue after the API (it needs the
 * opened database) and puts it here; the build and API tests without mail leave it empty, and
 * what would queue a mail then answers 503.
 */
export interface MailQueueSlot {
  current: MailQueue | undefined;
}
