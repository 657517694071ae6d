import { languageName } from '../../domain/catalogue/language-name.ts';
import type { Culture } from '../../domain/culture.ts';
import type { Database } from '../db/database.ts';
import { getPlaces } from '../db/queries/get-places.ts';
import { listSchoolLanguages } from '../db/queries/list-school-languages.ts';

/** The languages that have schools, in the order places.json lists them, with school counts. */
export async function listCatalogueLanguages(db: Database, culture: Culture): Promise<{ url: string; name: string; schools: number }[]> {
  const [places, perSchool] = await Promise.all([getPlaces(db), listSchoolLanguages(db)]);
  const counts = new Map<string, number>();
  for (const languages of perSchool) for (const language of languages) counts.set(language, (counts.get(language) ?? 0) + 1);
  return places.languages
    .filter((language) => counts.has(language.slug))
    .map((language) => ({ url: language.slug, name: languageName(language.code, culture), schools: counts.get(language.slug)! }));
}
