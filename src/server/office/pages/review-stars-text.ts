import { starText } from '#domain/rating/star-text.ts';

/** A review's mark as the office reads it: five text stars and the number, or 'not applicable' for null. */
export function reviewStarsText(mark: number | null): string {
  return mark === null ? 'not applicable' : `${starText(mark)} ${mark} of 5`;
}
