import type { Culture } from '../culture.ts';

/** The page of the "this was not me" link in a booking confirmation: /{culture}/booking/not-me/{token}/. */
export function notMePath(culture: Culture, token: string): string {
  return `/${culture}/booking/not-me/${encodeURIComponent(token)}/`;
}
