import type { RegionsData } from '#domain/catalogue/api-types.ts';
import { buildRegions } from '#domain/catalogue/build-regions.ts';
import { languageName } from '#domain/catalogue/place-names.ts';
import type { ProgrammeType } from '#domain/catalogue/school-schema.ts';
import type { Culture } from '#domain/culture.ts';
import { countsInPlace } from '#domain/search/counts-in-place.ts';
import { ApiError } from '../http/api-error.ts';
import type { SearchIndex } from './search-index.ts';

/**
 * The countries and cities where a language is taught (optionally in one programme type), for the
 * search filter, with the school counts every page shows (countsInPlace).
 */
export async function loadRegions(
  index: SearchIndex,
  query: { culture: Culture; language: string; schoolType?: ProgrammeType | undefined },
): Promise<RegionsData> {
  const catalogue = await index.current();
  const language = catalogue.places.languages.find((l) => l.slug === query.language);
  if (!language) throw new ApiError(404, `no language '${query.language}' in the catalogue`, 'language');
  const schools = catalogue.entries
    .filter(
      (entry) =>
        entry.languages.includes(language.slug) &&
        (query.schoolType === undefined || entry.programmeTypes.includes(query.schoolType)),
    )
    .map((entry) => ({
      country: entry.country,
      city: entry.city,
      counted: countsInPlace(entry, { language: language.slug }),
    }));
  return {
    language: { name: languageName(language.code, query.culture), url: language.slug },
    countries: buildRegions(schools, catalogue.places, { culture: query.culture, language: language.slug }),
  };
}
