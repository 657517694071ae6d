import type { SearchFilters } from './search-filters.ts';
import type { SearchEntry } from './search-entry.ts';

/**
 * Whether a school is where the search looks: it teaches the language, is in the country and city
 * when they are set, and its name contains the folded name searched for. These filters are never
 * relaxed: a school elsewhere is not 'similar'.
 */
export function isInSearchPlace(
  entry: SearchEntry,
  filters: Pick<SearchFilters, 'language' | 'country' | 'city'>,
  foldedName: string | undefined,
): boolean {
  return (
    entry.languages.includes(filters.language) &&
    (filters.country === undefined || entry.country === filters.country) &&
    (filters.city === undefined || entry.city === filters.city) &&
    (foldedName === undefined || entry.searchText.includes(foldedName))
  );
}
