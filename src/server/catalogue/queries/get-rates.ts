import type { Rates } from '#domain/catalogue/rates-schema.ts';
import type { Database } from '../../db/database.ts';
import { CATALOGUE_DOCUMENT_KEYS } from '../catalogue-document-keys.ts';
import { getCatalogueDocument } from './get-catalogue-document.ts';

const NONE: Rates = { base: 'EUR', date: '1970-01-01', rates: {} };

/** The currency rates of the catalogue; an empty table before the first seed. */
export async function getRates(db: Database): Promise<Rates> {
  return (await getCatalogueDocument<Rates>(db, CATALOGUE_DOCUMENT_KEYS.rates)) ?? NONE;
}
