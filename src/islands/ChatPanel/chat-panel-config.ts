import type { Culture } from '#domain/culture.ts';

/** What the page hands the chat panel (a data attribute: the page's policy hashes every inline script). */
export interface ChatPanelConfig {
  culture: Culture;
  dictionary: Record<string, string>;
  /** The privacy policy the consent links to. */
  privacyHref: string;
  /** The school of the page, for the office's filter. */
  schoolId?: number;
  /** A conversation the page opens itself (a booking's thread, a mailed link); else the one this browser keeps. */
  token?: string;
}

/** Where this browser keeps the token of its conversation, so that every page's panel continues it. */
export const CHAT_TOKEN_KEY = 'linguatrips.chat';

/** The dictionary keys the panel reads: every page that offers it passes these and no others. */
export const CHAT_PANEL_KEYS = [
  'chat.online',
  'chat.offline',
  'chat.name',
  'chat.email',
  'chat.privacy',
  'chat.message',
  'chat.messages',
  'chat.send',
  'chat.you',
  'chat.agency',
  'chat.typing',
  'chat.closed',
  'chat.failed',
  'bookingModal.privacyLink',
] as const;
