import type { SchoolCard } from '../catalogue/api-types.ts';

/** A school page's place: the school's first language, its country and city, and its slug. */
export interface SchoolRoute {
  language: string;
  country: string;
  city: string;
  school: string;
}

type PlacedSchool = Pick<SchoolCard, 'slug' | 'languages' | 'country' | 'city'>;

/** One route per school, under its first language only (other languages link to the same page). */
export function schoolRoutes(schools: readonly PlacedSchool[]): SchoolRoute[] {
  return schools
    .map((school) => {
      const language = school.languages[0];
      if (language === undefined) throw new Error(`school ${school.slug} teaches no language`);
      return { language: language.toLowerCase(), country: school.country.toLowerCase(), city: school.city.toLowerCase(), school: school.slug.toLowerCase() };
    })
    .sort((a, b) => schoolPath('', a).localeCompare(schoolPath('', b)));
}

/** The address of a school page: /{culture}/{language}/{country}/{city}/{school}/ */
export function schoolPath(culture: string, route: SchoolRoute): string {
  return `/${[culture, route.language, route.country, route.city, route.school].join('/').toLowerCase()}/`;
}
