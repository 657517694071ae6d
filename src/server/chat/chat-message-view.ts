import type { ChatMessageView } from '#domain/chat/chat-view.ts';
import type { MessageRow } from './queries/insert-message.ts';

/** A stored message as either side reads it: never the staff member's id, only the name they showed. */
export function chatMessageView(row: MessageRow): ChatMessageView {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    sender: row.sender,
    staffName: row.sender === 'staff' ? (row.staffName ?? null) : null,
    text: row.body,
  };
}
