import type { ChatStart } from '#domain/chat/chat-fields.ts';
import type { ChatMessageView, ChatStatusView, ChatThreadView } from '#domain/chat/chat-view.ts';
import type { Culture } from '#domain/culture.ts';
import type { ChatDeps } from './chat-deps.ts';
import type { ChatListener } from './chat-hub.ts';
import { chatMessageView } from './chat-message-view.ts';
import { findBookingForChat } from './queries/find-booking-for-chat.ts';
import { findConversation, type ConversationRow } from './queries/find-conversation.ts';
import { insertConversation } from './queries/insert-conversation.ts';
import { insertMessage } from './queries/insert-message.ts';
import { listInbox, type InboxFilter, type InboxRow } from './queries/list-inbox.ts';
import { listMessages } from './queries/list-messages.ts';
import { markRead } from './queries/mark-read.ts';
import { updateConversation } from './queries/update-conversation.ts';

/** Who writes from the office. */
export interface ChatStaff {
  id: string;
  name: string;
}

/** A conversation as the office reads it. */
export interface OfficeConversation {
  conversation: ConversationRow;
  messages: ChatMessageView[];
  /** The visitor's token, for the office's link to what the visitor sees. */
  token: string;
}

export type SendOutcome = { kind: 'sent'; message: ChatMessageView } | { kind: 'notFound' };

/** The chat (issue 36): visitors' conversations with the agency, and the office's side of them. */
export interface ChatService {
  status(): Promise<ChatStatusView>;
  /** A visitor's first message: a new conversation, and the token that opens it. */
  start(input: ChatStart): Promise<{ conversationId: number; token: string; message: ChatMessageView }>;
  /** The conversation a visitor's token opens, or null. */
  conversationOf(token: string): number | null;
  thread(conversationId: number): Promise<ChatThreadView | null>;
  sendAsVisitor(conversationId: number, text: string): Promise<SendOutcome>;
  markRead(conversationId: number, by: 'visitor' | 'staff', upTo: number): Promise<number | null>;
  typing(conversationId: number, by: 'visitor' | { staff: ChatStaff }): Promise<boolean>;
  /** A booking's thread by the booking's page id (made on first use), and its token; null for no booking. */
  bookingThread(by: { publicId: string } | { id: number }): Promise<{ conversationId: number; token: string } | null>;
  tokenOf(conversationId: number): string;
  inbox(
    filter: InboxFilter,
    staffId: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: InboxRow[]; total: number }>;
  forOffice(conversationId: number): Promise<OfficeConversation | null>;
  sendAsStaff(conversationId: number, staff: ChatStaff, text: string): Promise<SendOutcome>;
  assign(conversationId: number, staffId: string | null): Promise<boolean>;
  setStatus(conversationId: number, status: 'open' | 'closed'): Promise<boolean>;
  /** Live connections: a visitor's to one conversation, a staff member's to the whole inbox. */
  listenAsVisitor(conversationId: number, listener: ChatListener): Promise<() => void>;
  listenAsStaff(staffId: string, listener: ChatListener): Promise<() => Promise<void>>;
  /** Ends the live connections of this instance (the server is stopping). */
  close(): Promise<void>;
}

export function createChatService(deps: ChatDeps): ChatService {
  const { db, clock, hub, tokens } = deps;

  const send = async (
    conversationId: number,
    from: { sender: 'visitor' } | { sender: 'staff'; staff: ChatStaff },
    text: string,
  ): Promise<SendOutcome> => {
    const now = clock();
    const row = await db.transaction(async (tx) => {
      const exists = await findConversation(tx, conversationId);
      if (!exists) return null;
      const message = await insertMessage(tx, {
        conversationId,
        createdAt: now,
        sender: from.sender,
        staffId: from.sender === 'staff' ? from.staff.id : null,
        staffName: from.sender === 'staff' ? from.staff.name : null,
        body: text,
      });
      await hub.publish(tx, { t: 'message', c: conversationId, m: message.id });
      return message;
    });
    return row ? { kind: 'sent', message: chatMessageView(row) } : { kind: 'notFound' };
  };

  const startConversation = async (
    fields: {
      culture: Culture;
      name: string;
      email: string;
      pagePath: string;
      schoolId: number | null;
      bookingId: number | null;
    },
    first?: string,
  ) => {
    const now = clock();
    return db.transaction(async (tx) => {
      const conversationId = await insertConversation(tx, { ...fields, createdAt: now, lastMessageAt: now });
      const message = first
        ? await insertMessage(tx, { conversationId, createdAt: now, sender: 'visitor', body: first })
        : null;
      await hub.publish(tx, { t: 'conversation', c: conversationId });
      if (message) await hub.publish(tx, { t: 'message', c: conversationId, m: message.id });
      return { conversationId, message };
    });
  };

  return {
    async status() {
      return { online: await hub.online(), replyMinutes: deps.config.chat.replyMinutes };
    },
    async start(input) {
      const { conversationId, message } = await startConversation(
        {
          culture: input.culture,
          name: input.name,
          email: input.email,
          pagePath: input.page,
          schoolId: input.schoolId ?? null,
          bookingId: null,
        },
        input.text,
      );
      return { conversationId, token: tokens.sign(conversationId), message: chatMessageView(message!) };
    },
    conversationOf: (token) => tokens.read(token),
    async thread(conversationId) {
      const conversation = await findConversation(db, conversationId);
      if (!conversation) return null;
      const messages = await listMessages(db, conversationId);
      return {
        status: conversation.status,
        name: conversation.name,
        culture: conversation.culture,
        bookingReference: null,
        messages: messages.map(chatMessageView),
      };
    },
    sendAsVisitor: (conversationId, text) => send(conversationId, { sender: 'visitor' }, text),
    async markRead(conversationId, by, upTo) {
      return db.transaction(async (tx) => {
        const mark = await markRead(tx, conversationId, by, upTo);
        if (mark !== null) await hub.publish(tx, { t: 'read', c: conversationId, by, upTo: mark });
        return mark;
      });
    },
    async typing(conversationId, by) {
      const conversation = await findConversation(db, conversationId);
      if (!conversation) return false;
      await hub.publish(
        db,
        by === 'visitor'
          ? { t: 'typing', c: conversationId, by: 'visitor', staffId: null, name: conversation.name }
          : { t: 'typing', c: conversationId, by: 'staff', staffId: by.staff.id, name: by.staff.name },
      );
      return true;
    },
    async bookingThread(by) {
      const booking = await findBookingForChat(db, by);
      if (!booking) return null;
      if (booking.conversationId !== null)
        return { conversationId: booking.conversationId, token: tokens.sign(booking.conversationId) };
      try {
        const { conversationId } = await startConversation({
          culture: booking.culture,
          name: booking.name,
          email: booking.email,
          pagePath: '',
          schoolId: booking.schoolId,
          bookingId: booking.bookingId,
        });
        return { conversationId, token: tokens.sign(conversationId) };
      } catch (error) {
        // Two first openings of the same booking page at once: the other one made the thread.
        const again = await findBookingForChat(db, by);
        if (again?.conversationId == null) throw error;
        return { conversationId: again.conversationId, token: tokens.sign(again.conversationId) };
      }
    },
    tokenOf: (conversationId) => tokens.sign(conversationId),
    inbox: (filter, staffId, page) => listInbox(db, filter, staffId, page),
    async forOffice(conversationId) {
      const conversation = await findConversation(db, conversationId);
      if (!conversation) return null;
      const messages = await listMessages(db, conversationId);
      return { conversation, messages: messages.map(chatMessageView), token: tokens.sign(conversationId) };
    },
    sendAsStaff: (conversationId, staff, text) => send(conversationId, { sender: 'staff', staff }, text),
    async assign(conversationId, staffId) {
      return db.transaction(async (tx) => {
        const done = await updateConversation(tx, conversationId, { assignedStaffId: staffId });
        if (done) await hub.publish(tx, { t: 'conversation', c: conversationId });
        return done;
      });
    },
    async setStatus(conversationId, status) {
      return db.transaction(async (tx) => {
        const done = await updateConversation(tx, conversationId, { status });
        if (done) await hub.publish(tx, { t: 'conversation', c: conversationId });
        return done;
      });
    },
    listenAsVisitor: (conversationId, listener) => hub.joinVisitor(conversationId, listener),
    listenAsStaff: (staffId, listener) => hub.joinStaff(staffId, listener),
    close: () => hub.close(),
  };
}
