import { languageName } from '#domain/catalogue/place-names.ts';
import type { Culture } from '#domain/culture.ts';
import { countsInPlace } from '#domain/search/counts-in-place.ts';
import type { SearchIndex } from './search-index.ts';

/**
 * The languages that have schools, in the order places.json lists them, with the school count every
 * page shows for them (countsInPlace: what the language's search page finds).
 */
export async function listCatalogueLanguages(
  index: SearchIndex,
  culture: Culture,
): Promise<{ url: string; name: string; schools: number }[]> {
  const catalogue = await index.current();
  const taught = new Set(catalogue.entries.flatMap((entry) => entry.languages));
  return catalogue.places.languages
    .filter((language) => taught.has(language.slug))
    .map((language) => ({
      url: language.slug,
      name: languageName(language.code, culture),
      schools: catalogue.entries.filter((entry) => countsInPlace(entry, { language: language.slug })).length,
    }));
}
