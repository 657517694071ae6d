import type { Culture } from '../culture.ts';
import { ISO_COUNTRY_CODES } from './iso-country-codes.ts';
import { displayName } from '../intl-formats.ts';
import type { CityContent } from './place-schema.ts';

/** A country's name in a culture, from its ISO 3166-1 alpha-2 code. */
export function countryName(iso: string, culture: Culture): string {
  return displayName(culture, 'region', iso) ?? iso;
}

/** A city's name as the content team wrote it for the culture, else the English one. */
export function cityName(city: Pick<CityContent, 'name'>, culture: Culture): string {
  return city.name[culture] ?? city.name.en!;
}

/** A language's name in a culture, capitalised as a heading or menu item needs ('Английский'). */
export function languageName(code: string, culture: Culture): string {
  const name = displayName(culture, 'language', code) ?? code;
  return name.charAt(0).toLocaleUpperCase(culture) + name.slice(1);
}

/** Every country with its name in the culture, in that culture's alphabetical order (review form). */
export function countryList(culture: Culture): { id: string; name: string }[] {
  const collator = new Intl.Collator(culture);
  return ISO_COUNTRY_CODES.map((id) => ({ id, name: countryName(id, culture) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
