import { PROGRAMME_TYPES, type ProgrammeType } from '../catalogue/programme-types.ts';
import type { Culture } from '../culture.ts';
import { cultureFeatureFilters } from './culture-filters.ts';
import { defaultSearchFilters, SEARCH_SORTS, SEARCH_WEEKS, type SearchFilters, type SearchPlace, type SearchSort } from './search-filters.ts';

/** Reads one query value; the literal text 'undefined' and empty values mean unset (spec section 3). */
type QueryReader = (key: string) => string | null | undefined;

const present = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' || value === 'undefined' ? undefined : value;

const flag = (value: string | undefined, fallback: boolean) => (value === 'true' ? true : value === 'false' ? false : fallback);

/**
 * The filters of an address as the browser reads it: the place from the path and the query keys
 * of spec section 2, compared without case. Unlike the API, which answers 400, a value that makes
 * no sense here falls back to its default, and a feature filter the culture does not offer is
 * dropped: a visitor's edited address still shows a page.
 */
export function readSearchQuery(culture: Culture, place: SearchPlace, get: QueryReader): SearchFilters {
  const filters = defaultSearchFilters(place);
  const read = (key: string) => present(get(key))?.toLowerCase();
  const type = read('schooltype');
  if (type !== undefined && (PROGRAMME_TYPES as readonly string[]).includes(type)) filters.schoolType = type as ProgrammeType;
  const sort = read('sort');
  const matchedSort = SEARCH_SORTS.find((candidate) => candidate.toLowerCase() === sort);
  if (matchedSort) filters.sort = matchedSort satisfies SearchSort;
  const weeks = Number(read('weeks'));
  if (Number.isInteger(weeks) && weeks >= SEARCH_WEEKS.min && weeks <= SEARCH_WEEKS.max) filters.weeks = weeks;
  filters.accommodation = flag(read('accommodation'), filters.accommodation);
  filters.returnOnVisaRejection = flag(read('returnonvisarejection'), false);
  filters.budgetary = flag(read('budgetary'), false);
  filters.fewRussianSpeakers = flag(read('fewruspeakers'), false);
  filters.avgAge30 = flag(read('avgage30'), false);
  filters.inCenter = flag(read('incenter'), false);
  const offered = cultureFeatureFilters(culture);
  for (const feature of ['returnOnVisaRejection', 'fewRussianSpeakers'] as const) {
    if (!offered.includes(feature)) filters[feature] = false;
  }
  const name = present(get('name'))?.trim();
  if (name) filters.name = name;
  return filters;
}
