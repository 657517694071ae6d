import type { SearchFilters } from './search-filters.ts';
import { searchPagePath } from './search-paging.ts';
import { toSearchQuery } from './to-search-query.ts';

/** The path of a search place: /{culture}/{language}/{country}/{city}/, unset parts left out, lower-cased. */
export function searchPlacePath(
  culture: string,
  filters: Pick<SearchFilters, 'language' | 'country' | 'city'>,
): string {
  const segments = [
    culture,
    filters.language,
    filters.country,
    filters.country === undefined ? undefined : filters.city,
  ];
  return `/${segments.filter((part): part is string => part !== undefined).join('/')}/`.toLowerCase();
}

/** The address of a search state: its place path, its page after the first, and ?{query} when a filter differs from the defaults. */
export function searchAddress(culture: string, filters: SearchFilters, page = 1): string {
  const query = toSearchQuery(filters);
  const path = searchPagePath(searchPlacePath(culture, filters), page);
  return query === '' ? path : `${path}?${query}`;
}
