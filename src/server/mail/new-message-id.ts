import { randomUUID } from 'node:crypto';

/**
 * A Message-ID for a mail, made once when the mail is queued and kept through every retry, so a
 * mail delivered twice after a crash is one message to the receiving side. The domain part is the
 * sender's (RFC 5322 asks for a domain the sender controls).
 */
export function newMessageId(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'linguatrips.invalid';
  return `<${randomUUID()}@${domain}>`;
}
