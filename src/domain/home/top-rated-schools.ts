import type { SchoolCard } from '../catalogue/api-types.ts';

/** Reviews a school needs before the home page calls it top-rated: one glowing review is not a rating. */
export const TOP_RATED_MIN_REVIEWS = 3;

/**
 * The home page's top-rated schools: best mean rating first, then most reviews, then name; at
 * most one per city, so the list shows the range of destinations rather than one city's schools.
 */
export function topRatedSchools(schools: readonly SchoolCard[], limit: number): SchoolCard[] {
  const ranked = schools
    .filter((school) => school.r_count >= TOP_RATED_MIN_REVIEWS && school.price > 0)
    .sort((a, b) => b.meanRating - a.meanRating || b.r_count - a.r_count || a.name.localeCompare(b.name));
  const cities = new Set<string>();
  const top: SchoolCard[] = [];
  for (const school of ranked) {
    const city = `${school.country}/${school.city}`;
    if (cities.has(city)) continue;
    cities.add(city);
    top.push(school);
    if (top.length === limit) break;
  }
  return top;
}
