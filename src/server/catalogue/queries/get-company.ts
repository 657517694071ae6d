import type { Company } from '#domain/company/company-schema.ts';
import type { Database } from '../../db/database.ts';
import { CATALOGUE_DOCUMENT_KEYS } from '../catalogue-document-keys.ts';
import { getCatalogueDocument } from './get-catalogue-document.ts';

/**
 * The agency's facts (founding year, support hours, confirmation window, team) as the office last
 * saved them or the seed stored them from content/company.json. Every page and booking mail names
 * them, so a database without them (never seeded) stops the reader rather than guessing.
 */
export async function getCompany(db: Database): Promise<Company> {
  const company = await getCatalogueDocument<Company>(db, CATALOGUE_DOCUMENT_KEYS.company);
  if (!company) throw new Error('the catalogue has no company facts: seed the database (npm run seed)');
  return company;
}
