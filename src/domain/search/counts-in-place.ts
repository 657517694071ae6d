import type { SearchEntry } from './search-entry.ts';
import { defaultSearchFilters, type SearchPlace } from './search-filters.ts';
import { isInSearchPlace } from './is-in-search-place.ts';
import { missedFilters } from './missed-filters.ts';

/**
 * Whether a school is counted in a place's number of schools: the one rule behind every count the
 * site shows (home page, region links, the search page's 'N schools found'). A school counts when
 * the place's search page finds it with the default filters (spec section 9: a language school
 * with housing and a price for two weeks), not among its similar schools; so a count always
 * equals what its link leads to.
 */
export function countsInPlace(entry: SearchEntry, place: SearchPlace): boolean {
  const filters = defaultSearchFilters(place);
  return isInSearchPlace(entry, filters, undefined) && missedFilters(entry, filters).length === 0;
}
