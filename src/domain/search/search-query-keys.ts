import type { SearchFilters } from './search-filters.ts';

/**
 * The query keys of a search address in the spec's order (section 2), each with the filter it
 * carries. Language, country and city travel in the path instead.
 */
export const SEARCH_QUERY_KEYS = [
  ['schooltype', 'schoolType'],
  ['accommodation', 'accommodation'],
  ['sort', 'sort'],
  ['weeks', 'weeks'],
  ['returnonvisarejection', 'returnOnVisaRejection'],
  ['budgetary', 'budgetary'],
  ['fewruspeakers', 'fewRussianSpeakers'],
  ['avgage30', 'avgAge30'],
  ['incenter', 'inCenter'],
  ['accredited', 'accredited'],
  ['adultsonly', 'adultsOnlyMonth'],
  ['maxprice', 'maxPrice'],
  ['name', 'name'],
] as const satisfies readonly (readonly [string, keyof SearchFilters])[];

export type SearchQueryKey = (typeof SEARCH_QUERY_KEYS)[number][0];
