import type { Culture } from '../culture.ts';
import type { RegionCountry } from './api-types.ts';

/** How many of the busiest countries lead the English list before the alphabetical rest (spec section 5). */
export const ENGLISH_LEADING_COUNTRIES = 6;

/**
 * Orders a language's countries: for English the 6 with most schools first (most first), then the
 * rest alphabetically; for other languages all alphabetically, in the culture's collation.
 */
export function sortRegionCountries<T extends Pick<RegionCountry, 'name' | 'schools'>>(
  countries: readonly T[],
  language: string,
  culture: Culture,
): T[] {
  const collator = new Intl.Collator(culture);
  const byName = (a: T, b: T) => collator.compare(a.name, b.name);
  if (language !== 'english') return [...countries].sort(byName);
  const bySchools = [...countries].sort((a, b) => b.schools - a.schools || byName(a, b));
  const leading = bySchools.slice(0, ENGLISH_LEADING_COUNTRIES);
  return [...leading, ...bySchools.slice(ENGLISH_LEADING_COUNTRIES).sort(byName)];
}
