import type { Culture } from '../culture.ts';
import type { RegionCity, RegionCountry } from './api-types.ts';
import type { Places } from './place-schema.ts';
import { cityName, countryName } from './place-names.ts';
import { sortRegionCountries } from './sort-region-countries.ts';

/**
 * Groups schools (their country and city slugs) into countries and cities with localised names,
 * ordered as the search filter shows them (spec section 5). Every school makes its place listed;
 * only those `counted` (countsInPlace: what the place's page finds) add to its school count.
 */
export function buildRegions(
  schools: readonly { country: string; city: string; counted: boolean }[],
  places: Places,
  options: { culture: Culture; language: string },
): RegionCountry[] {
  const { culture } = options;
  const countriesBySlug = new Map(places.countries.map((country) => [country.slug, country]));
  const citiesBySlug = new Map(places.cities.map((city) => [city.slug, city]));
  const counts = new Map<string, Map<string, number>>();
  for (const school of schools) {
    const cities = counts.get(school.country) ?? new Map<string, number>();
    cities.set(school.city, (cities.get(school.city) ?? 0) + (school.counted ? 1 : 0));
    counts.set(school.country, cities);
  }
  const collator = new Intl.Collator(culture);
  const countries = [...counts].map(([slug, cityCounts]): RegionCountry => {
    const iso = countriesBySlug.get(slug)?.iso;
    const cities = [...cityCounts].map(([citySlug, schoolCount]): RegionCity => {
      const city = citiesBySlug.get(citySlug);
      return {
        name: city ? cityName(city, culture) : citySlug,
        nameEn: city ? cityName(city, 'en') : citySlug,
        url: citySlug,
        schools: schoolCount,
      };
    });
    return {
      name: iso ? countryName(iso, culture) : slug,
      nameEn: iso ? countryName(iso, 'en') : slug,
      url: slug,
      schools: cities.reduce((sum, city) => sum + city.schools, 0),
      cities: cities.sort((a, b) => collator.compare(a.name, b.name)),
    };
  });
  return sortRegionCountries(countries, options.language, culture);
}
