import { PROGRAMME_TYPES, type ProgrammeType } from '../catalogue/programme-types.ts';

/** The result orders of the search page (spec section 4); popularity is the default. */
export const SEARCH_SORTS = ['popularity', 'highRatingFirst', 'expensiveFirst', 'cheapFirst'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The weeks selector of the search page runs from 2 to 52 (spec section 9). */
export const SEARCH_WEEKS = { min: 2, max: 52 } as const;

/** Schools per page of search results (spec section 9). */
export const SEARCH_PAGE_SIZE = 10;

/** The yes/no feature filters; a school must have each feature that is switched on. */
export const FEATURE_FILTERS = [
  'returnOnVisaRejection',
  'budgetary',
  'fewRussianSpeakers',
  'avgAge30',
  'inCenter',
  'accredited',
] as const;
export type FeatureFilter = (typeof FEATURE_FILTERS)[number];

export { PROGRAMME_TYPES };

/**
 * The search filter model (spec section 3). Language, country, city and name narrow the place
 * and are always obeyed; the others are 'optional': a school missing them is still shown among
 * the similar schools.
 */
export interface SearchFilters {
  schoolType: ProgrammeType;
  language: string;
  country: string | undefined;
  city: string | undefined;
  weeks: number;
  /** true: the school must offer accommodation; false: no requirement. */
  accommodation: boolean;
  returnOnVisaRejection: boolean;
  budgetary: boolean;
  fewRussianSpeakers: boolean;
  avgAge30: boolean;
  inCenter: boolean;
  /** The school must hold at least one accreditation or membership of the fixed list. */
  accredited: boolean;
  /**
   * A calendar month (1–12) in which the school must have had no student under 18, by its most
   * recent class mix of that month that can be shown; undefined when not asked.
   */
  adultsOnlyMonth: number | undefined;
  /**
   * The most a card's all-in 'from' price may be, in whole units of the display currency the
   * search is asked in (the visitor's, else the rates' base); undefined when there is no limit.
   */
  maxPrice: number | undefined;
  /** Part of the school's name; undefined when not searching by name. */
  name: string | undefined;
  sort: SearchSort;
}

/** A search page's place: the URL segments after the culture. */
export interface SearchPlace {
  language: string;
  country?: string | undefined;
  city?: string | undefined;
}

/**
 * The filters of a search page before any is touched (spec section 9): language schools with
 * accommodation, two weeks, no feature required, most popular first.
 */
export function defaultSearchFilters(place: SearchPlace): SearchFilters {
  return {
    schoolType: 'languageschool',
    language: place.language,
    country: place.country,
    city: place.country === undefined ? undefined : place.city,
    weeks: SEARCH_WEEKS.min,
    accommodation: true,
    returnOnVisaRejection: false,
    budgetary: false,
    fewRussianSpeakers: false,
    avgAge30: false,
    inCenter: false,
    accredited: false,
    adultsOnlyMonth: undefined,
    maxPrice: undefined,
    name: undefined,
    sort: 'popularity',
  };
}

/** The optional filters a school can miss and still be shown as similar. */
export type OptionalFilter = 'schoolType' | 'weeks' | 'accommodation' | FeatureFilter | 'adultsOnly' | 'maxPrice';

/** The price filter's bounds, whole units of the display currency. */
export const SEARCH_MAX_PRICE = { min: 1, max: 100_000_000 } as const;
