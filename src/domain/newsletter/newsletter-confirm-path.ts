import type { Culture } from '../culture.ts';

/** The page of a confirmation mail's link: /{culture}/newsletter/confirm/{token}/. */
export function newsletterConfirmPath(culture: Culture, token: string): string {
  return `/${culture}/newsletter/confirm/${encodeURIComponent(token)}/`;
}
