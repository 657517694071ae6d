import { buildRegions } from '#domain/catalogue/build-regions.ts';
import { languageName } from '#domain/catalogue/place-names.ts';
import { countsInPlace } from '#domain/search/counts-in-place.ts';
import type { ProgrammeType } from '#domain/catalogue/school-schema.ts';
import type { Culture } from '#domain/culture.ts';
import type { FilterData } from '#domain/search/search-answer.ts';
import { ApiError } from '../http/api-error.ts';
import type { SearchIndex } from './search-index.ts';

export interface FilterDataQuery {
  culture: Culture;
  language: string;
  schoolType?: ProgrammeType | undefined;
}

/**
 * GET /api/search/filterdata/: every language that has schools (counting those of the programme
 * type, so the selector can disable a language without any) and the countries and cities of the
 * chosen language and type, in the orders of spec section 5, with the school counts every page
 * shows (countsInPlace). Worked out once per catalogue copy.
 */
export async function loadFilterData(index: SearchIndex, query: FilterDataQuery): Promise<FilterData> {
  const catalogue = await index.current();
  const language = catalogue.places.languages.find((l) => l.slug === query.language);
  if (!language) throw new ApiError(404, `no language '${query.language}' in the catalogue`, 'language');
  const ofType = (programmeTypes: readonly string[]) =>
    query.schoolType === undefined || programmeTypes.includes(query.schoolType);
  return catalogue.memo(`filterdata|${query.culture}|${language.slug}|${query.schoolType ?? ''}`, () => {
    const taught = new Set(catalogue.entries.flatMap((entry) => entry.languages));
    const languages = catalogue.places.languages
      .filter((candidate) => taught.has(candidate.slug))
      .map((candidate) => ({
        url: candidate.slug,
        name: languageName(candidate.code, query.culture),
        schools: catalogue.entries.filter(
          (entry) => entry.languages.includes(candidate.slug) && ofType(entry.programmeTypes),
        ).length,
      }));
    const schools = catalogue.entries.filter(
      (entry) => entry.languages.includes(language.slug) && ofType(entry.programmeTypes),
    );
    return {
      languages,
      regions: {
        language: { name: languageName(language.code, query.culture), url: language.slug },
        countries: buildRegions(
          schools.map((entry) => ({
            country: entry.country,
            city: entry.city,
            counted: countsInPlace(entry, { language: language.slug }),
          })),
          catalogue.places,
          { culture: query.culture, language: language.slug },
        ),
      },
    };
  });
}
