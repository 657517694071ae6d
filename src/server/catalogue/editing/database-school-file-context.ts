import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { HolidaysContent } from '#domain/catalogue/holidays-schema.ts';
import type { Database } from '../../db/database.ts';
import type { SchoolFileContext } from '../content/check-school-file.ts';
import { readSchoolFileContext } from '../content/read-school-file-context.ts';
import { getCatalogueDocument } from '../queries/get-catalogue-document.ts';
import { listCatalogueDocuments } from '../queries/list-catalogue-documents.ts';
import { listTermsFiles } from '../queries/list-terms-files.ts';
import { CATALOGUE_DOCUMENT_KEYS } from '../catalogue-document-keys.ts';
import type { Places } from '#domain/catalogue/place-schema.ts';

/**
 * What a school file is checked against in the office: the database's places and holidays (the
 * catalogue's source, which the office edits), and the terms files uploaded in the office or in
 * the content folder. A database never seeded has no places yet; the content folder's are used then.
 */
export async function databaseSchoolFileContext(db: Database, contentDir: string): Promise<SchoolFileContext> {
  const uploaded = new Set((await listTermsFiles(db)).map((row) => row.name));
  const places = await getCatalogueDocument<Places>(db, CATALOGUE_DOCUMENT_KEYS.places);
  if (!places) {
    const fromContent = readSchoolFileContext(contentDir);
    return { ...fromContent, termsExists: (name) => uploaded.has(name) || fromContent.termsExists(name) };
  }
  const holidaysByCountry = new Map<string, HolidaysContent>();
  for (const { doc } of await listCatalogueDocuments<HolidaysContent>(db, CATALOGUE_DOCUMENT_KEYS.holidays('')))
    holidaysByCountry.set(doc.country, doc);
  return {
    languages: new Set(places.languages.map((language) => language.slug)),
    countries: new Set(places.countries.map((country) => country.slug)),
    cityCountry: new Map(places.cities.map((city) => [city.slug, city.country])),
    holidaysByCountry,
    termsExists: (name) => uploaded.has(name) || existsSync(join(contentDir, 'terms', name)),
  };
}
