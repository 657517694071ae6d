import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A conversation's token: its id and an HMAC-SHA-256 of it under a key derived from AUTH_SECRET
 * (256 bits, base64url). It opens that one conversation and no other; nothing is stored, so the
 * link mailed to a visitor is the token the panel holds. No account, no guessable address.
 */
export interface ChatTokens {
  sign(conversationId: number): string;
  /** The conversation a token opens, or null for anything not made by sign(). */
  read(token: string): number | null;
}

const FORMAT = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

export function chatTokens(secret: string): ChatTokens {
  // A key of its own, so that a chat token can never be mistaken for anything else signed with the secret.
  const key = createHmac('sha256', secret).update('linguatrips chat conversation token').digest();
  const mac = (id: number) => createHmac('sha256', key).update(`conversation:${id}`).digest();
  return {
    sign: (conversationId) => `${conversationId}.${mac(conversationId).toString('base64url')}`,
    read(token) {
      const match = FORMAT.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const given = Buffer.from(match[2]!, 'base64url');
      const expected = mac(id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
