import type { Culture } from '../culture.ts';

/** The page of a confirmation mail's link: /{culture}/newsletter/confirm/{token}/. */
export function newsletterConfirmPath(culture: Culture, token: string): string {
  return `/${culture}/newsletter/confirm/${encodeURIComponent(token)}/`;
}

/**
 * The unsubscribe page, /{culture}/newsletter/unsubscribe/{token}/: a person opens it and presses
 * one button; a mail program POSTs to it directly (List-Unsubscribe-Post, RFC 8058).
 */
export function newsletterUnsubscribePath(culture: Culture, token: string): string {
  return `/${culture}/newsletter/unsubscribe/${encodeURIComponent(token)}/`;
}
