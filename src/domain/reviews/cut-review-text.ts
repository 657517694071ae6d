/** Reviews longer than this are cut with 'read more' (spec section 9). */
export const REVIEW_CUT_LENGTH = 300;

/**
 * The first part of a long review, cut at the last space before 300 characters so no word is
 * broken, or null when the text is short enough to show whole.
 */
export function cutReviewText(text: string, limit = REVIEW_CUT_LENGTH): string | null {
  if (text.length <= limit) return null;
  const head = text.slice(0, limit);
  const space = head.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}
