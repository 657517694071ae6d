import { CULTURES, type Culture } from '../domain/culture.ts';
import type { Dictionary } from './get-dictionary.ts';

/**
 * The keys whose spelling the specification fixes (section 5's filter error message keys, which
 * the pricing API returns as `messageKey`, and the review form's required-name message): they keep
 * it, so a client written against the spec reads the keys it was promised. Every other key is camelCase.
 */
export const SPEC_SPELLED_KEYS: ReadonlySet<string> = new Set([
  'howToBook.BookingCourseError',
  'accommodations.MustBook',
  'validationErrors.InvalidAccommodationDates',
  'validationErrors.InvalidAccommodationDuration',
  'validationErrors.TransferRequired',
  'bookingModal.NameIsRequired',
]);

/** A key's dotted segments each start lower-case (plural suffixes and snake_case content ids allowed). */
const isCamelCase = (key: string): boolean => key.split('.').every((segment) => /^[a-z0-9]/.test(segment));

/** Every (culture, key) that breaks the one casing convention: camelCase segments, save the spec's spellings. */
export function findMiscasedKeys(dictionaries: Record<Culture, Dictionary>): { culture: Culture; key: string }[] {
  return CULTURES.flatMap((culture) =>
    Object.keys(dictionaries[culture])
      .filter((key) => !SPEC_SPELLED_KEYS.has(key) && !isCamelCase(key))
      .map((key) => ({ culture, key })),
  );
}
