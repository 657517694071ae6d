/** Who wrote a message. */
export type ChatSender = 'visitor' | 'staff';

/** A message as either side reads it (the visitor never sees which staff member's id wrote it). */
export interface ChatMessageView {
  id: number;
  at: string;
  sender: ChatSender;
  /** The staff member's name; null for the visitor's own messages. */
  staffName: string | null;
  text: string;
}

/** A conversation as its visitor reads it. */
export interface ChatThreadView {
  status: 'open' | 'closed';
  name: string;
  culture: string;
  /** The booking's reference when it is a booking's thread. */
  bookingReference: string | null;
  messages: ChatMessageView[];
}

/** Whether someone answers now, and how soon they usually do. */
export interface ChatStatusView {
  online: boolean;
  replyMinutes: number;
}

/** What a live connection carries, either side. */
export type ChatEvent =
  | { type: 'message'; conversationId: number; message: ChatMessageView }
  | { type: 'read'; conversationId: number; by: ChatSender; upTo: number }
  | { type: 'typing'; conversationId: number; by: ChatSender; staffId: string | null; name: string }
  | { type: 'conversation'; conversationId: number }
  | { type: 'presence'; online: boolean };
