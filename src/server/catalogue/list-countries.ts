import { countryList } from '#domain/catalogue/place-names.ts';
import type { Culture } from '#domain/culture.ts';

const cache = new Map<Culture, { id: string; name: string }[]>();

/** All countries named and sorted for a culture; computed once per culture, since it never changes. */
export function listCountries(culture: Culture): { id: string; name: string }[] {
  let list = cache.get(culture);
  if (!list) {
    list = countryList(culture);
    cache.set(culture, list);
  }
  return list;
}
