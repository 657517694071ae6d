// How the office pages write things for staff in words: places, pauses and review marks.
import { starText } from '#domain/rating/star-text.ts';

/** A place slug as words for the office ('united_kingdom' → 'United Kingdom'); the site's own names need the places file. */
export function placeWords(slug: string): string {
  return slug
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A pause in whole minutes for a sentence ('1 minute', '15 minutes'). */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A review's mark as the office reads it: five text stars and the number, or 'not applicable' for null. */
export function reviewStarsText(mark: number | null): string {
  return mark === null ? 'not applicable' : `${starText(mark)} ${mark} of 5`;
}
