import type { RegionsData, SchoolCard } from '../catalogue/api-types.ts';

/** A city on the home page: where it is, what is taught there, how many schools its page lists and a photo. */
export interface HomeDestination {
  language: { url: string; name: string };
  country: { url: string; name: string };
  city: { url: string; name: string };
  /** The count of the city's search page (region data: the countsInPlace rule), so the tile never promises more than the page shows. */
  schools: number;
  /** The photo of the best-rated school of the city that teaches the language. */
  photoStoragePath: string;
  photoSchool: string;
}

const byRating = (a: SchoolCard, b: SchoolCard) =>
  b.meanRating - a.meanRating || b.r_count - a.r_count || a.name.localeCompare(b.name);

/**
 * The most popular destinations: every (language, city) search page ordered by the schools it
 * lists, most first, ties by name; a city appears once (under the language with most schools there).
 */
export function homeDestinations(
  regions: readonly RegionsData[],
  schools: readonly SchoolCard[],
  limit: number,
): HomeDestination[] {
  const candidates = regions.flatMap((region) =>
    region.countries.flatMap((country) =>
      country.cities.filter((city) => city.schools > 0).map((city) => ({ region, country, city })),
    ),
  );
  candidates.sort((a, b) => b.city.schools - a.city.schools || a.city.name.localeCompare(b.city.name));
  const seenCities = new Set<string>();
  const destinations: HomeDestination[] = [];
  for (const { region, country, city } of candidates) {
    const key = `${country.url}/${city.url}`;
    if (seenCities.has(key)) continue;
    const language = region.language.url;
    const best = schools
      .filter(
        (school) => school.country === country.url && school.city === city.url && school.languages.includes(language),
      )
      .sort(byRating)[0];
    if (!best) continue;
    seenCities.add(key);
    destinations.push({
      language: region.language,
      country: { url: country.url, name: country.name },
      city: { url: city.url, name: city.name },
      schools: city.schools,
      photoStoragePath: best.photoStoragePath,
      photoSchool: best.name,
    });
    if (destinations.length === limit) break;
  }
  return destinations;
}
