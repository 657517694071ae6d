import type { Culture } from '../culture.ts';
import type { Navigation } from './api-types.ts';
import type { Places } from './place-schema.ts';
import type { SchoolContent } from './school-schema.ts';
import { cityName, countryName, languageName } from './place-names.ts';

/** The school page's breadcrumb: its first language, its country, its city, named in the culture. */
export function schoolNavigations(
  school: Pick<SchoolContent, 'languages' | 'country' | 'city'>,
  places: Places,
  culture: Culture,
): Navigation[] {
  const languageSlug = school.languages[0]!;
  const language = places.languages.find((l) => l.slug === languageSlug);
  const country = places.countries.find((c) => c.slug === school.country);
  const city = places.cities.find((c) => c.slug === school.city);
  return [
    { name: language ? languageName(language.code, culture) : languageSlug, url: languageSlug },
    { name: country ? countryName(country.iso, culture) : school.country, url: school.country },
    { name: city ? cityName(city, culture) : school.city, url: school.city },
  ];
}
