import { defaultSearchFilters, type SearchFilters } from './search-filters.ts';
import { SEARCH_QUERY_KEYS } from './search-query-keys.ts';

/**
 * The query string of a search state, lower-cased (spec section 2): only the filters that differ
 * from the page's defaults, in the spec's key order, so the default state is the bare address.
 */
export function toSearchQuery(filters: SearchFilters): string {
  const defaults = defaultSearchFilters(filters);
  const params = new URLSearchParams();
  for (const [key, field] of SEARCH_QUERY_KEYS) {
    const value = filters[field];
    if (value === undefined || value === defaults[field]) continue;
    params.set(key, String(value).toLowerCase());
  }
  return params.toString();
}
