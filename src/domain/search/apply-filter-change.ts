import { defaultSearchFilters, type SearchFilters } from './search-filters.ts';

/**
 * A filter change with the reset rules of spec section 4: a new language clears the country and
 * the city, a new country clears the city. A city without a country is dropped.
 */
export function applyFilterChange(filters: SearchFilters, change: Partial<SearchFilters>): SearchFilters {
  const next = { ...filters, ...change };
  if (change.language !== undefined && change.language !== filters.language) {
    next.country = undefined;
    next.city = undefined;
  } else if ('country' in change && change.country !== filters.country) {
    next.city = undefined;
  }
  if (next.country === undefined) next.city = undefined;
  return next;
}

/** A search by name (spec section 2): only the name is set, every other filter back to its default; the language stays. */
export function nameSearchFilters(language: string, name: string): SearchFilters {
  return { ...defaultSearchFilters({ language }), name };
}
