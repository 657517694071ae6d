import type { Places } from '#domain/catalogue/place-schema.ts';
import type { Database } from '../../db/database.ts';
import { CATALOGUE_DOCUMENT_KEYS } from '../catalogue-document-keys.ts';
import { getCatalogueDocument } from './get-catalogue-document.ts';

const EMPTY: Places = { languages: [], countries: [], cities: [] };

/** Languages, countries and cities of the catalogue; empty before the first seed. */
export async function getPlaces(db: Database): Promise<Places> {
  return (await getCatalogueDocument<Places>(db, CATALOGUE_DOCUMENT_KEYS.places)) ?? EMPTY;
}
