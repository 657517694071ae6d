import { NEWSLETTER_KIND_PREFIX } from './newsletter-mail.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

/**
 * Refuses a newsletter-type mail without its one-click unsubscribe headers, at the queue, so no
 * future letter can go out without them (a programming error, never a visitor's).
 */
export function assertUnsubscribable(mail: OutgoingMail): void {
  if (!mail.kind.startsWith(NEWSLETTER_KIND_PREFIX)) return;
  const headers = mail.headers ?? {};
  if (
    !/^<https?:\/\/[^>]+>$/.test(headers['List-Unsubscribe'] ?? '') ||
    headers['List-Unsubscribe-Post'] !== 'List-Unsubscribe=One-Click'
  ) {
    throw new Error(
      `a ${mail.kind} mail must carry List-Unsubscribe and List-Unsubscribe-Post: make it with newsletterMail()`,
    );
  }
}
