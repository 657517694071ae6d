import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { holidaysSchema, type HolidaysContent } from '#domain/catalogue/holidays-schema.ts';
import { placesSchema } from '#domain/catalogue/place-schema.ts';
import type { SchoolFileContext } from './check-school-file.ts';
import { readContentFile } from './read-content-file.ts';

/**
 * What a school file is checked against, read from a content folder as the loader reads it:
 * places.json, holidays/ and terms/ (the office's checks use the server's CONTENT_DIR, which the
 * seed keeps the database's places in step with).
 */
export function readSchoolFileContext(root: string): SchoolFileContext {
  const places = readContentFile(join(root, 'places.json'), placesSchema, root);
  const holidaysByCountry = new Map<string, HolidaysContent>();
  const holidaysDir = join(root, 'holidays');
  if (existsSync(holidaysDir))
    for (const name of readdirSync(holidaysDir).filter((file) => file.endsWith('.json'))) {
      const list = readContentFile(join(holidaysDir, name), holidaysSchema, root);
      holidaysByCountry.set(list.country, list);
    }
  return {
    languages: new Set(places.languages.map((language) => language.slug)),
    countries: new Set(places.countries.map((country) => country.slug)),
    cityCountry: new Map(places.cities.map((city) => [city.slug, city.country])),
    holidaysByCountry,
    termsExists: (name) => existsSync(join(root, 'terms', name)),
  };
}
