import type { Culture } from '../../domain/culture.ts';
import { readSearchQuery } from '../../domain/search/read-search-query.ts';
import type { SearchFilters } from '../../domain/search/search-filters.ts';

/**
 * The filters of an address of the search page: /{culture}/{language}/{country?}/{city?}/ and the
 * query keys of spec section 2, read leniently (readSearchQuery).
 */
export function readSearchLocation(culture: Culture, location: { pathname: string; search: string }, fallbackLanguage: string): SearchFilters {
  const [, language, country, city] = location.pathname.toLowerCase().split('/').filter(Boolean);
  const params = new URLSearchParams(location.search);
  return readSearchQuery(culture, { language: language ?? fallbackLanguage, country, city }, (key) => params.get(key));
}
