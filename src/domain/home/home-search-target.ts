import { defaultSearchFilters, SEARCH_WEEKS } from '../search/search-filters.ts';
import { searchAddress } from '../search/search-address.ts';

/** What the home page's search form sends: a language, optionally a destination of that language ('english/malta'), a course length. */
export interface HomeSearchChoice {
  language: string;
  /** '{language}/{country}' as the destination list offers it; '' or undefined for every country. */
  destination?: string | undefined;
  weeks?: number | undefined;
}

const SLUG = /^[a-z][a-z0-9_-]*$/;

/** Whether a value can be a language or country of the catalogue's addresses (lower-case slug). */
export function isPlaceSlug(value: string): boolean {
  return SLUG.test(value);
}

/**
 * The search page the home page's form leads to: the language's page, narrowed to the country
 * when the destination belongs to that language (without JavaScript every destination is listed,
 * so one of another language falls back to the language's page), with the course length in the
 * query when it is not the search's default. Used by the form's script and by /{culture}/search/,
 * which answers the same form without JavaScript.
 */
export function homeSearchTarget(culture: string, choice: HomeSearchChoice): string {
  const [destinationLanguage, country] = (choice.destination ?? '').split('/');
  const inLanguage = destinationLanguage === choice.language && country !== undefined && isPlaceSlug(country);
  const filters = defaultSearchFilters({ language: choice.language, country: inLanguage ? country : undefined });
  const weeks =
    choice.weeks !== undefined && Number.isInteger(choice.weeks)
      ? Math.min(SEARCH_WEEKS.max, Math.max(SEARCH_WEEKS.min, choice.weeks))
      : filters.weeks;
  return searchAddress(culture, { ...filters, weeks });
}
