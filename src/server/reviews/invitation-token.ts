import { createHash, randomBytes } from 'node:crypto';

/** A new invitation link's secret: 32 random bytes, URL-safe. Only its hash is stored. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of an invitation token (SHA-256, hex): a leaked table opens no review form. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
