import type { Logger } from '../observability/create-logger.ts';
import { utcToday } from '#domain/dates/calendar.ts';
import type { ChatDeps } from './chat-deps.ts';
import { runPeriodically, type PeriodicJob } from '../boot/run-periodically.ts';
import { bookingPagePath } from '#domain/booking/booking-paths.ts';
import type { Culture } from '#domain/culture.ts';
import { chatAgencyMail } from './mails/chat-agency-mail.ts';
import { chatVisitorMail } from './mails/chat-visitor-mail.ts';
import { claimUnreadMessages } from './queries/claim-unread-messages.ts';
import { findConversation } from './queries/find-conversation.ts';
import { purgeConversations } from './queries/purge-conversations.ts';

/** The page a visitor's mailed link opens: the conversation's own, or the booking's page for a booking's thread. */
export function chatVisitorPath(culture: Culture, token: string, bookingPublicId: string | null): string {
  return bookingPublicId
    ? `${bookingPagePath(culture, bookingPublicId)}#chat`
    : `/${culture}/chat/${encodeURIComponent(token)}/`;
}

/** The mail kinds of the chat: unread visitor messages to the agency, unread replies to the visitor. */
export const CHAT_MAIL_KINDS = { agency: 'chat-agency', visitor: 'chat-visitor' } as const;

/**
 * One pass of the chat's mail fallback and privacy window: visitor messages staff have not read
 * within CHAT_UNREAD_MAIL_SECONDS go to the agency, staff replies the visitor has not read go to
 * the visitor with the link that opens the conversation, each message once (claimed and queued in
 * one transaction, whichever instance sweeps), and conversations past the bookings' privacy
 * window are deleted. Returns how many mails were queued.
 */
export async function sweepChat(deps: ChatDeps): Promise<{ mailed: number; purged: number }> {
  const { db, clock, config, mails, tokens } = deps;
  const now = clock();
  const before = new Date(now.getTime() - config.chat.unreadMailSeconds * 1000);
  let mailed = 0;
  const queue = mails.current;
  if (queue) {
    for (const sender of ['visitor', 'staff'] as const) {
      mailed += await db.transaction(async (tx) => {
        const batches = await claimUnreadMessages(tx, sender, before, now);
        const outgoing = [];
        for (const batch of batches) {
          const conversation = await findConversation(tx, batch.conversationId);
          if (!conversation) continue;
          const mail =
            sender === 'visitor'
              ? chatAgencyMail({
                  conversationId: conversation.id,
                  name: conversation.name,
                  email: conversation.email,
                  culture: conversation.culture,
                  pagePath: conversation.pagePath,
                  messages: batch.messages,
                  officeUrl: `${config.baseAddress}/office/chat/${conversation.id}/`,
                  agencyEmail: config.agencyEmail,
                })
              : chatVisitorMail({
                  conversationId: conversation.id,
                  culture: conversation.culture,
                  name: conversation.name,
                  email: conversation.email,
                  messages: batch.messages,
                  link: `${config.baseAddress}${chatVisitorPath(conversation.culture, tokens.sign(conversation.id), conversation.bookingPublicId)}`,
                });
          outgoing.push({
            bookingId: conversation.bookingId,
            kind: sender === 'visitor' ? CHAT_MAIL_KINDS.agency : CHAT_MAIL_KINDS.visitor,
            name: mail.name,
            to: mail.to,
            replyTo: mail.replyTo,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
        }
        if (outgoing.length > 0) await queue.enqueue(tx, outgoing);
        return outgoing.length;
      });
    }
  }
  const purged = await purgeConversations(db, utcToday(now), now, config.bookingPagePrivacyDays);
  return { mailed, purged };
}

export type ChatSweep = PeriodicJob;

/**
 * Runs the sweep on this instance now and every `everyMs` after; one at a time, a failed one
 * logged and tried again at the next tick.
 */
export function scheduleChatSweep(deps: ChatDeps, options: { everyMs: number; logger: Logger }): ChatSweep {
  return runPeriodically(
    async () => {
      const { mailed, purged } = await sweepChat(deps);
      if (mailed > 0 || purged > 0) options.logger.info({ mailed, purged }, 'chat: unread messages mailed');
    },
    options.everyMs,
    (error) => options.logger.error({ err: error }, 'chat: the sweep failed; it runs again at the next tick'),
  );
}

/** How often the sweep runs: often enough that a message is mailed soon after its time is up. */
export function chatSweepEveryMs(unreadMailSeconds: number): number {
  return Math.min(30_000, Math.max(200, (unreadMailSeconds * 1000) / 4));
}
