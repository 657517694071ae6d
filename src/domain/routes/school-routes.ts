import type { SchoolCard } from '../catalogue/api-types.ts';

/** A school page's place: a language the school teaches, its country and city, and its slug. */
export interface SchoolRoute {
  language: string;
  country: string;
  city: string;
  school: string;
}

type PlacedSchool = Pick<SchoolCard, 'slug' | 'languages' | 'country' | 'city'>;

/**
 * One route per school and language it teaches: a school found on a language's search page links
 * to its page under that language (schoolLink), whose breadcrumbs lead back to that search.
 */
export function schoolRoutes(schools: readonly PlacedSchool[]): SchoolRoute[] {
  return schools
    .flatMap((school) => {
      if (school.languages.length === 0) throw new Error(`school ${school.slug} teaches no language`);
      return school.languages.map((language) => ({
        language: language.toLowerCase(),
        country: school.country.toLowerCase(),
        city: school.city.toLowerCase(),
        school: school.slug.toLowerCase(),
      }));
    })
    .sort((a, b) => schoolPath('', a).localeCompare(schoolPath('', b)));
}

/** The address of a school page: /{culture}/{language}/{country}/{city}/{school}/ */
export function schoolPath(culture: string, route: SchoolRoute): string {
  return `/${[culture, route.language, route.country, route.city, route.school].join('/').toLowerCase()}/`;
}
