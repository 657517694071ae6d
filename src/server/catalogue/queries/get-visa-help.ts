import type { VisaHelpContent } from '#domain/catalogue/visa-schema.ts';
import type { Database } from '../../db/database.ts';
import { CATALOGUE_DOCUMENT_KEYS } from '../catalogue-document-keys.ts';
import { getCatalogueDocument } from './get-catalogue-document.ts';

/** The visa help of one country as content/visa/ has it, or null when there is none. */
export function getVisaHelp(db: Database, country: string): Promise<VisaHelpContent | null> {
  return getCatalogueDocument<VisaHelpContent>(db, CATALOGUE_DOCUMENT_KEYS.visa(country));
}
