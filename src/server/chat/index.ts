// What the chat feature offers the rest of the server: other features import it only from here (eslint.config.js).
export { createChatHub, type ChatHub } from './chat-hub.ts';
export { createChatService, type ChatService, type OfficeConversation } from './chat-service.ts';
export { chatTokens } from './chat-token.ts';
export { chatSweepEveryMs, chatVisitorPath, scheduleChatSweep, sweepChat, type ChatSweep } from './chat-sweep.ts';
export type { InboxFilter, InboxRow } from './queries/list-inbox.ts';
