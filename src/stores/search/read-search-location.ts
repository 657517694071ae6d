import type { Culture } from '#domain/culture.ts';
import { readSearchPath } from '#domain/search/read-search-path.ts';
import { readSearchQuery } from '#domain/search/read-search-query.ts';
import type { SearchFilters } from '#domain/search/search-filters.ts';

/**
 * The filters and the page of an address of the search page:
 * /{culture}/{language}/{country?}/{city?}/page/{n}/ and the query keys of spec section 2, read
 * leniently (readSearchPath, readSearchQuery).
 */
export function readSearchLocation(
  culture: Culture,
  location: { pathname: string; search: string },
  fallbackLanguage: string,
): { filters: SearchFilters; page: number } {
  const { place, page } = readSearchPath(location.pathname);
  const params = new URLSearchParams(location.search);
  const { filters } = readSearchQuery(
    culture,
    { language: place.language ?? fallbackLanguage, country: place.country, city: place.city },
    (key) => params.get(key),
  );
  return { filters, page };
}
