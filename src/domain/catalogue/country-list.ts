import type { Culture } from '../culture.ts';
import { ISO_COUNTRY_CODES } from './iso-country-codes.ts';
import { countryName } from './country-name.ts';

/** Every country with its name in the culture, in that culture's alphabetical order (review form). */
export function countryList(culture: Culture): { id: string; name: string }[] {
  const collator = new Intl.Collator(culture);
  return ISO_COUNTRY_CODES.map((id) => ({ id, name: countryName(id, culture) })).sort((a, b) => collator.compare(a.name, b.name));
}
