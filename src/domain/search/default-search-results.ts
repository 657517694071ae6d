import type { SchoolCard } from '../catalogue/api-types.ts';
import type { SearchRoute } from '../routes/search-routes.ts';

type RankedSchool = Pick<SchoolCard, 'name' | 'languages' | 'country' | 'city' | 'programmeTypes' | 'hasAccommodation' | 'popularity'>;

export interface DefaultSearchResults<T> {
  /** Schools matching the default filters (spec section 9), most popular first. */
  exact: T[];
  /** The place's other schools, shown as 'similar schools' (most popular first). */
  similar: T[];
}

const byPopularity = (a: RankedSchool, b: RankedSchool) => b.popularity - a.popularity || a.name.localeCompare(b.name);

/**
 * The schools a search page lists before any filter is touched: programme type languageschool,
 * accommodation wanted, sorted by popularity; the place's remaining schools become 'similar'.
 */
export function defaultSearchResults<T extends RankedSchool>(schools: readonly T[], route: SearchRoute): DefaultSearchResults<T> {
  const inPlace = schools.filter(
    (school) =>
      school.languages.includes(route.language) &&
      (route.country === undefined || school.country === route.country) &&
      (route.city === undefined || school.city === route.city),
  );
  const matches = (school: T) => school.programmeTypes.includes('languageschool') && school.hasAccommodation;
  return {
    exact: inPlace.filter(matches).sort(byPopularity),
    similar: inPlace.filter((school) => !matches(school)).sort(byPopularity),
  };
}
