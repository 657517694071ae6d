import type { SchoolCard } from '../catalogue/api-types.ts';

/** A search page's place: a language, optionally narrowed to a country and a city. */
export interface SearchRoute {
  language: string;
  country?: string;
  city?: string;
}

type PlacedSchool = Pick<SchoolCard, 'languages' | 'country' | 'city'>;

const byPath = (a: SearchRoute, b: SearchRoute) =>
  searchSegments(a).join('/').localeCompare(searchSegments(b).join('/'));

/** The URL segments of a search route after the culture, lower-cased. */
export function searchSegments(route: SearchRoute): string[] {
  return [route.language, route.country, route.city]
    .filter((part): part is string => part !== undefined)
    .map((part) => part.toLowerCase());
}

/**
 * Every search page that has schools: each language, each (language, country) and each
 * (language, country, city) some school teaches in. A school counts under every language it teaches.
 */
export function searchRoutes(schools: readonly PlacedSchool[]): SearchRoute[] {
  const seen = new Map<string, SearchRoute>();
  const add = (route: SearchRoute) => seen.set(searchSegments(route).join('/'), route);
  for (const school of schools) {
    const country = school.country.toLowerCase();
    const city = school.city.toLowerCase();
    for (const raw of school.languages) {
      const language = raw.toLowerCase();
      add({ language });
      add({ language, country });
      add({ language, country, city });
    }
  }
  return [...seen.values()].sort(byPath);
}

/** The address of a search page: /{culture}/{language}/{country?}/{city?}/ */
export function searchPath(culture: string, route: SearchRoute): string {
  return `/${[culture, ...searchSegments(route)].join('/').toLowerCase()}/`;
}
