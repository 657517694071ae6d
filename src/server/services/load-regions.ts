import type { RegionsData } from '../../domain/catalogue/api-types.ts';
import { buildRegions } from '../../domain/catalogue/build-regions.ts';
import { languageName } from '../../domain/catalogue/language-name.ts';
import type { ProgrammeType } from '../../domain/catalogue/school-schema.ts';
import type { Culture } from '../../domain/culture.ts';
import type { Database } from '../db/database.ts';
import { getPlaces } from '../db/queries/get-places.ts';
import { listSchoolPlaces } from '../db/queries/list-school-places.ts';
import { ApiError } from '../http/api-error.ts';

/** The countries and cities where a language is taught (optionally in one programme type), for the search filter. */
export async function loadRegions(db: Database, query: { culture: Culture; language: string; schoolType?: ProgrammeType | undefined }): Promise<RegionsData> {
  const places = await getPlaces(db);
  const language = places.languages.find((l) => l.slug === query.language);
  if (!language) throw new ApiError(404, `no language '${query.language}' in the catalogue`, 'language');
  const schools = await listSchoolPlaces(db, { language: language.slug, programmeType: query.schoolType });
  return {
    language: { name: languageName(language.code, query.culture), url: language.slug },
    countries: buildRegions(schools, places, { culture: query.culture, language: language.slug }),
  };
}
